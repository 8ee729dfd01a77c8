// Auth operations: password login, link logins (URL token, one-time link), refresh and logout.
import type { components } from '@talent/api-client';
import type { FastifyRequest } from 'fastify';
import { verifyPassword } from '../auth/passwords.ts';
import { clearRefreshCookie, refreshCookieOf } from '../auth/refreshCookie.ts';
import {
  consumeLinkToken,
  createLinkToken,
  familyOfRefreshToken,
  revokeSessions,
  rotateRefreshToken,
} from '../auth/tokens.ts';
import type { ServerContext } from '../context.ts';
import type { OperationHandlers } from '../http/operations.ts';
import { withTenant } from '../db/client.ts';
import type { Tx } from '../db/client.ts';
import { problem } from '../errors.ts';
import { isDeviceTrusted, recordDevice } from '../services/devices.ts';
import { findByEmail, requireFreelancer } from '../services/freelancers.ts';
import type { FreelancerRow } from '../services/freelancers.ts';
import { isUndeliverableEmail } from '../services/emailAddresses.ts';
import { loginThrottle } from '../services/loginThrottle.ts';
import { requireRecaptcha } from '../services/recaptcha.ts';
import { startSession } from '../services/session.ts';
import { loginSettings, principalChannel } from '../services/tenantSettings.ts';
import type { Tenant } from '../tenants.ts';

type Schemas = components['schemas'];

/** Per-account link requests (on top of the per-IP route limits). */
const LINK_REQUESTS_PER_HOUR = 5;

/** The request's user agent, as devices record it. */
export const userAgent = (request: FastifyRequest) => String(request.headers['user-agent'] ?? 'unknown').slice(0, 512);

/**
 * Where a device confirmation link goes: the tenant's principal channel, or the other one when the
 * account cannot be reached on it (no number, or a placeholder email); undefined when neither works.
 */
function confirmationChannel(tenant: Tenant, freelancer: FreelancerRow): 'email' | 'mobileNumber' | undefined {
  const email = isUndeliverableEmail(freelancer.email) ? undefined : ('email' as const);
  const mobile = freelancer.phoneE164 ? ('mobileNumber' as const) : undefined;
  return principalChannel(tenant) === 'mobileNumber' ? (mobile ?? email) : (email ?? mobile);
}

/**
 * Sends a link that confirms a device (and logs in with `authorizeWithUrlToken`) through the
 * confirmation channel; returns that channel, or undefined when the account has none.
 */
export async function sendDeviceConfirmation(
  context: ServerContext,
  tx: Tx,
  tenant: Tenant,
  freelancer: FreelancerRow,
  device: { deviceId: string | undefined; userAgent: string },
): Promise<'email' | 'mobileNumber' | undefined> {
  const channel = confirmationChannel(tenant, freelancer);
  if (!channel) return undefined;
  const token = await createLinkToken(tx, {
    clientId: tenant.id,
    freelancerId: freelancer.id,
    purpose: 'deviceLogin',
    data: { ...(device.deviceId && { deviceId: device.deviceId }), userAgent: device.userAgent },
    now: new Date(context.now()),
  });
  await context.messenger.send(tx, {
    tenant,
    kind: 'deviceLogin',
    locale: freelancer.locale,
    channel: channel === 'mobileNumber' ? 'sms' : 'email',
    to: channel === 'mobileNumber' ? freelancer.phoneE164! : freelancer.email,
    link: `${context.portalOrigin(tenant)}/app/login?urlToken=${token}`,
    values: { name: freelancer.firstName ?? 'none', device: device.userAgent },
  });
  return channel;
}

/**
 * Finishes a login for an active freelancer: when the tenant requires device verification and the
 * browser is not trusted, sends a confirmation link through the principal channel and answers
 * 202; otherwise records the device and issues tokens. `deviceConfirmed` says the login itself
 * proved control of a channel of the account (a one-time link or an SMS code): the device is then
 * trusted at once.
 */
export async function completeLogin(
  context: ServerContext,
  tx: Tx,
  request: FastifyRequest,
  freelancer: FreelancerRow,
  deviceId: string | undefined,
  options: { deviceConfirmed?: boolean } = {},
): Promise<
  { status: 200; body: Schemas['TokenResponse'] } | { status: 202; body: Schemas['DeviceVerificationPending'] }
> {
  const tenant = request.tenant;
  if (!freelancer.isActive) throw problem.forbidden('auth.accountDeactivated');
  const now = new Date(context.now());
  const verification = loginSettings(tenant).deviceVerification;
  const confirmed = options.deviceConfirmed === true;
  if (verification && !confirmed && !(deviceId && (await isDeviceTrusted(tx, tenant, freelancer.id, deviceId, now)))) {
    const channel = await sendDeviceConfirmation(context, tx, tenant, freelancer, {
      deviceId,
      userAgent: userAgent(request),
    });
    if (!channel) throw problem.forbidden('auth.deviceVerificationUnavailable');
    return { status: 202, body: { state: 'DEVICE_VERIFICATION_REQUIRED', channel } };
  }
  if (deviceId) {
    await recordDevice(tx, {
      tenant,
      freelancerId: freelancer.id,
      deviceId,
      userAgent: userAgent(request),
      trust: !verification || confirmed,
      now,
    });
  }
  return { status: 200, body: await startSession(context, tx, request, freelancer.id) };
}

/** Auth handlers. */
export function authHandlers(context: ServerContext): OperationHandlers {
  const { db } = context.database;
  const throttle = loginThrottle(context.limiter, context.now);
  return {
    /** Password login, throttled per account and address and per address (services/loginThrottle.ts). */
    async authorize(request, reply) {
      const body = request.body;
      const attempt = { tenantId: request.tenant.id, email: body.email, ip: request.ip };
      await throttle.check(attempt);
      await requireRecaptcha(context.verifiers.recaptcha, request.tenant, body.reCaptchaToken, request.ip);
      const result = await withTenant(db, request.tenant.id, async (tx) => {
        const freelancer = await findByEmail(tx, request.tenant.id, body.email);
        // Verified even for an unknown email, so the answer time does not tell who is registered.
        const valid = await verifyPassword(freelancer?.passwordHash, body.password);
        if (!freelancer || !valid) return undefined;
        return completeLogin(context, tx, request, freelancer, body.actorDeviceUUID);
      });
      if (!result) {
        await throttle.failed(attempt);
        throw problem.unauthorized('auth.invalidCredentials');
      }
      await throttle.succeeded(attempt);
      return reply.code(result.status).send(result.body);
    },

    async authorizeWithUrlToken(request) {
      const body = request.body;
      return withTenant(db, request.tenant.id, async (tx) => {
        const now = new Date(context.now());
        const { freelancerId, data } = await consumeLinkToken(tx, {
          clientId: request.tenant.id,
          token: body.urlToken,
          purpose: 'deviceLogin',
          now,
        });
        const freelancer = await requireFreelancer(tx, request.tenant.id, freelancerId);
        if (!freelancer.isActive) throw problem.forbidden('auth.accountDeactivated');
        // The link confirms the device it was requested from (and the one it is opened on).
        for (const deviceId of new Set(
          [data['deviceId'], body.actorDeviceUUID].filter((d): d is string => Boolean(d)),
        )) {
          await recordDevice(tx, {
            tenant: request.tenant,
            freelancerId,
            deviceId,
            userAgent: userAgent(request),
            trust: true,
            now,
          });
        }
        return startSession(context, tx, request, freelancerId);
      });
    },

    async oneTimeLinkLogin(request, reply) {
      const body = request.body;
      await context.limiter.hit(`otl:${request.tenant.id}:${body.email.toLowerCase()}`, LINK_REQUESTS_PER_HOUR, 3600);
      await withTenant(db, request.tenant.id, async (tx) => {
        const freelancer = await findByEmail(tx, request.tenant.id, body.email);
        if (!freelancer?.isActive) return;
        const token = await createLinkToken(tx, {
          clientId: request.tenant.id,
          freelancerId: freelancer.id,
          purpose: 'oneTimeLink',
          data: body.redirectPath ? { redirectPath: body.redirectPath } : {},
          now: new Date(context.now()),
        });
        const redirect = body.redirectPath ? `&redirect=${encodeURIComponent(body.redirectPath)}` : '';
        await context.messenger.send(tx, {
          tenant: request.tenant,
          kind: 'oneTimeLink',
          locale: freelancer.locale,
          channel: 'email',
          to: freelancer.email,
          link: `${context.portalOrigin(request.tenant)}/app/login?otl=${token}${redirect}`,
          values: { name: freelancer.firstName ?? 'none' },
        });
      });
      return reply.code(202).send({ state: 's' });
    },

    async authorizeWithOtlToken(request, reply) {
      const body = request.body;
      const result = await withTenant(db, request.tenant.id, async (tx) => {
        const { freelancerId } = await consumeLinkToken(tx, {
          clientId: request.tenant.id,
          token: body.otlToken,
          purpose: 'oneTimeLink',
          now: new Date(context.now()),
          unknownIsNotFound: true,
        });
        const freelancer = await requireFreelancer(tx, request.tenant.id, freelancerId);
        // The link was delivered to the account's email, so it also confirms this device.
        return completeLogin(context, tx, request, freelancer, body.actorDeviceUUID, { deviceConfirmed: true });
      });
      return reply.code(result.status).send(result.body);
    },

    async refreshToken(request) {
      // The `refreshCookie` security handler made sure the cookie is there.
      const token = refreshCookieOf(request)!;
      const result = await withTenant(db, request.tenant.id, async (tx) => {
        const outcome = await rotateRefreshToken(tx, {
          clientId: request.tenant.id,
          token,
          ttlSeconds: context.config.refreshTokenTtlSeconds,
          now: new Date(context.now()),
        });
        // A rejection is returned, not thrown, so a reuse's family revocation is committed.
        if (outcome.kind === 'rejected') return outcome;
        const freelancer = await requireFreelancer(tx, request.tenant.id, outcome.freelancerId);
        if (!freelancer.isActive) return { kind: 'rejected' as const, message: 'auth.accountDeactivated' };
        return startSession(context, tx, request, outcome.freelancerId, outcome);
      });
      if ('kind' in result) {
        // A reused token revoked its session: the access tokens issued with it stop working too.
        if ('revokedFamily' in result && result.revokedFamily) await context.sessions.revoked([result.revokedFamily]);
        clearRefreshCookie(request);
        throw problem.unauthorized(result.message);
      }
      return result;
    },

    /**
     * Revokes the caller's session (the `sid` of its access token) and the session of the refresh
     * cookie when it is the same account's, and clears the cookie.
     */
    async logout(request, reply) {
      const { freelancerId, sessionId } = request.auth!;
      const cookieToken = refreshCookieOf(request);
      const sessions = await withTenant(db, request.tenant.id, async (tx) => {
        const cookieFamily = cookieToken
          ? await familyOfRefreshToken(tx, { clientId: request.tenant.id, freelancerId, token: cookieToken })
          : undefined;
        const familyIds = [...new Set([sessionId, ...(cookieFamily ? [cookieFamily] : [])])];
        await revokeSessions(tx, { freelancerId, familyIds, now: new Date(context.now()) });
        return familyIds;
      });
      await context.sessions.revoked(sessions);
      clearRefreshCookie(request);
      return reply.code(204).send();
    },
  };
}
