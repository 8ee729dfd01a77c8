import { empty, fakeApi, json, problem, renderWithPortal, testTenant, testTokenResponse } from '@talent/test-utils';
import type { FakeHandler } from '@talent/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SignupPage } from './SignupPage.tsx';

const path = '/app/signup';
const free: FakeHandler = () => json({ exists: false });

async function fill(values: { email?: string; password?: string; agree?: boolean } = {}) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Email address'), values.email ?? 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), values.password ?? 'analytical-engine-1843');
  if (values.agree !== false) {
    await user.click(screen.getByLabelText('I accept the terms of use'));
    await user.click(screen.getByLabelText('I accept the privacy policy'));
  }
  return user;
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Create account' }));

describe('SignupPage', () => {
  it('requires the names, email, password and both agreements, and focuses the first', async () => {
    const { fake } = await renderWithPortal(<SignupPage />, { path });
    expect(document.title).toBe('Create your account · Acme Talent');
    const user = userEvent.setup();
    await submit(user);
    for (const label of [
      'First name',
      'Last name',
      'Email address',
      'I accept the terms of use',
      'I accept the privacy policy',
    ]) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('This field is required.');
    }
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/This field is required\.$/);
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(fake.calls).toHaveLength(0);
  });

  it('checks password strength on the client', async () => {
    await renderWithPortal(<SignupPage />, { path, api: fakeApi({ 'POST /freelancer/email/exists': free }) });
    const user = await fill({ password: 'onlyletters' });
    await submit(user);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/Use at least one letter and one digit\.$/);
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('counts a failed unique-email check as "in use" and does not register', async () => {
    const { fake } = await renderWithPortal(<SignupPage />, {
      path,
      api: fakeApi({ 'POST /freelancer/email/exists': () => problem(500, ['error.generic']) }),
    });
    const user = await fill();
    await submit(user);
    const email = screen.getByLabelText('Email address');
    await waitFor(() => expect(email).toHaveAccessibleDescription('This email address is already in use.'));
    expect(email).toHaveFocus();
    expect(fake.calls.map((c) => c.path)).toEqual(['/freelancer/email/exists']);
  });

  it('says "in use" for a registered email', async () => {
    await renderWithPortal(<SignupPage />, {
      path,
      api: fakeApi({ 'POST /freelancer/email/exists': () => json({ exists: true }) }),
    });
    const user = await fill();
    await submit(user);
    await waitFor(() =>
      expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
        'This email address is already in use.',
      ),
    );
  });

  it('refuses special characters only where the tenant forbids them, before asking the server', async () => {
    const { fake } = await renderWithPortal(<SignupPage />, {
      path,
      tenant: testTenant({ config: { emailSpecialCharacters: false } }),
      api: fakeApi({ 'POST /freelancer/email/exists': free }),
    });
    const user = await fill({ email: 'ada+jobs@example.com' });
    await submit(user);
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Use only letters, digits and the characters @ . - _',
    );
    expect(fake.calls).toHaveLength(0);
  });

  it('allows special characters by default', async () => {
    const { fake } = await renderWithPortal(<SignupPage />, {
      path,
      api: fakeApi({
        'POST /freelancer/email/exists': free,
        'POST /freelancer/register': () =>
          json({ id: 9, email: 'ada+jobs@example.com', verificationStatus: 'UV' }, 201),
      }),
    });
    const user = await fill({ email: 'ada+jobs@example.com' });
    await submit(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    expect(fake.calls.find((c) => c.path === '/freelancer/register')?.body).toMatchObject({
      email: 'ada+jobs@example.com',
    });
  });

  it('registers and shows "check your email" for the address, and resends the link', async () => {
    const { fake } = await renderWithPortal(<SignupPage />, {
      path,
      api: fakeApi({
        'POST /freelancer/email/exists': free,
        'POST /freelancer/register': () => json({ id: 9, email: 'ada@example.com', verificationStatus: 'UV' }, 201),
        'POST /authorize': () => json(testTokenResponse('t.o.k')),
        'GET /freelancer/sendActivationEmail': () => json({ accepted: true }, 202),
        'POST /logout': () => empty(),
      }),
    });
    const user = await fill();
    await submit(user);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Check your email' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe('Check your email · Acme Talent');
    expect(screen.getByText(/We have sent an activation link to ada@example\.com\./)).toBeVisible();
    expect(fake.calls.find((c) => c.path === '/freelancer/register')?.body).toEqual({
      email: 'ada@example.com',
      password: 'analytical-engine-1843',
      firstName: 'Ada',
      lastName: 'Lovelace',
      locale: 'en',
      termsAccepted: true,
      privacyAccepted: true,
      subscribed: false,
      actorDeviceUUID: '7f1c2a4e-3b5d-4c6e-8f90-a1b2c3d4e5f6',
    });

    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A new activation link has been sent to ada@example.com.',
    );
    const resend = fake.calls.find((c) => c.path === '/freelancer/sendActivationEmail');
    expect(resend?.headers.get('Authorization')).toBe('Bearer t.o.k');
    // That session is ended again (the server clears the refresh cookie its login set).
    const logout = fake.calls.find((c) => c.path === '/logout');
    expect(logout?.headers.get('Authorization')).toBe('Bearer t.o.k');
    expect(logout?.body).toBeUndefined();
  });

  it('shows a conflict from the server at the email field', async () => {
    await renderWithPortal(<SignupPage />, {
      path,
      api: fakeApi({
        'POST /freelancer/email/exists': free,
        'POST /freelancer/register': () =>
          problem(409, ['validation.emailInUse'], [{ field: 'email', messages: ['validation.emailInUse'] }]),
      }),
    });
    const user = await fill();
    await submit(user);
    await waitFor(() =>
      expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
        'This email address is already in use.',
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for a valid mobile number where the tenant verifies mobile numbers', async () => {
    const { fake } = await renderWithPortal(<SignupPage />, {
      path,
      tenant: testTenant({ config: { requiredVerifications: { email: 'principal', mobileNumber: 'alternative' } } }),
      api: fakeApi({
        'POST /freelancer/email/exists': free,
        'GET /country': () =>
          json({
            results: [
              { name: 'France', iso2: 'FR', phoneCode: '+33', translations: {} },
              { name: 'Germany', iso2: 'DE', phoneCode: '+49', translations: {} },
            ],
          }),
        'POST /freelancer/register': () => json({ id: 9, email: 'ada@example.com', verificationStatus: 'UV' }, 201),
      }),
    });
    const group = screen.getByRole('group', { name: 'Mobile number' });
    await waitFor(() => expect(within(group).getByLabelText('Country code')).toHaveValue('DE'));
    const user = await fill();
    await user.type(within(group).getByLabelText('Number'), '123');
    await submit(user);
    expect(within(group).getByLabelText('Number')).toHaveAccessibleDescription(
      'Enter a valid mobile number for the selected country.',
    );
    await user.clear(within(group).getByLabelText('Number'));
    await user.type(within(group).getByLabelText('Number'), '01512 3456789');
    await submit(user);
    await screen.findByRole('heading', { level: 1, name: 'Check your email' });
    expect(fake.calls.find((c) => c.path === '/freelancer/register')?.body).toMatchObject({
      phone: { number: '01512 3456789', countryCode: 'DE' },
    });
  });
});
