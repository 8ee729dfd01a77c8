import { fakeApi, json, problem, renderWithPortal, testTenant, testTokenResponse } from '@talent/test-utils';
import type { TestPageRoute } from '@talent/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MobileActivationPage, phoneFromPath } from './MobileActivationPage.tsx';
import { parseRedirectSearch } from '../../search.ts';

/** The page as the portal's route hands it what the URL says. */
const mobileActivationPage = ({ search, params }: TestPageRoute) => (
  <MobileActivationPage number={params['number']} {...parseRedirectSearch(search)} />
);

const path = '/app/mobile-activation/{-$number}';
const mobileTenant = testTenant({
  config: {
    requiredVerifications: { email: 'alternative', mobileNumber: 'principal' },
    mobileCountriesSettings: { excludedEnabled: false, excludedList: [], prefEnabled: true, prefList: ['DE'] },
  },
});
const countries = () =>
  json({
    results: [
      { name: 'Canada', iso2: 'CA', phoneCode: '+1', translations: {} },
      { name: 'Germany', iso2: 'DE', phoneCode: '+49', translations: {} },
      { name: 'United States', iso2: 'US', phoneCode: '+1', translations: {} },
    ],
  });
const expiry = { expiresAt: '2030-01-01T00:10:00Z', secondsLeft: 600 };

describe('MobileActivationPage', () => {
  it('sends a code to the number, then logs in with it', async () => {
    const { fake, signIn } = await renderWithPortal(mobileActivationPage, {
      path,
      url: '/app/mobile-activation',
      tenant: mobileTenant,
      api: fakeApi({
        'GET /country': countries,
        'PUT /freelancer/resetPhoneCode': () => json(expiry, 202),
        'POST /authorizeWithMobileToken': ({ body }) =>
          (body as { code: string }).code === '123456'
            ? json(testTokenResponse())
            : problem(401, ['auth.phoneCodeInvalid']),
      }),
    });
    const group = screen.getByRole('group', { name: 'Mobile number' });
    await waitFor(() => expect(within(group).getByLabelText('Country code')).toHaveValue('DE'));
    const user = userEvent.setup();
    await user.type(within(group).getByLabelText('Number'), '0151 23456789');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));

    expect(await screen.findByText(/we have sent it a 6-digit code\. It is valid for 10 minutes\./)).toBeVisible();
    await user.type(screen.getByLabelText('Code from the SMS'), '654321');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const code = screen.getByLabelText('Code from the SMS');
    await waitFor(() => expect(code).toHaveAccessibleDescription(/This code is not correct\./));
    expect(code).toHaveFocus();

    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(signIn).toHaveBeenCalledWith(testTokenResponse(), { redirect: undefined }));
    expect(fake.calls.find((c) => c.path === '/freelancer/resetPhoneCode')?.body).toEqual({
      phone: { number: '0151 23456789', countryCode: 'DE' },
    });
    expect(fake.calls.filter((c) => c.path === '/authorizeWithMobileToken').at(-1)?.body).toMatchObject({
      code: '123456',
    });
  });

  it('refuses a number that is not valid for the country before sending anything', async () => {
    const { fake } = await renderWithPortal(mobileActivationPage, {
      path,
      url: '/app/mobile-activation',
      tenant: mobileTenant,
      api: fakeApi({ 'GET /country': countries }),
    });
    const group = screen.getByRole('group', { name: 'Mobile number' });
    await waitFor(() => expect(within(group).getByLabelText('Country code')).toHaveValue('DE'));
    const user = userEvent.setup();
    await user.type(within(group).getByLabelText('Number'), '12');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(within(group).getByLabelText('Number')).toHaveAccessibleDescription(
      'Enter a valid mobile number for the selected country.',
    );
    expect(fake.calls.map((c) => c.path)).toEqual(['/country']);
  });

  it('goes straight to the code when the number in the path has a live code', async () => {
    const { fake } = await renderWithPortal(mobileActivationPage, {
      path,
      url: '/app/mobile-activation/4915123456789',
      tenant: mobileTenant,
      api: fakeApi({ 'GET /country': countries, 'POST /freelancer/phoneCode/expiry': () => json(expiry) }),
    });
    expect(await screen.findByText(/A code sent to this number is still valid\./)).toBeVisible();
    expect(fake.calls.find((c) => c.path === '/freelancer/phoneCode/expiry')?.body).toEqual({
      phone: { number: '+4915123456789', countryCode: 'DE' },
    });
  });

  it('explains that the tenant does not offer mobile login', async () => {
    await renderWithPortal(mobileActivationPage, { path, url: '/app/mobile-activation' });
    expect(screen.getByText(/Acme Talent does not offer logging in with a mobile number\./)).toBeVisible();
  });
});

describe('phoneFromPath', () => {
  const offered = [
    { name: 'Germany', iso2: 'DE', phoneCode: '+49', callingCode: '49' },
    { name: 'Canada', iso2: 'CA', phoneCode: '+1', callingCode: '1' },
    { name: 'Antigua', iso2: 'AG', phoneCode: '+1 and 268', callingCode: '1268' },
  ];
  it('reads the international number and the country of its calling code (longest first)', () => {
    expect(phoneFromPath('+4915123456789', offered)).toEqual({ number: '+4915123456789', countryCode: 'DE' });
    expect(phoneFromPath('12684641234', offered)).toEqual({ number: '+12684641234', countryCode: 'AG' });
    expect(phoneFromPath('16135550123', offered)).toEqual({ number: '+16135550123', countryCode: 'CA' });
  });
  it('ignores what is not a number', () => {
    expect(phoneFromPath(undefined, offered)).toBeUndefined();
    expect(phoneFromPath('abc', offered)).toBeUndefined();
    expect(phoneFromPath('%E0%A4%A', offered)).toBeUndefined();
  });
});
