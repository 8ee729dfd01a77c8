// Settings a tenant keeps in its free-form `freelancerLogin` config (spec §3 "freelancer login {}").
import * as v from 'valibot';
import type { Tenant } from '../../tenants/tenants.ts';

const issuer = v.strictObject({
  issuer: v.pipe(v.string(), v.url()),
  clientId: v.pipe(v.string(), v.minLength(1)),
});

const settingsSchema = v.object({
  /** Logins from a browser the freelancer has not confirmed need a confirmation link first. */
  deviceVerification: v.optional(v.boolean(), false),
  /** OpenID Connect issuers whose ID tokens log in, per provider. */
  google: v.optional(issuer),
  linkedin: v.optional(issuer),
  auth0: v.optional(issuer),
});

/** A tenant's login settings. */
export type LoginSettings = v.InferOutput<typeof settingsSchema>;

/** The login settings of a tenant (validated; invalid settings fail at startup via `checkLoginSettings`). */
export function loginSettings(tenant: Tenant): LoginSettings {
  return v.parse(settingsSchema, tenant.config.freelancerLogin);
}

/** Throws naming the tenant when its login settings are invalid. */
export function checkLoginSettings(tenants: readonly Tenant[]): void {
  for (const tenant of tenants) {
    const result = v.safeParse(settingsSchema, tenant.config.freelancerLogin);
    if (!result.success) {
      throw new Error(
        `Tenant ${tenant.id}: config.freelancerLogin is invalid: ${result.issues.map((i) => `${v.getDotPath(i)} ${i.message}`).join('; ')}`,
      );
    }
  }
}

/** The channel that confirms devices: the principal verification channel (email unless mobile is principal). */
export function principalChannel(tenant: Tenant): 'email' | 'mobileNumber' {
  return tenant.config.requiredVerifications.mobileNumber === 'principal' &&
    tenant.config.requiredVerifications.email !== 'principal'
    ? 'mobileNumber'
    : 'email';
}
