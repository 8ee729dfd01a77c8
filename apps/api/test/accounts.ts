// Helpers of the account tests: registering, logging in and following emailed links.
import type { components } from '@talent/api-client';
import { expect } from 'vitest';
import { ALPHA } from './harness.ts';
import type { OutboxMessage, TestServer } from './harness.ts';

export type Tokens = components['schemas']['TokenResponse'];
export type User = components['schemas']['FreelancerUser'];
export type Problem = components['schemas']['Problem'];

export const PASSWORD = 'analytical-engine-1843';

/**
 * The test servers of these files trust `X-Forwarded-For` (`TRUST_PROXY=true`, `ACCOUNT_TEST_ENV`):
 * the set-up helpers below send each request from an address of its own (documentation ranges,
 * RFC 5737), so the per-IP limits of registration and login (10 and 20 a minute) count only the
 * requests a test makes itself, from 127.0.0.1.
 */
export const ACCOUNT_TEST_ENV = { TRUST_PROXY: 'true' };
let addresses = 0;
export const fromElsewhere = () => {
  addresses += 1;
  return { 'x-forwarded-for': `203.0.113.${(addresses % 254) + 1}` };
};

/** A registration body for the fixture tenant ALPHA. */
export const registration = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  password: PASSWORD,
  firstName: 'Ada',
  lastName: 'Lovelace',
  locale: 'en',
  termsAccepted: true,
  privacyAccepted: true,
  ...overrides,
});

/** The emails of the outbox sent to `to`, newest first. */
export async function mailsTo(server: TestServer, to: string, host = ALPHA): Promise<OutboxMessage[]> {
  return (await server.outbox(host)).filter((m) => m.channel === 'email' && m.to === to);
}

/** The `token` query parameter of the newest email to `to` whose link contains `path`. */
export async function linkTokenTo(server: TestServer, to: string, path: string, host = ALPHA): Promise<string> {
  const link = (await mailsTo(server, to, host)).flatMap((m) => m.links).find((l) => l.includes(path));
  if (!link) throw new Error(`no ${path} link to ${to} in the outbox`);
  return new URL(link).searchParams.get('token')!;
}

/** Logs in with a password; fails the test unless it works. */
export async function login(server: TestServer, email: string, password = PASSWORD, host = ALPHA): Promise<Tokens> {
  const response = await server.call<Tokens>('authorize', {
    host,
    body: { email, password },
    headers: fromElsewhere(),
  });
  expect(response.status).toBe(200);
  return response.body;
}

/** Registers an account on ALPHA (activated unless `activate` is false) and logs it in. */
export async function registerAndLogin(
  server: TestServer,
  email: string,
  options: { activate?: boolean; overrides?: Record<string, unknown> } = {},
): Promise<Tokens> {
  const created = await server.call('register', {
    body: registration(email, options.overrides),
    headers: fromElsewhere(),
  });
  expect(created.status).toBe(201);
  if (options.activate !== false) {
    const token = await linkTokenTo(server, email, '/app/account/activate');
    expect((await server.call('activateAccount', { query: { token }, headers: fromElsewhere() })).status).toBe(200);
  }
  return login(server, email);
}

/** The logged-in freelancer. */
export async function me(server: TestServer, tokens: Tokens, host = ALPHA): Promise<User> {
  const response = await server.call<User>('getFreelancer', { host, token: tokens.access_token });
  expect(response.status).toBe(200);
  return response.body;
}

/** Whether a refresh token is still accepted (it is rotated, so use each token once). */
export async function refreshes(server: TestServer, refreshToken: string, host = ALPHA): Promise<number> {
  return (await server.call('refreshToken', { host, body: { refresh_token: refreshToken } })).status;
}
