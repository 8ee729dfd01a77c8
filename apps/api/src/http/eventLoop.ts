// Event-loop delay of this process (perf_hooks.monitorEventLoopDelay): how long a timer was late,
// i.e. how long something kept the server's one thread from answering anyone. Kept over a rolling
// window of 30 to 60 seconds, so /readyz shows the recent past rather than the start-up.
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** Delays in milliseconds. */
export interface EventLoopDelay {
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  /** Seconds the figures cover. */
  readonly windowSeconds: number;
}

/** Measures the event-loop delay until `stop()`. */
export interface EventLoopMonitor {
  read(): EventLoopDelay;
  stop(): void;
}

const WINDOW_MS = 30_000;
/** Sampling resolution: a 10 ms timer (finer costs more than it tells). */
const RESOLUTION_MS = 10;

/** The histogram monitorEventLoopDelay returns. */
type DelayHistogram = ReturnType<typeof monitorEventLoopDelay>;

export function eventLoopMonitor(): EventLoopMonitor {
  let current: DelayHistogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  let previous: DelayHistogram | undefined;
  let since = performance.now();
  let previousSince = since;
  current.enable();
  // Two windows: the one filling now and the one before, so a reading never covers only a moment.
  const rotate = setInterval(() => {
    previous?.disable();
    previous = current;
    previousSince = since;
    current = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
    since = performance.now();
    current.enable();
  }, WINDOW_MS);
  rotate.unref();
  // The histogram holds how long each 10 ms sampling timer took; the delay is what exceeds 10 ms.
  const ms = (ns: number) => Math.max(0, Math.round((ns / 1e6 - RESOLUTION_MS) * 100) / 100);
  // An empty histogram reports sentinel values; nothing measured is no delay.
  const figures = (h: DelayHistogram) =>
    h.count === 0
      ? { p50: 0, p99: 0, max: 0, count: 0 }
      : { p50: ms(h.percentile(50)), p99: ms(h.percentile(99)), max: ms(h.max), count: h.count };
  return {
    read() {
      // Node cannot merge delay histograms, so the two windows are combined conservatively: the
      // worse p99 and max, and the median of the window with more samples.
      const windows = [figures(current), ...(previous ? [figures(previous)] : [])];
      const fuller = windows.reduce((a, b) => (b.count > a.count ? b : a));
      return {
        p50: fuller.p50,
        p99: Math.max(...windows.map((w) => w.p99)),
        max: Math.max(...windows.map((w) => w.max)),
        windowSeconds: Math.round((performance.now() - (previous ? previousSince : since)) / 1000),
      };
    },
    stop() {
      clearInterval(rotate);
      current.disable();
      previous?.disable();
    },
  };
}
