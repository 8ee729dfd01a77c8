import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '@talent/tooling/axe';
import { Skeleton } from './Skeleton.tsx';

describe('Skeleton', () => {
  it('is one busy status named by its label, its shapes hidden', async () => {
    const { container } = render(<Skeleton label="Loading projects" lines={3} />);
    const status = screen.getByRole('status', { name: 'Loading projects' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    const shapes = container.querySelectorAll('[aria-hidden="true"]');
    expect(shapes).toHaveLength(3);
    expect((shapes[2] as HTMLElement).style.width).toBe('60%');
    expect(await axeViolations()).toEqual([]);
  });
});
