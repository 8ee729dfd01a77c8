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
//
// All of that is lru-cache's own stale-while-revalidate, `fetch()` with a `fetchMethod`: a page's
// fresh seconds are its `ttl`; past them `fetch` answers the stale page (`allowStale`) and calls the
// fetch method once, however many visitors ask meanwhile (fetches are in-flight-unique); a key with
// no page, or whose renewal is under way without a page to send, answers the one rendering's
// promise to every visitor. A renewal that keeps nothing puts the stale page back. What is not
// lru-cache's is who renders: the fetch method only hands the visitor whose lookup called it a
// `PageFill`, and resolves with the page that visitor's rendering keeps. That visitor gets the page
// streamed as it renders (a first rendering) or renders it in the background (a renewal); nobody
// waits for a whole page to be collected first.
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
  /**
   * What to answer for the page `key`. A kept page, or the part to play in a rendering, is known at
   * once (the promise settles without waiting for any rendering; `wait` is the one that does). What
   * a rendering keeps or drops is the cache's a moment later (lru-cache takes a fetch's result
   * in a later microtask).
   */
  lookup(key: string): Promise<PageLookup>;
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

/** The fetch method's context: where it hands the rendering to the lookup that called it. */
interface Rendering {
  fill?: PageFill;
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
  // lru-cache counts an entry stale once it is *more* than `ttl` old; a page is old from its fresh
  // seconds on (15 000 ms, not 15 001).
  const ttl = Math.min(seconds, SERVE_LIMIT_SECONDS) * 1000 - 1;
  const serveLimitMs = SERVE_LIMIT_SECONDS * 1000;
  // lru-cache reads a start time of 0 as "no TTL": its clock reads 1 when the cache is made.
  const origin = now() - 1;
  const kept = new LRUCache<string, CachedPage, Rendering>({
    maxSize,
    sizeCalculation: (page) => Math.max(1, page.html.length),
    // A page being rendered takes no room until it is kept (the default placeholder size, 1, could
    // evict a kept page for a rendering that keeps nothing). A page larger than `maxSize` is not kept.
    backgroundFetchSize: 0,
    ttl,
    // Whole milliseconds, read at each lookup (the default re-reads the clock at most once a millisecond).
    ttlResolution: 0,
    perf: { now: () => now() - origin },
    // Past its fresh time a page is sent while it is renewed. (`noDeleteOnStaleGet` is moot: only
    // `get` deletes a stale entry, and this cache only fetches.)
    allowStale: true,
    // A rendering whose entry newer pages pushed out meanwhile still hands its page to the visitors
    // waiting for it (it is not kept then: its next visitor renders it again).
    ignoreFetchAbort: true,
    fetchMethod: (_key, _stale, { context }) =>
      new Promise<CachedPage | undefined>((resolve) => {
        // Only the first end counts: a drop after keeping (the stream's cleanup) keeps the page.
        context.fill = { keep: (page) => resolve(page), drop: () => resolve(undefined) };
      }),
  });

  return {
    async lookup(key) {
      const rendering: Rendering = {};
      const status: LRUCache.Status<string, CachedPage, Rendering> = {};
      // The kept page's age is its TTL less what remains of it (a key with no page has 0 left).
      // Past the serve limit it is not sent: this visitor renders, or waits for the renewal under way.
      const servable = ttl - kept.getRemainingTTL(key) < serveLimitMs;
      // The fetch method runs within `fetch` (or not at all), so `rendering` and `status` are set
      // when it returns; an aborted rendering's waiters render their own.
      const found = kept.fetch(key, { context: rendering, status, allowStale: servable }).catch(() => undefined);
      const { fill } = rendering;
      if (status.fetch === 'hit' || status.returnedStale) {
        const page = await found;
        if (page === undefined) throw new Error(`the page cache answered no page for a ${status.fetch} of ${key}`);
        // Stale, and this lookup's fetch started the renewal: this visitor's request renders it.
        return fill ? { page, refresh: fill } : { page };
      }
      return fill ? { fill } : { wait: found };
    },
  };
}
