import { axeViolations, empty, fakeApi, json, problem, renderWithPortal, testUser, landedOn } from '@talent/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PrivacyTab } from './PrivacyTab.tsx';

function api(overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /freelancer/hasPassword': () => ({ hasPassword: true }),
    'GET /freelancer/consents': () => ({
      results: [
        { document: 'terms', version: '2026-11', agreedAt: '2026-11-02T10:15:00Z' },
        { document: 'privacy', version: '3', agreedAt: '2026-03-02T09:15:00Z' },
      ],
    }),
    'GET /freelancer/dataExport': () => ({ status: 'NONE' }),
    'POST /freelancer/dataExport': () => json({ status: 'PENDING', requestedAt: '2026-11-24T09:00:00Z' }, 202),
    'POST /freelancer/erase': () => empty(204),
    'POST /freelancer/tosDeactivate': () => empty(204),
    ...overrides,
  });
}

const path = '/app/account';

describe('PrivacyTab', () => {
  it('lists the agreements with their versions and links to the documents', async () => {
    await renderWithPortal(<PrivacyTab />, { api: api(), user: testUser(), path });
    const consents = await screen.findByRole('region', { name: 'Your agreements' });
    expect(
      await within(consents).findByText(/^Terms of use, version 2026-11, accepted on November 2, 2026/),
    ).toBeVisible();
    expect(within(consents).getByText(/^Privacy policy, version 3, accepted on March 2, 2026/)).toBeVisible();
    expect(within(consents).getByRole('link', { name: 'Read the terms of use' })).toHaveAttribute('href', '/terms');
    expect(within(consents).getByRole('link', { name: 'Read the privacy policy' })).toHaveAttribute('href', '/privacy');
  });

  it('requests a data export and says it is being prepared', async () => {
    const { fake } = await renderWithPortal(<PrivacyTab />, { api: api(), user: testUser(), path });
    const exporting = await screen.findByRole('region', { name: 'Download your data' });
    await userEvent.setup().click(await within(exporting).findByRole('button', { name: 'Request my data' }));
    await waitFor(() =>
      expect(within(exporting).getByRole('status')).toHaveTextContent(
        'We are preparing your data and will email you a link',
      ),
    );
    expect(within(exporting).getByText(/requested on November 24, 2026/)).toBeVisible();
    expect(within(exporting).queryByRole('button')).not.toBeInTheDocument();
    expect(fake.callsTo('POST /freelancer/dataExport')).toHaveLength(1);
  });

  it('says when an export is ready or expired, and offers a new one', async () => {
    await renderWithPortal(<PrivacyTab />, {
      api: api({
        'GET /freelancer/dataExport': () => ({
          status: 'READY',
          requestedAt: '2026-11-24T09:00:00Z',
          readyAt: '2026-11-24T09:00:05Z',
          expiresAt: '2026-12-01T09:00:05Z',
        }),
      }),
      user: testUser(),
      path,
    });
    expect(await screen.findByText(/we emailed you a download link. It works until December 1, 2026/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Request a new export' })).toBeVisible();
  });

  it('deletes the account with the password, then signs out to a confirmation', async () => {
    let answer = () => problem(422, ['account.wrongPassword']);
    const { fake, portal } = await renderWithPortal(<PrivacyTab />, {
      api: api({ 'POST /freelancer/erase': () => answer() }),
      user: testUser(),
      path,
    });
    const signOut = vi.spyOn(portal, 'signOut');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/We delete your profile/)).toBeVisible();
    expect(within(dialog).getByText(/We keep only what the law requires/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    const password = within(dialog).getByLabelText(/^Your password/);
    expect(password).toHaveAccessibleDescription('This field is required.');
    expect(fake.callsTo('POST /freelancer/erase')).toHaveLength(0);

    await user.type(password, 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('This password is not correct.'));
    expect(password).toHaveFocus();
    expect(signOut).not.toHaveBeenCalled();

    answer = () => empty(204);
    await user.clear(password);
    await user.type(password, 'the-right-one');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    expect(await landedOn()).toBe('/app/login?notice=accountDeleted');
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(fake.callsTo('POST /freelancer/erase').map((c) => c.body)).toEqual([
      { password: 'wrong-one' },
      { password: 'the-right-one' },
    ]);
  });

  it('asks an account without a password to log in again when its login is not recent', async () => {
    const { fake, portal } = await renderWithPortal(<PrivacyTab />, {
      api: api({
        'GET /freelancer/hasPassword': () => ({ hasPassword: false }),
        'POST /freelancer/erase': () => problem(403, ['account.recentLoginRequired']),
      }),
      user: testUser(),
      path,
    });
    const signOut = vi.spyOn(portal, 'signOut');
    const user = userEvent.setup();
    await screen.findByText('Your agreements');
    await waitFor(() => expect(fake.callsTo('GET /freelancer/hasPassword')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).queryByLabelText(/^Your password/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    expect(await within(dialog).findByText(/Please log in again/)).toBeVisible();
    expect(fake.callsTo('POST /freelancer/erase')[0]!.body).toEqual({});
    await user.click(within(dialog).getByRole('button', { name: 'Log in again' }));
    expect(await landedOn()).toBe('/app/login?redirect=%2Fapp%2Faccount%3Ftab%3Dprivacy');
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('deactivates after the 350 px confirmation and signs out', async () => {
    const { fake, portal } = await renderWithPortal(<PrivacyTab />, { api: api(), user: testUser(), path });
    const signOut = vi.spyOn(portal, 'signOut');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate your account?' });
    expect(dialog.className).toMatch(/small/);
    expect(within(dialog).getAllByRole('button', { name: 'Back' })[1]).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate account' }));
    expect(await landedOn()).toBe('/app/login?reason=deactivated');
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(fake.callsTo('POST /freelancer/tosDeactivate')).toHaveLength(1);
  });

  it('has no axe violations', async () => {
    await renderWithPortal(<PrivacyTab />, { api: api(), user: testUser(), path });
    await screen.findByText(/^Terms of use, version/);
    await screen.findByRole('button', { name: 'Request my data' });
    expect(await axeViolations()).toEqual([]);
  });
});
