import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '../../test/harness.tsx';
import { axeViolations } from '@talent/test-utils';
import { JobSummary } from './JobSummary.tsx';

describe('JobSummary', () => {
  it('shows the job kept before sign-up with its city and hours; accessible', async () => {
    await renderComponent(
      <JobSummary job={{ id: 1042, title: 'Data engineer', siteCity: 'Berlin', hoursPerWeek: 32 }} />,
    );
    const card = screen.getByRole('region', { name: 'You are applying for' });
    expect(within(card).getByText('Data engineer')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Location: Berlin', '32 hours per week']);
    expect(await axeViolations()).toEqual([]);
  });

  it('takes its own heading, and lists no facts the job lacks', async () => {
    await renderComponent(<JobSummary job={{ id: 7, title: 'Designer', hoursPerWeek: 0 }} heading="Your job" />);
    const card = screen.getByRole('region', { name: 'Your job' });
    // Zero hours is a fact; a missing city is not.
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['0 hours per week']);
  });

  it('has no list at all without facts', async () => {
    await renderComponent(<JobSummary job={{ id: 7, title: 'Designer' }} />);
    expect(within(screen.getByRole('region', { name: 'You are applying for' })).queryByRole('list')).toBeNull();
  });
});
