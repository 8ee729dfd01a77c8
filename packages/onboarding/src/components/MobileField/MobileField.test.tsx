import type { PhoneValue } from '@talent/domain';
import { problem } from '@talent/test-utils';
import type { RenderWithPortalOptions } from '@talent/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeOnboardingApi, onboardingState } from '../../test/fakeApi.ts';
import type { FakeOnboardingApi } from '../../test/fakeApi.ts';
import { renderControlled } from '../../test/harness.tsx';
import { axeViolations } from '@talent/test-utils';
import { MobileField } from './MobileField.tsx';

async function renderPhone(
  initial: PhoneValue,
  options: Omit<RenderWithPortalOptions<FakeOnboardingApi>, 'api'> = {},
  fake = fakeOnboardingApi(onboardingState([])),
  error?: string,
) {
  const { changed } = await renderControlled(
    initial,
    (value, change) => (
      <MobileField
        id="mobile"
        label="Mobile number"
        value={value}
        onChange={change}
        required
        {...(error ? { error } : {})}
      />
    ),
    fake,
    options,
  );
  return changed;
}

const codes = () => screen.getByRole('combobox', { name: 'Country code' });

describe('MobileField', () => {
  it('starts at Germany when the tenant prefers no country, keeping the number; accessible', async () => {
    const changed = await renderPhone({ countryCode: '', number: '151 2345678' });
    await waitFor(() => expect(codes()).toHaveValue('DE'));
    expect(changed).toHaveBeenLastCalledWith({ countryCode: 'DE', number: '151 2345678' });
    expect(screen.getByRole('textbox', { name: 'Number' })).toHaveValue('151 2345678');
    expect(screen.getByRole('textbox', { name: 'Number' })).toBeRequired();
    expect(await axeViolations()).toEqual([]);
  });

  it('offers the tenant’s mobile countries in its order and starts at its first preferred one', async () => {
    await renderPhone(
      { countryCode: '', number: '' },
      {
        config: {
          preferredSortedCountries: ['nl'],
          mobileCountriesSettings: { excludedEnabled: true, excludedList: ['FR'], prefEnabled: true, prefList: ['NL'] },
        },
      },
    );
    await waitFor(() => expect(codes()).toHaveValue('NL'));
    expect(
      within(codes())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Netherlands (+31)', 'Germany (+49)']);
  });

  it('keeps a country already chosen, and reports the typed number', async () => {
    const user = userEvent.setup();
    const changed = await renderPhone({ countryCode: 'FR', number: '' });
    await screen.findByRole('option', { name: 'France (+33)' });
    expect(codes()).toHaveValue('FR');
    await user.type(screen.getByRole('textbox', { name: 'Number' }), '6');
    expect(changed).toHaveBeenLastCalledWith({ countryCode: 'FR', number: '6' });
  });

  it('says when the countries cannot be loaded, and shows its error', async () => {
    const fake = fakeOnboardingApi(onboardingState([]));
    fake.on('GET /country', () => problem(500, ['error.internal']));
    await renderPhone({ countryCode: '', number: '12' }, {}, fake, 'This number is not valid.');
    const number = screen.getByRole('textbox', { name: 'Number' });
    await waitFor(() => expect(number).toHaveAccessibleDescription(/The list of countries could not be loaded\./));
    expect(number).toHaveAccessibleDescription(/This number is not valid\./);
    expect(number).toHaveAttribute('aria-invalid', 'true');
  });
});
