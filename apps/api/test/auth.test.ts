import type { components } from '@talent/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, refresh, refreshCookieOf, refreshes, withRefreshCookie } from './accounts.ts';
import { ALPHA, BETA, startTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';

type Tokens = components['schemas']['TokenResponse'];
type User = components['schemas']['FreelancerUser'];
type Problem = components['schemas']['Problem'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const registration = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  password: 'analytical-engine-1843',
  firstName: 'Ada',
  lastName: 'Lovelace',
  locale: 'en',
  termsAccepted: true,
  privacyAccepted: true,
  ...overrides,
});

/** The token of the newest link in the outbox whose path contains `path`. */
async function linkToken(path: string, host = ALPHA): Promise<string> {
  const messages = await server.outbox(host);
  const link = messages.flatMap((m) => m.links).find((l) => l.includes(path));
  if (!link) throw new Error(`no ${path} link in the outbox`);
  return (
    new URL(link).searchParams.get('token') ??
    new URL(link).searchParams.get('urlToken') ??
    new URL(link).searchParams.get('otl')!
  );
}

describe('register → activate → log in → refresh → log out', () => {
  const email = 'ada@example.com';
  let tokens: Tokens;

  it('registers an unverified account and emails an activation link in the user’s language', async () => {
    const response = await server.call<{ id: number; verificationStatus: string }>('register', {
      body: registration(email, { locale: 'de' }),
    });
    expect(response.status).toBe(201);
    expect(response.body.verificationStatus).toBe('UV');
    const [mail] = await server.outbox();
    expect(mail!.to).toBe(email);
    expect(mail!.subject).toBe('Aktivieren Sie Ihr Konto bei Alpha Staffing');
    expect(mail!.links[0]).toMatch(/^http:\/\/alpha\.test:3000\/app\/account\/activate\?token=[\w-]{43}$/);
    expect(mail!.html).toContain('#0052cc');
  });

  it('refuses the same email twice, whatever its case', async () => {
    const response = await server.call<Problem>('register', { body: registration('ADA@example.com') });
    expect(response.status).toBe(409);
    expect(response.body.messages).toEqual(['validation.emailInUse']);
    expect(response.body.fieldErrors).toEqual([{ field: 'email', messages: ['validation.emailInUse'] }]);
  });

  it('reports the email as taken', async () => {
    const response = await server.call<{ exists: boolean }>('emailExists', { body: { email: 'Ada@Example.com' } });
    expect(response.body).toEqual({ exists: true });
    const free = await server.call<{ exists: boolean }>('emailExists', { body: { email: 'grace@example.com' } });
    expect(free.body).toEqual({ exists: false });
  });

  it('logs in before activation; the account is unverified', async () => {
    const login = await server.call<Tokens>('authorize', { body: { email, password: 'analytical-engine-1843' } });
    expect(login.status).toBe(200);
    const me = await server.call<User>('getFreelancer', { token: login.body.access_token });
    expect(me.body.verificationStatus).toBe('UV');
    expect(me.body.locale).toBe('de');
  });

  it('activates with the emailed token, once', async () => {
    const token = await linkToken('/app/account/activate');
    const first = await server.call<{ state: string }>('activateAccount', { query: { token } });
    expect(first.body).toEqual({ state: 'ACTIVATED' });
    const again = await server.call<Problem>('activateAccount', { query: { token } });
    expect(again.status).toBe(401);
    expect(again.body.messages).toEqual(['auth.linkInvalid']);
  });

  it('logs in with the password and reads the verified account', async () => {
    const login = await server.call<Tokens>('authorize', { body: { email, password: 'analytical-engine-1843' } });
    expect(login.status).toBe(200);
    tokens = login.body;
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(900);
    const me = await server.call<User>('getFreelancer', { token: tokens.access_token });
    expect(me.body).toMatchObject({
      email,
      firstName: 'Ada',
      verificationStatus: 'V',
      hasPasswordOrSocial: true,
      isActive: true,
    });
  });

  it('rejects a wrong password and an unknown email alike', async () => {
    const wrong = await server.call<Problem>('authorize', { body: { email, password: 'nope' } });
    const unknown = await server.call<Problem>('authorize', { body: { email: 'who@example.com', password: 'nope' } });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body.messages).toEqual(unknown.body.messages);
  });

  it('rotates the refresh token, and reuse of a rotated one revokes the whole family', async () => {
    const session = await login(server, email);
    const first = await refresh(server, session.refreshToken);
    expect(first.status).toBe(200);
    const rotated = refreshCookieOf(first);
    expect(rotated).not.toBe(session.refreshToken);
    const reuse = await refresh(server, session.refreshToken);
    expect(reuse.status).toBe(401);
    expect((reuse.body as unknown as Problem).messages).toEqual(['auth.refreshTokenReused']);
    // The family is revoked: the newest token of it no longer works either.
    expect(await refreshes(server, rotated)).toBe(401);
  });

  it('logs out: the refresh token family stops working', async () => {
    const session = await login(server, email);
    const out = await server.call('logout', {
      token: session.access_token,
      headers: withRefreshCookie(session.refreshToken),
    });
    expect(out.status).toBe(204);
    expect(await refreshes(server, session.refreshToken)).toBe(401);
  });
});

describe('tokens and tenants', () => {
  let tokens: Tokens;
  beforeAll(async () => {
    await server.call('register', { body: registration('grace@example.com') });
    tokens = (
      await server.call<Tokens>('authorize', {
        body: { email: 'grace@example.com', password: 'analytical-engine-1843' },
      })
    ).body;
  });

  it('rejects a token of one tenant on another tenant’s host', async () => {
    const response = await server.call<Problem>('getFreelancer', { host: BETA, token: tokens.access_token });
    expect(response.status).toBe(401);
    expect(response.body.messages).toEqual(['auth.tokenInvalid']);
  });

  it('keeps accounts per tenant: the same email is unknown on another tenant', async () => {
    const response = await server.call<{ exists: boolean }>('emailExists', {
      host: BETA,
      body: { email: 'grace@example.com' },
    });
    expect(response.body).toEqual({ exists: false });
  });

  it('answers 401 without a token on a protected operation', async () => {
    const response = await server.call<Problem>('getFreelancer');
    expect(response.status).toBe(401);
    expect(response.body.messages).toEqual(['error.unauthorized']);
  });

  it('answers 401 on a public operation when the token sent is invalid', async () => {
    const response = await server.call<Problem>('emailExists', {
      token: 'header.payload.signature',
      body: { email: 'x@example.com' },
    });
    expect(response.status).toBe(401);
  });

  it('answers 401 for an expired token', async () => {
    let now = Date.now();
    const clocked = await startTestServer({ overrides: { now: () => now } });
    try {
      await clocked.call('register', { body: registration('time@example.com') });
      const login = await clocked.call<Tokens>('authorize', {
        body: { email: 'time@example.com', password: 'analytical-engine-1843' },
      });
      now += 901_000;
      const response = await clocked.call<Problem>('getFreelancer', { token: login.body.access_token });
      expect(response.status).toBe(401);
      expect(response.body.messages).toEqual(['auth.tokenExpired']);
    } finally {
      await clocked.close();
    }
  });
});

describe('bad input is a clear error and writes nothing', () => {
  it('rejects unknown fields and malformed values with field errors', async () => {
    const response = await server.call<Problem>('register', {
      body: { ...registration('bad@example'), admin: true },
    });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'email', messages: ['validation.email'] },
        { field: 'admin', messages: ['validation.unknownField'] },
      ]),
    );
    const exists = await server.call<{ exists: boolean }>('emailExists', { body: { email: 'bad@example.com' } });
    expect(exists.body.exists).toBe(false);
  });

  it('rejects weak passwords, unknown locales, unknown countries and invalid phones with 422', async () => {
    const response = await server.call<Problem>('register', {
      body: registration('weak@example.com', {
        password: 'weak@example.com1',
        locale: 'fr',
        residenceCountry: 'XX',
        phone: { number: '0151 123', countryCode: 'DE' },
      }),
    });
    expect(response.status).toBe(422);
    const fields = Object.fromEntries(response.body.fieldErrors!.map((e) => [e.field, e.messages]));
    expect(fields).toEqual({
      password: ['validation.passwordContainsEmail'],
      locale: ['validation.locale'],
      residenceCountry: ['validation.country'],
      'phone.number': ['validation.phone'],
    });
    const exists = await server.call<{ exists: boolean }>('emailExists', { body: { email: 'weak@example.com' } });
    expect(exists.body.exists).toBe(false);
  });

  it('answers malformed JSON with a problem, not a stack trace', async () => {
    const { rawRequest } = await import('./harness.ts');
    const response = await rawRequest(server.url, {
      method: 'POST',
      path: '/v1/api/authorize',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });
});
