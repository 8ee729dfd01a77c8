// The sessions of the account page: one per login, with its browser, login time and last use; the
// current one marked; signing one out or every one out ends their access tokens at once. Access
// tokens carry the login time (`auth_time`), kept over refreshes.
import type { components } from '@talent/api-client';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/client.ts';
import { sessions } from '../src/db/schema.ts';
import {
  ACCOUNT_TEST_ENV,
  PASSWORD,
  fromElsewhere,
  refresh,
  refreshCookieLine,
  registerAndLogin,
  sessionOf,
  withRefreshCookie,
} from './accounts.ts';
import type { Problem, Session, Tokens } from './accounts.ts';
import { startTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';

type SessionList = components['schemas']['SessionList'];

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148';

let now = Date.now();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: ACCOUNT_TEST_ENV, overrides: { now: () => now } });
});
afterAll(() => server?.close());

/** A password login from a browser with this user agent (and `_brws_id`, when given). */
async function loginFrom(email: string, agent: string, deviceId?: string): Promise<Session> {
  const response = await server.call<Tokens>('authorize', {
    body: { email, password: PASSWORD, ...(deviceId && { actorDeviceUUID: deviceId }) },
    headers: { ...fromElsewhere(), 'user-agent': agent },
  });
  expect(response.status).toBe(200);
  return sessionOf(response);
}

/** The claims of an access token (not verified: the server did that). */
function claims(token: string): { sid: string; iat: number; auth_time?: number } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    sid: string;
    iat: number;
    auth_time?: number;
  };
}

const list = (session: Tokens) => server.call<SessionList>('listSessions', { token: session.access_token });
const reads = async (session: Tokens) =>
  (await server.call<Problem>('getFreelancer', { token: session.access_token })).status;

describe('listing sessions', () => {
  it('lists each login with its browser, the current one marked, most recently used first', async () => {
    const email = 'sessions.list@example.com';
    const first = await registerAndLogin(server, email);
    now += 60_000;
    const firefox = await loginFrom(email, FIREFOX, randomUUID());
    now += 60_000;
    const phone = await loginFrom(email, PHONE);

    const answer = await list(firefox);
    expect(answer.status).toBe(200);
    const ids = [phone, firefox, first].map((s) => claims(s.access_token).sid);
    expect(answer.body.results.map((s) => s.id)).toEqual(ids);
    expect(answer.body.results.map((s) => s.current)).toEqual([false, true, false]);
    expect(answer.body.results[0]).toMatchObject({ userAgent: PHONE, createdAt: new Date(now).toISOString() });
    expect(answer.body.results[1]!.userAgent).toBe(FIREFOX);

    // A refresh is a use: the first session moves to the top, its login time stays.
    now += 60_000;
    const renewed = await refresh(server, first.refreshToken);
    expect(renewed.status).toBe(200);
    const after = (await list(phone)).body.results;
    expect(after[0]).toMatchObject({
      id: ids[2],
      lastUsedAt: new Date(now).toISOString(),
      createdAt: new Date(now - 180_000).toISOString(),
    });
  });

  it('needs a login and shows no other account’s sessions', async () => {
    expect((await server.call('listSessions')).status).toBe(401);
    const mine = await registerAndLogin(server, 'sessions.mine@example.com');
    await registerAndLogin(server, 'sessions.theirs@example.com');
    const results = (await list(mine)).body.results;
    expect(results.map((s) => s.id)).toEqual([claims(mine.access_token).sid]);
  });

  it('records the device id of the login with its session', async () => {
    const email = 'sessions.device@example.com';
    await registerAndLogin(server, email);
    const device = randomUUID();
    const session = await loginFrom(email, FIREFOX, device);
    const [row] = await withTenant(server.server.context.database.db, 'alpha', (tx) =>
      tx
        .select()
        .from(sessions)
        .where(and(eq(sessions.clientId, 'alpha'), eq(sessions.id, claims(session.access_token).sid))),
    );
    expect(row).toMatchObject({ deviceId: device, userAgent: FIREFOX });
  });

  it('keeps auth_time (the login) over refreshes while iat moves on', async () => {
    const session = await registerAndLogin(server, 'sessions.authtime@example.com');
    const loggedIn = claims(session.access_token);
    expect(loggedIn.auth_time).toBe(Math.floor(now / 1000));
    now += 5 * 60_000;
    const renewed = await refresh(server, session.refreshToken);
    const later = claims(renewed.body.access_token);
    expect(later.iat).toBe(Math.floor(now / 1000));
    expect(later.auth_time).toBe(loggedIn.auth_time);
    expect(later.sid).toBe(loggedIn.sid);
  });

  it('gives a session from before the sessions table its row at the next refresh, signed in at its first token', async () => {
    const session = await registerAndLogin(server, 'sessions.legacy@example.com');
    const signedIn = new Date(now).toISOString();
    const { sid, auth_time: loggedIn } = claims(session.access_token);
    await withTenant(server.server.context.database.db, 'alpha', (tx) =>
      tx.delete(sessions).where(and(eq(sessions.clientId, 'alpha'), eq(sessions.id, sid))),
    );
    expect((await list(session)).body.results).toEqual([]);
    now += 10 * 60_000;
    const renewed = await refresh(server, session.refreshToken);
    expect(claims(renewed.body.access_token).auth_time).toBe(loggedIn);
    expect((await list(renewed.body)).body.results).toEqual([
      {
        id: sid,
        createdAt: signedIn,
        lastUsedAt: new Date(now).toISOString(),
        userAgent: null,
        current: true,
      },
    ]);
  });
});

describe('signing sessions out', () => {
  it('revokes one session: its access token is refused at once, its refresh token too; the others go on', async () => {
    const email = 'sessions.revoke@example.com';
    const mine = await registerAndLogin(server, email);
    const other = await loginFrom(email, PHONE);
    const response = await server.call('revokeSession', {
      token: mine.access_token,
      path: { id: claims(other.access_token).sid },
    });
    expect(response.status).toBe(204);
    // The caller's own cookie stays: it signed out another browser.
    expect(refreshCookieLine(response)).toBeUndefined();
    expect(await reads(other)).toBe(401);
    expect((await server.call<Problem>('getFreelancer', { token: other.access_token })).body.messages).toEqual([
      'auth.sessionRevoked',
    ]);
    expect((await refresh(server, other.refreshToken)).status).toBe(401);
    expect(await reads(mine)).toBe(200);
    expect((await list(mine)).body.results.map((s) => s.id)).toEqual([claims(mine.access_token).sid]);
    // Signed out already: no live session of that id any more.
    const again = await server.call<Problem>('revokeSession', {
      token: mine.access_token,
      path: { id: claims(other.access_token).sid },
    });
    expect(again.status).toBe(404);
    expect(again.body.messages).toEqual(['session.notFound']);
  });

  it('answers 404 for another talent’s session (leaving it alone), 404 for an unknown id, 400 for no uuid', async () => {
    const mine = await registerAndLogin(server, 'sessions.404.mine@example.com');
    const theirs = await registerAndLogin(server, 'sessions.404.theirs@example.com');
    const foreign = await server.call<Problem>('revokeSession', {
      token: mine.access_token,
      path: { id: claims(theirs.access_token).sid },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.messages).toEqual(['session.notFound']);
    expect(await reads(theirs)).toBe(200);
    expect((await refresh(server, theirs.refreshToken)).status).toBe(200);
    const unknown = await server.call('revokeSession', { token: mine.access_token, path: { id: randomUUID() } });
    expect(unknown.status).toBe(404);
    const malformed = await server.call('revokeSession', { token: mine.access_token, path: { id: 'abc' } });
    expect(malformed.status).toBe(400);
    expect((await server.call('revokeSession', { path: { id: randomUUID() } })).status).toBe(401);
  });

  it('signing out the current session clears its refresh cookie', async () => {
    const mine = await registerAndLogin(server, 'sessions.self@example.com');
    const response = await server.call('revokeSession', {
      token: mine.access_token,
      path: { id: claims(mine.access_token).sid },
    });
    expect(response.status).toBe(204);
    expect(refreshCookieLine(response)).toMatch(/^auth\.refresh=;/);
    expect(await reads(mine)).toBe(401);
  });

  it('signs out everywhere: every session’s access and refresh tokens stop working, the caller’s too', async () => {
    const email = 'sessions.everywhere@example.com';
    const all = [await registerAndLogin(server, email), await loginFrom(email, FIREFOX), await loginFrom(email, PHONE)];
    const other = await registerAndLogin(server, 'sessions.bystander@example.com');
    const response = await server.call('signOutEverywhere', {
      token: all[1]!.access_token,
      headers: withRefreshCookie(all[1]!.refreshToken),
    });
    expect(response.status).toBe(204);
    expect(refreshCookieLine(response)).toMatch(/^auth\.refresh=;/);
    for (const session of all) {
      expect(await reads(session)).toBe(401);
      expect((await refresh(server, session.refreshToken)).status).toBe(401);
    }
    expect(await reads(other)).toBe(200);
    // Logging in again works and starts a new session.
    const back = await loginFrom(email, FIREFOX);
    expect((await list(back)).body.results.map((s) => s.id)).toEqual([claims(back.access_token).sid]);
  });

  it('logout still ends its own session only', async () => {
    const email = 'sessions.logout@example.com';
    const mine = await registerAndLogin(server, email);
    const other = await loginFrom(email, PHONE);
    expect(
      (await server.call('logout', { token: mine.access_token, headers: withRefreshCookie(mine.refreshToken) })).status,
    ).toBe(204);
    expect(await reads(mine)).toBe(401);
    expect((await list(other)).body.results.map((s) => s.id)).toEqual([claims(other.access_token).sid]);
  });
});
