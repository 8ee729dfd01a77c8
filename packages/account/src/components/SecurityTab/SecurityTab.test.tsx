import { axeViolations, empty, fakeApi, problem, renderWithPortal, testUser } from '@talent/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { USER_AGENTS, session } from '../../test/accountFixtures.ts';
import { SecurityTab } from './SecurityTab.tsx';

function api(overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /freelancer/hasPassword': () => ({ hasPassword: true }),
    'PUT /freelancer/resetPassword': () => empty(204),
    'POST /freelancer/changeEmail': ({ body }) =>
      new Response(JSON.stringify(testUser({ futureEmail: (body as { email: string }).email })), {
        status: 202,
        headers: { 'Content-Type': 'application/json' },
      }),
    'GET /freelancer/sessions': () => ({
      results: [
        session('3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b', USER_AGENTS.firefoxWindows, true),
        session('9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', USER_AGENTS.safariIphone),
      ],
    }),
    'DELETE /freelancer/sessions/:id': () => empty(204),
    'POST /freelancer/signOutEverywhere': () => empty(204),
    ...overrides,
  });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('SecurityTab', () => {
  it('changes the password with the current one, checking the new one first', async () => {
    const { fake } = await renderWithPortal(<SecurityTab />, { api: api(), user: testUser() });
    const user = userEvent.setup();
    const current = await screen.findByLabelText('Current password');
    await user.type(current, 'old-secret-1');
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Use at least 10 characters.')).toBeVisible();
    expect(fake.callsTo('PUT /freelancer/resetPassword')).toHaveLength(0);

    const fresh = screen.getByLabelText(/^New password/);
    await user.clear(fresh);
    await user.type(fresh, 'new-secret-2026');
    await user.type(screen.getByLabelText('Repeat the new password'), 'new-secret-2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(within(section('Password')).getByRole('status')).toHaveTextContent('Your password has been changed.'),
    );
    expect(fake.callsTo('PUT /freelancer/resetPassword')[0]!.body).toEqual({
      currentPassword: 'old-secret-1',
      newPassword: 'new-secret-2026',
    });
    expect(current).toHaveValue('');
  });

  it('shows a wrong current password at its field', async () => {
    await renderWithPortal(<SecurityTab />, {
      api: api({
        'PUT /freelancer/resetPassword': () =>
          problem(
            422,
            ['error.validation'],
            [{ field: 'currentPassword', messages: ['validation.currentPasswordWrong'] }],
          ),
      }),
      user: testUser(),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current password'), 'not-it-at-all');
    await user.type(screen.getByLabelText(/^New password/), 'new-secret-2026');
    await user.type(screen.getByLabelText('Repeat the new password'), 'new-secret-2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Current password')).toHaveFocus();
  });

  it('creates a password for an account without one', async () => {
    const { fake } = await renderWithPortal(<SecurityTab />, {
      api: api({ 'GET /freelancer/hasPassword': () => ({ hasPassword: false }), 'GET /freelancer': () => testUser() }),
      user: testUser(),
    });
    const user = userEvent.setup();
    expect(await screen.findByText(/Your account has no password yet/)).toBeVisible();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'first-secret-2026');
    await user.type(screen.getByLabelText('Repeat the new password'), 'first-secret-2026');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() =>
      expect(within(section('Password')).getByRole('status')).toHaveTextContent('Your password has been saved.'),
    );
    expect(fake.callsTo('PUT /freelancer/resetPassword')[0]!.body).toEqual({ newPassword: 'first-secret-2026' });
    expect(await screen.findByLabelText('Current password')).toBeVisible();
  });

  it('starts an email change, shows the pending address and sends its link again', async () => {
    const { fake } = await renderWithPortal(<SecurityTab />, {
      api: api(),
      user: testUser({ futureEmail: 'ada@new.example' }),
    });
    const user = userEvent.setup();
    const email = section('Email address');
    expect(within(email).getByText('You log in and get our emails at ada@example.com.')).toBeVisible();
    expect(within(email).getByText(/We sent a confirmation link to ada@new.example/)).toBeVisible();
    await user.click(within(email).getByRole('button', { name: 'Send the link again' }));
    await waitFor(() =>
      expect(within(email).getByRole('status')).toHaveTextContent(
        'We have sent the confirmation link to ada@new.example again.',
      ),
    );
    await user.type(within(email).getByLabelText('New email address', { exact: false }), 'not-an-email');
    await user.click(within(email).getByRole('button', { name: 'Change email address' }));
    expect(await within(email).findByText('Enter a valid email address.')).toBeVisible();
    const field = within(email).getByLabelText('New email address', { exact: false });
    await user.clear(field);
    await user.type(field, 'ada@newer.example');
    await user.click(within(email).getByRole('button', { name: 'Change email address' }));
    await waitFor(() =>
      expect(within(email).getByRole('status')).toHaveTextContent(
        'We have sent a confirmation link to ada@newer.example.',
      ),
    );
    expect(fake.callsTo('POST /freelancer/changeEmail').map((c) => c.body)).toEqual([
      { email: 'ada@new.example', resendEmail: true },
      { email: 'ada@newer.example', resendEmail: false },
    ]);
  });

  it('lists the sessions readably and signs out another one', async () => {
    const { fake } = await renderWithPortal(<SecurityTab />, { api: api(), user: testUser() });
    const sessions = await screen.findByRole('region', { name: 'Where you are logged in' });
    expect(await within(sessions).findByText('Firefox on Windows · This device')).toBeVisible();
    expect(within(sessions).queryByRole('button', { name: /Firefox on Windows/ })).not.toBeInTheDocument();
    await userEvent.setup().click(within(sessions).getByRole('button', { name: 'Sign out: Safari on iOS' }));
    await waitFor(() => expect(within(sessions).queryByText('Safari on iOS')).not.toBeInTheDocument());
    expect(within(sessions).getByRole('status')).toHaveTextContent('Safari on iOS has been signed out.');
    expect(fake.callsTo('DELETE /freelancer/sessions/:id')[0]!.path).toBe(
      '/freelancer/sessions/9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    );
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Where you are logged in' })).toHaveFocus());
  });

  it('signs out everywhere after asking, then with the portal', async () => {
    const { fake, portal, toasts } = await renderWithPortal(<SecurityTab />, { api: api(), user: testUser() });
    const signOut = vi.spyOn(portal, 'signOut');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out everywhere?' });
    expect(within(dialog).getAllByRole('button', { name: 'Cancel' })[0]).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(fake.callsTo('POST /freelancer/signOutEverywhere')).toHaveLength(1);
    await waitFor(() => expect(toasts).toEqual([{ tone: 'success', message: 'You have been signed out everywhere.' }]));
  });

  it('has no axe violations', async () => {
    await renderWithPortal(<SecurityTab />, { api: api(), user: testUser({ futureEmail: 'ada@new.example' }) });
    await screen.findByText('Firefox on Windows · This device');
    await screen.findByLabelText('Current password');
    expect(await axeViolations()).toEqual([]);
  });
});
