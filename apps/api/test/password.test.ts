import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_MIN_MS } from '../src/handlers/identity/credentials.ts';
import {
  ACCOUNT_TEST_ENV,
  PASSWORD,
  humanRecaptcha,
  linkTokenTo,
  login,
  mailsTo,
  me,
  refresh,
  refreshes,
  registerAndLogin,
  sessionOf,
} from './accounts.ts';
import type { Problem, Session, Tokens } from './accounts.ts';
import { BETA, startTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';

const NEW_PASSWORD = 'difference-engine-1822';

// The server's clock; tests move it forward for expiries.
let now = Date.now();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: ACCOUNT_TEST_ENV, overrides: { now: () => now, recaptcha: humanRecaptcha } });
});
afterAll(() => server?.close());

/** Registers a mobile account (no email, no password) and logs it in with its SMS code. */
async function phoneAccount(number: string): Promise<Tokens> {
  const phone = { number, countryCode: 'DE' };
  const created = await server.call('registerFromPhone', {
    body: { phone, firstName: 'Mo', lastName: 'Bile', locale: 'en', termsAccepted: true, privacyAccepted: true },
  });
  expect(created.status).toBe(201);
  const [sms] = (await server.outbox()).filter((m) => m.channel === 'sms');
  const code = /\b(\d{6})\b/.exec(sms!.text)![1]!;
  const response = await server.call<Tokens>('authorizeWithMobileToken', { body: { phone, code } });
  expect(response.status).toBe(200);
  return response.body;
}

describe('hasPassword', () => {
  it('is true for an email registration and false for a mobile one', async () => {
    const email = await registerAndLogin(server, 'has@example.com');
    const phone = await phoneAccount('0151 23456781');
    expect((await server.call('hasPassword', { token: email.access_token })).body).toEqual({ hasPassword: true });
    expect((await server.call('hasPassword', { token: phone.access_token })).body).toEqual({ hasPassword: false });
  });

  it('needs a login, on the token’s own tenant', async () => {
    const tokens = await login(server, 'has@example.com');
    expect((await server.call<Problem>('hasPassword')).status).toBe(401);
    const other = await server.call<Problem>('hasPassword', { host: BETA, token: tokens.access_token });
    expect(other.status).toBe(401);
    expect(other.body.messages).toEqual(['auth.tokenInvalid']);
  });
});

describe('resetPassword (the logged-in user changes the password)', () => {
  const email = 'change@example.com';
  let session: Session;
  let otherSession: Session;
  beforeAll(async () => {
    session = await registerAndLogin(server, email);
    otherSession = await login(server, email);
  });

  it('refuses a wrong or missing current password, and a weak new one, changing nothing', async () => {
    const wrong = await server.call<Problem>('resetPassword', {
      token: session.access_token,
      body: { currentPassword: 'not-my-password-1', newPassword: NEW_PASSWORD },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.fieldErrors).toEqual([
      { field: 'currentPassword', messages: ['validation.currentPasswordWrong'] },
    ]);
    const missing = await server.call<Problem>('resetPassword', {
      token: session.access_token,
      body: { newPassword: NEW_PASSWORD },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.fieldErrors).toEqual([{ field: 'currentPassword', messages: ['validation.required'] }]);
    const weak = await server.call<Problem>('resetPassword', {
      token: session.access_token,
      body: { currentPassword: PASSWORD, newPassword: 'change-1234567' },
    });
    expect(weak.status).toBe(422);
    expect(weak.body.fieldErrors).toEqual([{ field: 'newPassword', messages: ['validation.passwordContainsEmail'] }]);
    const letters = await server.call<Problem>('resetPassword', {
      token: session.access_token,
      body: { currentPassword: PASSWORD, newPassword: 'onlyletters-here' },
    });
    expect(letters.body.fieldErrors).toEqual([
      { field: 'newPassword', messages: ['validation.passwordLettersAndDigits'] },
    ]);
    const short = await server.call<Problem>('resetPassword', {
      token: session.access_token,
      body: { currentPassword: PASSWORD, newPassword: 'short1' },
    });
    expect(short.status).toBe(400);
    await login(server, email, PASSWORD);
    // Nothing was revoked either.
    const refreshed = await refresh(server, otherSession.refreshToken);
    expect(refreshed.status).toBe(200);
    otherSession = sessionOf(refreshed);
  });

  it('changes the password: the old one is refused, other sessions end, this one goes on', async () => {
    const response = await server.call('resetPassword', {
      token: session.access_token,
      body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(response.status).toBe(204);
    const old = await server.call<Problem>('authorize', { body: { email, password: PASSWORD } });
    expect(old.status).toBe(401);
    await login(server, email, NEW_PASSWORD);
    expect(await refreshes(server, otherSession.refreshToken)).toBe(401);
    expect(await refreshes(server, session.refreshToken)).toBe(200);
  });

  it('keeps the session across a refresh: the rotated access token still names it', async () => {
    const start = await login(server, email, NEW_PASSWORD);
    const other = await login(server, email, NEW_PASSWORD);
    const rotated = sessionOf(await refresh(server, start.refreshToken));
    const response = await server.call('resetPassword', {
      token: rotated.access_token,
      body: { currentPassword: NEW_PASSWORD, newPassword: PASSWORD },
    });
    expect(response.status).toBe(204);
    expect(await refreshes(server, rotated.refreshToken)).toBe(200);
    expect(await refreshes(server, other.refreshToken)).toBe(401);
  });

  it('creates a first password for an account without one, without a current password', async () => {
    const tokens = await phoneAccount('0151 23456782');
    const response = await server.call('resetPassword', {
      token: tokens.access_token,
      body: { newPassword: NEW_PASSWORD },
    });
    expect(response.status).toBe(204);
    expect((await server.call('hasPassword', { token: tokens.access_token })).body).toEqual({ hasPassword: true });
    expect((await me(server, tokens)).hasPasswordOrSocial).toBe(true);
  });

  it('needs a login, on the token’s own tenant, and a body of the contract', async () => {
    const body = { currentPassword: PASSWORD, newPassword: NEW_PASSWORD };
    // The password changes above revoked the describe's first session: a fresh one.
    const current = await login(server, email);
    expect((await server.call('resetPassword', { body })).status).toBe(401);
    expect((await server.call('resetPassword', { host: BETA, token: current.access_token, body })).status).toBe(401);
    const extra = await server.call<Problem>('resetPassword', {
      token: current.access_token,
      body: { ...body, admin: true },
    });
    expect(extra.status).toBe(400);
    expect(extra.body.fieldErrors).toEqual([{ field: 'admin', messages: ['validation.unknownField'] }]);
  });
});

describe('forgot password → email → new password', () => {
  const email = 'forgot@example.com';
  let session: Session;
  let token: string;
  beforeAll(async () => {
    session = await registerAndLogin(server, email, { overrides: { locale: 'de' } });
  });

  it('mails a single-use reset link in the user’s language, branded', async () => {
    const response = await server.call('sendForgotPassword', { body: { email: 'Forgot@Example.com' } });
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ accepted: true });
    const [mail] = await mailsTo(server, email);
    expect(mail!.subject).toBe('Setzen Sie Ihr Passwort für Alpha Staffing zurück');
    expect(mail!.text).toMatch(/^Hallo Ada,/);
    expect(mail!.html).toContain('#0052cc');
    // The reset link, then the footer's manage-emails link.
    expect(mail!.links).toEqual([
      expect.stringMatching(/^http:\/\/alpha\.test:3000\/app\/account\/forgotPassword\?token=[\w-]{43}$/),
      expect.stringMatching(/^http:\/\/alpha\.test:3000\/subscriptions\/[0-9a-f-]{36}$/),
    ]);
    token = await linkTokenTo(server, email, '/app/account/forgotPassword');
  });

  it('refuses a weak password without using up the link', async () => {
    const weak = await server.call<Problem>('resetForgotPassword', {
      query: { token },
      body: { password: 'forgot-12345' },
    });
    expect(weak.status).toBe(422);
    expect(weak.body.fieldErrors).toEqual([{ field: 'password', messages: ['validation.passwordContainsEmail'] }]);
    await login(server, email, PASSWORD);
  });

  it('refuses the link on another tenant’s host', async () => {
    const response = await server.call<Problem>('resetForgotPassword', {
      host: BETA,
      query: { token },
      body: { password: NEW_PASSWORD },
    });
    expect(response.status).toBe(401);
  });

  it('sets the new password once: the old password and every session stop working', async () => {
    const response = await server.call('resetForgotPassword', { query: { token }, body: { password: NEW_PASSWORD } });
    expect(response.status).toBe(204);
    const again = await server.call<Problem>('resetForgotPassword', { query: { token }, body: { password: PASSWORD } });
    expect(again.status).toBe(401);
    expect(again.body.messages).toEqual(['auth.linkInvalid']);
    expect((await server.call('authorize', { body: { email, password: PASSWORD } })).status).toBe(401);
    await login(server, email, NEW_PASSWORD);
    expect(await refreshes(server, session.refreshToken)).toBe(401);
  });

  it('answers an unknown address exactly like a known one, in no less time, and mails nothing', async () => {
    const before = (await server.outbox()).length;
    const timed = async (address: string) => {
      const started = performance.now();
      const response = await server.call('sendForgotPassword', { body: { email: address } });
      return { status: response.status, body: response.body, ms: performance.now() - started };
    };
    const unknown = await timed('nobody@example.com');
    const known = await timed('has@example.com');
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.ms).toBeGreaterThanOrEqual(FORGOT_PASSWORD_MIN_MS - 5);
    expect(known.ms).toBeGreaterThanOrEqual(FORGOT_PASSWORD_MIN_MS - 5);
    const after = await server.outbox();
    expect(after.length).toBe(before + 1);
    expect(after[0]!.to).toBe('has@example.com');
  });

  it('answers 202 and mails nothing for a placeholder address', async () => {
    const placeholder = (await me(server, await phoneAccount('0151 23456783'))).email;
    expect(placeholder).toMatch(/@no-email\.invalid$/);
    const before = (await server.outbox()).length;
    const response = await server.call('sendForgotPassword', { body: { email: placeholder } });
    expect(response.status).toBe(202);
    expect((await server.outbox()).length).toBe(before);
  });

  it('rejects a malformed address and a malformed token with 400', async () => {
    const address = await server.call<Problem>('sendForgotPassword', { body: { email: 'not-an-email' } });
    expect(address.status).toBe(400);
    expect(address.body.fieldErrors).toEqual([{ field: 'email', messages: ['validation.email'] }]);
    const malformed = await server.call<Problem>('resetForgotPassword', {
      query: { token: 'short' },
      body: { password: NEW_PASSWORD },
    });
    expect(malformed.status).toBe(400);
    const unknown = await server.call<Problem>('resetForgotPassword', {
      query: { token: 'a'.repeat(43) },
      body: { password: NEW_PASSWORD },
    });
    expect(unknown.status).toBe(401);
  });

  it('answers 400 for an expired link (valid one hour)', async () => {
    await server.call('sendForgotPassword', { body: { email: 'has@example.com' } });
    const expired = await linkTokenTo(server, 'has@example.com', '/app/account/forgotPassword');
    now += 3601_000;
    try {
      const response = await server.call<Problem>('resetForgotPassword', {
        query: { token: expired },
        body: { password: NEW_PASSWORD },
      });
      expect(response.status).toBe(400);
      expect(response.body.messages).toEqual(['auth.linkExpired']);
    } finally {
      now -= 3601_000;
    }
    await login(server, 'has@example.com', PASSWORD);
  });

  it('verifies an unverified account: the link proved its mailbox', async () => {
    const tokens = await registerAndLogin(server, 'unverified@example.com', { activate: false });
    expect((await me(server, tokens)).verificationStatus).toBe('UV');
    await server.call('sendForgotPassword', { body: { email: 'unverified@example.com' } });
    const token = await linkTokenTo(server, 'unverified@example.com', '/app/account/forgotPassword');
    expect(
      (await server.call('resetForgotPassword', { query: { token }, body: { password: NEW_PASSWORD } })).status,
    ).toBe(204);
    expect((await me(server, await login(server, 'unverified@example.com', NEW_PASSWORD))).verificationStatus).toBe(
      'V',
    );
  });

  it('asks for reCAPTCHA where the tenant enables it, and mails only within the host’s tenant', async () => {
    const robot = await server.call<Problem>('sendForgotPassword', {
      host: BETA,
      body: { email: 'has@example.com', reCaptchaToken: 'robot' },
    });
    expect(robot.status).toBe(422);
    expect(robot.body.fieldErrors).toEqual([{ field: 'reCaptchaToken', messages: ['validation.recaptcha'] }]);
    const before = (await server.outbox(BETA)).length;
    const human = await server.call('sendForgotPassword', {
      host: BETA,
      body: { email: 'has@example.com', reCaptchaToken: 'human' },
    });
    // has@example.com is an account of ALPHA only.
    expect(human.status).toBe(202);
    expect((await server.outbox(BETA)).length).toBe(before);
  });
});

describe('forgot-password limits', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer();
  });
  afterAll(() => limited?.close());

  it('limits requests per address (5 an hour), then per IP (10 a minute): 429 with Retry-After', async () => {
    const send = (email: string) => limited.call('sendForgotPassword', { body: { email } });
    const perAddress = [];
    for (let i = 0; i < 6; i++) perAddress.push(await send('limited@example.com'));
    expect(perAddress.map((r) => r.status)).toEqual([202, 202, 202, 202, 202, 429]);
    expect(Number(perAddress[5]!.headers['retry-after'])).toBeGreaterThan(3000);
    const perIp = [];
    for (let i = 0; i < 5; i++) perIp.push(await send(`other${i}@example.com`));
    expect(perIp.map((r) => r.status)).toEqual([202, 202, 202, 202, 429]);
    expect(Number(perIp[4]!.headers['retry-after'])).toBeGreaterThan(0);
  });
});
