// Devices (browsers) of a freelancer, and the untrusted-device verification journey on beta, whose
// logins need reCAPTCHA (a local siteverify server) and device verification.
import type { components } from '@talent/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALPHA, BETA, startTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';
import { startRecaptchaVerifier } from './recaptchaVerifier.ts';
import type { TestRecaptchaVerifier } from './recaptchaVerifier.ts';

type Tokens = components['schemas']['TokenResponse'];
type Problem = components['schemas']['Problem'];
type Pending = components['schemas']['DeviceVerificationPending'];
type Device = components['schemas']['TrustedDevice'];
type DeviceList = components['schemas']['TrustedDeviceList'];

const CAPTCHA = 'captcha-ok';
const DAY = 24 * 3600 * 1000;
const PASSWORD = 'analytical-engine-1843';

let now = Date.now();
let verifier: TestRecaptchaVerifier;
let server: TestServer;
beforeAll(async () => {
  verifier = await startRecaptchaVerifier('recaptcha-secret', CAPTCHA);
  server = await startTestServer({
    env: { RECAPTCHA_VERIFY_URL: verifier.url, RECAPTCHA_SECRET: 'recaptcha-secret' },
    overrides: { now: () => now },
  });
});
afterAll(async () => {
  await server?.close();
  await verifier?.close();
});

const registration = (email: string, locale = 'en') => ({
  email,
  password: PASSWORD,
  firstName: 'Ada',
  lastName: 'Lovelace',
  locale,
  termsAccepted: true,
  privacyAccepted: true,
  reCaptchaToken: CAPTCHA,
});

/** Registers an account and logs it in (with reCAPTCHA where the tenant needs it). */
async function account(email: string, host = ALPHA, deviceId?: string): Promise<Tokens> {
  const created = await server.call('register', { host, body: registration(email, host === BETA ? 'fr' : 'en') });
  expect(created.status).toBe(201);
  const login = await server.call<Tokens>('authorize', {
    host,
    body: { email, password: PASSWORD, reCaptchaToken: CAPTCHA, ...(deviceId && { actorDeviceUUID: deviceId }) },
  });
  expect(login.status).toBe(200);
  return login.body;
}

/** The urlToken of the newest device confirmation link of a tenant's outbox. */
async function confirmationToken(host: string): Promise<string> {
  const link = (await server.outbox(host)).flatMap((m) => m.links).find((l) => l.includes('urlToken='));
  if (!link) throw new Error('no device confirmation link in the outbox');
  return new URL(link).searchParams.get('urlToken')!;
}

const LAPTOP = '3b241101-e2bb-4255-8caf-4136c566a962';
const PHONE = '5f2e8d1c-7a3b-4c9e-9d1f-0a1b2c3d4e5f';
const TABLET = 'a1a2a3a4-b1b2-4c1c-8d1d-e1e2e3e4e5e6';

describe('devices (alpha: no device verification)', () => {
  let token: string;
  let loggedInAt: number;
  beforeAll(async () => {
    loggedInAt = now;
    token = (await account('devices@example.com', ALPHA, LAPTOP)).access_token;
  });

  it('lists the device the login came from, trusted for the tenant’s validity', async () => {
    const response = await server.call<DeviceList>('listUserDevices', { token });
    expect(response.status).toBe(200);
    expect(response.body.results).toEqual([
      {
        id: LAPTOP,
        userAgent: 'unknown',
        country: null,
        isTrusted: true,
        trustedUntil: new Date(loggedInAt + 365 * DAY).toISOString(),
        lastUsedAt: new Date(loggedInAt).toISOString(),
      },
    ]);
  });

  it('registers a device, trusted at once, and lists the most recently used first', async () => {
    now += 1000;
    const response = await server.call<Device>('registerUserDevice', {
      token,
      path: { id: PHONE },
      body: { userAgent: 'Mozilla/5.0 (iPhone)', country: 'DE' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: PHONE,
      userAgent: 'Mozilla/5.0 (iPhone)',
      country: 'DE',
      isTrusted: true,
      trustedUntil: new Date(now + 365 * DAY).toISOString(),
      lastUsedAt: new Date(now).toISOString(),
    });
    const list = await server.call<DeviceList>('listUserDevices', { token });
    expect(list.body.results.map((d) => d.id)).toEqual([PHONE, LAPTOP]);
    const trusted = await server.call<{ isTrusted: boolean }>('isUserDeviceTrusted', { token, path: { id: PHONE } });
    expect(trusted.body).toEqual({ isTrusted: true });
  });

  it('registering again updates the device (no duplicate)', async () => {
    const response = await server.call<Device>('registerUserDevice', {
      token,
      path: { id: PHONE },
      body: { userAgent: 'Mozilla/5.0 (iPhone; iOS 19)' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ userAgent: 'Mozilla/5.0 (iPhone; iOS 19)', country: null, isTrusted: true });
    const list = await server.call<DeviceList>('listUserDevices', { token });
    expect(list.body.results).toHaveLength(2);
  });

  it('answers false for a device it does not know', async () => {
    const response = await server.call<{ isTrusted: boolean }>('isUserDeviceTrusted', { token, path: { id: TABLET } });
    expect(response.body).toEqual({ isTrusted: false });
  });

  it('keeps devices per freelancer: another one neither sees nor deletes them', async () => {
    const other = (await account('other@example.com')).access_token;
    const list = await server.call<DeviceList>('listUserDevices', { token: other });
    expect(list.body.results).toEqual([]);
    const trusted = await server.call<{ isTrusted: boolean }>('isUserDeviceTrusted', {
      token: other,
      path: { id: PHONE },
    });
    expect(trusted.body.isTrusted).toBe(false);
    const deleted = await server.call<Problem>('deleteUserDevice', { token: other, path: { id: PHONE } });
    expect(deleted.status).toBe(404);
    expect((await server.call<DeviceList>('listUserDevices', { token })).body.results).toHaveLength(2);
  });

  it('forgets a device: it is no longer listed nor trusted', async () => {
    const deleted = await server.call('deleteUserDevice', { token, path: { id: PHONE } });
    expect(deleted.status).toBe(204);
    const again = await server.call<Problem>('deleteUserDevice', { token, path: { id: PHONE } });
    expect(again.status).toBe(404);
    expect(again.body.messages).toEqual(['device.notFound']);
    const trusted = await server.call<{ isTrusted: boolean }>('isUserDeviceTrusted', { token, path: { id: PHONE } });
    expect(trusted.body.isTrusted).toBe(false);
    const list = await server.call<DeviceList>('listUserDevices', { token });
    expect(list.body.results.map((d) => d.id)).toEqual([LAPTOP]);
  });

  it('rejects bad input with 400 and writes nothing', async () => {
    const badId = await server.call<Problem>('registerUserDevice', {
      token,
      path: { id: 'not-a-uuid' },
      body: { userAgent: 'x' },
    });
    expect(badId.status).toBe(400);
    const badCountry = await server.call<Problem>('registerUserDevice', {
      token,
      path: { id: TABLET },
      body: { userAgent: 'x', country: 'XX' },
    });
    expect(badCountry.status).toBe(400);
    expect(badCountry.body.fieldErrors).toEqual([{ field: 'country', messages: ['validation.country'] }]);
    const tooLong = await server.call<Problem>('registerUserDevice', {
      token,
      path: { id: TABLET },
      body: { userAgent: 'x'.repeat(513) },
    });
    expect(tooLong.status).toBe(400);
    const list = await server.call<DeviceList>('listUserDevices', { token });
    expect(list.body.results.map((d) => d.id)).toEqual([LAPTOP]);
  });

  it('needs a logged-in user of this tenant', async () => {
    for (const [operationId, options] of [
      ['listUserDevices', {}],
      ['registerUserDevice', { path: { id: TABLET }, body: { userAgent: 'x' } }],
      ['deleteUserDevice', { path: { id: LAPTOP } }],
      ['isUserDeviceTrusted', { path: { id: LAPTOP } }],
    ] as const) {
      const anonymous = await server.call<Problem>(operationId, options);
      expect(anonymous.status).toBe(401);
      const otherTenant = await server.call<Problem>(operationId, { ...options, host: BETA, token });
      expect(otherTenant.status).toBe(401);
    }
  });

  it('stops trusting a device after the tenant’s validity (365 days)', async () => {
    const start = now;
    try {
      // The login of this block trusted the laptop until exactly 365 days after it.
      now = loggedInAt + 365 * DAY - 1000;
      const login = await server.call<Tokens>('authorize', {
        body: { email: 'devices@example.com', password: PASSWORD },
      });
      const before = await server.call<{ isTrusted: boolean }>('isUserDeviceTrusted', {
        token: login.body.access_token,
        path: { id: LAPTOP },
      });
      expect(before.body.isTrusted).toBe(true);
      now = loggedInAt + 365 * DAY;
      const after = await server.call<{ isTrusted: boolean }>('isUserDeviceTrusted', {
        token: login.body.access_token,
        path: { id: LAPTOP },
      });
      expect(after.body.isTrusted).toBe(false);
    } finally {
      now = start;
    }
  });
});

describe('untrusted device verification (beta)', () => {
  const email = 'marie@example.com';
  const login = (actorDeviceUUID: string) =>
    server.call<Tokens | Pending>('authorize', {
      host: BETA,
      body: { email, password: PASSWORD, actorDeviceUUID, reCaptchaToken: CAPTCHA },
    });

  beforeAll(async () => {
    const created = await server.call('register', { host: BETA, body: registration(email, 'fr') });
    expect(created.status).toBe(201);
  });

  it('a login from a new device answers 202 and emails a confirmation link in the user’s language', async () => {
    const response = await login(LAPTOP);
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ state: 'DEVICE_VERIFICATION_REQUIRED', channel: 'email' });
    const [mail] = await server.outbox(BETA);
    expect(mail!.to).toBe(email);
    expect(mail!.subject).toBe('Confirmez la connexion sur un nouvel appareil');
    expect(mail!.links[0]).toMatch(/^http:\/\/beta\.test:3000\/app\/login\?urlToken=[\w-]{43}$/);
  });

  it('the link logs in and trusts the device; the next login from it gets tokens at once', async () => {
    const urlToken = await confirmationToken(BETA);
    const confirmed = await server.call<Tokens>('authorizeWithUrlToken', { host: BETA, body: { urlToken } });
    expect(confirmed.status).toBe(200);
    const trusted = await server.call<{ isTrusted: boolean }>('isUserDeviceTrusted', {
      host: BETA,
      token: confirmed.body.access_token,
      path: { id: LAPTOP },
    });
    expect(trusted.body.isTrusted).toBe(true);
    const next = await login(LAPTOP);
    expect(next.status).toBe(200);
    expect(next.body).toHaveProperty('access_token');
    const reuse = await server.call<Problem>('authorizeWithUrlToken', { host: BETA, body: { urlToken } });
    expect(reuse.status).toBe(401);
    expect(reuse.body.messages).toEqual(['auth.linkInvalid']);
  });

  it('a link is valid on its tenant only', async () => {
    expect((await login(PHONE)).status).toBe(202);
    const urlToken = await confirmationToken(BETA);
    const elsewhere = await server.call<Problem>('authorizeWithUrlToken', { host: ALPHA, body: { urlToken } });
    expect(elsewhere.status).toBe(401);
  });

  it('an expired link answers 400 and the device stays untrusted', async () => {
    expect((await login(PHONE)).status).toBe(202);
    const urlToken = await confirmationToken(BETA);
    const start = now;
    try {
      now = start + 30 * 60 * 1000;
      const expired = await server.call<Problem>('authorizeWithUrlToken', { host: BETA, body: { urlToken } });
      expect(expired.status).toBe(400);
      expect(expired.body.messages).toEqual(['auth.linkExpired']);
    } finally {
      now = start;
    }
    expect((await login(PHONE)).status).toBe(202);
  });

  it('registering an untrusted device sends a confirmation link; the device is trusted once it is followed', async () => {
    const tokens = (await login(LAPTOP)) as { body: Tokens };
    const registered = await server.call<Device>('registerUserDevice', {
      host: BETA,
      token: tokens.body.access_token,
      path: { id: TABLET },
      body: { userAgent: 'Mozilla/5.0 (iPad)', country: 'FR' },
    });
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({ id: TABLET, isTrusted: false, trustedUntil: null });
    const [mail] = await server.outbox(BETA);
    expect(mail!.text).toContain('Mozilla/5.0 (iPad)');
    const urlToken = await confirmationToken(BETA);
    expect((await server.call('authorizeWithUrlToken', { host: BETA, body: { urlToken } })).status).toBe(200);
    const list = await server.call<DeviceList>('listUserDevices', { host: BETA, token: tokens.body.access_token });
    expect(list.body.results.find((d) => d.id === TABLET)).toMatchObject({ isTrusted: true, country: 'FR' });
  });

  it('a mobile account gets the confirmation link by SMS', async () => {
    const phone = { number: '06 12 34 56 78', countryCode: 'FR' };
    const registered = await server.call('registerFromPhone', {
      host: BETA,
      body: { phone, locale: 'nl', termsAccepted: true, privacyAccepted: true, reCaptchaToken: CAPTCHA },
    });
    expect(registered.status).toBe(201);
    const [sms] = await server.outbox(BETA);
    const code = /\b(\d{6})\b/.exec(sms!.text)![1]!;
    // The SMS code proves the number: the device is trusted without a link (the contract has no 202 here).
    const tokens = await server.call<Tokens>('authorizeWithMobileToken', {
      host: BETA,
      body: { phone, code, actorDeviceUUID: LAPTOP },
    });
    expect(tokens.status).toBe(200);
    const trusted = await server.call<{ isTrusted: boolean }>('isUserDeviceTrusted', {
      host: BETA,
      token: tokens.body.access_token,
      path: { id: LAPTOP },
    });
    expect(trusted.body.isTrusted).toBe(true);
    await server.call('registerUserDevice', {
      host: BETA,
      token: tokens.body.access_token,
      path: { id: PHONE },
      body: { userAgent: 'Firefox' },
    });
    const [link] = await server.outbox(BETA);
    expect(link).toMatchObject({ channel: 'sms', to: '+33612345678' });
    expect(link!.text).toContain('/app/login?urlToken=');
  });
});
