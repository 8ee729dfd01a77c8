import { describe, expect, it } from 'vitest';
import { MAX_TIMER_DELAY_MS, createTokenRefresher, refreshDelay } from './auth.ts';
import { TOKEN_REFRESH_MARGIN_MS } from './constants.ts';

describe('refreshDelay', () => {
  const now = 1_000_000;

  it('waits until 5 minutes before expiry', () => {
    expect(refreshDelay(now + 15 * 60_000, now)).toBe(10 * 60_000);
  });

  it('is 0 exactly at the start of the window', () => {
    expect(refreshDelay(now + TOKEN_REFRESH_MARGIN_MS, now)).toBe(0);
  });

  it('is 1 ms one millisecond before the window', () => {
    expect(refreshDelay(now + TOKEN_REFRESH_MARGIN_MS + 1, now)).toBe(1);
  });

  it('is 0 inside the window and after expiry', () => {
    expect(refreshDelay(now + 60_000, now)).toBe(0);
    expect(refreshDelay(now - 60_000, now)).toBe(0);
  });
});

/** A fake clock with timers, advanced by hand. */
function fakeHost(start = 0) {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; fn: () => void; delay: number }>();
  return {
    now: () => now,
    timers,
    setTimer: (fn: () => void, delay: number) => {
      const id = nextId++;
      timers.set(id, { at: now + delay, fn, delay });
      return id;
    },
    clearTimer: (id: number) => {
      timers.delete(id);
    },
    /** Moves the clock forward, firing due timers in order. */
    advance(ms: number) {
      const target = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= target).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].fn();
      }
      now = target;
    },
  };
}

/** Lets pending promise callbacks run (the refresher reacts to `refresh()` settling). */
async function flush() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

function setup(expiresIn: number, lifetime = 15 * 60_000) {
  const host = fakeHost(1_000_000);
  let expiresAt: number | null = host.now() + expiresIn;
  const calls: number[] = [];
  const errors: unknown[] = [];
  let fail = false;
  const refresher = createTokenRefresher({
    refresh: () => {
      calls.push(host.now());
      if (fail) return Promise.reject(new Error('network down'));
      expiresAt = host.now() + lifetime;
      return Promise.resolve();
    },
    getExpiresAt: () => expiresAt,
    now: host.now,
    setTimer: host.setTimer,
    clearTimer: host.clearTimer,
    onError: (error) => errors.push(error),
  });
  return {
    host,
    refresher,
    calls,
    errors,
    logout: () => (expiresAt = null),
    setFail: (value: boolean) => (fail = value),
  };
}

describe('createTokenRefresher', () => {
  it('refreshes 5 minutes before expiry and not earlier', async () => {
    const t = setup(15 * 60_000);
    t.refresher.start();
    t.host.advance(10 * 60_000 - 1);
    await flush();
    expect(t.calls).toHaveLength(0);
    t.host.advance(1);
    await flush();
    expect(t.calls).toEqual([1_000_000 + 10 * 60_000]);
  });

  it('refreshes immediately when already inside the window', async () => {
    const t = setup(4 * 60_000);
    t.refresher.start();
    await flush();
    expect(t.calls).toEqual([1_000_000]);
  });

  it('refreshes immediately exactly at the window boundary', async () => {
    const t = setup(TOKEN_REFRESH_MARGIN_MS);
    t.refresher.start();
    await flush();
    expect(t.calls).toHaveLength(1);
  });

  it('re-checks after each refresh and schedules the next one from the new expiry', async () => {
    const t = setup(4 * 60_000);
    t.refresher.start();
    await flush();
    expect(t.calls).toHaveLength(1);
    expect([...t.host.timers.values()].map((x) => x.delay)).toEqual([10 * 60_000]);
    t.host.advance(10 * 60_000);
    await flush();
    expect(t.calls).toEqual([1_000_000, 1_000_000 + 10 * 60_000]);
  });

  it('schedules nothing while logged out', async () => {
    const t = setup(0);
    t.logout();
    t.refresher.start();
    await flush();
    expect(t.calls).toHaveLength(0);
    expect(t.host.timers.size).toBe(0);
  });

  it('stop() cancels the timer', async () => {
    const t = setup(15 * 60_000);
    t.refresher.start();
    t.refresher.stop();
    expect(t.host.timers.size).toBe(0);
    t.host.advance(60 * 60_000);
    await flush();
    expect(t.calls).toHaveLength(0);
  });

  it('stop() during a refresh in flight schedules nothing afterwards', async () => {
    const t = setup(60_000);
    t.refresher.start();
    t.refresher.stop();
    await flush();
    expect(t.calls).toHaveLength(1);
    expect(t.host.timers.size).toBe(0);
  });

  it('start() twice keeps a single timer', () => {
    const t = setup(15 * 60_000);
    t.refresher.start();
    t.refresher.start();
    expect(t.host.timers.size).toBe(1);
  });

  it('reports a failed refresh and stops instead of retrying in a loop', async () => {
    const t = setup(60_000);
    t.setFail(true);
    t.refresher.start();
    await flush();
    expect(t.calls).toHaveLength(1);
    expect(t.errors).toHaveLength(1);
    expect(t.host.timers.size).toBe(0);
  });

  it('reports and stops when the new token is still inside the window', async () => {
    const t = setup(60_000, 2 * 60_000);
    t.refresher.start();
    await flush();
    expect(t.calls).toHaveLength(1);
    expect(String(t.errors[0])).toMatch(/refresh margin/);
    expect(t.host.timers.size).toBe(0);
  });

  it('does not report a failure of a refresh that stop() abandoned', async () => {
    const t = setup(60_000);
    t.setFail(true);
    t.refresher.start();
    t.refresher.stop();
    await flush();
    expect(t.errors).toEqual([]);
  });

  it('treats a logout during the refresh as the end of the schedule, not as an error', async () => {
    const t = setup(60_000);
    t.refresher.start();
    t.logout();
    await flush();
    expect(t.errors).toEqual([]);
    expect(t.host.timers.size).toBe(0);
  });

  it('works without an onError handler', async () => {
    const host = fakeHost();
    const refresher = createTokenRefresher({
      refresh: () => Promise.reject(new Error('offline')),
      getExpiresAt: () => host.now() + 1000,
      now: host.now,
      setTimer: host.setTimer,
      clearTimer: host.clearTimer,
    });
    expect(() => refresher.start()).not.toThrow();
    await flush();
    expect(host.timers.size).toBe(0);
  });

  it('stops quietly without an onError handler when the new token is still inside the window', async () => {
    const host = fakeHost();
    let expiresAt = host.now() + 60_000;
    let refreshes = 0;
    const refresher = createTokenRefresher({
      refresh: () => {
        refreshes += 1;
        expiresAt = host.now() + 120_000;
        return Promise.resolve();
      },
      getExpiresAt: () => expiresAt,
      now: host.now,
      setTimer: host.setTimer,
      clearTimer: host.clearTimer,
    });
    refresher.start();
    await flush();
    expect(refreshes).toBe(1);
    expect(host.timers.size).toBe(0);
  });

  it('splits delays longer than setTimeout allows and still refreshes on time', async () => {
    const farAway = 30 * 24 * 60 * 60_000;
    const t = setup(farAway);
    t.refresher.start();
    expect([...t.host.timers.values()][0]!.delay).toBe(MAX_TIMER_DELAY_MS);
    t.host.advance(farAway - TOKEN_REFRESH_MARGIN_MS - 1);
    await flush();
    expect(t.calls).toHaveLength(0);
    t.host.advance(1);
    await flush();
    expect(t.calls).toEqual([1_000_000 + farAway - TOKEN_REFRESH_MARGIN_MS]);
  });
});
