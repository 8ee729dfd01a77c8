// Accounts for the account-data tests: alpha accounts through the real registration and login,
// accounts of other tenants (whose logins need reCAPTCHA and device verification) written straight
// into the database with an access token issued by the server's own token service.
import type { components } from '@talent/api-client';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { withTenant } from '../src/db/client.ts';
import type { Tx } from '../src/db/client.ts';
import { freelancers } from '../src/db/schema.ts';
import { ALPHA } from './harness.ts';
import type { TestServer } from './harness.ts';

type Tokens = components['schemas']['TokenResponse'];

export const PASSWORD = 'analytical-engine-1843';

/** Registers an alpha account and logs it in; returns its access token and id. */
export async function alphaAccount(
  server: TestServer,
  email: string,
  overrides: Record<string, unknown> = {},
): Promise<{ token: string; id: number }> {
  const created = await server.call<{ id: number }>('register', {
    host: ALPHA,
    body: {
      email,
      password: PASSWORD,
      firstName: 'Ada',
      lastName: 'Lovelace',
      locale: 'en',
      termsAccepted: true,
      privacyAccepted: true,
      ...overrides,
    },
  });
  expect(created.status).toBe(201);
  const login = await server.call<Tokens>('authorize', { host: ALPHA, body: { email, password: PASSWORD } });
  expect(login.status).toBe(200);
  return { token: login.body.access_token, id: created.body.id };
}

/** Runs `work` in a tenant's transaction on the test server's database. */
export function inTenant<T>(server: TestServer, tenantId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return withTenant(server.server.context.database.db, tenantId, work);
}

/** A freelancer of any tenant written straight into the database, with an access token for its host. */
export async function directAccount(
  server: TestServer,
  tenantId: string,
  email: string,
  values: Partial<typeof freelancers.$inferInsert> = {},
): Promise<{ token: string; id: number }> {
  const [row] = await inTenant(server, tenantId, (tx) =>
    tx
      .insert(freelancers)
      .values({ clientId: tenantId, email, firstName: 'Grace', lastName: 'Hopper', locale: 'en', ...values })
      .returning(),
  );
  const tenant = server.server.context.tenants.get(tenantId)!;
  const { token } = await server.server.context.accessTokens.issue(
    // A session of its own (no refresh token: the test never refreshes it).
    { freelancerId: row!.id, clientId: tenantId, sessionId: randomUUID() },
    tenant.context.talentDomainName,
  );
  return { token, id: row!.id };
}

/** The freelancer row (as stored). */
export async function freelancerRow(server: TestServer, tenantId: string, id: number) {
  const [row] = await inTenant(server, tenantId, (tx) =>
    tx
      .select()
      .from(freelancers)
      .where(and(eq(freelancers.clientId, tenantId), eq(freelancers.id, id))),
  );
  return row!;
}

/** Overwrites columns of a freelancer row (what an admin import would set, e.g. hidden fields). */
export async function setFreelancer(
  server: TestServer,
  tenantId: string,
  id: number,
  set: Partial<typeof freelancers.$inferInsert>,
): Promise<void> {
  await inTenant(server, tenantId, (tx) =>
    tx
      .update(freelancers)
      .set(set)
      .where(and(eq(freelancers.clientId, tenantId), eq(freelancers.id, id))),
  );
}
