import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@talent/tooling/axe';
import { PageLoader } from './PageLoader.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('PageLoader', () => {
  it('shows at once and stays 300 ms after loading ends', async () => {
    vi.useFakeTimers();
    const { rerender } = render(<PageLoader active label="Loading page" />);
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    rerender(<PageLoader active={false} label="Loading page" />);
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    vi.useRealTimers();
    expect(await axeViolations()).toEqual([]);
  });
});
