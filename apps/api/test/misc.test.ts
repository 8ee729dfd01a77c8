// The public client reads: context and config, languages, countries, affiliate.
import type { components } from '@talent/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALPHA, BETA, fixtureTenant, rawRequest, startTestServer, tenantsDir } from './harness.ts';
import type { TestServer } from './harness.ts';

type Schemas = components['schemas'];

let server: TestServer;
let tenants: { dir: string; remove(): void };
beforeAll(async () => {
  // A tenant with nested login settings and an absolute logo URL, beside the fixtures.
  const gamma = fixtureTenant('alpha');
  tenants = tenantsDir({
    gamma: {
      context: {
        ...gamma.context,
        id: 'gamma',
        name: 'Gamma Talent',
        talentDomainName: 'gamma.test',
        languages: [
          { iso: 'nl', name: 'Nederlands' },
          { iso: 'en', name: 'English' },
        ],
        talentLogo: 'https://cdn.example.com/gamma.svg',
      },
      config: {
        currencies: ['EUR', 'GBP'],
        freelancerLogin: {
          deviceVerification: true,
          google: { issuer: 'https://accounts.example.com', clientId: 'gamma-web' },
        },
      },
    },
  });
  server = await startTestServer({ env: { TENANTS_DIR: tenants.dir } });
});
afterAll(async () => {
  await server?.close();
  tenants?.remove();
});

async function register(email: string, host = ALPHA, affiliate?: string): Promise<string> {
  const body = {
    email,
    password: 'analytical-engine-1843',
    firstName: 'Ada',
    lastName: 'Lovelace',
    locale: 'en',
    termsAccepted: true,
    privacyAccepted: true,
    ...(host === BETA && { locale: 'fr', reCaptchaToken: 'unused' }),
  };
  const created = await server.call('register', {
    host,
    body,
    ...(affiliate && { headers: { 'x-affiliate': affiliate } }),
  });
  expect(created.status).toBe(201);
  const login = await server.call<Schemas['TokenResponse']>('authorize', {
    host,
    body: { email, password: body.password },
  });
  expect(login.status).toBe(200);
  return login.body.access_token;
}

describe('getClientContext', () => {
  it('answers each host with its own tenant, every config default applied', async () => {
    const alpha = await server.call<Schemas['ClientContextResponse']>('getClientContext');
    expect(alpha.status).toBe(200);
    expect(alpha.body.context.id).toBe('alpha');
    expect(alpha.body.context.name).toBe('Alpha Staffing');
    // The tenant folder's logo under a URL with its content hash (test/tenantAssets.test.ts), and its size.
    expect(alpha.body.context.talentLogo).toMatch(/^\/tenants\/alpha\/logos\/talent\.svg\?v=[0-9a-f]{16}$/);
    expect(alpha.body.talentLogoSize).toEqual({ width: 32, height: 32 });
    expect(alpha.body.config).toMatchObject({
      currencies: ['EUR'],
      publicSearchDisabled: false,
      userDeviceValidityDays: 365,
      emailSpecialCharacters: true,
      requiredVerifications: { email: 'principal', mobileNumber: 'disabled' },
      freelancerLogin: {},
    });

    const beta = await server.call<Schemas['ClientContextResponse']>('getClientContext', { host: BETA });
    expect(beta.body.context.id).toBe('beta');
    expect(beta.body.context.reCaptchaIsEnabled).toBe(true);
    expect(beta.body.config.publicSearchDisabled).toBe(true);
    expect(beta.body.config.requiredVerifications.mobileNumber).toBe('alternative');
  });

  it('answers an unknown host with the default tenant, whatever the port', async () => {
    const response = await server.call<Schemas['ClientContextResponse']>('getClientContext', {
      host: 'localhost:5173',
    });
    expect(response.body.context.id).toBe('alpha');
  });

  it('flattens nested login settings and keeps absolute logo URLs', async () => {
    const response = await server.call<Schemas['ClientContextResponse']>('getClientContext', { host: 'gamma.test' });
    expect(response.body.context.talentLogo).toBe('https://cdn.example.com/gamma.svg');
    // A logo elsewhere: no size the server could read.
    expect(response.body.talentLogoSize).toBeUndefined();
    // gamma's folder has no logo file: no hash to version the URL with.
    expect(response.body.context.projectLogo).toBe('/tenants/gamma/logos/talent.svg');
    expect(response.body.config.freelancerLogin).toEqual({
      deviceVerification: true,
      'google.issuer': 'https://accounts.example.com',
      'google.clientId': 'gamma-web',
    });
  });

  it('serves the logo the context names', async () => {
    const context = await server.call<Schemas['ClientContextResponse']>('getClientContext');
    const logo = await rawRequest(server.url, { method: 'GET', path: context.body.context.talentLogo });
    expect(logo.status).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.body).toContain('<svg');
  });

  it('refuses an invalid token even on this public call', async () => {
    const response = await server.call('getClientContext', { token: 'not-a-token' });
    expect(response.status).toBe(401);
  });
});

describe('listLanguages', () => {
  it('lists the tenant’s languages, default first', async () => {
    const alpha = await server.call<Schemas['LanguageList']>('listLanguages');
    expect(alpha.body.results).toEqual([
      { iso: 'en', name: 'English' },
      { iso: 'de', name: 'Deutsch' },
      { iso: 'uk', name: 'Українська' },
    ]);
    const beta = await server.call<Schemas['LanguageList']>('listLanguages', { host: BETA });
    expect(beta.body.results.map((l) => l.iso)).toEqual(['fr', 'nl']);
  });
});

describe('listCountries', () => {
  it('names countries in the default language without Accept-Language, with calling codes', async () => {
    const response = await server.call<Schemas['CountryList']>('listCountries');
    expect(response.status).toBe(200);
    expect(response.headers['content-language']).toBe('en');
    const germany = response.body.results.find((c) => c.iso2 === 'DE');
    expect(germany).toEqual({
      name: 'Germany',
      iso2: 'DE',
      phoneCode: '+49',
      translations: { en: 'Germany', de: 'Deutschland', uk: 'Німеччина' },
    });
    expect(response.body.results.length).toBeGreaterThan(240);
    expect(new Set(response.body.results.map((c) => c.iso2)).size).toBe(response.body.results.length);
  });

  it('sorts alphabetically in the negotiated language (region tags match their language)', async () => {
    const response = await server.call<Schemas['CountryList']>('listCountries', {
      headers: { 'accept-language': 'fr;q=0.9, de-CH, en;q=0.5' },
    });
    expect(response.headers['content-language']).toBe('de');
    const names = response.body.results.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('de', { sensitivity: 'base' }).compare));
    expect(names).toContain('Österreich');
    // German collation puts Ö with O, not after Z.
    expect(names.indexOf('Österreich')).toBeLessThan(names.indexOf('Polen'));
  });

  it('falls back to the tenant default for a language the tenant does not speak', async () => {
    const response = await server.call<Schemas['CountryList']>('listCountries', {
      host: BETA,
      headers: { 'accept-language': 'de' },
    });
    expect(response.headers['content-language']).toBe('fr');
    const germany = response.body.results.find((c) => c.iso2 === 'DE')!;
    expect(germany.name).toBe('Allemagne');
    expect(germany.translations).toEqual({ fr: 'Allemagne', nl: 'Duitsland' });
  });

  it('gives null for a territory without a calling code', async () => {
    const response = await server.call<Schemas['CountryList']>('listCountries');
    const bouvet = response.body.results.find((c) => c.iso2 === 'BV');
    expect(bouvet?.phoneCode).toBeNull();
  });
});

describe('getAffiliate', () => {
  it('echoes the forwarded affiliate of an anonymous visit, none without', async () => {
    const none = await server.call<Schemas['Affiliate']>('getAffiliate');
    expect(none.body).toEqual({ affiliate: null });
    const forwarded = await server.call<Schemas['Affiliate']>('getAffiliate', {
      headers: { 'x-affiliate': 'utm_source=newsletter&r=42' },
    });
    expect(forwarded.body).toEqual({ affiliate: 'utm_source=newsletter&r=42' });
  });

  it('refuses a malformed affiliate header', async () => {
    const response = await rawRequest(server.url, {
      method: 'GET',
      path: '/v1/api/affiliate',
      headers: { 'x-affiliate': 'x'.repeat(513) },
    });
    expect(response.status).toBe(400);
  });

  it('prefers the attribution recorded at registration for a logged-in user', async () => {
    const token = await register('affiliated@example.com', ALPHA, 'r=partner-7');
    const response = await server.call<Schemas['Affiliate']>('getAffiliate', {
      token,
      headers: { 'x-affiliate': 'utm_source=other' },
    });
    expect(response.body).toEqual({ affiliate: 'r=partner-7' });

    const plain = await register('plain@example.com');
    const withHeader = await server.call<Schemas['Affiliate']>('getAffiliate', {
      token: plain,
      headers: { 'x-affiliate': 'utm_source=other' },
    });
    expect(withHeader.body).toEqual({ affiliate: 'utm_source=other' });
  });

  it('rejects a token of another tenant', async () => {
    const token = await register('wrong-host@example.com');
    const response = await server.call('getAffiliate', { host: BETA, token });
    expect(response.status).toBe(401);
  });
});
