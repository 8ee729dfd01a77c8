// A short-lived cache of anonymous project searches. Visitors' searches do not depend on who asks
// (only on the tenant, the request, the language and a detected location), popular ones repeat
// (the landing page's empty search, a city page), and each computes a page, a total and three facet
// aggregates over the tenant's catalog. Entries live `SEARCH_CACHE_SECONDS` (default 30) and a
// change of a tenant's catalog (the job feed) retires that tenant's entries at once — in every
// server process: the catalog's generation, part of every key, lives in Redis when REDIS_URL is
// set (one GET per cached search), so a feed imported through one process (or the CLI) is seen by
// all. Logged-in searches are never cached: they leave out the freelancer's own exclusions.
import { closeRedis, redisClient } from '../../redis.ts';
import { LRUCache } from 'lru-cache';

/** At most this many different searches are kept. */
const MAX_ENTRIES = 1000;

/** The cache of one server. */
export interface SearchCache {
  /** The cached answer for a key, or the one `compute` gives (then cached). */
  get<T extends object>(tenantId: string, key: string, compute: () => Promise<T>): Promise<T>;
  /** Retires every cached search of a tenant (its catalog changed), in every process sharing the generations. */
  catalogChanged(tenantId: string): Promise<void>;
}

/** The catalog generation of each tenant: a change increments it, which retires cached searches. */
export interface CatalogGenerations {
  current(tenantId: string): Promise<number>;
  bump(tenantId: string): Promise<void>;
  close(): Promise<void>;
}

/** Generations in this process only (one server process). */
export function memoryGenerations(): CatalogGenerations {
  const generations = new Map<string, number>();
  return {
    current: (tenantId) => Promise.resolve(generations.get(tenantId) ?? 0),
    bump(tenantId) {
      generations.set(tenantId, (generations.get(tenantId) ?? 0) + 1);
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
}

/**
 * Generations in Redis, shared by every server process and the job-feed CLI. While Redis is away
 * (commands fail after REDIS_TIMEOUT_MS) `current` fails, and the cache then answers uncached; a
 * bump that fails leaves other processes' cached answers until they expire (SEARCH_CACHE_SECONDS).
 */
export function redisGenerations(url: string): CatalogGenerations {
  const redis = redisClient(url, 'talent:catalog-generation:');
  return {
    current: async (tenantId) => Number((await redis.get(tenantId)) ?? 0),
    async bump(tenantId) {
      await redis.incr(tenantId).catch(() => undefined);
    },
    close: () => closeRedis(redis),
  };
}

/** A cache keeping answers `seconds` long; 0 turns caching off. */
export function searchCache(seconds: number, generations: CatalogGenerations = memoryGenerations()): SearchCache {
  // Promises are cached, not answers: concurrent misses of one search share one computation
  // instead of each running it (a popular search expiring under load would otherwise stampede).
  const entries =
    seconds > 0 ? new LRUCache<string, Promise<object>>({ max: MAX_ENTRIES, ttl: seconds * 1000 }) : undefined;
  return {
    async get<T extends object>(tenantId: string, key: string, compute: () => Promise<T>): Promise<T> {
      if (!entries) return compute();
      // Without the generation (Redis away) a cached answer could be stale: computed afresh.
      const generation = await generations.current(tenantId).catch(() => undefined);
      if (generation === undefined) return compute();
      const full = `${tenantId}\u0000${generation}\u0000${key}`;
      const hit = entries.get(full);
      if (hit) return hit as Promise<T>;
      const value = compute();
      entries.set(full, value);
      // A failed search is not remembered: the next request tries again.
      value.catch(() => {
        if (entries.get(full) === value) entries.delete(full);
      });
      return value;
    },
    catalogChanged(tenantId) {
      // Old keys become unreachable and age out of the LRU.
      return generations.bump(tenantId);
    },
  };
}
