import { fakeApi, json, problem, renderWithPortal, testTokenResponse } from '@talent/test-utils';
import type { TestPageRoute } from '@talent/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { parseLoginSearch } from '../../search.ts';
import { LoginPage } from './LoginPage.tsx';

/** The page as the portal's route hands it what the URL says. */
const loginPage = ({ search }: TestPageRoute) => <LoginPage search={parseLoginSearch(search)} />;

const path = '/app/login';

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('LoginPage', () => {
  it('logs in with email and password and signs in with the tokens and the redirect', async () => {
    const issued = testTokenResponse('x.y.z');
    const { signIn, fake } = await renderWithPortal(loginPage, {
      path,
      url: '/app/login?redirect=%2Fapp%2Fpool%2F7',
      api: fakeApi({ 'POST /authorize': () => json(issued) }),
    });
    expect(document.title).toBe('Log in · Acme Talent');
    await fillAndSubmit('ada@example.com', 'analytical-engine-1843');
    await waitFor(() => expect(signIn).toHaveBeenCalledWith(issued, { redirect: '/app/pool/7' }));
    const login = fake.calls.find((c) => c.path === '/authorize');
    expect(login?.body).toEqual({
      email: 'ada@example.com',
      password: 'analytical-engine-1843',
      actorDeviceUUID: '7f1c2a4e-3b5d-4c6e-8f90-a1b2c3d4e5f6',
    });
  });

  it('shows a wrong password as a translated error and moves focus to it', async () => {
    const { signIn } = await renderWithPortal(loginPage, {
      path,
      api: fakeApi({ 'POST /authorize': () => problem(401, ['auth.invalidCredentials']) }),
    });
    await fillAndSubmit('ada@example.com', 'wrong-password-1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The email address or password is not correct.');
    expect(alert.parentElement).toHaveFocus();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('says when failed attempts from here must wait, and points to the one-time link', async () => {
    await renderWithPortal(loginPage, {
      path,
      api: fakeApi({ 'POST /authorize': () => problem(429, ['auth.tooManyLoginAttempts']) }),
    });
    await fillAndSubmit('ada@example.com', 'wrong-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed login attempts from here. Please wait a moment and try again, or log in with a one-time link.',
    );
  });

  it('checks the fields before calling the server and focuses the first invalid one', async () => {
    const { fake } = await renderWithPortal(loginPage, { path });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAccessibleDescription('Enter a valid email address.');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('This field is required.');
    expect(fake.calls).toHaveLength(0);
  });

  it('ignores a redirect that would leave the portal', async () => {
    const { signIn } = await renderWithPortal(loginPage, {
      path,
      url: '/app/login?redirect=%2F%2Fevil.example%2Fphish',
      api: fakeApi({ 'POST /authorize': () => json(testTokenResponse()) }),
    });
    await fillAndSubmit('ada@example.com', 'analytical-engine-1843');
    await waitFor(() => expect(signIn).toHaveBeenCalledWith(testTokenResponse(), { redirect: undefined }));
  });

  it('says when the device must be confirmed first (202)', async () => {
    const { signIn } = await renderWithPortal(loginPage, {
      path,
      api: fakeApi({ 'POST /authorize': () => json({ state: 'DEVICE_VERIFICATION_REQUIRED', channel: 'email' }, 202) }),
    });
    await fillAndSubmit('ada@example.com', 'analytical-engine-1843');
    expect(await screen.findByRole('status')).toHaveTextContent('We have emailed you a link to confirm it');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('sends a one-time login link and confirms it without saying whether the account exists', async () => {
    const { fake } = await renderWithPortal(loginPage, {
      path,
      url: '/app/login?redirect=%2Fapp%2Fproject%2F5',
      api: fakeApi({ 'POST /oneTimeLinkLogin': () => json({ state: 's' }, 202) }),
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address for the login link'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a login link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account uses ada@example.com, a login link is on its way.',
    );
    expect(fake.calls.find((c) => c.path === '/oneTimeLinkLogin')?.body).toEqual({
      email: 'ada@example.com',
      redirectPath: '/app/project/5',
    });
  });

  it('logs in with the token of a one-time link', async () => {
    const { signIn, fake } = await renderWithPortal(loginPage, {
      path,
      url: '/app/login?otl=abcdefghijklmnopqrstuvwx',
      api: fakeApi({ 'POST /authorizeWithOtlToken': () => json(testTokenResponse()) }),
    });
    await waitFor(() => expect(signIn).toHaveBeenCalledWith(testTokenResponse(), { redirect: undefined }));
    expect(fake.calls.filter((c) => c.path === '/authorizeWithOtlToken')).toHaveLength(1);
  });

  it.each([
    [400, 'auth.linkExpired', 'EXPIRED', 'This login link has expired. Request a new one below.'],
    [404, 'auth.linkNotFound', 'INVALID', 'This login link is not valid or has already been used.'],
    [401, 'auth.linkInvalid', 'INVALID', 'This login link is not valid or has already been used.'],
  ])('maps a failed one-time link (%i) to %s and explains it', async (status, id, code, text) => {
    const { signIn, router } = await renderWithPortal(loginPage, {
      path,
      url: '/app/login?otl=abcdefghijklmnopqrstuvwx',
      api: fakeApi({ 'POST /authorizeWithOtlToken': () => problem(status, [id]) }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(router.state.location.search).toEqual({ otl: code });
    expect(signIn).not.toHaveBeenCalled();
  });

  it('explains the error of a link that failed elsewhere and a deactivated account', async () => {
    await renderWithPortal(loginPage, { path, url: '/app/login?otl=EXPIRED&reason=deactivated' });
    expect(screen.getByRole('alert')).toHaveTextContent('This login link has expired.');
    expect(screen.getByText('Your account has been deactivated, so you were logged out.')).toBeVisible();
  });

  it('links to sign-up and to the forgotten-password page', async () => {
    await renderWithPortal(loginPage, { path });
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/app/signup');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/app/forgot-password');
    expect(screen.queryByRole('link', { name: 'Log in with your mobile number' })).toBeNull();
  });
});

describe('parseLoginSearch', () => {
  it('keeps internal redirects and drops everything that leaves the portal', () => {
    expect(parseLoginSearch({ redirect: '/app/project/5?tab=x' })).toEqual({ redirect: '/app/project/5?tab=x' });
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/app/login',
      42,
    ]) {
      expect(parseLoginSearch({ redirect: bad })).toEqual({});
    }
  });

  it('tells a one-time-link token from an error code, and a malformed token is INVALID', () => {
    expect(parseLoginSearch({ otl: 'EXPIRED' })).toEqual({ otl: 'EXPIRED' });
    expect(parseLoginSearch({ otl: 'abcdefghijklmnopqrstuvwx' })).toEqual({ otl: 'abcdefghijklmnopqrstuvwx' });
    expect(parseLoginSearch({ otl: 'short' })).toEqual({ otl: 'INVALID' });
    expect(parseLoginSearch({ urlToken: 'bad token!' })).toEqual({ otl: 'INVALID' });
    expect(parseLoginSearch({ reason: 'deactivated', notice: 'nope' })).toEqual({ reason: 'deactivated' });
  });
});
