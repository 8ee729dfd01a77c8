import {
  empty,
  fakeApi,
  json,
  landedOn,
  problem,
  renderWithPortal,
  testTenant,
  testTokenResponse,
  testUser,
} from '@talent/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { socialProviders } from '../../social.ts';
import { SocialCallbackPage } from './SocialCallbackPage.tsx';

const path = '/social-callback';
const idToken = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln';
const withGoogle = testTenant({
  config: { freelancerLogin: { 'google.issuer': 'https://accounts.google.com', 'google.clientId': 'portal-client' } },
});
const user = testUser({ id: 7, created: '2026-01-01T00:00:00Z' });

function returnFromProvider(state = 'state-1', storedState = 'state-1') {
  sessionStorage.setItem(
    'talent.socialAttempt',
    JSON.stringify({ provider: 'google', state: storedState, nonce: 'n' }),
  );
  window.history.replaceState(null, '', `/social-callback#id_token=${idToken}&state=${state}`);
}

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('SocialCallbackPage', () => {
  it('explains that the tenant has no identity providers', async () => {
    await renderWithPortal(<SocialCallbackPage />, { path });
    expect(screen.getByText(/Acme Talent does not offer signing in with another service\./)).toBeVisible();
  });

  it('logs in with the ID token and signs in', async () => {
    returnFromProvider();
    const { fake, signIn } = await renderWithPortal(<SocialCallbackPage />, {
      path,
      tenant: withGoogle,
      api: fakeApi({
        'POST /authorizeWithGoogleToken': () => json(testTokenResponse()),
        'GET /freelancer': () => json(user),
      }),
    });
    await waitFor(() => expect(signIn).toHaveBeenCalledWith(testTokenResponse(), { redirect: undefined }));
    expect(fake.calls[0]?.body).toEqual({ idToken, actorDeviceUUID: '7f1c2a4e-3b5d-4c6e-8f90-a1b2c3d4e5f6' });
    expect(sessionStorage.getItem('talent.socialAttempt')).toBeNull();
    expect(window.location.hash).toBe('');
  });

  it('registers an identity no account uses once the terms are accepted, then completes the account', async () => {
    returnFromProvider();
    const { fake } = await renderWithPortal(<SocialCallbackPage />, {
      path,
      tenant: withGoogle,
      api: fakeApi({
        'POST /authorizeWithGoogleToken': () => problem(404, ['auth.notRegistered']),
        'POST /freelancer/registerFromGoogle': () => json(testTokenResponse(), 201),
        'GET /freelancer': () => json({ ...user, residenceCountry: null }),
        'POST /freelancer/locale': () => empty(),
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    const actor = userEvent.setup();
    await actor.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('I accept the terms of use')).toHaveFocus();
    await actor.click(screen.getByLabelText('I accept the terms of use'));
    await actor.click(screen.getByLabelText('I accept the privacy policy'));
    await actor.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await landedOn()).toBe('/app/account/social-incomplete');
    expect(fake.calls.find((c) => c.path === '/freelancer/registerFromGoogle')?.body).toEqual({
      idToken,
      locale: 'en',
      termsAccepted: true,
      privacyAccepted: true,
      actorDeviceUUID: '7f1c2a4e-3b5d-4c6e-8f90-a1b2c3d4e5f6',
    });
  });

  it('refuses an answer that belongs to another attempt', async () => {
    returnFromProvider('forged', 'state-1');
    const { fake } = await renderWithPortal(<SocialCallbackPage />, { path, tenant: withGoogle });
    expect(screen.getByText(/This sign-in could not be completed/)).toBeVisible();
    expect(fake.calls).toHaveLength(0);
  });
});

describe('socialProviders', () => {
  it('lists providers with an https issuer and a client id, flat or nested', () => {
    expect(
      socialProviders({
        'google.issuer': 'https://accounts.google.com',
        'google.clientId': 'g',
        auth0: { issuer: 'https://tenant.eu.auth0.com/', clientId: 'a' },
        'linkedin.issuer': 'http://insecure.example',
        'linkedin.clientId': 'l',
      }).map((p) => p.id),
    ).toEqual(['google', 'auth0']);
    expect(socialProviders({})).toEqual([]);
  });
});
