import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TooManyRequests, memoryLimiter, redisLimiter } from '../src/rateLimit.ts';

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
  it('allows `max` hits per window, then answers with the seconds left', async () => {
    let now = 1_000_000;
    const limiter = memoryLimiter(() => now);
    const outcomes = await hits(limiter, 'k', 4, 3);
    expect(outcomes.slice(0, 3)).toEqual(['ok', 'ok', 'ok']);
    expect(outcomes[3]).toBe(60);
    now += 59_000;
    expect(await hits(limiter, 'k', 1, 3)).toEqual([1]);
    now += 1_000;
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
