import { empty, fakeApi, json, landedOn, renderWithPortal } from '@talent/test-utils';
import type { TestPageRoute } from '@talent/test-utils';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CreatePasswordPage } from './CreatePasswordPage.tsx';
import { parseRedirectSearch } from '../../search.ts';

/** The page as the portal's route hands it what the URL says. */
const createPasswordPage = ({ search }: TestPageRoute) => <CreatePasswordPage {...parseRedirectSearch(search)} />;

const path = '/app/account/create-password';
const phoneUser = {
  id: 3,
  created: '2026-01-01T00:00:00Z',
  email: 'phone-0123456789abcdef01234567@no-email.invalid',
  isActive: true,
  subscribed: false,
  residenceCountry: null,
  verificationStatus: 'V',
  hasCompletedOnboarding: false,
  hasPasswordOrSocial: false,
  jobApplicationCount: 0,
  jobInvitationCount: 0,
};

describe('CreatePasswordPage', () => {
  it('sets the first password without a current one, then continues where the guards say', async () => {
    const { fake } = await renderWithPortal(createPasswordPage, {
      path,
      loggedIn: true,
      api: fakeApi({
        'GET /freelancer/hasPassword': () => json({ hasPassword: false }),
        'PUT /freelancer/resetPassword': () => empty(),
        'GET /freelancer': () => json({ ...phoneUser, hasPasswordOrSocial: true }),
      }),
    });
    const password = await screen.findByLabelText('Password');
    const user = userEvent.setup();
    await user.type(password, 'first-password-2026');
    await user.type(screen.getByLabelText('Repeat the new password'), 'first-password-2026');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await landedOn()).toBe('/app/onboarding');
    expect(fake.calls.find((c) => c.path === '/freelancer/resetPassword')?.body).toEqual({
      newPassword: 'first-password-2026',
    });
  });

  it('says when the account already has a password', async () => {
    await renderWithPortal(createPasswordPage, {
      path,
      loggedIn: true,
      api: fakeApi({ 'GET /freelancer/hasPassword': () => json({ hasPassword: true }) }),
    });
    expect(await screen.findByText(/Your account already has a password\./)).toBeVisible();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });
});
