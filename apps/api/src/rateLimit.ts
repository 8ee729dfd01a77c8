// Abuse limits per account (email, phone) on top of the per-IP limits of @fastify/rate-limit.
// Counters live in Redis when REDIS_URL is set (shared by every server process), in memory
// otherwise. A limit that is hit answers 429 with Retry-After.
import { Redis } from 'ioredis';
import { HttpProblem } from './errors.ts';

/** Counts hits per key in fixed windows. */
export interface Limiter {
  /** Counts a hit; throws a 429 problem (with `retryAfter`) when `key` is over `max` in its window. */
  hit(key: string, max: number, windowSeconds: number): Promise<void>;
  close(): Promise<void>;
}

/** A 429 problem that carries the seconds to wait. */
export class TooManyRequests extends HttpProblem {
  readonly retryAfter: number;
  constructor(retryAfter: number) {
    super(429, ['error.tooManyRequests']);
    this.retryAfter = retryAfter;
  }
}

/** A limiter in this process's memory. */
export function memoryLimiter(now: () => number): Limiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit(key, max, windowSeconds) {
      const current = now();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= current) {
        entry = { count: 0, resetAt: current + windowSeconds * 1000 };
        windows.set(key, entry);
      }
      entry.count += 1;
      if (windows.size > 100_000) {
        for (const [k, w] of windows) if (w.resetAt <= current) windows.delete(k);
      }
      if (entry.count > max) return Promise.reject(new TooManyRequests(Math.ceil((entry.resetAt - current) / 1000)));
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
}

/** A limiter in Redis (INCR with expiry), shared by every server process. */
export function redisLimiter(url: string): Limiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, keyPrefix: 'talent:limit:' });
  return {
    async hit(key, max, windowSeconds) {
      const [[, count], [, ttl]] = (await redis.multi().incr(key).ttl(key).exec()) as [[null, number], [null, number]];
      if (ttl < 0) await redis.expire(key, windowSeconds);
      if (count > max) throw new TooManyRequests(ttl > 0 ? ttl : windowSeconds);
    },
    async close() {
      await redis.quit();
    },
  };
}
