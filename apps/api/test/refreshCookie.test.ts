// The refresh token lives in an HttpOnly cookie that page scripts cannot read: every operation that
// issues tokens sets it, POST /refreshToken reads and rotates it, POST /logout clears it, and no
// body carries a refresh token. See src/http/refreshCookie.ts (CSRF reasoning included).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_TEST_ENV,
  PASSWORD,
  fromElsewhere,
  login,
  mailsTo,
  refresh,
  refreshCookieLine,
  refreshCookieOf,
  refreshes,
  registerAndLogin,
  withRefreshCookie,
} from './accounts.ts';
import type { Problem, Session, Tokens } from './accounts.ts';
import { ALPHA, multipartBody, rawRequest, startTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';

const REFRESH_TTL_SECONDS = 2_592_000;

let server: TestServer;
beforeAll(async () => {
  // ACCOUNT_TEST_ENV trusts the proxy headers (X-Forwarded-For, X-Forwarded-Proto).
  server = await startTestServer({ env: ACCOUNT_TEST_ENV });
});
afterAll(() => server?.close());

/** The attributes of a Set-Cookie line, lower-cased names (`max-age`, `path`, `httponly`, …). */
function attributes(line: string): Record<string, string> {
  const [, ...parts] = line.split(';').map((part) => part.trim());
  return Object.fromEntries(
    parts.map((part) => {
      const [name, ...value] = part.split('=');
      return [name!.toLowerCase(), value.join('=')];
    }),
  );
}

describe('the refresh-token cookie', () => {
  const email = 'cookie@example.com';
  let session: Session;
  beforeAll(async () => {
    session = await registerAndLogin(server, email);
  });

  it('is set by the login as HttpOnly, SameSite=Lax, path /, Max-Age the refresh lifetime, and is in no body', async () => {
    const response = await server.call<Tokens>('authorize', { body: { email, password: PASSWORD } });
    expect(response.status).toBe(200);
    const line = refreshCookieLine(response)!;
    expect(line).toMatch(/^auth\.refresh=[\w-]{43};/);
    expect(attributes(line)).toEqual({
      'max-age': String(REFRESH_TTL_SECONDS),
      path: '/',
      httponly: '',
      samesite: 'Lax',
    });
    expect(Object.keys(response.body).sort()).toEqual(['access_token', 'expires_at', 'expires_in', 'token_type']);
    expect(JSON.stringify(response.body)).not.toContain(refreshCookieOf(response));
  });

  it('is Secure when the request came over https (X-Forwarded-Proto from the trusted proxy)', async () => {
    const response = await server.call<Tokens>('authorize', {
      body: { email, password: PASSWORD },
      headers: { 'x-forwarded-proto': 'https', ...fromElsewhere() },
    });
    expect(attributes(refreshCookieLine(response)!)).toMatchObject({ secure: '', httponly: '' });
    const renewed = await server.call<Tokens>('refreshToken', {
      body: {},
      headers: { 'x-forwarded-proto': 'https', ...withRefreshCookie(refreshCookieOf(response)) },
    });
    expect(renewed.status).toBe(200);
    expect(attributes(refreshCookieLine(renewed)!)).toHaveProperty('secure');
  });

  it('is set by the other logins too (one-time link)', async () => {
    await server.call('oneTimeLinkLogin', { body: { email } });
    const otlToken = new URL((await mailsTo(server, email))[0]!.links[0]!).searchParams.get('otl')!;
    const response = await server.call<Tokens>('authorizeWithOtlToken', { body: { otlToken } });
    expect(response.status).toBe(200);
    expect(response.body).not.toHaveProperty('refresh_token');
    expect(await refreshes(server, refreshCookieOf(response))).toBe(200);
  });

  it('renews the access token by itself, and the answer rotates it', async () => {
    const response = await refresh(server, session.refreshToken);
    expect(response.status).toBe(200);
    expect(response.body).not.toHaveProperty('refresh_token');
    const rotated = refreshCookieOf(response);
    expect(rotated).not.toBe(session.refreshToken);
    expect(attributes(refreshCookieLine(response)!)).toMatchObject({ httponly: '', samesite: 'Lax', path: '/' });
    const me = await server.call('getFreelancer', { token: response.body.access_token });
    expect(me.status).toBe(200);
    session = { ...response.body, refreshToken: rotated };
  });

  it('is required: a refresh without it is a 401, and a refresh token in the body is a 400', async () => {
    const without = await server.call<Problem>('refreshToken', { body: {} });
    expect(without.status).toBe(401);
    expect(without.body.messages).toEqual(['auth.refreshTokenInvalid']);
    const inBody = await server.call<Problem>('refreshToken', {
      body: { refresh_token: session.refreshToken },
      headers: withRefreshCookie(session.refreshToken),
    });
    expect(inBody.status).toBe(400);
    expect(inBody.body.fieldErrors).toEqual([{ field: 'refresh_token', messages: ['validation.unknownField'] }]);
  });

  it('is cleared when it is rejected', async () => {
    const response = await refresh(server, 'x'.repeat(43));
    expect(response.status).toBe(401);
    const line = refreshCookieLine(response)!;
    expect(line).toMatch(/^auth\.refresh=;/);
    expect(attributes(line)).toMatchObject({ 'max-age': '0', path: '/', httponly: '', samesite: 'Lax' });
  });

  describe('is not accepted from a request another site started (CSRF)', () => {
    const cases: [string, Record<string, string>, number, string][] = [
      ['another origin', { origin: 'https://evil.example' }, 403, 'auth.crossSiteRequest'],
      ['a sibling subdomain (same site)', { origin: 'http://evil.alpha.test' }, 403, 'auth.crossSiteRequest'],
      ['an opaque origin', { origin: 'null' }, 403, 'auth.crossSiteRequest'],
      ['fetch metadata: cross-site', { 'sec-fetch-site': 'cross-site' }, 403, 'auth.crossSiteRequest'],
      ['fetch metadata: same-site', { 'sec-fetch-site': 'same-site' }, 403, 'auth.crossSiteRequest'],
    ];
    for (const [name, headers, status, message] of cases) {
      it(`refuses ${name}, and the cookie still works afterwards`, async () => {
        const response = await server.call<Problem>('refreshToken', {
          body: {},
          headers: { ...headers, ...withRefreshCookie(session.refreshToken) },
        });
        expect(response.status).toBe(status);
        expect(response.body.messages).toEqual([message]);
        expect(refreshCookieLine(response)).toBeUndefined();
      });
    }

    it('refuses the bodies a form can send (not JSON), and the cookie still works afterwards', async () => {
      const form = await multipartBody([{ name: 'a', data: '1' }]);
      for (const [type, body] of [
        ['text/plain', '{}'],
        ['application/x-www-form-urlencoded', 'a=1'],
        [form.contentType, form.data],
      ] as const) {
        const response = await rawRequest(server.url, {
          method: 'POST',
          path: '/v1/api/refreshToken',
          host: ALPHA,
          headers: { 'content-type': type, ...withRefreshCookie(session.refreshToken) },
          body,
        });
        expect([type, response.status]).toEqual([type, 415]);
        expect(refreshCookieLine(response)).toBeUndefined();
      }
    });

    it('accepts the portal’s own requests (same origin)', async () => {
      const response = await server.call<Tokens>('refreshToken', {
        body: {},
        headers: {
          origin: `http://${ALPHA}:3000`,
          'sec-fetch-site': 'same-origin',
          ...withRefreshCookie(session.refreshToken),
        },
      });
      expect(response.status).toBe(200);
      session = { ...response.body, refreshToken: refreshCookieOf(response) };
    });
  });

  it('is read and cleared by logout, which revokes its session', async () => {
    const other = await login(server, email);
    const response = await server.call('logout', {
      token: other.access_token,
      headers: withRefreshCookie(other.refreshToken),
    });
    expect(response.status).toBe(204);
    expect(attributes(refreshCookieLine(response)!)).toMatchObject({ 'max-age': '0', path: '/', httponly: '' });
    expect(await refreshes(server, other.refreshToken)).toBe(401);
    // Another session of the account goes on.
    expect(await refreshes(server, session.refreshToken)).toBe(200);
  });
});
