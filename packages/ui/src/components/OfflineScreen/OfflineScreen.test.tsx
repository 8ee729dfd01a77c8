import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@talent/tooling/axe';
import { OfflineScreen } from './OfflineScreen.tsx';

describe('OfflineScreen', () => {
  it('names the page with its heading, says what is wrong and retries on request', async () => {
    const onRetry = vi.fn();
    render(
      <OfflineScreen
        title="No connection"
        message="This page needs an internet connection."
        retryLabel="Try again"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('region', { name: 'No connection' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'No connection' })).toBeInTheDocument();
    expect(screen.getByText('This page needs an internet connection.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(await axeViolations()).toEqual([]);
  });
});
