import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProfileStrength as Strength } from '../../queries.ts';
import { renderComponent } from '../../test/harness.tsx';
import { axeViolations } from '@talent/test-utils';
import { ProfileStrength } from './ProfileStrength.tsx';

const tabHref = (tab: string) => `/app/profile?tab=${tab}`;

async function renderStrength(strength: Strength) {
  await renderComponent(<ProfileStrength strength={strength} tabHref={tabHref} />);
  return screen.getByRole('region', { name: 'Profile strength' });
}

describe('ProfileStrength', () => {
  it('shows the score on a meter and links what to add next to its tab; accessible', async () => {
    const region = await renderStrength({
      score: 55,
      missing: ['employmentHistory', 'hourRate', 'cvs', 'homeAddress.city'],
    });
    const meter = within(region).getByRole('meter', { name: 'Profile strength' });
    expect(meter).toHaveAttribute('value', '55');
    expect(meter).toHaveAttribute('aria-valuetext', '55% complete');
    expect(within(region).getByText('55% complete')).toBeInTheDocument();
    const next = within(region).getByRole('list');
    expect(
      within(next)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Work experience', '/app/profile?tab=experience'],
      ['Hourly rate', '/app/profile?tab=rate'],
      ['Upload your CV', '/app/profile?tab=cv'],
      ['Home address', '/app/profile?tab=personal'],
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('lists an item once, and leaves out what the page has no tab for', async () => {
    const region = await renderStrength({
      score: 80,
      missing: ['homeAddress.city', 'homeAddress.zip', 'rate', 'hourRate', 'somethingNew'],
    });
    expect(
      within(region)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home address', 'Hourly rate']);
    expect(within(region).queryByText(/somethingNew/)).not.toBeInTheDocument();
  });

  it('says a full profile is complete, with nothing to add', async () => {
    const full = await renderStrength({ score: 100, missing: [] });
    expect(within(full).getByText('Your profile is complete.')).toBeInTheDocument();
    expect(within(full).queryByRole('heading', { name: 'What to add next' })).not.toBeInTheDocument();
  });

  it('has no “complete” while something is missing that it cannot name', async () => {
    const region = await renderStrength({ score: 90, missing: ['somethingNew'] });
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
    expect(within(region).queryByText('Your profile is complete.')).not.toBeInTheDocument();
  });
});
