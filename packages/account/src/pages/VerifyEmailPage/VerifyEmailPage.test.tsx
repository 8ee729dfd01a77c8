import { fakeApi, json, problem, renderWithPortal } from '@talent/test-utils';
import type { TestPageRoute } from '@talent/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VerifyEmailPage } from './VerifyEmailPage.tsx';
import { parseTokenSearch } from '../../search.ts';

/** The page as the portal's route hands it what the URL says. */
const verifyEmailPage = ({ search }: TestPageRoute) => <VerifyEmailPage {...parseTokenSearch(search)} />;

const path = '/app/account/verifyEmail';
const url = `${path}?token=abcdefghijklmnopqrstuvwx`;

describe('VerifyEmailPage', () => {
  it('verifies once and tells a visitor (another device) so, with the way to log in', async () => {
    const { fake } = await renderWithPortal(verifyEmailPage, {
      path,
      url,
      api: fakeApi({ 'GET /freelancer/verifyEmail': () => json({ state: 'VERIFIED' }) }),
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Your email address is verified. Thank you!');
    expect(screen.getByRole('link', { name: 'Go to log in' })).toHaveAttribute('href', '/app/login');
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.query.get('token')).toBe('abcdefghijklmnopqrstuvwx');
  });

  it('continues a logged-in user to the projects', async () => {
    await renderWithPortal(verifyEmailPage, {
      path,
      url,
      loggedIn: true,
      api: fakeApi({ 'GET /freelancer/verifyEmail': () => json({ state: 'ALREADY_ACTIVE' }) }),
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Your email address was already verified.');
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/app/project');
  });

  it('explains a used link with what to do next', async () => {
    await renderWithPortal(verifyEmailPage, {
      path,
      url,
      api: fakeApi({ 'GET /freelancer/verifyEmail': () => problem(401, ['auth.linkInvalid']) }),
    });
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.getByText('Log in and use the banner at the top of the portal to get a new link.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
