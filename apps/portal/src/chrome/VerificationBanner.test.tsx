// The email-verification banner and its "Email not received?" dialog, through the portal layout.
import { empty, problem, testTenant, testTokens, testUser } from '@talent/test-utils';
import type { FakeApi } from '@talent/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACTIVATION_PAUSED_KEY } from '../session/localState.ts';
import { renderPortal } from '../test/renderPortal.tsx';
import type { FreelancerUser } from '@talent/api-client';
import { testBootstrap } from '../test/fixtures.ts';
import { fakeShellApi } from '../test/shellApi.ts';

const unverified = testUser({ verificationStatus: 'UV' });

async function openDialog(api: FakeApi, options: Parameters<typeof renderPortal>[0] = {}) {
  const app = await renderPortal({ path: '/app/project', api, tokens: testTokens(), ...options });
  const banner = await screen.findByRole('region', { name: 'Email confirmation' });
  await app.user.click(within(banner).getByRole('button', { name: 'Email not received?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Email not received?' });
  return { ...app, banner, dialog };
}

describe('email-verification banner', () => {
  it('asks an unverified user to confirm their address', async () => {
    await renderPortal({
      path: '/app/project',
      api: fakeShellApi({ 'GET /freelancer': () => unverified }),
      tokens: testTokens(),
    });
    const banner = await screen.findByRole('region', { name: 'Email confirmation' });
    expect(banner).toHaveTextContent('Please confirm your email address ada@example.com with the link we sent you.');
  });

  it('asks to confirm a pending new address', async () => {
    const user = testUser({ futureEmail: 'ada@new.example' });
    await renderPortal({
      path: '/app/project',
      api: fakeShellApi({ 'GET /freelancer': () => user }),
      tokens: testTokens(),
    });
    expect(await screen.findByRole('region', { name: 'Email confirmation' })).toHaveTextContent(
      'Please confirm your new email address ada@new.example',
    );
  });

  it('is not shown to a verified user, nor to visitors', async () => {
    const app = await renderPortal({
      path: '/app/project',
      api: fakeShellApi({ 'GET /freelancer': () => testUser() }),
      tokens: testTokens(),
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Email confirmation' })).not.toBeInTheDocument();
    app.unmount();
    await renderPortal({ path: '/projects' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Email confirmation' })).not.toBeInTheDocument();
  });
});

describe('"Email not received?"', () => {
  it('sends the activation email again to an unverified user, says so, and pauses the reminder', async () => {
    const api = fakeShellApi({
      'GET /freelancer': () => unverified,
      'GET /freelancer/sendActivationEmail': () => empty(202),
    });
    const { user, dialog } = await openDialog(api);
    expect(dialog).toHaveTextContent('We sent the email to ada@example.com.');
    await user.click(within(dialog).getByRole('button', { name: 'Send the email again' }));
    expect(await screen.findByText('We have sent the email again to ada@example.com.')).toBeInTheDocument();
    expect(api.callsTo('GET /freelancer/sendActivationEmail')).toHaveLength(1);
    expect(api.callsTo('GET /freelancer/resendEmailVerification')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Email confirmation' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem(ACTIVATION_PAUSED_KEY)).toBe('true');
  });

  it('sends the confirmation link of a pending new address again', async () => {
    const api = fakeShellApi({
      'GET /freelancer': () => testUser({ futureEmail: 'ada@new.example' }),
      'GET /freelancer/resendEmailVerification': () => empty(202),
    });
    const { user, dialog } = await openDialog(api);
    expect(dialog).toHaveTextContent('We sent the email to ada@new.example.');
    await user.click(within(dialog).getByRole('button', { name: 'Send the email again' }));
    expect(await screen.findByText('We have sent the email again to ada@new.example.')).toBeInTheDocument();
    expect(api.callsTo('GET /freelancer/resendEmailVerification')).toHaveLength(1);
    expect(api.callsTo('GET /freelancer/sendActivationEmail')).toHaveLength(0);
  });

  it('shows a failed resend in the dialog, not as a toast, and keeps the reminder', async () => {
    const api = fakeShellApi({
      'GET /freelancer': () => unverified,
      'GET /freelancer/sendActivationEmail': () => problem(429, ['error.tooManyRequests']),
    });
    const { user, dialog } = await openDialog(api);
    await user.click(within(dialog).getByRole('button', { name: 'Send the email again' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a moment and try again.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByText(/We have sent the email again/)).not.toBeInTheDocument();
    expect(sessionStorage.getItem(ACTIVATION_PAUSED_KEY)).toBeNull();
  });

  it('does not show the banner again in this browser session once paused', async () => {
    sessionStorage.setItem(ACTIVATION_PAUSED_KEY, 'true');
    await renderPortal({
      path: '/app/project',
      api: fakeShellApi({ 'GET /freelancer': () => unverified }),
      tokens: testTokens(),
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Email confirmation' })).not.toBeInTheDocument();
  });
});

describe('changing the email address', () => {
  it('checks the address before sending it', async () => {
    const api = fakeShellApi({ 'GET /freelancer': () => unverified });
    const { user, dialog } = await openDialog(api);
    await user.click(within(dialog).getByRole('button', { name: 'Change email address' }));
    expect(within(dialog).getByRole('textbox', { name: 'New email address' })).toHaveAccessibleDescription(
      'This field is required.',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'New email address' }), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Change email address' }));
    const field = within(dialog).getByRole('textbox', { name: 'New email address' });
    expect(field).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(field).toHaveFocus();
    expect(api.callsTo('POST /freelancer/changeEmail')).toHaveLength(0);
  });

  it('applies the tenant’s rule against special characters', async () => {
    const api = fakeShellApi({ 'GET /freelancer': () => unverified });
    const tenant = testTenant({ config: { emailSpecialCharacters: false } });
    const { user, dialog } = await openDialog(api, { bootstrap: testBootstrap({ tenant }) });
    await user.type(within(dialog).getByRole('textbox', { name: 'New email address' }), 'ada+jobs@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Change email address' }));
    expect(within(dialog).getByRole('textbox', { name: 'New email address' })).toHaveAccessibleDescription(
      'Only letters, digits and @ . - _ are allowed.',
    );
    expect(api.callsTo('POST /freelancer/changeEmail')).toHaveLength(0);
  });

  it('sends the new address, says where the link went, and the banner names the new address', async () => {
    let current: FreelancerUser = unverified;
    const api = fakeShellApi({
      'GET /freelancer': () => current,
      'POST /freelancer/changeEmail': (request) => {
        current = { ...current, futureEmail: (request.body as { email: string }).email };
        return new Response(JSON.stringify(current), { status: 202, headers: { 'Content-Type': 'application/json' } });
      },
    });
    const { user, dialog } = await openDialog(api);
    await user.type(within(dialog).getByRole('textbox', { name: 'New email address' }), ' ada@new.example ');
    await user.click(within(dialog).getByRole('button', { name: 'Change email address' }));
    expect(await screen.findByText('We have sent a confirmation link to ada@new.example.')).toBeInTheDocument();
    expect(api.callsTo('POST /freelancer/changeEmail')[0]!.body).toEqual({
      email: 'ada@new.example',
      resendEmail: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Email confirmation' })).toHaveTextContent(
      'Please confirm your new email address ada@new.example',
    );
  });

  it('shows the server’s answer on the field, without a toast', async () => {
    const api = fakeShellApi({
      'GET /freelancer': () => unverified,
      'POST /freelancer/changeEmail': () =>
        problem(409, ['validation.emailInUse'], [{ field: 'email', messages: ['validation.emailInUse'] }]),
    });
    const { user, dialog } = await openDialog(api);
    await user.type(within(dialog).getByRole('textbox', { name: 'New email address' }), 'taken@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Change email address' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'New email address' })).toHaveAccessibleDescription(
        'This email address is already in use.',
      ),
    );
    expect(within(dialog).getByRole('textbox', { name: 'New email address' })).toHaveValue('taken@example.com');
    expect(screen.getAllByText('This email address is already in use.')).toHaveLength(1);
  });

  it('shows an error without a field in the dialog', async () => {
    const api = fakeShellApi({
      'GET /freelancer': () => unverified,
      'POST /freelancer/changeEmail': () => problem(429, ['error.tooManyRequests']),
    });
    const { user, dialog } = await openDialog(api);
    await user.type(within(dialog).getByRole('textbox', { name: 'New email address' }), 'ada@new.example');
    await user.click(within(dialog).getByRole('button', { name: 'Change email address' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many attempts.');
  });
});
