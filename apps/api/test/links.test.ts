// One-time login links (alpha), and reCAPTCHA on beta against a local siteverify server that
// implements Google's contract, so the server's real verifier (src/services/identity/recaptcha.ts) runs.
import type { components } from '@talent/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALPHA, BETA, startTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';
import { startRecaptchaVerifier } from './recaptchaVerifier.ts';
import type { TestRecaptchaVerifier } from './recaptchaVerifier.ts';

type Tokens = components['schemas']['TokenResponse'];
type User = components['schemas']['FreelancerUser'];
type Problem = components['schemas']['Problem'];

const SECRET = 'beta-recaptcha-secret';
const CAPTCHA = 'valid-captcha-token';
const PASSWORD = 'analytical-engine-1843';

let now = Date.now();
let verifier: TestRecaptchaVerifier;
let server: TestServer;
beforeAll(async () => {
  verifier = await startRecaptchaVerifier(SECRET, CAPTCHA);
  server = await startTestServer({
    env: { RECAPTCHA_VERIFY_URL: verifier.url, RECAPTCHA_SECRET: SECRET },
    overrides: { now: () => now },
  });
});
afterAll(async () => {
  await server?.close();
  await verifier?.close();
});

const registration = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  password: PASSWORD,
  firstName: 'Ada',
  lastName: 'Lovelace',
  locale: 'en',
  termsAccepted: true,
  privacyAccepted: true,
  ...overrides,
});

/** The one-time-link token of the newest link in a tenant's outbox. */
async function otlToken(host = ALPHA): Promise<{ token: string; link: URL }> {
  const found = (await server.outbox(host)).flatMap((m) => m.links).find((l) => l.includes('otl='));
  if (!found) throw new Error('no one-time link in the outbox');
  const link = new URL(found);
  return { token: link.searchParams.get('otl')!, link };
}

describe('one-time link login (alpha)', () => {
  const email = 'otl@example.com';
  beforeAll(async () => {
    expect((await server.call('register', { body: registration(email) })).status).toBe(201);
  });

  it('emails a link (with the page to open) and answers 202 with state s', async () => {
    const response = await server.call<{ state: string }>('oneTimeLinkLogin', {
      body: { email: 'OTL@example.com', redirectPath: '/app/project/42' },
    });
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ state: 's' });
    const [mail] = await server.outbox();
    expect(mail!.to).toBe(email);
    expect(mail!.subject).toBe('Your Alpha Staffing login link');
    const { link } = await otlToken();
    expect(link.origin + link.pathname).toBe('http://alpha.test:3000/app/login');
    expect(link.searchParams.get('redirect')).toBe('/app/project/42');
  });

  it('answers the same for an unknown email, and sends nothing', async () => {
    const before = (await server.outbox()).length;
    const response = await server.call<{ state: string }>('oneTimeLinkLogin', {
      body: { email: 'nobody@example.com' },
    });
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ state: 's' });
    expect(await server.outbox()).toHaveLength(before);
  });

  it('a new link retires the earlier one; a link logs in once', async () => {
    const { token: older } = await otlToken();
    expect((await server.call('oneTimeLinkLogin', { body: { email } })).status).toBe(202);
    const { token } = await otlToken();
    const retired = await server.call<Problem>('authorizeWithOtlToken', { body: { otlToken: older } });
    expect(retired.status).toBe(401);
    expect(retired.body.messages).toEqual(['auth.linkInvalid']);
    const login = await server.call<Tokens>('authorizeWithOtlToken', { body: { otlToken: token } });
    expect(login.status).toBe(200);
    const me = await server.call<User>('getFreelancer', { token: login.body.access_token });
    expect(me.body.email).toBe(email);
    const reuse = await server.call<Problem>('authorizeWithOtlToken', { body: { otlToken: token } });
    expect(reuse.status).toBe(401);
    expect(reuse.body.messages).toEqual(['auth.linkInvalid']);
  });

  it('answers 404 for an unknown token, also for a token of another tenant', async () => {
    const unknown = await server.call<Problem>('authorizeWithOtlToken', {
      body: { otlToken: 'A'.repeat(43) },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.messages).toEqual(['auth.linkNotFound']);
    expect((await server.call('oneTimeLinkLogin', { body: { email } })).status).toBe(202);
    const { token } = await otlToken();
    const elsewhere = await server.call<Problem>('authorizeWithOtlToken', { host: BETA, body: { otlToken: token } });
    expect(elsewhere.status).toBe(404);
  });

  it('answers 400 for an expired link (15 minutes)', async () => {
    const { token } = await otlToken();
    const start = now;
    try {
      now = start + 15 * 60 * 1000;
      const expired = await server.call<Problem>('authorizeWithOtlToken', { body: { otlToken: token } });
      expect(expired.status).toBe(400);
      expect(expired.body.messages).toEqual(['auth.linkExpired']);
    } finally {
      now = start;
    }
  });

  it('rejects malformed requests with 400', async () => {
    const badEmail = await server.call<Problem>('oneTimeLinkLogin', { body: { email: 'not-an-email' } });
    expect(badEmail.status).toBe(400);
    // Protocol-relative: it starts with a slash, but `//evil.example/x` is another origin. (One
    // request only: the requests of this block count against the address's limit of ten a minute.)
    const badPath = await server.call<Problem>('oneTimeLinkLogin', {
      body: { email, redirectPath: '//evil.example/x' },
    });
    expect(badPath.status).toBe(400);
    expect(badPath.body.fieldErrors).toEqual([{ field: 'redirectPath', messages: ['validation.pattern'] }]);
    const badToken = await server.call<Problem>('authorizeWithOtlToken', { body: { otlToken: 'short' } });
    expect(badToken.status).toBe(400);
  });

  it('limits links per email: five an hour', async () => {
    // Three links were requested for this email above.
    for (let i = 0; i < 2; i++) expect((await server.call('oneTimeLinkLogin', { body: { email } })).status).toBe(202);
    const limited = await server.call<Problem>('oneTimeLinkLogin', { body: { email } });
    expect(limited.status).toBe(429);
    expect(limited.body.messages).toEqual(['error.tooManyRequests']);
  });
});

describe('reCAPTCHA (beta)', () => {
  const register = (email: string, reCaptchaToken?: string) =>
    server.call<Problem>('register', {
      host: BETA,
      body: registration(email, { locale: 'fr', ...(reCaptchaToken && { reCaptchaToken }) }),
    });
  const exists = async (email: string) =>
    (await server.call<{ exists: boolean }>('emailExists', { host: BETA, body: { email } })).body.exists;

  it('registers with a token the verifier accepts, sending it the secret, the token and the client’s address', async () => {
    const response = await register('claire@example.com', CAPTCHA);
    expect(response.status).toBe(201);
    const form = verifier.requests.at(-1)!;
    expect(Object.fromEntries(form)).toEqual({ secret: SECRET, response: CAPTCHA, remoteip: '127.0.0.1' });
    expect(await exists('claire@example.com')).toBe(true);
  });

  it('rejects a token the verifier refuses with 422 on reCaptchaToken, and writes nothing', async () => {
    const response = await register('eve@example.com', 'forged-token');
    expect(response.status).toBe(422);
    expect(response.body.fieldErrors).toEqual([{ field: 'reCaptchaToken', messages: ['validation.recaptcha'] }]);
    expect(verifier.requests.at(-1)!.get('response')).toBe('forged-token');
    expect(await exists('eve@example.com')).toBe(false);
  });

  it('rejects a missing token with 422 without asking the verifier', async () => {
    const asked = verifier.requests.length;
    const response = await register('eve@example.com');
    expect(response.status).toBe(422);
    expect(response.body.fieldErrors).toEqual([{ field: 'reCaptchaToken', messages: ['validation.recaptcha'] }]);
    expect(verifier.requests).toHaveLength(asked);
    expect(await exists('eve@example.com')).toBe(false);
  });

  it('asks no token on a tenant without reCAPTCHA', async () => {
    const asked = verifier.requests.length;
    expect((await server.call('register', { body: registration('nocaptcha@example.com') })).status).toBe(201);
    expect(verifier.requests).toHaveLength(asked);
  });

  it('guards the password login too', async () => {
    const missing = await server.call<Problem>('authorize', {
      host: BETA,
      body: { email: 'claire@example.com', password: PASSWORD },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.fieldErrors).toEqual([{ field: 'reCaptchaToken', messages: ['validation.recaptcha'] }]);
    const valid = await server.call('authorize', {
      host: BETA,
      body: { email: 'claire@example.com', password: PASSWORD, reCaptchaToken: CAPTCHA },
    });
    // Beta verifies devices: a login without a trusted device waits for the emailed confirmation.
    expect(valid.status).toBe(202);
  });

  it('guards mobile registration', async () => {
    const phone = { number: '06 98 76 54 32', countryCode: 'FR' };
    const body = { phone, locale: 'fr', termsAccepted: true, privacyAccepted: true };
    const refused = await server.call<Problem>('registerFromPhone', { host: BETA, body });
    expect(refused.status).toBe(422);
    expect(refused.body.fieldErrors).toEqual([{ field: 'reCaptchaToken', messages: ['validation.recaptcha'] }]);
    const exists = await server.call<{ exists: boolean }>('phoneExists', { host: BETA, body: { phone } });
    expect(exists.body.exists).toBe(false);
    const accepted = await server.call('registerFromPhone', {
      host: BETA,
      body: { ...body, reCaptchaToken: CAPTCHA },
    });
    expect(accepted.status).toBe(201);
  });

  it('fails closed when the verifier cannot be reached', async () => {
    const unreachable = await startTestServer({
      env: { RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify', RECAPTCHA_SECRET: SECRET },
    });
    try {
      const response = await unreachable.call<Problem>('register', {
        host: BETA,
        body: registration('down@example.com', { locale: 'fr', reCaptchaToken: CAPTCHA }),
      });
      expect(response.status).toBe(422);
    } finally {
      await unreachable.close();
    }
  });
});
