import { empty, fakeApi, landedOn, renderWithPortal } from '@talent/test-utils';
import type { TestPageRoute } from '@talent/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfirmChangeEmailPage } from './ConfirmChangeEmailPage.tsx';
import { parseTokenSearch } from '../../search.ts';

/** The page as the portal's route hands it what the URL says. */
const confirmChangeEmailPage = ({ search }: TestPageRoute) => <ConfirmChangeEmailPage {...parseTokenSearch(search)} />;

const path = '/app/account/confirm-change-email';
const url = `${path}?token=abcdefghijklmnopqrstuvwx`;

describe('ConfirmChangeEmailPage', () => {
  it('confirms once with the token and sends the visitor to login with a notice', async () => {
    const { fake } = await renderWithPortal(confirmChangeEmailPage, {
      path,
      url,
      api: fakeApi({ 'POST /freelancer/confirmUpdatedEmail': () => empty() }),
    });
    expect(await landedOn()).toBe('/app/login?notice=emailConfirmed');
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.body).toEqual({ token: 'abcdefghijklmnopqrstuvwx' });
  });

  it('stays for a logged-in user and continues to the projects', async () => {
    await renderWithPortal(confirmChangeEmailPage, {
      path,
      url,
      loggedIn: true,
      api: fakeApi({ 'POST /freelancer/confirmUpdatedEmail': () => empty() }),
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Your new email address is confirmed.');
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/app/project');
  });
});
