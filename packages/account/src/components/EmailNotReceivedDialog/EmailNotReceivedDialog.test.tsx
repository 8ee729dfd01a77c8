// The dialog on its own (the portal's verification-banner tests drive it through the banner): the
// resend reports its outcome to the app, and a server error on the new address shows at the field.
import { empty, fakeApi, problem, renderWithPortal, testUser } from '@talent/test-utils';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmailNotReceivedDialog } from './EmailNotReceivedDialog.tsx';

const user = testUser({ email: 'ada@example.com', verificationStatus: 'UV' });

function renderDialog(api: ReturnType<typeof fakeApi>) {
  const onResendOutcome = vi.fn();
  const onResent = vi.fn();
  const view = renderWithPortal(
    <EmailNotReceivedDialog
      open
      onOpenChange={() => undefined}
      user={user}
      onResent={onResent}
      onResendOutcome={onResendOutcome}
    />,
    { api, user },
  );
  return { view, onResendOutcome, onResent };
}

describe('EmailNotReceivedDialog', () => {
  it('sends the activation email again and reports the outcome', async () => {
    const { view, onResendOutcome, onResent } = renderDialog(
      fakeApi({ 'GET /freelancer/sendActivationEmail': () => empty(202) }),
    );
    await view;
    const dialog = await screen.findByRole('dialog', { name: 'Email not received?' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Send the email again' }));
    await vi.waitFor(() => expect(onResent).toHaveBeenCalled());
    expect(onResendOutcome).toHaveBeenCalledWith({ kind: 'activation', status: 202 });
  });

  it('shows the server’s error for the new address at the field', async () => {
    const { view } = renderDialog(
      fakeApi({
        'POST /freelancer/changeEmail': () =>
          problem(422, ['error.validation'], [{ field: 'email', messages: ['validation.emailInUse'] }]),
      }),
    );
    await view;
    const dialog = await screen.findByRole('dialog', { name: 'Email not received?' });
    const u = userEvent.setup();
    await u.type(within(dialog).getByRole('textbox', { name: 'New email address' }), 'taken@example.com');
    await u.click(within(dialog).getByRole('button', { name: 'Change email address' }));
    expect(
      await within(dialog).findByText('This email address is already in use.', { exact: false }),
    ).toBeInTheDocument();
  });
});
