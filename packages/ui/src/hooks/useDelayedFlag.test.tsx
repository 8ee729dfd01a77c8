import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDelayedFlag } from './useDelayedFlag.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useDelayedFlag', () => {
  it('turns on only after the on-delay and off only after the off-delay', () => {
    const { result, rerender } = renderHook(({ v }) => useDelayedFlag(v, 200, 300), { initialProps: { v: false } });
    rerender({ v: true });
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
    rerender({ v: false });
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(false);
  });

  it('never shows a value that flips back before its delay', () => {
    const { result, rerender } = renderHook(({ v }) => useDelayedFlag(v, 200), { initialProps: { v: false } });
    rerender({ v: true });
    act(() => {
      vi.advanceTimersByTime(150);
    });
    rerender({ v: false });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(result.current).toBe(false);
  });

  it('starts shown when there is no on-delay', () => {
    const { result } = renderHook(() => useDelayedFlag(true, 0));
    expect(result.current).toBe(true);
  });
});
