// Failed password logins slow the address they come from and never lock the account
// (src/services/identity/loginThrottle.ts). The server trusts X-Forwarded-For, so each test acts from
// addresses of its own; its clock is moved instead of waiting out the delays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/services/identity/passwords.ts';
import { ACCOUNT_TEST_ENV, PASSWORD, humanRecaptcha, registerAndLogin } from './accounts.ts';
import type { Problem, Tokens } from './accounts.ts';
import { directAccount } from './accountData.ts';
import { BETA, startTestServer } from './harness.ts';
import type { CallResult, TestServer } from './harness.ts';

const WRONG = 'not-the-password-1';

let now = Date.now();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: ACCOUNT_TEST_ENV, overrides: { now: () => now, recaptcha: humanRecaptcha } });
});
afterAll(() => server?.close());

/** A password login from `address` (RFC 5737 documentation addresses). */
function attempt(
  email: string,
  password: string,
  address: string,
  extra: { host?: string; reCaptchaToken?: string } = {},
): Promise<CallResult<Tokens | Problem>> {
  return server.call<Tokens | Problem>('authorize', {
    ...(extra.host && { host: extra.host }),
    body: { email, password, ...(extra.reCaptchaToken && { reCaptchaToken: extra.reCaptchaToken }) },
    headers: { 'x-forwarded-for': address },
  });
}

const retryAfter = (response: CallResult<unknown>) => Number(response.headers['retry-after']);
const messages = (response: CallResult<Tokens | Problem>) => (response.body as Problem).messages;

describe('password login throttling', () => {
  it('an attacker’s wrong passwords from one address do not lock the owner out', async () => {
    const email = 'owner@example.com';
    await registerAndLogin(server, email);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await attempt(email, WRONG, '192.0.2.10')).status);
    // Five failures, then the address has to wait (and its further attempts are not even checked).
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(7).fill(429)]);
    const owner = await attempt(email, PASSWORD, '192.0.2.11');
    expect(owner.status).toBe(200);
    expect(owner.body).toHaveProperty('access_token');
    // An attacker who waits out every delay keeps failing, and the owner keeps getting in.
    for (let i = 0; i < 6; i += 1) {
      now += 3_600_000;
      expect((await attempt(email, WRONG, '192.0.2.10')).status).toBe(401);
    }
    expect((await attempt(email, PASSWORD, '192.0.2.11')).status).toBe(200);
  });

  it('the failing address gets 429 with a Retry-After that grows with each failure', async () => {
    const email = 'growing@example.com';
    await registerAndLogin(server, email);
    const address = '192.0.2.20';
    for (let i = 0; i < 5; i += 1) expect((await attempt(email, WRONG, address)).status).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const refused = await attempt(email, WRONG, address);
      expect(refused.status).toBe(429);
      expect(messages(refused)).toEqual(['auth.tooManyLoginAttempts']);
      waits.push(retryAfter(refused));
      now += retryAfter(refused) * 1000;
      expect((await attempt(email, WRONG, address)).status).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    // The right password has to wait too (it is not even checked), then gets through.
    const waiting = await attempt(email, PASSWORD, address);
    expect(waiting.status).toBe(429);
    expect(retryAfter(waiting)).toBe(16);
    now += 16_000;
    expect((await attempt(email, PASSWORD, address)).status).toBe(200);
  });

  it('a success resets the account’s count for the address', async () => {
    const email = 'forgiven@example.com';
    await registerAndLogin(server, email);
    const address = '192.0.2.30';
    for (let i = 0; i < 4; i += 1) expect((await attempt(email, WRONG, address)).status).toBe(401);
    expect((await attempt(email, PASSWORD, address)).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await attempt(email, WRONG, address)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('limits the failures of one address over all accounts (password spraying)', async () => {
    const address = '192.0.2.40';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await attempt(`spray${i}@example.com`, WRONG, address)).status);
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    // Another account from the same address has to wait as well; from another address it does not.
    const next = await attempt('spray-next@example.com', WRONG, address);
    expect([next.status, messages(next)]).toEqual([429, ['auth.tooManyLoginAttempts']]);
    expect((await attempt('spray-next@example.com', WRONG, '192.0.2.41')).status).toBe(401);
    // The delay is short and grows with each failure.
    now += retryAfter(next) * 1000;
    expect((await attempt('spray-next@example.com', WRONG, address)).status).toBe(401);
    expect(retryAfter(await attempt('spray-last@example.com', WRONG, address))).toBe(2);
  });

  it('counts an unknown email like a known one (the answers do not tell who is registered)', async () => {
    const address = '192.0.2.50';
    const known = 'known@example.com';
    await registerAndLogin(server, known);
    const answers: (string | undefined)[][] = [];
    for (const email of [known, 'unknown@example.com']) {
      const statuses: (string | undefined)[] = [];
      for (let i = 0; i < 6; i += 1) {
        const response = await attempt(email, WRONG, address);
        statuses.push(`${response.status} ${messages(response).join()}`);
      }
      answers.push(statuses);
      now += 3_600_000;
    }
    expect(answers[0]).toEqual(answers[1]);
  });

  it('an account failing from many addresses gives each new address one free failure, not five', async () => {
    const email = 'targeted@example.com';
    await registerAndLogin(server, email);
    for (let i = 0; i < 5; i += 1) expect((await attempt(email, WRONG, `198.51.100.${i + 1}`)).status).toBe(401);
    const fresh = '198.51.100.200';
    expect((await attempt(email, WRONG, fresh)).status).toBe(401);
    const refused = await attempt(email, WRONG, fresh);
    expect([refused.status, retryAfter(refused)]).toEqual([429, 1]);
    // The owner's right password gets through from an address of its own.
    expect((await attempt(email, PASSWORD, '198.51.100.201')).status).toBe(200);
  });

  it('where the tenant has reCAPTCHA, the owner passes a distributed attack with a solved CAPTCHA', async () => {
    const email = 'beta-owner@example.com';
    await directAccount(server, 'beta', email, { passwordHash: await hashPassword(PASSWORD), isActive: true });
    for (let i = 0; i < 6; i += 1) {
      const response = await attempt(email, WRONG, `198.51.100.${50 + i}`, { host: BETA, reCaptchaToken: 'human' });
      expect(response.status).toBe(401);
    }
    // Every attempt needs the CAPTCHA: without it the password is not even checked.
    const robot = await attempt(email, PASSWORD, '198.51.100.99', { host: BETA });
    expect(robot.status).toBe(422);
    // The owner's login with a solved CAPTCHA gets through (BETA confirms new devices: 202).
    const owner = await attempt(email, PASSWORD, '198.51.100.99', { host: BETA, reCaptchaToken: 'human' });
    expect(owner.status).toBe(202);
  });
});
