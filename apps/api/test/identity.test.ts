// Registration and login with OpenID Connect ID tokens, against real local issuers (oidc-provider).
//
// Tenants of this file (a temporary tenants folder, since the issuers' ports are only known now):
// - gamma (gamma.test): Google, LinkedIn and Auth0 configured, no device verification;
// - beta: the fixture, plus Google (same issuer and client as gamma); device verification on;
// - alpha: the fixture, no identity provider.
import type { components } from '@talent/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALPHA, BETA, fixtureTenant, publishCmsPage, startTestServer, tenantsDir } from './harness.ts';
import type { TestServer } from './harness.ts';
import { startIssuer } from './oidcIssuer.ts';
import type { TestIssuer } from './oidcIssuer.ts';

type Tokens = components['schemas']['TokenResponse'];
type User = components['schemas']['FreelancerUser'];
type Problem = components['schemas']['Problem'];
type Pending = components['schemas']['DeviceVerificationPending'];

const GAMMA = 'gamma.test';
const GOOGLE = 'google-client';
const LINKEDIN = 'linkedin-client';
const AUTH0 = 'auth0-client';

let now = Date.now();
let google: TestIssuer;
let linkedin: TestIssuer;
let auth0: TestIssuer;
let tenants: { dir: string; remove(): void };
let server: TestServer;

beforeAll(async () => {
  google = await startIssuer([GOOGLE, 'another-client']);
  linkedin = await startIssuer([LINKEDIN, GOOGLE]);
  // Auth0 issuers end with a slash.
  auth0 = await startIssuer([AUTH0], { trailingSlash: true });
  const alpha = fixtureTenant('alpha');
  const beta = fixtureTenant('beta');
  const googleSettings = { issuer: google.issuer, clientId: GOOGLE };
  tenants = tenantsDir({
    gamma: {
      context: { ...alpha.context, id: 'gamma', name: 'Gamma Talent', talentDomainName: GAMMA },
      config: {
        freelancerLogin: {
          google: googleSettings,
          linkedin: { issuer: linkedin.issuer, clientId: LINKEDIN },
          auth0: { issuer: auth0.issuer, clientId: AUTH0 },
        },
      },
    },
    beta: {
      ...beta,
      config: {
        ...beta.config,
        freelancerLogin: { ...(beta.config['freelancerLogin'] as object), google: googleSettings },
      },
    },
  });
  server = await startTestServer({ env: { TENANTS_DIR: tenants.dir }, overrides: { now: () => now } });
});
afterAll(async () => {
  await server?.close();
  await Promise.all([google, linkedin, auth0].map((issuer) => issuer?.close()));
  tenants?.remove();
});

const registration = (idToken: string, overrides: Record<string, unknown> = {}) => ({
  idToken,
  locale: 'en',
  termsAccepted: true,
  privacyAccepted: true,
  ...overrides,
});

const ada = {
  sub: 'google-ada',
  email: 'ada@example.com',
  email_verified: true,
  given_name: 'Ada',
  family_name: 'Lovelace',
};

describe('register with Google → log in with Google', () => {
  let idToken: string;

  beforeAll(async () => {
    idToken = await google.idToken(GOOGLE, ada);
  });

  it('registers a verified account from the token and logs in (201)', async () => {
    const response = await server.call<Tokens>('registerFromGoogle', {
      host: GAMMA,
      body: registration(idToken, { residenceCountry: 'GB', locale: 'de' }),
    });
    expect(response.status).toBe(201);
    const me = await server.call<User>('getFreelancer', { host: GAMMA, token: response.body.access_token });
    expect(me.body).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      residenceCountry: 'GB',
      locale: 'de',
      verificationStatus: 'V',
      hasPasswordOrSocial: true,
    });
    // Verified by the provider: no activation email.
    expect(await server.outbox(GAMMA)).toEqual([]);
  });

  it('logs in with a token of the same identity', async () => {
    const later = await google.idToken(GOOGLE, { sub: 'google-ada' });
    const login = await server.call<Tokens>('authorizeWithGoogleToken', { host: GAMMA, body: { idToken: later } });
    expect(login.status).toBe(200);
    const me = await server.call<User>('getFreelancer', { host: GAMMA, token: login.body.access_token });
    expect(me.body.email).toBe('ada@example.com');
  });

  it('refuses to register the same identity twice, or an email that has an account', async () => {
    const again = await server.call<Problem>('registerFromGoogle', { host: GAMMA, body: registration(idToken) });
    expect(again.status).toBe(409);
    expect(again.body.messages).toEqual(['auth.identityInUse']);
    const otherIdentity = await google.idToken(GOOGLE, { ...ada, sub: 'google-ada-2', email: 'ADA@example.com' });
    const sameEmail = await server.call<Problem>('registerFromGoogle', {
      host: GAMMA,
      body: registration(otherIdentity),
    });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.messages).toEqual(['validation.emailInUse']);
  });

  it('answers 404 for an identity without an account, and on another tenant', async () => {
    const stranger = await google.idToken(GOOGLE, { sub: 'google-stranger' });
    const unknown = await server.call<Problem>('authorizeWithGoogleToken', {
      host: GAMMA,
      body: { idToken: stranger },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.messages).toEqual(['auth.notRegistered']);
    // beta trusts the same issuer and client, but Ada registered on gamma only.
    const otherTenant = await server.call<Problem>('authorizeWithGoogleToken', { host: BETA, body: { idToken } });
    expect(otherTenant.status).toBe(404);
  });

  it('answers 403 on a tenant without the provider, and 422 to a registration there', async () => {
    const login = await server.call<Problem>('authorizeWithGoogleToken', { host: ALPHA, body: { idToken } });
    expect(login.status).toBe(403);
    expect(login.body.messages).toEqual(['auth.providerNotEnabled']);
    const register = await server.call<Problem>('registerFromGoogle', { host: ALPHA, body: registration(idToken) });
    expect(register.status).toBe(422);
    expect(register.body.fieldErrors).toEqual([{ field: 'idToken', messages: ['auth.providerNotEnabled'] }]);
  });
});

describe('ID tokens that must be refused (401, nothing written)', () => {
  const grace = { sub: 'google-grace', email: 'grace@example.com', email_verified: true };

  /** Login refuses the token; so does registration when `register` (per-IP limits allow ten a minute). */
  async function refused(idToken: string, { message = 'auth.idTokenInvalid', register = false } = {}) {
    if (register) {
      const response = await server.call<Problem>('registerFromGoogle', { host: GAMMA, body: registration(idToken) });
      expect(response.status).toBe(401);
      expect(response.body.messages).toEqual([message]);
    }
    const login = await server.call<Problem>('authorizeWithGoogleToken', { host: GAMMA, body: { idToken } });
    expect(login.status).toBe(401);
    expect(login.body.messages).toEqual([message]);
    const exists = await server.call<{ exists: boolean }>('emailExists', {
      host: GAMMA,
      body: { email: 'grace@example.com' },
    });
    expect(exists.body.exists).toBe(false);
  }

  it('a token of another issuer (even for the same client id)', async () => {
    await refused(await linkedin.idToken(GOOGLE, grace), { register: true });
  });

  it('a token for another audience of the right issuer', async () => {
    await refused(await google.idToken('another-client', grace));
  });

  it('an expired token', async () => {
    const idToken = await google.idToken(GOOGLE, grace);
    const { exp } = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as { exp: number };
    const issuedAt = now;
    try {
      // Past the expiry and the 30 seconds of clock skew the server tolerates.
      now = exp * 1000 + 31_000;
      await refused(idToken, { message: 'auth.idTokenExpired', register: true });
    } finally {
      now = issuedAt;
    }
  });

  it('a tampered token', async () => {
    const [header, payload, signature] = (await google.idToken(GOOGLE, grace)).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'google-ada' })).toString('base64url');
    await refused(`${header}.${forged}.${signature}`);
  });

  it('an unsigned token', async () => {
    const claims = {
      ...grace,
      iss: google.issuer,
      aud: GOOGLE,
      iat: Math.floor(now / 1000),
      exp: Math.floor(now / 1000) + 600,
    };
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    await refused(`${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`);
  });

  it('a malformed token is a 400', async () => {
    const response = await server.call<Problem>('authorizeWithGoogleToken', {
      host: GAMMA,
      body: { idToken: 'not-a-jwt' },
    });
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toEqual([{ field: 'idToken', messages: ['validation.pattern'] }]);
  });
});

describe('LinkedIn and Auth0', () => {
  it('registers with LinkedIn; an unverified email gets an activation link', async () => {
    const idToken = await linkedin.idToken(LINKEDIN, {
      sub: 'li-1',
      email: 'linus@example.com',
      email_verified: false,
      given_name: 'Linus',
    });
    const response = await server.call<Tokens>('registerFromLinkedIn', { host: GAMMA, body: registration(idToken) });
    expect(response.status).toBe(201);
    const me = await server.call<User>('getFreelancer', { host: GAMMA, token: response.body.access_token });
    expect(me.body).toMatchObject({ email: 'linus@example.com', verificationStatus: 'UV', firstName: 'Linus' });
    expect(me.body.lastName).toBeNull();
    const [mail] = await server.outbox(GAMMA);
    expect(mail!.to).toBe('linus@example.com');
    expect(mail!.links[0]).toContain('/app/account/activate?token=');
    const login = await server.call('authorizeWithLinkedInToken', { host: GAMMA, body: { idToken } });
    expect(login.status).toBe(200);
    // The same subject at another provider is another identity.
    const viaGoogle = await server.call('authorizeWithGoogleToken', {
      host: GAMMA,
      body: { idToken: await google.idToken(GOOGLE, { sub: 'li-1' }) },
    });
    expect(viaGoogle.status).toBe(404);
  });

  it('registers with Auth0 (issuer with a trailing slash) without an email, then completes the account', async () => {
    const idToken = await auth0.idToken(AUTH0, { sub: 'auth0|42' });
    const response = await server.call<Tokens>('registerFromAuth0', { host: GAMMA, body: registration(idToken) });
    expect(response.status).toBe(201);
    const token = response.body.access_token;
    const me = await server.call<User>('getFreelancer', { host: GAMMA, token });
    expect(me.body.email).toMatch(/^identity-[0-9a-f]{24}@no-email\.invalid$/);
    expect(me.body).toMatchObject({
      firstName: null,
      lastName: null,
      residenceCountry: null,
      verificationStatus: 'UV',
    });

    const missing = await server.call<Problem>('fillMissingRegistrationData', {
      host: GAMMA,
      token,
      body: { residenceCountry: 'XX', firstName: '  ' },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.fieldErrors).toEqual([
      { field: 'firstName', messages: ['validation.required'] },
      { field: 'lastName', messages: ['validation.required'] },
      { field: 'residenceCountry', messages: ['validation.country'] },
    ]);
    const unchanged = await server.call<User>('getFreelancer', { host: GAMMA, token });
    expect(unchanged.body.residenceCountry).toBeNull();

    const filled = await server.call<User>('fillMissingRegistrationData', {
      host: GAMMA,
      token,
      body: { firstName: ' Alan ', lastName: 'Turing', residenceCountry: 'GB' },
    });
    expect(filled.status).toBe(200);
    expect(filled.body).toMatchObject({ firstName: 'Alan', lastName: 'Turing', residenceCountry: 'GB' });
    const login = await server.call('authorizeWithAuth0Token', { host: GAMMA, body: { idToken } });
    expect(login.status).toBe(200);
  });

  it('asks for the agreements the account still needs', async () => {
    // Gamma's terms and privacy statement, published before this server starts (the other server
    // of this file read gamma without them); then new terms, published while it runs.
    const page = (slug: string, version: string, published: string) => ({
      dir: tenants.dir,
      tenant: 'gamma',
      slug,
      version,
      published,
      texts: [{ language: 'en', title: slug, markdown: `Version ${version}.` }],
    });
    publishCmsPage(page('terms', '2026-01', '2026-01-01'));
    publishCmsPage(page('privacy', '2026-01', '2026-01-01'));
    const versioned = await startTestServer({ env: { TENANTS_DIR: tenants.dir } });
    try {
      const idToken = await auth0.idToken(AUTH0, { sub: 'auth0|terms', given_name: 'T', family_name: 'S' });
      const created = await versioned.call<Tokens>('registerFromAuth0', { host: GAMMA, body: registration(idToken) });
      publishCmsPage(page('terms', '2026-06', '2026-06-01'), versioned);
      const token = created.body.access_token;
      const refused = await versioned.call<Problem>('fillMissingRegistrationData', {
        host: GAMMA,
        token,
        body: { residenceCountry: 'DE' },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.fieldErrors).toEqual([{ field: 'termsAccepted', messages: ['validation.required'] }]);
      const agreed = await versioned.call<User>('fillMissingRegistrationData', {
        host: GAMMA,
        token,
        body: { residenceCountry: 'DE', termsAccepted: true },
      });
      expect(agreed.status).toBe(200);
      expect(agreed.body.residenceCountry).toBe('DE');
    } finally {
      await versioned.close();
    }
  });
});

describe('fillMissingRegistrationData', () => {
  it('needs a logged-in user', async () => {
    const response = await server.call<Problem>('fillMissingRegistrationData', {
      host: GAMMA,
      body: { residenceCountry: 'DE' },
    });
    expect(response.status).toBe(401);
  });

  it('rejects a token of another tenant', async () => {
    const idToken = await google.idToken(GOOGLE, {
      sub: 'google-tenant',
      email: 't@example.com',
      email_verified: true,
    });
    const created = await server.call<Tokens>('registerFromGoogle', { host: GAMMA, body: registration(idToken) });
    const response = await server.call<Problem>('fillMissingRegistrationData', {
      host: ALPHA,
      token: created.body.access_token,
      body: { residenceCountry: 'DE' },
    });
    expect(response.status).toBe(401);
  });
});

describe('identity login on a tenant with device verification (beta)', () => {
  it('registers and trusts the registering device; a new device must be confirmed first', async () => {
    const device = '0b9e7c1e-5d4f-4f3a-9a53-8f3f6f1f2a10';
    const idToken = await google.idToken(GOOGLE, { sub: 'google-bea', email: 'bea@example.com', email_verified: true });
    const created = await server.call<Tokens>('registerFromGoogle', {
      host: BETA,
      body: registration(idToken, { locale: 'fr', actorDeviceUUID: device }),
    });
    expect(created.status).toBe(201);
    const same = await server.call<Tokens>('authorizeWithGoogleToken', {
      host: BETA,
      body: { idToken, actorDeviceUUID: device },
    });
    expect(same.status).toBe(200);
    const other = await server.call<Pending>('authorizeWithGoogleToken', {
      host: BETA,
      body: { idToken, actorDeviceUUID: '6f1c2d8e-1111-4a2b-8c3d-222233334444' },
    });
    expect(other.status).toBe(202);
    expect(other.body).toEqual({ state: 'DEVICE_VERIFICATION_REQUIRED', channel: 'email' });
    const [mail] = await server.outbox(BETA);
    expect(mail!.to).toBe('bea@example.com');
    expect(mail!.links[0]).toMatch(/\/app\/login\?urlToken=[\w-]{43}$/);
  });

  it('refuses a login from a new device when the account has no channel to confirm it (403)', async () => {
    const idToken = await google.idToken(GOOGLE, { sub: 'google-no-email' });
    const created = await server.call('registerFromGoogle', {
      host: BETA,
      body: registration(idToken, { locale: 'fr', actorDeviceUUID: '7d3c5a10-2b4e-4f6a-8c9d-0e1f2a3b4c5d' }),
    });
    expect(created.status).toBe(201);
    const response = await server.call<Problem>('authorizeWithGoogleToken', {
      host: BETA,
      body: { idToken, actorDeviceUUID: '6f1c2d8e-1111-4a2b-8c3d-222233334444' },
    });
    expect(response.status).toBe(403);
    expect(response.body.messages).toEqual(['auth.deviceVerificationUnavailable']);
  });

  it('applies the tenant’s email rule to the token’s email', async () => {
    const idToken = await google.idToken(GOOGLE, { sub: 'google-plus', email: 'bea+jobs@example.com' });
    const response = await server.call<Problem>('registerFromGoogle', {
      host: BETA,
      body: registration(idToken, { locale: 'fr' }),
    });
    expect(response.status).toBe(422);
    expect(response.body.fieldErrors).toEqual([{ field: 'idToken', messages: ['validation.specialChars'] }]);
  });
});
