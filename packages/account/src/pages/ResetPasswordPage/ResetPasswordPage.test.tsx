import { empty, fakeApi, landedOn, problem, renderWithPortal } from '@talent/test-utils';
import type { TestPageRoute } from '@talent/test-utils';
import { isRedirect } from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { requireTokenParam } from '../../search.ts';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';
import { parseTokenSearch } from '../../search.ts';

/** The page as the portal's route hands it what the URL says. */
const resetPasswordPage = ({ search }: TestPageRoute) => <ResetPasswordPage {...parseTokenSearch(search)} />;

const path = '/app/account/forgotPassword';
const token = 'abcdefghijklmnopqrstuvwx';

async function choose(password: string, confirmation = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Repeat the new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Save the new password' }));
}

describe('requireTokenParam (the route of this page)', () => {
  it('sends a visitor without a token to login', () => {
    for (const search of [{}, { token: '' }, { token: '   ' }]) {
      let thrown: unknown;
      try {
        requireTokenParam(search);
      } catch (error) {
        thrown = error;
      }
      expect(isRedirect(thrown)).toBe(true);
      expect((thrown as { options: { to: string } }).options.to).toBe('/app/login');
    }
  });

  it('lets a visitor with a token through', () => {
    let thrown: unknown;
    try {
      requireTokenParam({ token });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeUndefined();
  });
});

describe('ResetPasswordPage', () => {
  it('sets the new password with the token and goes to login with a success notice', async () => {
    const { fake } = await renderWithPortal(resetPasswordPage, {
      path,
      url: `${path}?token=${token}`,
      api: fakeApi({ 'PUT /freelancer/resetForgotPassword': () => empty() }),
    });
    expect(document.title).toBe('Choose a new password · Acme Talent');
    await choose('new-password-2026');
    expect(await landedOn()).toBe('/app/login?notice=passwordReset');
    expect(fake.calls[0]?.query.get('token')).toBe(token);
    expect(fake.calls[0]?.body).toEqual({ password: 'new-password-2026' });
  });

  it('checks both fields before calling the server', async () => {
    const { fake } = await renderWithPortal(resetPasswordPage, { path, url: `${path}?token=${token}` });
    await choose('new-password-2026', 'new-password-2027');
    const repeat = screen.getByLabelText('Repeat the new password');
    expect(repeat).toHaveAccessibleDescription('The two passwords do not match.');
    expect(repeat).toHaveFocus();
    expect(fake.calls).toHaveLength(0);
  });

  it('shows a password the server refuses at the field', async () => {
    await renderWithPortal(resetPasswordPage, {
      path,
      url: `${path}?token=${token}`,
      api: fakeApi({
        'PUT /freelancer/resetForgotPassword': () =>
          problem(422, ['error.validation'], [{ field: 'password', messages: ['validation.passwordContainsEmail'] }]),
      }),
    });
    await choose('ada-lovelace-1843');
    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
        /The password must not contain your email address\.$/,
      ),
    );
  });

  it.each([
    [400, 'auth.linkExpired', 'This link has expired.'],
    [401, 'auth.linkInvalid', 'This link is not valid or has already been used.'],
  ])('explains a dead link (%i) and offers a new one', async (status, id, text) => {
    await renderWithPortal(resetPasswordPage, {
      path,
      url: `${path}?token=${token}`,
      api: fakeApi({ 'PUT /freelancer/resetForgotPassword': () => problem(status, [id]) }),
    });
    await choose('new-password-2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/app/forgot-password');
    expect(screen.queryByLabelText('New password')).toBeNull();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });
});
