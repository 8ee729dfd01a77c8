import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { landedOn, noContent, renderPage } from '../../test/renderPage.tsx';
import { ConfirmChangeEmailPage } from './ConfirmChangeEmailPage.tsx';

const path = '/app/account/confirm-change-email';
const url = `${path}?token=abcdefghijklmnopqrstuvwx`;

describe('ConfirmChangeEmailPage', () => {
  it('confirms once with the token and sends the visitor to login with a notice', async () => {
    const { calls } = await renderPage(ConfirmChangeEmailPage, {
      path,
      url,
      routes: { 'POST /freelancer/confirmUpdatedEmail': () => noContent() },
    });
    expect(await landedOn()).toBe('/app/login?notice=emailConfirmed');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ token: 'abcdefghijklmnopqrstuvwx' });
  });

  it('stays for a logged-in user and continues to the projects', async () => {
    await renderPage(ConfirmChangeEmailPage, {
      path,
      url,
      session: { isLoggedIn: true, user: null },
      routes: { 'POST /freelancer/confirmUpdatedEmail': () => noContent() },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Your new email address is confirmed.');
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/app/project');
  });
});
