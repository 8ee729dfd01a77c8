// A short-lived cache of the public pages the server renders for visitors without a session. A
// job page is the same for every such visitor in one language — search engines, link previews of a
// shared job, the phones of a newsletter's readers — and rendering one costs the server ~7–19 ms of
// CPU (React, two API calls, the state it carries), so a page in demand would otherwise be rendered
// for every visitor. Pages are keyed by the tenant's catalog generation, so a change of the catalog
// (the job feed) retires its pages at once, as it does the cached searches.
//
// A page is fresh for `PAGE_CACHE_SECONDS` (default 15). After that, the next visitor gets the kept
// page at once and the server renders it again in the background; visitors meanwhile get the kept
// page too. So no visitor of a page in demand waits for its rendering: with one rendering in flight,
// the visitors behind it (50 at a time in the bench) all waited for it, which was the bench's p95.
// A kept page is served until it is `SERVE_LIMIT_SECONDS` old, below the browser's 30 s `staleTime`:
// the page carries its data with the time it was fetched, and older data would be fetched again at
// once. A page nobody asked for in that time is rendered for its next visitor, who waits for it;
// visitors asking for a page while it renders for the first time wait for that rendering instead
// of starting their own.
import { LRUCache } from 'lru-cache';

/** A rendered page as it was sent: its status and its whole HTML. */
export interface CachedPage {
  readonly status: number;
  readonly html: string;
}

/** A page being rendered: what it sent, or nothing to keep. */
export interface PageFill {
  /** Keeps the page (a complete, cacheable answer). */
  keep(page: CachedPage): void;
  /** Keeps nothing (a redirect, an error status, a failed rendering): a waiting visitor renders their own. */
  drop(): void;
}

/** What to answer for a page. */
export type PageLookup =
  /**
   * Send `page`. With `refresh`, the page is past its fresh seconds: render it again in the
   * background and end `refresh` (`keep` or `drop`, exactly once).
   */
  | { readonly page: CachedPage; readonly refresh?: PageFill }
  /** The page is being rendered for another visitor: wait (undefined: it kept nothing; render it, unkept). */
  | { readonly wait: Promise<CachedPage | undefined> }
  /** Render the page and end `fill` (`keep` or `drop`, exactly once). */
  | { readonly fill: PageFill };

/** The cache of one server process. */
export interface PageCache {
  lookup(key: string): PageLookup;
}

/** Options of `pageCache`. */
export interface PageCacheOptions {
  /** How long a page is fresh; 0 turns the cache off. */
  readonly seconds: number;
  /** The most HTML kept, in UTF-16 code units (~bytes for pages of mostly ASCII markup). */
  readonly maxSize?: number;
  /** The clock, in milliseconds (tests). */
  readonly now?: () => number;
}

/** Enough for a few hundred job pages of ~100 KB (their markup and the messages they carry). */
const DEFAULT_MAX_SIZE = 64 * 1024 * 1024;

/** The oldest a kept page is served: under the browser's 30 s `staleTime`, with time to transfer it. */
export const SERVE_LIMIT_SECONDS = 28;

interface Kept {
  readonly page: CachedPage;
  /** When the page was kept (the clock of `now`). */
  readonly at: number;
}

/**
 * A cache keeping pages fresh `seconds`, served while renewed until `SERVE_LIMIT_SECONDS` (an LRU
 * bounded by size); none when `seconds` is 0 (then every page is rendered, and nothing is collected
 * or keyed for a cache).
 */
export function pageCache({
  seconds,
  maxSize = DEFAULT_MAX_SIZE,
  now = performance.now.bind(performance),
}: PageCacheOptions): PageCache | undefined {
  if (seconds <= 0) return undefined;
  const freshMs = Math.min(seconds, SERVE_LIMIT_SECONDS) * 1000;
  const kept = new LRUCache<string, Kept>({
    maxSize,
    sizeCalculation: (entry) => Math.max(1, entry.page.html.length),
    ttl: SERVE_LIMIT_SECONDS * 1000,
    // Whole milliseconds, read at each lookup (the default re-reads the clock at most once a millisecond).
    ttlResolution: 0,
    perf: { now },
  });
  /** Pages being rendered now, and the promise visitors waiting for a first rendering hold. */
  const pending = new Map<string, Promise<CachedPage | undefined>>();

  function fill(key: string): PageFill {
    let settle!: (page: CachedPage | undefined) => void;
    pending.set(key, new Promise((resolve) => (settle = resolve)));
    let done = false;
    const end = (page: CachedPage | undefined) => {
      if (done) return;
      done = true;
      pending.delete(key);
      if (page && page.html.length <= maxSize) kept.set(key, { page, at: now() });
      settle(page);
    };
    return { keep: (page) => end(page), drop: () => end(undefined) };
  }

  return {
    lookup(key) {
      const entry = kept.get(key);
      const age = entry === undefined ? Infinity : now() - entry.at;
      const rendering = pending.get(key);
      if (entry && age < SERVE_LIMIT_SECONDS * 1000) {
        // Past its fresh time: the first visitor after it starts the renewal, the others don't.
        const renew = age >= freshMs && rendering === undefined;
        return renew ? { page: entry.page, refresh: fill(key) } : { page: entry.page };
      }
      return rendering ? { wait: rendering } : { fill: fill(key) };
    },
  };
}
