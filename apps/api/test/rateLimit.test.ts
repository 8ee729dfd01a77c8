import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import type { AddressInfo, Server, Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  REDIS_DOWN_RETRY_AFTER_SECONDS,
  REDIS_TIMEOUT_MS,
  memoryLimiter,
  redisLimiter,
} from '../src/limits/limiter.ts';
import type { Limiter } from '../src/limits/limiter.ts';
import { ACCOUNT_ADDRESS, addressKey, loginThrottle, waitSeconds } from '../src/services/identity/loginThrottle.ts';
import { Problem, TooManyRequests } from '../src/problems.ts';

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

async function hits(limiter: ReturnType<typeof memoryLimiter>, key: string, n: number, max: number) {
  const outcomes: (number | 'ok')[] = [];
  for (let i = 0; i < n; i += 1) {
    try {
      await limiter.hit(key, max, 60);
      outcomes.push('ok');
    } catch (error) {
      outcomes.push(error instanceof TooManyRequests ? error.retryAfter : -1);
    }
  }
  return outcomes;
}

describe('memory limiter', () => {
  // The windows are rate-limiter-flexible's memory store, which reads Date.now(): the test's clock
  // moves it (only Date is faked; the store's clean-up timers stay real).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows `max` hits per window, then answers with the seconds left', async () => {
    let now = 1_000_000;
    const tick = (ms: number) => {
      now += ms;
      vi.setSystemTime(now);
    };
    tick(0);
    const limiter = memoryLimiter(() => now);
    const outcomes = await hits(limiter, 'k', 4, 3);
    expect(outcomes.slice(0, 3)).toEqual(['ok', 'ok', 'ok']);
    expect(outcomes[3]).toBe(60);
    tick(59_000);
    expect(await hits(limiter, 'k', 1, 3)).toEqual([1]);
    tick(1_000);
    expect(await hits(limiter, 'k', 1, 3)).toEqual(['ok']);
  });

  it('counts keys separately', async () => {
    const limiter = memoryLimiter(() => 0);
    await hits(limiter, 'a', 3, 3);
    expect(await hits(limiter, 'b', 1, 3)).toEqual(['ok']);
  });
});

describe('Redis limiter (the machine’s Redis)', () => {
  it('shares the count between limiter instances, as between server processes', async () => {
    const key = `test:${randomUUID()}`;
    const one = redisLimiter(REDIS_URL);
    const two = redisLimiter(REDIS_URL);
    try {
      await one.hit(key, 2, 30);
      await two.hit(key, 2, 30);
      const error = await one.hit(key, 2, 30).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TooManyRequests);
      expect((error as TooManyRequests).retryAfter).toBeGreaterThan(0);
      expect((error as TooManyRequests).retryAfter).toBeLessThanOrEqual(30);
    } finally {
      await one.close();
      await two.close();
    }
  });
});

describe('Redis limiter when Redis fails', () => {
  // Every operation, so none of them can hang or answer anything but the 503. ioredis reports the
  // lost connection on stderr ("Unhandled error event"), as it does in the server.
  const operations: [string, (limiter: Limiter) => Promise<unknown>][] = [
    ['hit', (limiter) => limiter.hit('test:down', 3, 60)],
    ['failures', (limiter) => limiter.failures('test:down')],
    ['fail', (limiter) => limiter.fail('test:down', Date.now(), 60)],
    ['forgive', (limiter) => limiter.forgive('test:down')],
    ['addMember', (limiter) => limiter.addMember('test:down', '192.0.2.1', 60)],
    ['members', (limiter) => limiter.members('test:down')],
  ];

  /** Runs every operation on `limiter`: each must fail with 503 and Retry-After within the timeout. */
  async function expectUnavailable(limiter: Limiter) {
    try {
      for (const [name, operation] of operations) {
        const started = performance.now();
        const error = await operation(limiter).catch((e: unknown) => e);
        expect(error, name).toBeInstanceOf(Problem);
        expect([(error as Problem).statusCode, (error as Problem).retryAfter], name).toEqual([
          503,
          REDIS_DOWN_RETRY_AFTER_SECONDS,
        ]);
        expect(performance.now() - started, name).toBeLessThan(REDIS_TIMEOUT_MS + 500);
      }
    } finally {
      await limiter.close();
    }
  }

  it('answers 503 within the timeout when nothing listens on its address', async () => {
    // A port that was free a moment ago: connections are refused.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    await expectUnavailable(redisLimiter(`redis://127.0.0.1:${port}`));
  });

  it('answers 503 after the timeout when Redis accepts the connection and never answers', async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      await expectUnavailable(redisLimiter(`redis://127.0.0.1:${(silent.address() as AddressInfo).port}`));
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

// The counters of login throttling, in both implementations: the same behaviour whether one
// process keeps them (memory) or every process shares them (Redis).
const implementations: [string, (now: () => number) => Limiter][] = [
  ['memory', (now) => memoryLimiter(now)],
  ['Redis', () => redisLimiter(REDIS_URL)],
];

for (const [name, create] of implementations) {
  describe(`${name} limiter: failures and member sets`, () => {
    let now = 1_700_000_000_000;
    let limiter: Limiter;
    // Keys of this run only: the machine's Redis outlives it.
    const key = (what: string) => `test:${randomUUID()}:${what}`;
    beforeEach(() => {
      limiter = create(() => now);
    });
    afterEach(() => limiter.close());

    it('counts failures with the time of the last one, and forgets them on request', async () => {
      const k = key('fail');
      expect(await limiter.failures(k)).toEqual({ count: 0, lastAt: 0 });
      await limiter.fail(k, now, 60);
      await limiter.fail(k, now + 5_000, 60);
      expect(await limiter.failures(k)).toEqual({ count: 2, lastAt: now + 5_000 });
      await limiter.forgive(k);
      expect(await limiter.failures(k)).toEqual({ count: 0, lastAt: 0 });
    });

    it('counts distinct members of a set', async () => {
      const k = key('set');
      expect(await limiter.members(k)).toBe(0);
      expect(await limiter.addMember(k, '192.0.2.1', 60)).toBe(1);
      expect(await limiter.addMember(k, '192.0.2.1', 60)).toBe(1);
      expect(await limiter.addMember(k, '192.0.2.2', 60)).toBe(2);
      expect(await limiter.members(k)).toBe(2);
    });

    it('throttles logins with growing delays, per account and address', async () => {
      const throttle = loginThrottle(limiter, () => now);
      // A /64 of this run only (the per-address count is not per tenant).
      const net = `2001:db8:${randomUUID().slice(0, 4)}`;
      const attempt = { tenantId: `t-${randomUUID()}`, email: 'Ada@Example.com', ip: `${net}::1` };
      for (let i = 0; i < ACCOUNT_ADDRESS.free; i += 1) {
        await throttle.check(attempt);
        await throttle.failed(attempt);
      }
      const waits: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const error = await throttle.check(attempt).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(TooManyRequests);
        expect((error as TooManyRequests).messages).toEqual(['auth.tooManyLoginAttempts']);
        waits.push((error as TooManyRequests).retryAfter);
        now += (error as TooManyRequests).retryAfter * 1000;
        await throttle.check(attempt);
        await throttle.failed(attempt);
      }
      expect(waits).toEqual([1, 2, 4]);
      // Same account, another /64: not slowed; same /64, another address, and the email's case: slowed.
      await throttle.check({ ...attempt, ip: `${net}:1::1` });
      await expect(throttle.check({ ...attempt, ip: `${net}::ffff`, email: 'ada@example.com' })).rejects.toThrow(
        TooManyRequests,
      );
      await throttle.succeeded(attempt);
      await throttle.check(attempt);
    });
  });
}

describe('login throttling rules', () => {
  it('waits nothing before the free failures are used, then doubles up to the cap', () => {
    const policy = { free: 5, baseSeconds: 1, maxSeconds: 900, retentionSeconds: 86_400 };
    const at = 1_000_000;
    const wait = (count: number, now = at) => waitSeconds({ count, lastAt: at }, policy, now);
    expect([0, 4].map((n) => wait(n))).toEqual([0, 0]);
    expect([5, 6, 7, 14, 15, 40].map((n) => wait(n))).toEqual([1, 2, 4, 512, 900, 900]);
    expect(wait(7, at + 3_500)).toBe(1);
    expect(wait(7, at + 4_000)).toBe(0);
    expect(waitSeconds({ count: 1, lastAt: at }, policy, at, 1)).toBe(1);
  });

  it('counts IPv4 addresses as they are and IPv6 addresses per /64', () => {
    expect(addressKey('192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
