// Revoking a session makes its access tokens stop working at once, not when they expire: logout,
// refresh-token reuse, password change and reset, deactivation. With REDIS_URL, a revocation on one
// server process is refused by every other process on the next request.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/client.ts';
import { refreshTokens } from '../src/db/schema.ts';
import { ACTIVE_CACHE_SECONDS } from '../src/services/identity/sessions.ts';
import {
  ACCOUNT_TEST_ENV,
  PASSWORD,
  linkTokenTo,
  login,
  refresh,
  refreshCookieOf,
  registerAndLogin,
  withRefreshCookie,
} from './accounts.ts';
import type { Problem, Session } from './accounts.ts';
import { DB_KIND, childDatabaseEnv, startTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const NEW_PASSWORD = 'difference-engine-1822';

/** The status and first message of reading the account with an access token. */
async function reads(server: TestServer, accessToken: string): Promise<[number, string | undefined]> {
  const response = await server.call<Problem>('getFreelancer', { token: accessToken });
  return [response.status, response.status === 200 ? undefined : response.body.messages[0]];
}

const REVOKED: [number, string] = [401, 'auth.sessionRevoked'];

let now = Date.now();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: ACCOUNT_TEST_ENV, overrides: { now: () => now } });
});
afterAll(() => server?.close());

describe('revoking a session stops its access tokens at once', () => {
  it('logout: the same access token is refused on the next request, other sessions go on', async () => {
    const session = await registerAndLogin(server, 'logout@example.com');
    const other = await login(server, 'logout@example.com');
    expect(await reads(server, session.access_token)).toEqual([200, undefined]);
    const out = await server.call('logout', {
      token: session.access_token,
      headers: withRefreshCookie(session.refreshToken),
    });
    expect(out.status).toBe(204);
    expect(await reads(server, session.access_token)).toEqual(REVOKED);
    // Logging out again with it is refused too; the other session is untouched.
    expect((await server.call('logout', { token: session.access_token })).status).toBe(401);
    expect(await reads(server, other.access_token)).toEqual([200, undefined]);
  });

  it('logout without the cookie still revokes the access token’s own session (its sid)', async () => {
    const session = await registerAndLogin(server, 'nocookie@example.com');
    expect((await server.call('logout', { token: session.access_token })).status).toBe(204);
    expect(await reads(server, session.access_token)).toEqual(REVOKED);
    expect((await refresh(server, session.refreshToken)).status).toBe(401);
  });

  it('refresh-token reuse: the access tokens of the family stop working, the rotated one too', async () => {
    const session = await registerAndLogin(server, 'reuse@example.com');
    const renewed = await refresh(server, session.refreshToken);
    expect(renewed.status).toBe(200);
    const reuse = await refresh(server, session.refreshToken);
    expect((reuse.body as unknown as Problem).messages).toEqual(['auth.refreshTokenReused']);
    expect(await reads(server, session.access_token)).toEqual(REVOKED);
    expect(await reads(server, renewed.body.access_token)).toEqual(REVOKED);
  });

  it('password change: the other sessions’ access tokens stop working, the caller’s goes on', async () => {
    const email = 'change@example.com';
    const session = await registerAndLogin(server, email);
    const other = await login(server, email);
    const response = await server.call('resetPassword', {
      token: session.access_token,
      body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(response.status).toBe(204);
    expect(await reads(server, other.access_token)).toEqual(REVOKED);
    expect(await reads(server, session.access_token)).toEqual([200, undefined]);
  });

  it('password reset: every session’s access token stops working', async () => {
    const email = 'forgot@example.com';
    const sessions: Session[] = [await registerAndLogin(server, email), await login(server, email)];
    await server.call('sendForgotPassword', { body: { email } });
    const token = await linkTokenTo(server, email, '/app/account/forgotPassword');
    const reset = await server.call('resetForgotPassword', { query: { token }, body: { password: NEW_PASSWORD } });
    expect(reset.status).toBe(204);
    for (const session of sessions) expect(await reads(server, session.access_token)).toEqual(REVOKED);
    expect((await login(server, email, NEW_PASSWORD)).access_token).toBeTruthy();
  });

  it('deactivation: the account’s access tokens stop working', async () => {
    const email = 'deactivate@example.com';
    const session = await registerAndLogin(server, email);
    const other = await login(server, email);
    expect((await server.call('deactivateForTerms', { token: session.access_token })).status).toBe(204);
    for (const s of [session, other]) expect(await reads(server, s.access_token)).toEqual(REVOKED);
  });

  it('a revocation the process was not told of (a restart, a flushed cache) counts after a short cache time', async () => {
    const session = await registerAndLogin(server, 'unreported@example.com');
    expect(await reads(server, session.access_token)).toEqual([200, undefined]);
    // Revoked straight in the database, as another process without Redis would.
    await withTenant(server.server.context.database.db, 'alpha', (tx) =>
      tx
        .update(refreshTokens)
        .set({ revokedAt: new Date(now) })
        .where(and(eq(refreshTokens.clientId, 'alpha'), eq(refreshTokens.familyId, sessionId(session)))),
    );
    // Still believed active from the cache (no database query per request)…
    expect(await reads(server, session.access_token)).toEqual([200, undefined]);
    // …until the cache entry expires and the database is asked again.
    now += (ACTIVE_CACHE_SECONDS + 1) * 1000;
    expect(await reads(server, session.access_token)).toEqual(REVOKED);
  });
});

/** The `sid` claim of an access token. */
function sessionId(session: Session): string {
  const payload = JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString('utf8')) as {
    sid: string;
  };
  return payload.sid;
}

// Two server processes of one deployment: one PostgreSQL database, one Redis.
describe.runIf(DB_KIND === 'postgres')('two servers sharing PostgreSQL and Redis', () => {
  let one: TestServer;
  let two: TestServer;
  let work: string;
  let dropDatabase: () => Promise<void>;
  // Addresses of this run only: Redis outlives the test run, and its counters with it.
  const block = randomUUID().slice(0, 4);
  const from = (n: number) => ({ 'x-forwarded-for': `2001:db8:${block}:${n}::1` });

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'talent-two-servers-'));
    const database = await childDatabaseEnv(work);
    dropDatabase = database.drop;
    const env = { ...ACCOUNT_TEST_ENV, ...database.env, REDIS_URL };
    one = await startTestServer({ env });
    two = await startTestServer({ env });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await dropDatabase?.();
    rmSync(work, { recursive: true, force: true });
  });

  it('a logout on one server makes the access token fail on the other at once', async () => {
    const email = `two-${randomUUID()}@example.com`;
    // Registered and logged in on one; the token works on both.
    const session = await registerAndLogin(one, email);
    expect(await reads(one, session.access_token)).toEqual([200, undefined]);
    expect(await reads(two, session.access_token)).toEqual([200, undefined]);
    // Refreshed on two with the cookie one set: the session is shared too.
    const renewed = await refresh(two, session.refreshToken);
    expect(renewed.status).toBe(200);
    const out = await one.call('logout', {
      token: renewed.body.access_token,
      headers: withRefreshCookie(refreshCookieOf(renewed)),
    });
    expect(out.status).toBe(204);
    expect(await reads(two, renewed.body.access_token)).toEqual(REVOKED);
    expect(await reads(two, session.access_token)).toEqual(REVOKED);
    expect(await reads(one, renewed.body.access_token)).toEqual(REVOKED);
  });

  it('failed logins count across both servers', async () => {
    const email = `throttled-${randomUUID()}@example.com`;
    await registerAndLogin(one, email);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const target = i % 2 === 0 ? one : two;
      const response = await target.call('authorize', { body: { email, password: 'wrong-1234567' }, headers: from(1) });
      statuses.push(response.status);
    }
    // Five failures from the address (on either server), then it has to wait on both.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const other = await one.call('authorize', { body: { email, password: 'wrong-1234567' }, headers: from(1) });
    expect(other.status).toBe(429);
    // The owner, from another address, is not slowed.
    const owner = await two.call('authorize', { body: { email, password: PASSWORD }, headers: from(2) });
    expect(owner.status).toBe(200);
  });
});
