import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Admission, pressureOn } from './overload.ts';
import type { ClassLimits, OverloadConfig, Release, ShedReason, Turn } from './overload.ts';

const limits = (overrides: Partial<ClassLimits> = {}): ClassLimits => ({
  maxInFlight: 2,
  maxWaitMs: 1000,
  maxEventLoopDelayMs: 0,
  maxHeapShare: 0,
  ...overrides,
});

const config = (overrides: Partial<OverloadConfig> = {}): OverloadConfig => ({
  maxQueue: 4,
  retryAfterSeconds: 5,
  api: limits({ maxInFlight: 3, maxWaitMs: 2000 }),
  page: limits({ maxInFlight: 2, maxWaitMs: 500 }),
  ...overrides,
});

/** A turn's outcome as it stands: admitted (its release), waiting, or shed (and why). */
function track(admission: Admission, loadClass: 'api' | 'page') {
  const state: { release?: Release | undefined; shed?: ShedReason; turn: Turn } = { turn: undefined };
  state.turn = admission.admit(loadClass, (reason) => (state.shed = reason));
  if (state.turn && 'release' in state.turn) state.release = state.turn.release;
  else if (state.turn) void state.turn.waiting.then((release) => (state.release = release));
  return state;
}

describe('Admission', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('admits up to the limits: all requests for the API, the pages among them for pages', () => {
    const admission = new Admission(config({ maxQueue: 0 }));
    const pages = [track(admission, 'page'), track(admission, 'page'), track(admission, 'page')];
    expect(pages.map((p) => p.release !== undefined)).toEqual([true, true, false]);
    expect(pages[2]!.shed).toBe('queueFull');
    // Two pages in flight: the API has one slot of its three left.
    const api = [track(admission, 'api'), track(admission, 'api')];
    expect(api.map((a) => a.release !== undefined)).toEqual([true, false]);
    expect(admission.counts()).toEqual({ inFlight: { api: 1, page: 2 }, waiting: { api: 0, page: 0 } });
    // A release frees a slot once, however often it is called.
    pages[0]!.release!();
    pages[0]!.release!();
    expect(admission.counts().inFlight).toEqual({ api: 1, page: 1 });
  });

  it('lets a request wait its turn, and sheds it when its class has waited its limit', async () => {
    const admission = new Admission(config({ api: limits({ maxInFlight: 1, maxWaitMs: 2000 }) }));
    const first = track(admission, 'api');
    const page = track(admission, 'page');
    const second = track(admission, 'api');
    expect(admission.counts().waiting).toEqual({ api: 1, page: 1 });
    await vi.advanceTimersByTimeAsync(500);
    expect(page.shed).toBe('waitedTooLong');
    expect(page.release).toBeUndefined();
    expect(admission.counts().waiting).toEqual({ api: 1, page: 0 });
    first.release!();
    await vi.advanceTimersByTimeAsync(0);
    expect(second.release).toBeDefined();
    expect(second.shed).toBeUndefined();
    expect(admission.counts()).toEqual({ inFlight: { api: 1, page: 0 }, waiting: { api: 0, page: 0 } });
  });

  it('serves waiting API requests before waiting pages, and pages in arrival order', async () => {
    const admission = new Admission(config({ api: limits({ maxInFlight: 1, maxWaitMs: 2000 }) }));
    const held = track(admission, 'api');
    const page1 = track(admission, 'page');
    const api = track(admission, 'api');
    const page2 = track(admission, 'page');
    held.release!();
    await vi.advanceTimersByTimeAsync(0);
    expect([api.release, page1.release, page2.release].map(Boolean)).toEqual([true, false, false]);
    api.release!();
    await vi.advanceTimersByTimeAsync(0);
    expect([page1.release, page2.release].map(Boolean)).toEqual([true, false]);
  });

  it('lets an API request that finds the queue full take the place of the newest page', () => {
    const admission = new Admission(config({ maxQueue: 2, api: limits({ maxInFlight: 1, maxWaitMs: 2000 }) }));
    track(admission, 'api');
    const older = track(admission, 'page');
    const newer = track(admission, 'page');
    const page = track(admission, 'page');
    expect(page.shed).toBe('queueFull');
    const api = track(admission, 'api');
    expect(api.shed).toBeUndefined();
    expect(newer.shed).toBe('queueFull');
    expect(older.shed).toBeUndefined();
    expect(admission.counts().waiting).toEqual({ api: 1, page: 1 });
    // Full of API requests, the queue takes no more.
    expect(track(admission, 'api').shed).toBeUndefined();
    expect(older.shed).toBe('queueFull');
    expect(track(admission, 'api').shed).toBe('queueFull');
  });

  it('gives a waiting place up when the client leaves, without a slot', async () => {
    const admission = new Admission(config({ api: limits({ maxInFlight: 1, maxWaitMs: 2000 }) }));
    const held = track(admission, 'api');
    const left = track(admission, 'api');
    const turn = left.turn;
    if (!turn || 'release' in turn) throw new Error('expected a waiting turn');
    turn.cancel();
    expect(await turn.waiting).toBeUndefined();
    expect(admission.counts().waiting.api).toBe(0);
    held.release!();
    expect(admission.counts().inFlight.api).toBe(0);
  });

  it('sheds at once rather than queueing when the class may not wait', () => {
    const admission = new Admission(config({ page: limits({ maxInFlight: 1, maxWaitMs: 0 }) }));
    track(admission, 'page');
    expect(track(admission, 'page').shed).toBe('queueFull');
  });
});

describe('pressureOn', () => {
  const heapLimit = 1000;
  it('sheds a class above its own event-loop delay or heap limit only', () => {
    const page = limits({ maxEventLoopDelayMs: 100, maxHeapShare: 0.8 });
    const api = limits({ maxEventLoopDelayMs: 200, maxHeapShare: 0.9 });
    const reading = { eventLoopDelayMs: 150, heapUsedBytes: 100 };
    expect(pressureOn(page, reading, heapLimit)).toBe('eventLoopDelay');
    expect(pressureOn(api, reading, heapLimit)).toBeUndefined();
    expect(pressureOn(page, { eventLoopDelayMs: 0, heapUsedBytes: 850 }, heapLimit)).toBe('heap');
    expect(pressureOn(api, { eventLoopDelayMs: 0, heapUsedBytes: 850 }, heapLimit)).toBeUndefined();
    expect(pressureOn(api, { eventLoopDelayMs: 201, heapUsedBytes: 0 }, heapLimit)).toBe('eventLoopDelay');
  });

  it('takes a second without any sample (the thread blocked by the start) for no reading', () => {
    const api = limits({ maxEventLoopDelayMs: 200 });
    expect(pressureOn(api, { eventLoopDelayMs: Infinity, heapUsedBytes: 0 }, heapLimit)).toBeUndefined();
  });

  it('never sheds on a measure whose limit is 0', () => {
    expect(pressureOn(limits(), { eventLoopDelayMs: 10_000, heapUsedBytes: 10_000 }, heapLimit)).toBeUndefined();
  });
});
