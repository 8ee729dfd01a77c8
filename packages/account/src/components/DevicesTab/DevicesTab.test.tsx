import { axeViolations, empty, fakeApi, problem, renderWithPortal, testUser } from '@talent/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { USER_AGENTS, device } from '../../test/accountFixtures.ts';
import { DevicesTab, countryName } from './DevicesTab.tsx';

// The browser id `renderWithPortal` gives as this browser's `_brws_id`.
const THIS_BROWSER = '7f1c2a4e-3b5d-4c6e-8f90-a1b2c3d4e5f6';
const PHONE = '0d9c8b7a-6f5e-4d3c-8b2a-190817161514';

function api(overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /userDevices': () => ({
      results: [
        device(THIS_BROWSER, USER_AGENTS.firefoxWindows),
        device(PHONE, USER_AGENTS.safariIphone, {
          country: 'FR',
          isTrusted: false,
          trustedUntil: null,
          lastUsedAt: '2026-10-03T12:00:00Z',
        }),
      ],
    }),
    'DELETE /userDevices/:id': () => empty(204),
    ...overrides,
  });
}

describe('countryName', () => {
  it('names a country in the UI language', () => {
    expect(countryName('en', 'DE')).toBe('Germany');
    expect(countryName('de', 'fr')).toBe('Frankreich');
  });
});

describe('DevicesTab', () => {
  it('lists the devices readably, marks this browser and says how long the tenant trusts them', async () => {
    await renderWithPortal(<DevicesTab />, { api: api(), user: testUser(), config: { userDeviceValidityDays: 90 } });
    expect(screen.getByText(/stays trusted for 90 days/)).toBeVisible();
    expect(await screen.findByText('Firefox on Windows · This browser')).toBeVisible();
    expect(
      screen.getByText('Germany · Last used on November 24, 2026 · Trusted until November 24, 2027'),
    ).toBeVisible();
    expect(screen.getByText('Safari on iOS')).toBeVisible();
    expect(screen.getByText('France · Last used on October 3, 2026 · Not confirmed')).toBeVisible();
  });

  it('removes a device after asking, and continues at the section', async () => {
    const { fake } = await renderWithPortal(<DevicesTab />, { api: api(), user: testUser() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove: Safari on iOS' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this device?' });
    expect(dialog).toHaveTextContent('Safari on iOS will need a new confirmation link');
    await user.click(within(dialog).getByRole('button', { name: 'Remove device' }));
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).not.toBeInTheDocument());
    expect(fake.callsTo('DELETE /userDevices/:id')[0]!.path).toBe(`/userDevices/${PHONE}`);
    expect(screen.getByRole('status')).toHaveTextContent('Safari on iOS has been removed.');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your devices' })).toHaveFocus());
  });

  it('keeps a device the server would not remove, with the reason', async () => {
    await renderWithPortal(<DevicesTab />, {
      api: api({ 'DELETE /userDevices/:id': () => problem(404, ['error.notFound']) }),
      user: testUser(),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove: Firefox on Windows (This browser)' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove device' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.getByText('Firefox on Windows · This browser')).toBeVisible();
  });

  it('has no axe violations', async () => {
    await renderWithPortal(<DevicesTab />, { api: api(), user: testUser() });
    await screen.findByText('Safari on iOS');
    expect(await axeViolations()).toEqual([]);
  });
});
