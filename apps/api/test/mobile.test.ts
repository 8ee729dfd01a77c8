import type { components } from '@talent/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALPHA, BETA, startTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';

type Tokens = components['schemas']['TokenResponse'];
type User = components['schemas']['FreelancerUser'];
type Problem = components['schemas']['Problem'];
type MobileState = components['schemas']['MobileState'];
type Expiry = components['schemas']['PhoneCodeExpiry'];

// The server's clock; tests move it forward and back.
let now = Date.now();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ overrides: { now: () => now } });
});
afterAll(() => server?.close());

const ADA = { number: '0151 23456789', countryCode: 'DE' };
const ADA_E164 = '+4915123456789';

const phoneRegistration = (
  phone: { number: string; countryCode: string },
  overrides: Record<string, unknown> = {},
) => ({
  phone,
  firstName: 'Ada',
  lastName: 'Lovelace',
  locale: 'de',
  termsAccepted: true,
  privacyAccepted: true,
  ...overrides,
});

/** The SMS messages of the outbox sent to a number, newest first. */
async function smsTo(e164: string, host = ALPHA) {
  return (await server.outbox(host)).filter((m) => m.channel === 'sms' && m.to === e164);
}

/** The code of the newest SMS sent to a number. */
async function lastCode(e164: string, host = ALPHA): Promise<string> {
  const [sms] = await smsTo(e164, host);
  const code = sms && /\b(\d{6})\b/.exec(sms.text)?.[1];
  if (!code) throw new Error(`no code was sent to ${e164}`);
  return code;
}

/** A six-digit code other than `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('register with a mobile number → SMS code → log in', () => {
  let code: string;

  it('creates the account and texts a six-digit code in the user’s language', async () => {
    const response = await server.call<MobileState>('registerFromPhone', { body: phoneRegistration(ADA) });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ code: 'DE', callingCode: '49', number: '15123456789', isRegistered: true });
    const [sms] = await smsTo(ADA_E164);
    expect(sms!.text).toMatch(/^\d{6} ist Ihr Code für Alpha Staffing\. Er läuft in 10 Minuten ab\.$/);
    expect(sms!.subject).toBeNull();
    code = await lastCode(ADA_E164);
  });

  it('reports the number as registered, in any notation, and only on its tenant', async () => {
    const written = await server.call<{ exists: boolean }>('phoneExists', {
      body: { phone: { number: '+49 151 2345 6789', countryCode: 'DE' } },
    });
    expect(written.body).toEqual({ exists: true });
    const other = await server.call<{ exists: boolean }>('phoneExists', {
      body: { phone: { number: '0151 23456780', countryCode: 'DE' } },
    });
    expect(other.body).toEqual({ exists: false });
    const beta = await server.call<{ exists: boolean }>('phoneExists', { host: BETA, body: { phone: ADA } });
    expect(beta.body).toEqual({ exists: false });
  });

  it('tells when the code expires', async () => {
    const response = await server.call<Expiry>('getPhoneCodeExpiry', { body: { phone: ADA } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ expiresAt: new Date(now + 600_000).toISOString(), secondsLeft: 600 });
  });

  it('refuses the same number twice', async () => {
    const response = await server.call<Problem>('registerFromPhone', {
      body: phoneRegistration({ number: '+4915123456789', countryCode: 'DE' }),
    });
    expect(response.status).toBe(409);
    expect(response.body.fieldErrors).toEqual([{ field: 'phone.number', messages: ['validation.phoneInUse'] }]);
  });

  it('does not accept the code on another tenant', async () => {
    const response = await server.call<Problem>('authorizeWithMobileToken', {
      host: BETA,
      body: { phone: ADA, code },
    });
    expect(response.status).toBe(401);
    expect(response.body.messages).toEqual(['auth.phoneCodeInvalid']);
  });

  it('logs in with the code, once; the account is verified and has a placeholder email', async () => {
    const login = await server.call<Tokens>('authorizeWithMobileToken', { body: { phone: ADA, code } });
    expect(login.status).toBe(200);
    const me = await server.call<User>('getFreelancer', { token: login.body.access_token });
    expect(me.body).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      locale: 'de',
      verificationStatus: 'V',
      hasPasswordOrSocial: false,
      residenceCountry: null,
    });
    expect(me.body.email).toMatch(/^phone-[0-9a-f]{24}@no-email\.invalid$/);
    const again = await server.call<Problem>('authorizeWithMobileToken', { body: { phone: ADA, code } });
    expect(again.status).toBe(401);
    const expiry = await server.call<Problem>('getPhoneCodeExpiry', { body: { phone: ADA } });
    expect(expiry.status).toBe(404);
    expect(expiry.body.messages).toEqual(['auth.phoneCodeNotFound']);
  });

  it('never emails the placeholder address', async () => {
    const me = await server.call<Tokens>('authorizeWithMobileToken', {
      body: { phone: ADA, code: await newCode(ADA, ADA_E164) },
    });
    const user = await server.call<User>('getFreelancer', { token: me.body.access_token });
    const before = (await server.outbox()).length;
    const response = await server.call('oneTimeLinkLogin', { body: { email: user.body.email } });
    expect(response.status).toBe(202);
    expect(await server.outbox()).toHaveLength(before);
  });
});

/** Asks for a new code for a phone and returns it. */
async function newCode(phone: { number: string; countryCode: string }, e164: string): Promise<string> {
  const response = await server.call<Expiry>('resetPhoneCode', { body: { phone } });
  expect(response.status).toBe(202);
  return lastCode(e164);
}

describe('codes', () => {
  const GRACE = { number: '+49 160 1234567', countryCode: 'DE' };
  const GRACE_E164 = '+491601234567';

  beforeAll(async () => {
    const response = await server.call('registerFromPhone', { body: phoneRegistration(GRACE, { firstName: 'Grace' }) });
    expect(response.status).toBe(201);
  });

  it('counts wrong attempts persistently: after five the code is dead, even the right one', async () => {
    const code = await lastCode(GRACE_E164);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await server.call<Problem>('authorizeWithMobileToken', {
        body: { phone: GRACE, code: wrong(code) },
      });
      expect(response.status).toBe(401);
      expect(response.body.messages).toEqual([
        attempt < 5 ? 'auth.phoneCodeInvalid' : 'auth.phoneCodeAttemptsExceeded',
      ]);
    }
    const right = await server.call<Problem>('authorizeWithMobileToken', { body: { phone: GRACE, code } });
    expect(right.status).toBe(401);
    expect(right.body.messages).toEqual(['auth.phoneCodeAttemptsExceeded']);
    expect((await server.call('getPhoneCodeExpiry', { body: { phone: GRACE } })).status).toBe(404);
  });

  it('sends a new code that replaces the old one', async () => {
    const old = await lastCode(GRACE_E164);
    const response = await server.call<Expiry>('resetPhoneCode', { body: { phone: GRACE } });
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ expiresAt: new Date(now + 600_000).toISOString(), secondsLeft: 600 });
    const fresh = await lastCode(GRACE_E164);
    if (fresh !== old) {
      const stale = await server.call('authorizeWithMobileToken', { body: { phone: GRACE, code: old } });
      expect(stale.status).toBe(401);
    }
    const login = await server.call<Tokens>('authorizeWithMobileToken', { body: { phone: GRACE, code: fresh } });
    expect(login.status).toBe(200);
  });

  it('answers 400 for an expired code, and the expiry shows the time left until then', async () => {
    await server.call('resetPhoneCode', { body: { phone: GRACE } });
    const code = await lastCode(GRACE_E164);
    const issuedAt = now;
    try {
      now = issuedAt + 599_500;
      const left = await server.call<Expiry>('getPhoneCodeExpiry', { body: { phone: GRACE } });
      expect(left.body.secondsLeft).toBe(1);
      now = issuedAt + 600_000;
      const response = await server.call<Problem>('authorizeWithMobileToken', { body: { phone: GRACE, code } });
      expect(response.status).toBe(400);
      expect(response.body.messages).toEqual(['auth.phoneCodeExpired']);
      expect((await server.call('getPhoneCodeExpiry', { body: { phone: GRACE } })).status).toBe(404);
    } finally {
      now = issuedAt;
    }
  });

  it('answers a new-code request for an unknown number the same way, without sending anything', async () => {
    const before = (await server.outbox()).length;
    const response = await server.call<Expiry>('resetPhoneCode', {
      body: { phone: { number: '0170 7654321', countryCode: 'DE' } },
    });
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ expiresAt: new Date(now + 600_000).toISOString(), secondsLeft: 600 });
    expect(await server.outbox()).toHaveLength(before);
  });

  it('never texts codes to a number given in an email registration (it was never proven)', async () => {
    const phone = { number: '0171 2345678', countryCode: 'DE' };
    const registered = await server.call('register', {
      body: {
        email: 'typo@example.com',
        password: 'analytical-engine-1843',
        firstName: 'Ty',
        lastName: 'Po',
        locale: 'en',
        termsAccepted: true,
        privacyAccepted: true,
        phone,
      },
    });
    expect(registered.status).toBe(201);
    const response = await server.call('resetPhoneCode', { body: { phone } });
    expect(response.status).toBe(202);
    expect(await smsTo('+491712345678')).toEqual([]);
  });

  it('limits SMS per number: five an hour', async () => {
    const phone = { number: '0172 3456789', countryCode: 'DE' };
    expect((await server.call('registerFromPhone', { body: phoneRegistration(phone) })).status).toBe(201);
    for (let i = 0; i < 4; i++) expect((await server.call('resetPhoneCode', { body: { phone } })).status).toBe(202);
    const limited = await server.call<Problem>('resetPhoneCode', { body: { phone } });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('3600');
    expect(await smsTo('+491723456789')).toHaveLength(5);
  });
});

describe('bad input is a clear error and writes nothing', () => {
  it('rejects a number that is not valid for its region, and a locale the tenant lacks', async () => {
    const before = (await server.outbox()).length;
    const response = await server.call<Problem>('registerFromPhone', {
      body: phoneRegistration({ number: '0151 123', countryCode: 'DE' }, { locale: 'fr' }),
    });
    expect(response.status).toBe(422);
    expect(response.body.fieldErrors).toEqual([
      { field: 'phone.number', messages: ['validation.phone'] },
      { field: 'locale', messages: ['validation.locale'] },
    ]);
    expect(await server.outbox()).toHaveLength(before);
    const exists = await server.call<{ exists: boolean }>('phoneExists', {
      body: { phone: { number: '0151 123', countryCode: 'DE' } },
    });
    expect(exists.status).toBe(422);
  });

  it('rejects a registration without the agreements or with unknown fields', async () => {
    const response = await server.call<Problem>('registerFromPhone', {
      body: { ...phoneRegistration({ number: '0173 1234567', countryCode: 'DE' }, { termsAccepted: false }), admin: 1 },
    });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'termsAccepted', messages: ['validation.oneOf'] },
        { field: 'admin', messages: ['validation.unknownField'] },
      ]),
    );
    const exists = await server.call<{ exists: boolean }>('phoneExists', {
      body: { phone: { number: '0173 1234567', countryCode: 'DE' } },
    });
    expect(exists.body.exists).toBe(false);
  });

  it('answers 400 to a code login or expiry question with an invalid number or a malformed code', async () => {
    const invalid = await server.call<Problem>('authorizeWithMobileToken', {
      body: { phone: { number: '0151 123', countryCode: 'DE' }, code: '123456' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fieldErrors).toEqual([{ field: 'phone.number', messages: ['validation.phone'] }]);
    const malformed = await server.call<Problem>('authorizeWithMobileToken', { body: { phone: ADA, code: '12345' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.fieldErrors?.map((e) => e.field)).toEqual(['code']);
    const expiry = await server.call<Problem>('getPhoneCodeExpiry', {
      body: { phone: { number: '0151 123', countryCode: 'DE' } },
    });
    expect(expiry.status).toBe(400);
  });

  it('refuses the reserved placeholder domain as a registration email', async () => {
    const response = await server.call<Problem>('register', {
      body: {
        email: 'phone-0123456789abcdef01234567@no-email.invalid',
        password: 'analytical-engine-1843',
        firstName: 'Mallory',
        lastName: 'M',
        locale: 'en',
        termsAccepted: true,
        privacyAccepted: true,
      },
    });
    expect(response.status).toBe(422);
    expect(response.body.fieldErrors).toEqual([{ field: 'email', messages: ['validation.email'] }]);
  });
});
