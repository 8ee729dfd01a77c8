import { fakeApi, json, problem, renderWithPortal } from '@talent/test-utils';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';

const path = '/app/forgot-password';

describe('ForgotPasswordPage', () => {
  it('asks for the link and confirms without saying whether the account exists', async () => {
    const { fake } = await renderWithPortal(<ForgotPasswordPage />, {
      path,
      api: fakeApi({ 'POST /forgotPassword/send': () => json({ accepted: true }, 202) }),
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), ' ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account uses ada@example.com, we have sent it a link to choose a new password.',
    );
    expect(fake.calls[0]?.body).toEqual({ email: 'ada@example.com' });
  });

  it('explains a rate limit', async () => {
    await renderWithPortal(<ForgotPasswordPage />, {
      path,
      api: fakeApi({ 'POST /forgotPassword/send': () => problem(429, ['error.tooManyRequests']) }),
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
  });
});
