// Abuse limits per account (email, phone) on top of the per-IP limits of @fastify/rate-limit, and
// the counters of login throttling (failures with growing delays, addresses an account failed
// from; see services/identity/loginThrottle.ts). Counters live in Redis when REDIS_URL is set (shared by
// every server process), in memory otherwise. A limit that is hit answers 429 with Retry-After; a
// Redis that fails, or does not answer within REDIS_TIMEOUT_MS, answers 503 with Retry-After.
//
// The windows are rate-limiter-flexible's (RateLimiterRedis: one Lua script per hit, so atomic;
// RateLimiterMemory). The failures and the member sets stay ours, as the library has no primitive
// for them: its counters hold one number and expire a fixed time after their first point (a key's
// duration is set when it is created), while a failure count carries the time of the last failure
// and is forgotten a time after that one, and a member set counts distinct members.
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { Problem, TooManyRequests } from '../problems.ts';
import { closeRedis, REDIS_TIMEOUT_MS, redisClient } from '../redis.ts';

/** Failures counted under a key: how many, and when the last one was (epoch ms; 0 when none). */
export interface FailureCount {
  readonly count: number;
  readonly lastAt: number;
}

/** Counts hits per key in fixed windows, failures per key, and distinct members per key. */
export interface Limiter {
  /** Counts a hit; throws a 429 problem (with `retryAfter`) when `key` is over `max` in its window. */
  hit(key: string, max: number, windowSeconds: number): Promise<void>;
  /** The failures counted under `key`. */
  failures(key: string): Promise<FailureCount>;
  /** Counts a failure at `at` (epoch ms); the count is forgotten `retentionSeconds` after the last one. */
  fail(key: string, at: number, retentionSeconds: number): Promise<void>;
  /** Forgets the failures counted under `key`. */
  forgive(key: string): Promise<void>;
  /** Adds `member` to the set `key`, kept `ttlSeconds` after the last addition; resolves to the set's size. */
  addMember(key: string, member: string, ttlSeconds: number): Promise<number>;
  /** The size of the set `key`. */
  members(key: string): Promise<number>;
  close(): Promise<void>;
}

/** The longest a Redis command may take (waiting for a reconnection included) before it fails. */
export { REDIS_TIMEOUT_MS };
/** Retry-After of the 503 that answers while Redis fails. */
export const REDIS_DOWN_RETRY_AFTER_SECONDS = 5;

const NO_FAILURES: FailureCount = { count: 0, lastAt: 0 };
/** Most entries of each kind the memory limiter keeps before it drops the expired ones. */
const MEMORY_ENTRIES = 100_000;
/** The library's options for our windows: keys as given; `max` and the window come with each hit. */
const WINDOWS = { keyPrefix: '', points: 0, duration: 0 };

/**
 * A hit in a fixed window of `windows`. `penalty` is the library's atomic increment without its
 * threshold (a limiter has one `points`, our callers give `max` per hit); the window starts with
 * the key's first hit and is not moved by later ones.
 */
async function hitWindow(windows: RateLimiterAbstract, key: string, max: number, windowSeconds: number) {
  const { consumedPoints, msBeforeNext } = await windows.penalty(key, 1, { customDuration: windowSeconds });
  if (consumedPoints > max) {
    throw new TooManyRequests(msBeforeNext > 0 ? Math.ceil(msBeforeNext / 1000) : windowSeconds);
  }
}

/** Drops the expired entries of a map once it grows past MEMORY_ENTRIES. */
function prune<V extends { expiresAt: number }>(map: Map<string, V>, current: number): void {
  if (map.size <= MEMORY_ENTRIES) return;
  for (const [key, value] of map) if (value.expiresAt <= current) map.delete(key);
}

/**
 * A limiter in this process's memory. Failures and member sets expire by `now`; the windows by
 * the system clock, which rate-limiter-flexible's memory store reads (`Date.now()`).
 */
export function memoryLimiter(now: () => number): Limiter {
  const windows = new RateLimiterMemory(WINDOWS);
  const failures = new Map<string, FailureCount & { expiresAt: number }>();
  const sets = new Map<string, { members: Set<string>; expiresAt: number }>();
  const live = <V extends { expiresAt: number }>(map: Map<string, V>, key: string): V | undefined => {
    const entry = map.get(key);
    if (entry && entry.expiresAt <= now()) {
      map.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    hit: (key, max, windowSeconds) => hitWindow(windows, key, max, windowSeconds),
    failures(key) {
      const entry = live(failures, key);
      return Promise.resolve(entry ? { count: entry.count, lastAt: entry.lastAt } : NO_FAILURES);
    },
    fail(key, at, retentionSeconds) {
      const count = (live(failures, key)?.count ?? 0) + 1;
      failures.set(key, { count, lastAt: at, expiresAt: now() + retentionSeconds * 1000 });
      prune(failures, now());
      return Promise.resolve();
    },
    forgive(key) {
      failures.delete(key);
      return Promise.resolve();
    },
    addMember(key, member, ttlSeconds) {
      const members = live(sets, key)?.members ?? new Set<string>();
      members.add(member);
      sets.set(key, { members, expiresAt: now() + ttlSeconds * 1000 });
      prune(sets, now());
      return Promise.resolve(members.size);
    },
    members(key) {
      return Promise.resolve(live(sets, key)?.members.size ?? 0);
    },
    close: () => Promise.resolve(),
  };
}

/**
 * What a Redis error becomes: 503 with Retry-After (no insurance limiter: a limit kept in one
 * process's memory would let every process allow `max`, and the login counters cannot follow it).
 */
function unavailable(error: unknown): never {
  if (error instanceof Problem) throw error;
  throw new Problem(503, ['error.generic'], [], { retryAfter: REDIS_DOWN_RETRY_AFTER_SECONDS });
}

/**
 * A limiter in Redis, shared by every server process: windows are the library's (a string counter
 * with expiry per key), failures a hash (`n` count, `t` last failure) with expiry, member sets Redis
 * sets with expiry. Every command fails after REDIS_TIMEOUT_MS (also while Redis is unreachable, as
 * commands wait in ioredis's offline queue for a reconnection), and then answers 503.
 */
export function redisLimiter(url: string): Limiter {
  const redis = redisClient(url, 'talent:limit:');
  const windows = new RateLimiterRedis({ ...WINDOWS, storeClient: redis });
  return {
    hit: (key, max, windowSeconds) => hitWindow(windows, key, max, windowSeconds).catch(unavailable),
    async failures(key) {
      const [count, lastAt] = await redis.hmget(key, 'n', 't').catch(unavailable);
      return count ? { count: Number(count), lastAt: Number(lastAt ?? 0) } : NO_FAILURES;
    },
    async fail(key, at, retentionSeconds) {
      const batch = redis.multi().hincrby(key, 'n', 1).hset(key, 't', at).expire(key, retentionSeconds);
      await batch.exec().catch(unavailable);
    },
    async forgive(key) {
      await redis.del(key).catch(unavailable);
    },
    async addMember(key, member, ttlSeconds) {
      const batch = redis.multi().sadd(key, member).expire(key, ttlSeconds).scard(key);
      const results = (await batch.exec().catch(unavailable)) as [null | Error, number][];
      return results[2]![1];
    },
    members: (key) => redis.scard(key).catch(unavailable),
    close: () => closeRedis(redis),
  };
}
