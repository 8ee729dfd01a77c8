import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_TEST_ENV,
  PASSWORD,
  fromElsewhere,
  linkTokenTo,
  login,
  mailsTo,
  me,
  registerAndLogin,
} from './accounts.ts';
import type { Problem, Tokens, User } from './accounts.ts';
import { ALPHA, BETA, fixtureTenant, startTestServer, tenantsDir } from './harness.ts';
import type { TestServer } from './harness.ts';

const CONFIRM = '/app/account/confirm-change-email';
const VERIFY = '/app/account/verifyEmail';

// GAMMA: ALPHA's twin that allows no special characters in email addresses.
const GAMMA = 'gamma.test';
const alpha = fixtureTenant('alpha');
const tenants = tenantsDir({
  gamma: {
    context: { ...alpha.context, id: 'gamma', name: 'Gamma Talent', talentDomainName: GAMMA },
    config: { ...alpha.config, emailSpecialCharacters: false },
  },
});

let now = Date.now();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { ...ACCOUNT_TEST_ENV, TENANTS_DIR: tenants.dir },
    overrides: { now: () => now },
  });
});
afterAll(async () => {
  await server?.close();
  tenants.remove();
});

describe('change email → confirmation to the new address → confirm', () => {
  const oldEmail = 'old@example.com';
  const newEmail = 'new@example.com';
  let tokens: Tokens;
  let token: string;
  beforeAll(async () => {
    tokens = await registerAndLogin(server, oldEmail);
  });

  it('keeps the email and sets futureEmail; the link goes to the new address only', async () => {
    const before = (await mailsTo(server, oldEmail)).length;
    const response = await server.call<User>('changeEmail', { token: tokens.access_token, body: { email: newEmail } });
    expect(response.status).toBe(202);
    expect(response.body).toMatchObject({ email: oldEmail, futureEmail: newEmail, verificationStatus: 'V' });
    const [mail] = await mailsTo(server, newEmail);
    expect(mail!.subject).toBe('Confirm your new email address for Alpha Staffing');
    expect(mail!.links[0]).toMatch(/^http:\/\/alpha\.test:3000\/app\/account\/confirm-change-email\?token=[\w-]{43}$/);
    expect((await mailsTo(server, oldEmail)).length).toBe(before);
    token = await linkTokenTo(server, newEmail, CONFIRM);
    // Until confirmed, the old address is still the login.
    await login(server, oldEmail);
    expect((await server.call('authorize', { body: { email: newEmail, password: PASSWORD } })).status).toBe(401);
  });

  it('re-sends the link for the pending change; the earlier link stops working', async () => {
    const response = await server.call('changeEmail', {
      token: tokens.access_token,
      body: { email: newEmail, resendEmail: true },
    });
    expect(response.status).toBe(202);
    const fresh = await linkTokenTo(server, newEmail, CONFIRM);
    expect(fresh).not.toBe(token);
    const stale = await server.call<Problem>('confirmUpdatedEmail', { body: { token } });
    expect(stale.status).toBe(401);
    token = fresh;
  });

  it('refuses the link on another tenant’s host', async () => {
    expect((await server.call('confirmUpdatedEmail', { host: BETA, body: { token } })).status).toBe(401);
  });

  it('confirms once, without a login: the new email logs in, the old one no longer does', async () => {
    const response = await server.call('confirmUpdatedEmail', { body: { token } });
    expect(response.status).toBe(204);
    const again = await server.call<Problem>('confirmUpdatedEmail', { body: { token } });
    expect(again.status).toBe(401);
    expect(again.body.messages).toEqual(['auth.linkInvalid']);
    const fresh = await login(server, newEmail);
    expect(await me(server, fresh)).toMatchObject({ email: newEmail, futureEmail: null, verificationStatus: 'V' });
    const old = await server.call<Problem>('authorize', { body: { email: oldEmail, password: PASSWORD } });
    expect(old.status).toBe(401);
  });
});

describe('changeEmail refusals', () => {
  let tokens: Tokens;
  beforeAll(async () => {
    tokens = await registerAndLogin(server, 'ada@example.com');
    await registerAndLogin(server, 'taken@example.com');
  });

  const change = (body: Record<string, unknown>, options: { host?: string; token?: string } = {}) =>
    server.call<Problem>('changeEmail', { token: options.token ?? tokens.access_token, body, ...options });

  it('refuses an address in use in the tenant, whatever its case, and writes nothing', async () => {
    const response = await change({ email: 'TAKEN@example.com' });
    expect(response.status).toBe(409);
    expect(response.body.messages).toEqual(['validation.emailInUse']);
    expect(response.body.fieldErrors).toEqual([{ field: 'email', messages: ['validation.emailInUse'] }]);
    expect((await me(server, tokens)).futureEmail).toBeNull();
    expect(await mailsTo(server, 'TAKEN@example.com')).toEqual([]);
  });

  it('refuses the current address, a placeholder address and a malformed one', async () => {
    const same = await change({ email: 'Ada@Example.com' });
    expect(same.status).toBe(422);
    expect(same.body.fieldErrors).toEqual([{ field: 'email', messages: ['validation.emailUnchanged'] }]);
    const placeholder = await change({ email: 'phone-0123@no-email.invalid' });
    expect(placeholder.status).toBe(422);
    expect(placeholder.body.fieldErrors).toEqual([{ field: 'email', messages: ['validation.email'] }]);
    const malformed = await change({ email: 'not-an-email' });
    expect(malformed.status).toBe(400);
    const extra = await change({ email: 'x@example.com', admin: true });
    expect(extra.status).toBe(400);
    expect((await me(server, tokens)).futureEmail).toBeNull();
  });

  it('applies the tenant’s special-character rule', async () => {
    await server.call('register', {
      host: GAMMA,
      headers: fromElsewhere(),
      body: {
        email: 'gamma@example.com',
        password: PASSWORD,
        firstName: 'G',
        lastName: 'A',
        locale: 'en',
        termsAccepted: true,
        privacyAccepted: true,
      },
    });
    const gamma = await login(server, 'gamma@example.com', PASSWORD, GAMMA);
    const response = await change({ email: 'gam+ma@example.com' }, { host: GAMMA, token: gamma.access_token });
    expect(response.status).toBe(422);
    expect(response.body.fieldErrors).toEqual([{ field: 'email', messages: ['validation.specialChars'] }]);
    // The same address is fine on ALPHA, which allows special characters.
    expect((await change({ email: 'ada+new@example.com' })).status).toBe(202);
  });

  it('answers 409 for resendEmail without that pending change', async () => {
    const other = await change({ email: 'elsewhere@example.com', resendEmail: true });
    expect(other.status).toBe(409);
    expect(other.body.messages).toEqual(['email.noPendingChange']);
    expect((await me(server, tokens)).futureEmail).toBe('ada+new@example.com');
  });

  it('needs a login, on the token’s own tenant', async () => {
    expect((await server.call('changeEmail', { body: { email: 'x@example.com' } })).status).toBe(401);
    expect((await change({ email: 'x@example.com' }, { host: BETA })).status).toBe(401);
  });

  it('limits confirmation links per account: 429 with Retry-After', async () => {
    const fresh = await registerAndLogin(server, 'many@example.com');
    const responses = [];
    for (let i = 0; i < 6; i++) {
      responses.push(await change({ email: `many${i}@example.com` }, { token: fresh.access_token }));
    }
    expect(responses.map((r) => r.status)).toEqual([202, 202, 202, 202, 202, 429]);
    expect(Number(responses[5]!.headers['retry-after'])).toBeGreaterThan(0);
    expect((await me(server, fresh)).futureEmail).toBe('many4@example.com');
  });
});

describe('confirmUpdatedEmail refusals', () => {
  it('answers 409 when the address was taken meanwhile, and keeps the old email', async () => {
    const tokens = await registerAndLogin(server, 'slow@example.com');
    await server.call('changeEmail', { token: tokens.access_token, body: { email: 'race@example.com' } });
    const token = await linkTokenTo(server, 'race@example.com', CONFIRM);
    await registerAndLogin(server, 'Race@example.com', { activate: false });
    const response = await server.call<Problem>('confirmUpdatedEmail', { body: { token } });
    expect(response.status).toBe(409);
    expect(response.body.messages).toEqual(['validation.emailInUse']);
    expect(await me(server, tokens)).toMatchObject({ email: 'slow@example.com', futureEmail: 'race@example.com' });
  });

  it('answers 400 for an expired link (valid 3 days) and 400 for a malformed one', async () => {
    const tokens = await registerAndLogin(server, 'late@example.com');
    await server.call('changeEmail', { token: tokens.access_token, body: { email: 'later@example.com' } });
    const token = await linkTokenTo(server, 'later@example.com', CONFIRM);
    now += 3 * 24 * 3600_000 + 1000;
    try {
      const response = await server.call<Problem>('confirmUpdatedEmail', { body: { token } });
      expect(response.status).toBe(400);
      expect(response.body.messages).toEqual(['auth.linkExpired']);
    } finally {
      now -= 3 * 24 * 3600_000 + 1000;
    }
    expect((await server.call('confirmUpdatedEmail', { body: { token: 'bad' } })).status).toBe(400);
    expect((await me(server, tokens)).email).toBe('late@example.com');
  });

  it('stops links mailed to the old address once the new one is confirmed', async () => {
    const tokens = await registerAndLogin(server, 'mover@example.com');
    await server.call('sendForgotPassword', { body: { email: 'mover@example.com' } });
    const reset = await linkTokenTo(server, 'mover@example.com', '/app/account/forgotPassword');
    await server.call('changeEmail', { token: tokens.access_token, body: { email: 'moved@example.com' } });
    const token = await linkTokenTo(server, 'moved@example.com', CONFIRM);
    expect((await server.call('confirmUpdatedEmail', { body: { token } })).status).toBe(204);
    const response = await server.call<Problem>('resetForgotPassword', {
      query: { token: reset },
      body: { password: 'difference-engine-1822' },
    });
    expect(response.status).toBe(401);
  });
});

describe('verifyEmail and resendEmailVerification', () => {
  it('mails an unverified user a verification link that verifies once', async () => {
    const tokens = await registerAndLogin(server, 'uv@example.com', { activate: false, overrides: { locale: 'de' } });
    const response = await server.call('resendEmailVerification', { token: tokens.access_token });
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ accepted: true });
    const [mail] = await mailsTo(server, 'uv@example.com');
    expect(mail!.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Alpha Staffing');
    expect(mail!.links[0]).toMatch(/^http:\/\/alpha\.test:3000\/app\/account\/verifyEmail\?token=[\w-]{43}$/);
    const token = await linkTokenTo(server, 'uv@example.com', VERIFY);
    expect((await server.call('verifyEmail', { host: BETA, query: { token } })).status).toBe(401);
    const verified = await server.call('verifyEmail', { query: { token } });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ state: 'VERIFIED' });
    const again = await server.call<Problem>('verifyEmail', { query: { token } });
    expect(again.status).toBe(401);
    expect((await me(server, tokens)).verificationStatus).toBe('V');
  });

  it('answers 409 to a verified user without a pending change', async () => {
    const tokens = await registerAndLogin(server, 'v@example.com');
    const response = await server.call<Problem>('resendEmailVerification', { token: tokens.access_token });
    expect(response.status).toBe(409);
    expect(response.body.messages).toEqual(['auth.alreadyVerified']);
  });

  it('re-sends the confirmation of a pending email change', async () => {
    const tokens = await registerAndLogin(server, 'pending@example.com');
    await server.call('changeEmail', { token: tokens.access_token, body: { email: 'pending2@example.com' } });
    const first = await linkTokenTo(server, 'pending2@example.com', CONFIRM);
    expect((await server.call('resendEmailVerification', { token: tokens.access_token })).status).toBe(202);
    const second = await linkTokenTo(server, 'pending2@example.com', CONFIRM);
    expect(second).not.toBe(first);
    expect((await server.call('confirmUpdatedEmail', { body: { token: second } })).status).toBe(204);
  });

  it('shares the activation mail budget: 429 after 5 mails an hour', async () => {
    const tokens = await registerAndLogin(server, 'spam@example.com', { activate: false });
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await server.call('sendActivationEmail', { token: tokens.access_token })).status);
      statuses.push((await server.call('resendEmailVerification', { token: tokens.access_token })).status);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('refuses a verification link once the address changed', async () => {
    const tokens = await registerAndLogin(server, 'first@example.com', { activate: false });
    await server.call('resendEmailVerification', { token: tokens.access_token });
    const token = await linkTokenTo(server, 'first@example.com', VERIFY);
    await server.call('changeEmail', { token: tokens.access_token, body: { email: 'second@example.com' } });
    const confirm = await linkTokenTo(server, 'second@example.com', CONFIRM);
    expect((await server.call('confirmUpdatedEmail', { body: { token: confirm } })).status).toBe(204);
    expect((await server.call('verifyEmail', { query: { token } })).status).toBe(401);
  });

  it('answers 400 for an expired or malformed verification link', async () => {
    const tokens = await registerAndLogin(server, 'slowpoke@example.com', { activate: false });
    await server.call('resendEmailVerification', { token: tokens.access_token });
    const token = await linkTokenTo(server, 'slowpoke@example.com', VERIFY);
    now += 3 * 24 * 3600_000 + 1000;
    try {
      const response = await server.call<Problem>('verifyEmail', { query: { token } });
      expect(response.status).toBe(400);
      expect(response.body.messages).toEqual(['auth.linkExpired']);
    } finally {
      now -= 3 * 24 * 3600_000 + 1000;
    }
    expect((await server.call('verifyEmail', { query: { token: 'x' } })).status).toBe(400);
    expect((await me(server, tokens)).verificationStatus).toBe('UV');
  });

  it('needs a login to re-send, on the token’s own tenant', async () => {
    const tokens = await login(server, 'slowpoke@example.com');
    expect((await server.call('resendEmailVerification')).status).toBe(401);
    expect((await server.call('resendEmailVerification', { host: BETA, token: tokens.access_token })).status).toBe(401);
    expect((await server.call('resendEmailVerification', { host: ALPHA, token: tokens.access_token })).status).toBe(
      202,
    );
  });
});
