// Password-login throttling as OWASP recommends it (Authentication Cheat Sheet, "Protect against
// automated attacks"): failures slow the address they come from, never lock the account.
//
//   - Per account and address: after ACCOUNT_ADDRESS.free failures for one email from one address,
//     that address waits a delay that doubles with each further failure (1 s, 2 s, 4 s, … at most
//     15 minutes). A success from the address resets its count. The owner logging in from any
//     other address is not slowed at all, so an attacker cannot lock anyone out.
//   - Per address over all accounts (and tenants): after ADDRESS.free failures, the address waits
//     a delay that doubles up to a minute (password spraying, credential stuffing). Successes do
//     not reset it (an attacker would reset it with an account of their own). Kept short because
//     many people may share an address (offices, carrier NAT).
//   - An account that failed from ATTACK_ADDRESSES different addresses within an hour is under a
//     distributed attack: each address then gets UNDER_ATTACK_FREE free failure instead of five
//     before its delays start. Where the tenant has reCAPTCHA, every password login also needs a
//     solved CAPTCHA (handlers/identity/auth.ts), which is the CAPTCHA step OWASP names for this case; a
//     correct password with a solved CAPTCHA always gets through.
//
// A waiting address gets 429 `auth.tooManyLoginAttempts` with Retry-After, checked before the
// CAPTCHA and the password hash are. Unknown emails are counted like known ones, so the answers do
// not tell who is registered. Counters live in the Limiter (memory, or Redis with REDIS_URL).
// IPv6 addresses count per /64, the block one subscriber gets, so rotating through the addresses of
// one network does not escape the limits.
import { isIPv4, isIPv6 } from 'node:net';
import type { FailureCount, Limiter } from '../../limits/limiter.ts';
import { TooManyRequests } from '../../problems.ts';

/** When failures start to cost a growing delay. */
export interface BackoffPolicy {
  /** Failures allowed before the first delay. */
  readonly free: number;
  /** The first delay; each further failure doubles it. */
  readonly baseSeconds: number;
  readonly maxSeconds: number;
  /** Failures are forgotten this long after the last one. */
  readonly retentionSeconds: number;
}

export const ACCOUNT_ADDRESS: BackoffPolicy = { free: 5, baseSeconds: 1, maxSeconds: 900, retentionSeconds: 86_400 };
export const ADDRESS: BackoffPolicy = { free: 10, baseSeconds: 1, maxSeconds: 60, retentionSeconds: 3600 };
export const ATTACK_ADDRESSES = 5;
export const ATTACK_WINDOW_SECONDS = 3600;
export const UNDER_ATTACK_FREE = 1;

/** Seconds still to wait after `failures` (0: may try now); `free` overrides the policy's. */
export function waitSeconds(failures: FailureCount, policy: BackoffPolicy, now: number, free = policy.free): number {
  if (failures.count < free) return 0;
  const delayMs = Math.min(policy.baseSeconds * 2 ** (failures.count - free), policy.maxSeconds) * 1000;
  const left = failures.lastAt + delayMs - now;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** The address a limit counts: IPv4 as is (also when IPv4-mapped), IPv6 by its /64 prefix. */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (Number.parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}

/** One login attempt: who, on which tenant, from where. */
export interface LoginAttempt {
  readonly tenantId: string;
  readonly email: string;
  readonly ip: string;
}

/** Throttles password logins. */
export interface LoginThrottle {
  /** Throws 429 `auth.tooManyLoginAttempts` (with `retryAfter`) while the attempt's address must wait. */
  check(attempt: LoginAttempt): Promise<void>;
  /** Counts a failed attempt (wrong password or unknown email). */
  failed(attempt: LoginAttempt): Promise<void>;
  /** Resets the account's failures from this address. */
  succeeded(attempt: LoginAttempt): Promise<void>;
}

/** Login throttling over a limiter's counters. */
export function loginThrottle(limiter: Limiter, now: () => number): LoginThrottle {
  const keys = ({ tenantId, email, ip }: LoginAttempt) => {
    const account = `${tenantId}:${email.trim().toLowerCase()}`;
    const address = addressKey(ip);
    return {
      address,
      accountAddress: `login:fail:${account}:${address}`,
      anyAccount: `login:fail-address:${address}`,
      accountAddresses: `login:addresses:${account}`,
    };
  };
  return {
    async check(attempt) {
      const key = keys(attempt);
      const [accountAddress, anyAccount, addresses] = await Promise.all([
        limiter.failures(key.accountAddress),
        limiter.failures(key.anyAccount),
        limiter.members(key.accountAddresses),
      ]);
      const current = now();
      const free = addresses >= ATTACK_ADDRESSES ? UNDER_ATTACK_FREE : ACCOUNT_ADDRESS.free;
      const wait = Math.max(
        waitSeconds(accountAddress, ACCOUNT_ADDRESS, current, free),
        waitSeconds(anyAccount, ADDRESS, current),
      );
      if (wait > 0) throw new TooManyRequests(wait, 'auth.tooManyLoginAttempts');
    },
    async failed(attempt) {
      const key = keys(attempt);
      const at = now();
      await Promise.all([
        limiter.fail(key.accountAddress, at, ACCOUNT_ADDRESS.retentionSeconds),
        limiter.fail(key.anyAccount, at, ADDRESS.retentionSeconds),
        limiter.addMember(key.accountAddresses, key.address, ATTACK_WINDOW_SECONDS),
      ]);
    },
    async succeeded(attempt) {
      await limiter.forgive(keys(attempt).accountAddress);
    },
  };
}
