import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeOnboardingApi, onboardingState } from '../../test/fakeApi.ts';
import { renderComponent, renderControlled } from '../../test/harness.tsx';
import { axeViolations } from '@talent/test-utils';
import { CountrySelect } from './CountrySelect.tsx';

async function renderCountry(initial: string, preferred: string[] = []) {
  const { changed } = await renderControlled(
    initial,
    (value, change) => <CountrySelect id="country" label="Country" value={value} onChange={change} required />,
    undefined,
    { config: { preferredSortedCountries: preferred } },
  );
  return changed;
}

describe('CountrySelect', () => {
  it('lists the countries by name, the tenant’s preferred ones first; accessible', async () => {
    const user = userEvent.setup();
    const changed = await renderCountry('', ['NL']);
    const select = screen.getByRole('combobox', { name: 'Country' });
    await screen.findByRole('option', { name: 'Germany' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'Netherlands', 'France', 'Germany']);
    await user.selectOptions(select, 'Germany');
    expect(changed).toHaveBeenLastCalledWith('DE');
    expect(await axeViolations()).toEqual([]);
  });

  it('keeps a saved country chosen before the list is in', async () => {
    const fake = fakeOnboardingApi(onboardingState([]));
    const release = fake.hold('GET /country');
    await renderComponent(<CountrySelect id="country" label="Country" value="NL" onChange={() => undefined} />, fake);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveValue('NL');
    expect(select).toHaveDisplayValue('NL');
    release();
    expect(await screen.findByRole('option', { name: 'Netherlands' })).toBeInTheDocument();
    expect(select).toHaveDisplayValue('Netherlands');
  });
});
