import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '@talent/tooling/axe';
import { EmptyState } from './EmptyState.tsx';

describe('EmptyState', () => {
  it('has a heading, a description and an action', async () => {
    render(
      <EmptyState
        title="No applications yet"
        description="Apply to a project to see it here."
        action={<a href="/app/project">Find projects</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No applications yet' })).toBeInTheDocument();
    expect(screen.getByText('Apply to a project to see it here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find projects' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
