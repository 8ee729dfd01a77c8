import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '@talent/tooling/axe';
import { Alert } from './Alert.tsx';

describe('Alert', () => {
  it('interrupts screen readers for live errors and waits politely for other tones', async () => {
    const { rerender } = render(
      <Alert tone="error" title="Upload failed" live>
        Try again.
      </Alert>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Upload failedTry again.');
    rerender(
      <Alert tone="success" live>
        Saved.
      </Alert>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
    expect(await axeViolations()).toEqual([]);
  });

  it('is plain content when not live, with a decorative icon', () => {
    const { container } = render(<Alert tone="warning">Your profile is incomplete.</Alert>);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
