import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@talent/tooling/axe';
import { LoadFailure } from './LoadFailure.tsx';

describe('LoadFailure', () => {
  it('says what could not be loaded and asks again on request', async () => {
    const onRetry = vi.fn();
    render(<LoadFailure message="Your applications could not be loaded." retryLabel="Try again" onRetry={onRetry} />);
    expect(screen.getByText('Your applications could not be loaded.')).toBeInTheDocument();
    // Part of the place it stands in, not an announcement.
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(await axeViolations()).toEqual([]);
  });

  it('has no button without a retry', () => {
    render(<LoadFailure message="This part of your profile could not be loaded." />);
    expect(screen.getByText('This part of your profile could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
