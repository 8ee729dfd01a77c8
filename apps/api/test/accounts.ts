// Helpers of the account tests: registering, logging in and following emailed links.
import type { components } from '@talent/api-client';
import { expect } from 'vitest';
import { ALPHA } from './harness.ts';
import type { ApiClient, CallResult, OutboxMessage } from './harness.ts';

export type Tokens = components['schemas']['TokenResponse'];
/** A login's answer plus the refresh token its `auth.refresh` cookie carried. */
export interface Session extends Tokens {
  readonly refreshToken: string;
}
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

/** A reCAPTCHA verifier for the tests (tenant BETA asks for reCAPTCHA): the token "human" passes. */
export const humanRecaptcha = (_tenant: unknown, token: string | undefined) => Promise.resolve(token === 'human');

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
export async function mailsTo(server: ApiClient, to: string, host = ALPHA): Promise<OutboxMessage[]> {
  return (await server.outbox(host)).filter((m) => m.channel === 'email' && m.to === to);
}

/** The `token` query parameter of the newest email to `to` whose link contains `path`. */
export async function linkTokenTo(server: ApiClient, to: string, path: string, host = ALPHA): Promise<string> {
  const link = (await mailsTo(server, to, host)).flatMap((m) => m.links).find((l) => l.includes(path));
  if (!link) throw new Error(`no ${path} link to ${to} in the outbox`);
  return new URL(link).searchParams.get('token')!;
}

/** The `auth.refresh` line of an answer's Set-Cookie headers, if any. */
export function refreshCookieLine(response: Pick<CallResult, 'headers'>): string | undefined {
  const lines = [response.headers['set-cookie'] ?? []].flat();
  return lines.find((line) => line.startsWith('auth.refresh='));
}

/** The refresh token an answer set as its `auth.refresh` cookie (fails the test when there is none). */
export function refreshCookieOf(response: Pick<CallResult, 'headers'>): string {
  const line = refreshCookieLine(response);
  expect(line, 'an auth.refresh cookie').toBeDefined();
  return decodeURIComponent(line!.split(';')[0]!.slice('auth.refresh='.length));
}

/** The answer's tokens with the refresh token of its cookie. */
export function sessionOf(response: CallResult<Tokens>): Session {
  return { ...response.body, refreshToken: refreshCookieOf(response) };
}

/** Request headers that carry a refresh token as the browser does: in the `auth.refresh` cookie. */
export const withRefreshCookie = (refreshToken: string) => ({ cookie: `auth.refresh=${refreshToken}` });

/** POST /refreshToken with a refresh token in its cookie (as the browser sends it). */
export function refresh(server: ApiClient, refreshToken: string, host = ALPHA): Promise<CallResult<Tokens>> {
  return server.call<Tokens>('refreshToken', { host, body: {}, headers: withRefreshCookie(refreshToken) });
}

/** Logs in with a password; fails the test unless it works. */
export async function login(server: ApiClient, email: string, password = PASSWORD, host = ALPHA): Promise<Session> {
  const response = await server.call<Tokens>('authorize', {
    host,
    body: { email, password },
    headers: fromElsewhere(),
  });
  expect(response.status).toBe(200);
  return sessionOf(response);
}

/** Registers an account on ALPHA (activated unless `activate` is false) and logs it in. */
export async function registerAndLogin(
  server: ApiClient,
  email: string,
  options: { activate?: boolean; overrides?: Record<string, unknown> } = {},
): Promise<Session> {
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
export async function me(server: ApiClient, tokens: Tokens, host = ALPHA): Promise<User> {
  const response = await server.call<User>('getFreelancer', { host, token: tokens.access_token });
  expect(response.status).toBe(200);
  return response.body;
}

/** Whether a refresh token is still accepted (it is rotated, so use each token once). */
export async function refreshes(server: ApiClient, refreshToken: string, host = ALPHA): Promise<number> {
  return (await refresh(server, refreshToken, host)).status;
}
