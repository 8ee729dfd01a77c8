// A short-lived cache of the public pages the server renders for visitors without a session. A
// job page is the same for every such visitor in one language — search engines, link previews of a
// shared job, the phones of a newsletter's readers — and rendering one costs the server ~7 ms of
// CPU (React, two API calls, the state it carries), so a page in demand would otherwise be rendered
// for every visitor. Entries live `PAGE_CACHE_SECONDS` (default 15) and are keyed by the tenant's
// catalog generation, so a change of the catalog (the job feed) retires its pages at once, as it
// does the cached searches. A page being rendered is shared: visitors asking for it meanwhile wait
// for that rendering instead of starting their own (a popular page expiring under load would
// otherwise be rendered by every request in flight).
import { LRUCache } from 'lru-cache';

/** A rendered page as it was sent: its status and its whole HTML. */
export interface CachedPage {
  readonly status: number;
  readonly html: string;
}

/** A page being rendered by the visitor who asked first: what it sent, or nothing to keep. */
export interface PageFill {
  /** Keeps the page (a complete, cacheable answer). */
  keep(page: CachedPage): void;
  /** Keeps nothing (a redirect, an error status, a failed rendering): a waiting visitor renders their own. */
  drop(): void;
}

/** The cache of one server process. */
export interface PageCache {
  /**
   * The page for `key`, when one is kept or being rendered for someone else (then it resolves when
   * that rendering ends: undefined if it kept nothing); undefined when the caller must render it,
   * having called `fill` for it.
   */
  lookup(key: string): Promise<CachedPage | undefined> | undefined;
  /** Marks `key` as being rendered by the caller, who then calls `keep` or `drop` exactly once. */
  fill(key: string): PageFill;
}

/** Options of `pageCache`. */
export interface PageCacheOptions {
  /** How long a page is kept; 0 turns the cache off. */
  readonly seconds: number;
  /** The most HTML kept, in UTF-16 code units (~bytes for pages of mostly ASCII markup). */
  readonly maxSize?: number;
  /** The clock, in milliseconds (tests). */
  readonly now?: () => number;
}

/** Enough for a few hundred job pages of ~100 KB (their markup and the messages they carry). */
const DEFAULT_MAX_SIZE = 64 * 1024 * 1024;

/** A cache keeping pages `seconds` long (an LRU bounded by size). */
export function pageCache({ seconds, maxSize = DEFAULT_MAX_SIZE, now }: PageCacheOptions): PageCache {
  if (seconds <= 0) return { lookup: () => undefined, fill: () => ({ keep: () => undefined, drop: () => undefined }) };
  const kept = new LRUCache<string, CachedPage>({
    maxSize,
    sizeCalculation: (page) => Math.max(1, page.html.length),
    ttl: seconds * 1000,
    // Whole milliseconds, read at each lookup (the default re-reads the clock at most once a millisecond).
    ttlResolution: 0,
    ...(now && { perf: { now } }),
  });
  /** Pages being rendered now, and the promise their waiters hold. */
  const pending = new Map<string, Promise<CachedPage | undefined>>();
  return {
    lookup(key) {
      const page = kept.get(key);
      if (page) return Promise.resolve(page);
      return pending.get(key);
    },
    fill(key) {
      let settle!: (page: CachedPage | undefined) => void;
      pending.set(key, new Promise((resolve) => (settle = resolve)));
      let done = false;
      const end = (page: CachedPage | undefined) => {
        if (done) return;
        done = true;
        pending.delete(key);
        if (page && page.html.length <= maxSize) kept.set(key, page);
        settle(page);
      };
      return { keep: (page) => end(page), drop: () => end(undefined) };
    },
  };
}
