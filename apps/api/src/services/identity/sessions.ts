// Session revocation, checked on every authenticated request. A session is a refresh-token family;
// its access tokens name it (claim `sid`). The database is the truth (a family with a revoked
// token is revoked: revocation always covers the whole family); this service answers from caches
// so that a request costs no database query:
//
//   - revoked sessions, as told by every revocation path (logout, refresh-token reuse, password
//     change or reset, deactivation) right after its transaction commits, kept for the access-token
//     lifetime (after that no access token of the session is valid anyway);
//   - sessions found active, in this process, for a short time (ACTIVE_CACHE_SECONDS).
//
// A session in neither is looked up in the database once and cached. So a restarted process, a
// flushed Redis or a revocation path that forgot to report still takes effect (at the latest after
// ACTIVE_CACHE_SECONDS), while the reported revocations take effect at once.
//
// Two implementations, chosen like the rate limiter: in this process's memory (no REDIS_URL: one
// process sees every revocation), or Redis (REDIS_URL: every process checks one key per request,
// `talent:session:revoked:<sid>`, so a logout on one process is refused by all the others on the
// next request; the local cache only ever holds active sessions, and a revocation in Redis wins
// over it).
import { closeRedis, redisClient } from '../../redis.ts';
import { LRUCache } from 'lru-cache';

/** How long a session found active is believed without asking again (per process). */
export const ACTIVE_CACHE_SECONDS = 60;
const MAX_ENTRIES = 100_000;

/** Whether the database has the session revoked (`isSessionRevoked` in a tenant transaction). */
export type RevocationLookup = (tenantId: string, sessionId: string) => Promise<boolean>;

/** Revoked sessions, as every request checks them. */
export interface Sessions {
  /** Whether the session (refresh-token family) `sessionId` of the tenant is revoked. */
  isRevoked(tenantId: string, sessionId: string): Promise<boolean>;
  /** Reports sessions whose revocation was just committed; their access tokens stop working at once. */
  revoked(sessionIds: Iterable<string>): Promise<void>;
  close(): Promise<void>;
}

/** What both implementations need. */
export interface SessionsOptions {
  readonly lookup: RevocationLookup;
  readonly accessTokenTtlSeconds: number;
  readonly now: () => number;
}

function cache(options: SessionsOptions, ttlSeconds: number): LRUCache<string, true> {
  // The injected clock (tests move it), read on every check.
  return new LRUCache<string, true>({
    max: MAX_ENTRIES,
    ttl: ttlSeconds * 1000,
    ttlResolution: 0,
    perf: { now: options.now },
  });
}

/**
 * Sessions in this process's memory. An evicted revocation is not lost: `revoked` also drops the
 * session from the active cache, so the next check asks the database again.
 */
export function memorySessions(options: SessionsOptions): Sessions {
  const revoked = cache(options, options.accessTokenTtlSeconds);
  const active = cache(options, ACTIVE_CACHE_SECONDS);
  return {
    async isRevoked(tenantId, sessionId) {
      if (revoked.has(sessionId)) return true;
      if (active.has(sessionId)) return false;
      if (await options.lookup(tenantId, sessionId)) {
        revoked.set(sessionId, true);
        return true;
      }
      // A revocation reported while the lookup ran wins over this (then stale) answer.
      if (revoked.has(sessionId)) return true;
      active.set(sessionId, true);
      return false;
    },
    revoked(sessionIds) {
      for (const id of sessionIds) {
        active.delete(id);
        revoked.set(id, true);
      }
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
}

/**
 * Sessions shared through Redis by every server process. While Redis is away (commands fail after
 * REDIS_TIMEOUT_MS) every check asks the database, which is the truth of a revocation (slower, never
 * wrong), and a revocation that cannot be marked in Redis is still in the database.
 */
export function redisSessions(url: string, options: SessionsOptions): Sessions {
  const redis = redisClient(url, 'talent:session:');
  const key = (sessionId: string) => `revoked:${sessionId}`;
  const active = cache(options, ACTIVE_CACHE_SECONDS);
  const markRevoked = async (ids: readonly string[]) => {
    if (ids.length === 0) return;
    const batch = redis.multi();
    for (const id of ids) batch.set(key(id), '1', 'EX', options.accessTokenTtlSeconds);
    await batch.exec().catch(() => undefined);
  };
  return {
    async isRevoked(tenantId, sessionId) {
      const marked = await redis.exists(key(sessionId)).then(
        (n) => n === 1,
        () => undefined,
      );
      if (marked === true) return true;
      // The process's own cache only while Redis answers: another process's revocation is then in Redis.
      if (marked === false && active.has(sessionId)) return false;
      if (await options.lookup(tenantId, sessionId)) {
        // Written back, so the other processes need not ask the database.
        await markRevoked([sessionId]);
        return true;
      }
      if (marked === false) active.set(sessionId, true);
      return false;
    },
    async revoked(sessionIds) {
      const ids = [...sessionIds];
      for (const id of ids) active.delete(id);
      await markRevoked(ids);
    },
    close: () => closeRedis(redis),
  };
}
