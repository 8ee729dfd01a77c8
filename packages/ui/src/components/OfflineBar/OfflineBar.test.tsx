import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@talent/tooling/axe';
import { OfflineBar } from './OfflineBar.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('OfflineBar', () => {
  it('announces the message once and ticks a clock outside the live region', async () => {
    vi.useFakeTimers();
    let t = Date.UTC(2026, 10, 21, 9, 30, 0);
    render(<OfflineBar message="You are offline." locale="en-GB" now={() => new Date(t)} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^You are offline\.$/);
    const clock = document.querySelector('time')!;
    const first = clock.textContent;
    t += 1000;
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(clock.textContent).not.toBe(first);
    expect(clock.getAttribute('dateTime')).toBe('2026-11-21T09:30:01.000Z');
    vi.useRealTimers();
    expect(await axeViolations()).toEqual([]);
  });
});
