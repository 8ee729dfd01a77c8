// Load shedding: a server offered more than it can do answers 503 with Retry-After at once instead
// of queueing without bound. Two measures, per class of request — pages ("page": the routes that
// say so, the portal's server-rendered pages) are shed before everything else ("api": API calls,
// and assets, logos, sitemaps, which cost little), so a talent mid-application keeps working while
// anonymous page views are turned away:
//
// - **Work in flight** (`Admission`): at most `api.maxInFlight` requests are worked on at once, of
//   which at most `page.maxInFlight` pages; a request beyond waits, in a queue of `maxQueue`
//   (API requests ahead of pages), at most its class's `maxWaitMs`, then is shed. This is what
//   bounds latency: on the embedded database every statement takes turns on one session in
//   another thread, so an overloaded server's event loop is idle while its requests queue for the
//   database — the event-loop delay alone never rose there, and latency grew to minutes.
// - **Event-loop delay and heap** (`@fastify/under-pressure`, sampled every second): above its
//   class's limit, a request is shed as it arrives (a render or a parse blocking the thread; a
//   heap close to V8's limit, before the collector thrashes).
//
// Health checks (`loadShedding: false` in a route's config) are never shed, nor in-process calls
// (`inject`: the API calls of a page being rendered, which belong to a page already admitted).
import underPressure from '@fastify/under-pressure';
import type { FastifyBaseLogger, FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IncomingMessage } from 'node:http';
import { getHeapStatistics } from 'node:v8';
import { Problem } from '../problems.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How the route's requests are treated under load: `'page'` shed first (pages rendered on the
     * server, the costliest work there is), `false` never (liveness and readiness must stay
     * answered); unset, as API calls.
     */
    loadShedding?: false | 'page';
  }
}

/**
 * The route config of pages (shed before API calls): the composition app hands it to the portal,
 * whose page routes carry it (apps/server; the portal imports no server).
 */
export const PAGE_ROUTE_CONFIG: FastifyContextConfig = { loadShedding: 'page' };

/**
 * The classes of requests, in the order they are shed: pages first, then API calls and everything
 * else (`api`).
 */
export type LoadClass = 'api' | 'page';

/** The limits of one class. */
export interface ClassLimits {
  /**
   * Requests worked on at once: for `api` all requests (pages included), for `page` the pages
   * among them.
   */
  readonly maxInFlight: number;
  /** How long a request may wait for its turn before it is shed (0: shed at once when full). */
  readonly maxWaitMs: number;
  /** Mean event-loop delay over the last second above which the class is shed (0: never). */
  readonly maxEventLoopDelayMs: number;
  /** Share of V8's heap limit in use above which the class is shed (0: never). */
  readonly maxHeapShare: number;
}

/** The shedding configuration (`OVERLOAD_*`, bootstrap/config.ts). */
export interface OverloadConfig {
  /** Requests waiting for their turn, of both classes (0: none wait). */
  readonly maxQueue: number;
  /** The 503's Retry-After. */
  readonly retryAfterSeconds: number;
  readonly api: ClassLimits;
  readonly page: ClassLimits;
}

/** Why a request was shed. */
export type ShedReason = 'queueFull' | 'waitedTooLong' | 'eventLoopDelay' | 'heap';

/** What the process measures (under-pressure's last sample). */
export interface PressureReading {
  /** Mean event-loop delay of the last sample, ms. */
  readonly eventLoopDelayMs: number;
  readonly heapUsedBytes: number;
}

/**
 * Whether a class is shed at this reading, and why. A delay of `Infinity` is under-pressure's "no
 * sample in the last second": the thread was blocked all that second — typically the server's own
 * start (migrations, the seed) — which says nothing of now (this request is being read); a thread
 * that stays blocked shows in the samples that do come, each late by a second or more.
 */
export function pressureOn(
  limits: ClassLimits,
  reading: PressureReading,
  heapLimitBytes: number,
): 'eventLoopDelay' | 'heap' | undefined {
  const delay = reading.eventLoopDelayMs;
  if (limits.maxEventLoopDelayMs > 0 && Number.isFinite(delay) && delay > limits.maxEventLoopDelayMs)
    return 'eventLoopDelay';
  if (limits.maxHeapShare > 0 && reading.heapUsedBytes > limits.maxHeapShare * heapLimitBytes) return 'heap';
  return undefined;
}

/** Gives a slot back; calling it again does nothing. */
export type Release = () => void;

/** A request's turn: a slot now, a place in the queue, or none (shed). */
export type Turn =
  | { readonly release: Release }
  | {
      /** The slot, or undefined when the request was shed (its wait over, or its place taken). */
      readonly waiting: Promise<Release | undefined>;
      /** Gives the place in the queue up (the client left). */
      readonly cancel: () => void;
    }
  | undefined;

interface Waiter {
  readonly loadClass: LoadClass;
  readonly onShed: (reason: ShedReason) => void;
  readonly admitted: (release: Release | undefined) => void;
  timer: NodeJS.Timeout | undefined;
}

/** Counts per class. */
export type PerClass = Record<LoadClass, number>;

/**
 * Admission of requests by class: a slot when one is free, else a place in the queue for at most
 * the class's wait, else nothing (shed). API requests are served from the queue before pages, and
 * one that finds the queue full takes the place of the newest page waiting (which is shed).
 */
export class Admission {
  readonly #config: OverloadConfig;
  readonly #inFlight: PerClass = { api: 0, page: 0 };
  readonly #queue: Waiter[] = [];

  constructor(config: OverloadConfig) {
    this.#config = config;
  }

  /** Requests being worked on, and waiting, per class. */
  counts(): { inFlight: PerClass; waiting: PerClass } {
    const waiting = { api: 0, page: 0 };
    for (const waiter of this.#queue) waiting[waiter.loadClass]++;
    return { inFlight: { ...this.#inFlight }, waiting };
  }

  /**
   * The turn of a request of `loadClass`. `onShed` says why one is shed: `'queueFull'` (at once, or
   * when an API request takes a waiting page's place) or `'waitedTooLong'` (after its class's wait).
   */
  admit(loadClass: LoadClass, onShed: (reason: ShedReason) => void): Turn {
    if (this.#queuedAhead(loadClass) === 0 && this.#free(loadClass)) return { release: this.#take(loadClass) };
    const wait = this.#config[loadClass].maxWaitMs;
    if (wait === 0 || !this.#makeRoom(loadClass)) {
      onShed('queueFull');
      return undefined;
    }
    let waiter!: Waiter;
    const waiting = new Promise<Release | undefined>((admitted) => {
      waiter = { loadClass, onShed, admitted, timer: undefined };
    });
    waiter.timer = setTimeout(() => {
      this.#remove(waiter);
      onShed('waitedTooLong');
      waiter.admitted(undefined);
    }, wait);
    this.#queue.push(waiter);
    return {
      waiting,
      cancel: () => {
        if (!this.#remove(waiter)) return;
        clearTimeout(waiter.timer);
        waiter.admitted(undefined);
      },
    };
  }

  /** Waiters that go before a newcomer of `loadClass`: API requests before pages. */
  #queuedAhead(loadClass: LoadClass): number {
    return loadClass === 'page' ? this.#queue.length : this.#queue.filter((w) => w.loadClass === 'api').length;
  }

  #free(loadClass: LoadClass): boolean {
    const total = this.#inFlight.api + this.#inFlight.page;
    if (total >= this.#config.api.maxInFlight) return false;
    return loadClass === 'api' || this.#inFlight.page < this.#config.page.maxInFlight;
  }

  /** Whether a newcomer of `loadClass` has a place in the queue (an API request may take a page's). */
  #makeRoom(loadClass: LoadClass): boolean {
    if (this.#queue.length < this.#config.maxQueue) return true;
    if (loadClass === 'page') return false;
    const newestPage = this.#queue.findLastIndex((w) => w.loadClass === 'page');
    if (newestPage < 0) return false;
    const [evicted] = this.#queue.splice(newestPage, 1);
    clearTimeout(evicted!.timer);
    evicted!.onShed('queueFull');
    evicted!.admitted(undefined);
    return true;
  }

  #take(loadClass: LoadClass): Release {
    this.#inFlight[loadClass]++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#inFlight[loadClass]--;
      this.#next();
    };
  }

  /** Hands free slots to the waiters: API requests first, then pages, each in arrival order. */
  #next(): void {
    for (const loadClass of ['api', 'page'] as const) {
      for (;;) {
        const waiter = this.#queue.find((w) => w.loadClass === loadClass);
        if (!waiter || !this.#free(loadClass)) break;
        this.#remove(waiter);
        clearTimeout(waiter.timer);
        waiter.admitted(this.#take(loadClass));
      }
    }
  }

  /** Takes a waiter out of the queue; false when it was no longer in it. */
  #remove(waiter: Waiter): boolean {
    const at = this.#queue.indexOf(waiter);
    if (at < 0) return false;
    this.#queue.splice(at, 1);
    return true;
  }
}

/** The class of a request, or undefined when it is never shed. */
export function loadClassOf(request: FastifyRequest): LoadClass | undefined {
  const shedding = request.routeOptions.config?.loadShedding;
  if (shedding === false) return undefined;
  // Fastify's `inject` (light-my-request) hands routes a request of its own, not a socket's: an
  // in-process call, made by a request that was admitted already.
  if (!(request.raw instanceof IncomingMessage)) return undefined;
  return shedding === 'page' ? 'page' : 'api';
}

/** What `/readyz` shows of the shedding. */
export interface LoadStatus {
  readonly inFlight: PerClass;
  readonly waiting: PerClass;
  /** Requests shed since the start, per class. */
  readonly shed: PerClass;
  /**
   * under-pressure's last sample: mean event-loop delay (ms; null: no sample in the last second)
   * and the share of V8's heap limit in use.
   */
  readonly eventLoopDelayMs: number | null;
  readonly heapShare: number;
}

/** The shedding of a server: its status for `/readyz`. */
export interface LoadShedding {
  status(): LoadStatus;
}

/** How often a server that sheds says so in its log (not once per request: that would add load). */
const LOG_EVERY_MS = 10_000;

/**
 * Registers the shedding on the server's root (before the API's and the portal's routes, so it
 * covers both). A shed request is a `Problem` 503 `error.overloaded` with Retry-After, thrown into
 * its route's error handler: the API answers problem+json, the portal a small page of its own.
 */
export async function registerLoadShedding(app: FastifyInstance, config: OverloadConfig): Promise<LoadShedding> {
  const heapLimitBytes = getHeapStatistics().heap_size_limit;
  const shed: PerClass = { api: 0, page: 0 };
  const log = shedLog(app.log);
  const overloaded = (loadClass: LoadClass, reason: ShedReason, reply: FastifyReply) => {
    shed[loadClass]++;
    log(loadClass, reason);
    reply.header('Retry-After', String(config.retryAfterSeconds));
    return new Problem(503, ['error.overloaded'], [], { retryAfter: config.retryAfterSeconds });
  };
  const reading = (): PressureReading => {
    const usage = app.memoryUsage();
    return { eventLoopDelayMs: usage.eventLoopDelay, heapUsedBytes: usage.heapUsed };
  };
  const lowest = (pick: (limits: ClassLimits) => number) => {
    const set = [pick(config.api), pick(config.page)].filter((value) => value > 0);
    return set.length === 0 ? 0 : Math.min(...set);
  };
  // under-pressure sheds when any sample is above its limits: given the lower of the two classes',
  // it asks `pressureHandler`, which sheds only the classes whose own limits the sample exceeds
  // (and lets the rest through).
  await app.register(underPressure, {
    maxEventLoopDelay: lowest((limits) => limits.maxEventLoopDelayMs),
    maxHeapUsedBytes: lowest((limits) => limits.maxHeapShare) * heapLimitBytes,
    retryAfter: config.retryAfterSeconds,
    pressureHandler: (request, reply) => {
      const loadClass = loadClassOf(request);
      const reason = loadClass && pressureOn(config[loadClass], reading(), heapLimitBytes);
      // A rejection goes to the route's error handler; undefined lets the request through.
      return reason ? Promise.reject(overloaded(loadClass, reason, reply)) : undefined;
    },
  });

  // The turn is taken once the request is read (before its handler): a client sending its body
  // slowly holds no slot meanwhile. It is given back when the answer is done or the client left —
  // a streamed page holds its slot until its last byte, as its rendering goes on until then.
  const admission = new Admission(config);
  app.addHook('preHandler', async (request, reply) => {
    const loadClass = loadClassOf(request);
    if (!loadClass) return;
    let reason: ShedReason = 'queueFull';
    const turn = admission.admit(loadClass, (why) => (reason = why));
    if (!turn) throw overloaded(loadClass, reason, reply);
    let release: Release | undefined;
    if ('release' in turn) release = turn.release;
    else {
      // A client that leaves while waiting gives its place up (counted as waited too long).
      reason = 'waitedTooLong';
      reply.raw.once('close', turn.cancel);
      release = await turn.waiting;
      reply.raw.off('close', turn.cancel);
      if (!release) throw overloaded(loadClass, reason, reply);
    }
    reply.raw.once('close', release);
    // Gone already (no 'close' will come): the slot goes back at once.
    if (reply.raw.destroyed) release();
  });

  return {
    status: () => {
      const usage = reading();
      return {
        ...admission.counts(),
        shed: { ...shed },
        eventLoopDelayMs: Number.isFinite(usage.eventLoopDelayMs)
          ? Math.round(usage.eventLoopDelayMs * 100) / 100
          : null,
        heapShare: Math.round((usage.heapUsedBytes / heapLimitBytes) * 1000) / 1000,
      };
    },
  };
}

/** A warning when shedding starts, then at most one every LOG_EVERY_MS with what was shed since. */
function shedLog(log: FastifyBaseLogger): (loadClass: LoadClass, reason: ShedReason) => void {
  let since = 0;
  let counts: Partial<Record<`${LoadClass}.${ShedReason}`, number>> = {};
  return (loadClass, reason) => {
    const key = `${loadClass}.${reason}` as const;
    counts[key] = (counts[key] ?? 0) + 1;
    const now = performance.now();
    if (since !== 0 && now - since < LOG_EVERY_MS) return;
    log.warn({ shed: counts }, 'overloaded: shedding requests (503 error.overloaded)');
    counts = {};
    since = now;
  };
}
