import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '@talent/tooling/axe';
import { Spinner } from './Spinner.tsx';

describe('Spinner', () => {
  it('is a named status for screen readers when labelled', async () => {
    render(<Spinner label="Loading projects" />);
    expect(screen.getByRole('status', { name: 'Loading projects' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('is hidden from assistive technology without a label', () => {
    const { container } = render(<Spinner />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
