// A short-lived cache of anonymous project searches. Visitors' searches do not depend on who asks
// (only on the tenant, the request, the language and a detected location), popular ones repeat
// (the landing page's empty search, a city page), and each computes a page, a total and three facet
// aggregates over the tenant's catalog. Entries live `SEARCH_CACHE_SECONDS` (default 30) and a
// change of a tenant's catalog (the job feed) retires that tenant's entries at once. Logged-in
// searches are never cached: they leave out the freelancer's own exclusions.
import { LRUCache } from 'lru-cache';

/** At most this many different searches are kept. */
const MAX_ENTRIES = 1000;

/** The cache of one server. */
export interface SearchCache {
  /** The cached answer for a key, or the one `compute` gives (then cached). */
  get<T extends object>(tenantId: string, key: string, compute: () => Promise<T>): Promise<T>;
  /** Retires every cached search of a tenant (its catalog changed). */
  catalogChanged(tenantId: string): void;
}

/** A cache keeping answers `seconds` long; 0 turns caching off. */
export function searchCache(seconds: number): SearchCache {
  const generations = new Map<string, number>();
  // Promises are cached, not answers: concurrent misses of one search share one computation
  // instead of each running it (a popular search expiring under load would otherwise stampede).
  const entries =
    seconds > 0 ? new LRUCache<string, Promise<object>>({ max: MAX_ENTRIES, ttl: seconds * 1000 }) : undefined;
  return {
    get<T extends object>(tenantId: string, key: string, compute: () => Promise<T>): Promise<T> {
      if (!entries) return compute();
      const full = `${tenantId}\u0000${generations.get(tenantId) ?? 0}\u0000${key}`;
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
      generations.set(tenantId, (generations.get(tenantId) ?? 0) + 1);
    },
  };
}
