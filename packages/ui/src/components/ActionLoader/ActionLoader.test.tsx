import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@talent/tooling/axe';
import { ActionLoader } from './ActionLoader.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('ActionLoader', () => {
  it('appears only after 200 ms and shows its caption', async () => {
    vi.useFakeTimers();
    render(<ActionLoader active label="Working" caption="Sending your application…" />);
    act(() => {
      vi.advanceTimersByTime(199);
    });
    expect(screen.queryByRole('status')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status', { name: 'Sending your application…' })).toBeInTheDocument();
    expect(screen.getByText('Sending your application…')).toBeVisible();
    vi.useRealTimers();
    expect(await axeViolations()).toEqual([]);
  });

  it('never shows for an action that ends within the delay', () => {
    vi.useFakeTimers();
    const { rerender } = render(<ActionLoader active label="Working" />);
    act(() => {
      vi.advanceTimersByTime(150);
    });
    rerender(<ActionLoader active={false} label="Working" />);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
