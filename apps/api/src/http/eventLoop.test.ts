import { describe, expect, it } from 'vitest';
import { eventLoopMonitor } from './eventLoop.ts';

describe('eventLoopMonitor', () => {
  it('reports a blocked event loop as delay', async () => {
    const monitor = eventLoopMonitor();
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const idle = monitor.read();
      expect(idle.max).toBeLessThan(150);
      // Busy for 200 ms: every timer of that time is late.
      const until = performance.now() + 200;
      while (performance.now() < until);
      await new Promise((resolve) => setTimeout(resolve, 30));
      const blocked = monitor.read();
      expect(blocked.max).toBeGreaterThanOrEqual(150);
      expect(blocked.p99).toBeGreaterThanOrEqual(blocked.p50);
      expect(blocked.windowSeconds).toBeGreaterThanOrEqual(0);
    } finally {
      monitor.stop();
    }
  });
});
