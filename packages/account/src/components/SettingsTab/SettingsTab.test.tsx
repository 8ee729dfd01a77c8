import { axeViolations, fakeApi, json, problem, renderWithPortal, testTenant, testUser } from '@talent/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SettingsTab } from './SettingsTab.tsx';

const country = (iso2: string, name: string) => ({ iso2, name, phoneCode: null, translations: {} });

function api(overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /country': () => ({
      results: [
        country('AT', 'Austria'),
        country('DE', 'Germany'),
        country('NL', 'Netherlands'),
        country('CH', 'Switzerland'),
      ],
    }),
    'PUT /freelancer/updateResidenceCountry': ({ body }) =>
      testUser({ residenceCountry: (body as { residenceCountry: string }).residenceCountry }),
    'POST /freelancer/referral': () => json({ accepted: true }, 202),
    ...overrides,
  });
}

describe('SettingsTab', () => {
  it("offers the countries with the tenant's preferred ones first and saves the residence country", async () => {
    const { fake, queryClient } = await renderWithPortal(<SettingsTab />, {
      api: api(),
      user: testUser({ residenceCountry: 'DE' }),
      config: { preferredSortedCountries: ['NL', 'CH'] },
    });
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: /Country of residence/ });
    expect(select).toHaveValue('DE');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a country', 'Netherlands', 'Switzerland', 'Austria', 'Germany']);
    await user.selectOptions(select, 'AT');
    await user.click(screen.getByRole('button', { name: 'Save country' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Country of residence' })).getByRole('status'),
      ).toHaveTextContent('Your country of residence is now Austria.'),
    );
    expect(fake.callsTo('PUT /freelancer/updateResidenceCountry')[0]!.body).toEqual({ residenceCountry: 'AT' });
    expect(queryClient.getQueryData(['session', 'user'])).toMatchObject({ residenceCountry: 'AT' });
  });

  it('switches the language the way the footer does', async () => {
    const { portal } = await renderWithPortal(<SettingsTab />, { api: api(), user: testUser() });
    const changeLocale = vi.spyOn(portal, 'changeLocale');
    const language = screen.getByRole('region', { name: 'Language' });
    expect(within(language).getByRole('radio', { name: 'English' })).toBeChecked();
    await userEvent.setup().click(within(language).getByRole('radio', { name: 'Deutsch' }));
    expect(changeLocale).toHaveBeenCalledWith('de');
    await waitFor(() =>
      expect(within(language).getByRole('status')).toHaveTextContent('The portal is now in Deutsch.'),
    );
  });

  it('has no language section for a tenant with one language', async () => {
    await renderWithPortal(<SettingsTab />, {
      api: api(),
      user: testUser(),
      tenant: testTenant({ context: { languages: [{ iso: 'en', name: 'English' }] } }),
    });
    expect(screen.queryByRole('region', { name: 'Language' })).not.toBeInTheDocument();
  });

  it('invites a colleague, checking the address first', async () => {
    const { fake } = await renderWithPortal(<SettingsTab />, { api: api(), user: testUser() });
    const user = userEvent.setup();
    const referral = screen.getByRole('region', { name: 'Invite a colleague' });
    await user.click(within(referral).getByRole('button', { name: 'Send invitation' }));
    expect(within(referral).getByLabelText(/^Their email address/)).toHaveAccessibleDescription(
      'This field is required.',
    );
    await user.type(within(referral).getByLabelText(/^Their email address/), 'grace@example.com');
    await user.type(within(referral).getByLabelText(/^Their first name/), 'Grace');
    await user.click(within(referral).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(within(referral).getByRole('status')).toHaveTextContent(
        'Your invitation to grace@example.com is on its way.',
      ),
    );
    expect(fake.callsTo('POST /freelancer/referral')[0]!.body).toEqual({
      email: 'grace@example.com',
      firstName: 'Grace',
    });
    expect(within(referral).getByLabelText(/^Their email address/)).toHaveValue('');
  });

  it("shows the server's refusal of an invitation at its field", async () => {
    await renderWithPortal(<SettingsTab />, {
      api: api({
        'POST /freelancer/referral': () =>
          problem(422, ['error.validation'], [{ field: 'email', messages: ['validation.emailInUse'] }]),
      }),
      user: testUser(),
    });
    const user = userEvent.setup();
    const referral = screen.getByRole('region', { name: 'Invite a colleague' });
    const email = within(referral).getByLabelText(/^Their email address/);
    await user.type(email, 'ada@example.com');
    await user.click(within(referral).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveFocus();
  });

  it("links to the profile's availability and rate, without axe violations", async () => {
    await renderWithPortal(<SettingsTab />, { api: api(), user: testUser() });
    expect(screen.getByRole('link', { name: 'Edit your availability' })).toHaveAttribute(
      'href',
      '/app/profile?tab=availability',
    );
    expect(screen.getByRole('link', { name: 'Edit your rate' })).toHaveAttribute('href', '/app/profile?tab=rate');
    await screen.findByRole('combobox', { name: /Country of residence/ });
    expect(await axeViolations()).toEqual([]);
  });
});
