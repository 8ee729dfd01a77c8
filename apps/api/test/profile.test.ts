// Profile data of the logged-in freelancer: names, residence country, the profile document with
// hidden fields, profile strength, and the standard rate. Alpha quotes in EUR and CHF (a run-time
// variant of the fixture); gamma, a third tenant, quotes only in CHF.
import type { components } from '@talent/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../src/db/schema.ts';
import { alphaAccount, directAccount, freelancerRow, inTenant, setFreelancer } from './accountData.ts';
import { BETA, fixtureTenant, startTestServer, tenantsDir } from './harness.ts';
import type { TestServer } from './harness.ts';

type Schemas = components['schemas'];
type User = Schemas['FreelancerUser'];
type Problem = Schemas['Problem'];
type ProfileInfo = Schemas['ProfileInfo'];
type Strength = Schemas['ProfileStrength'];
type Rate = Schemas['Rate'];

const GAMMA = 'gamma.test';
const now = Date.parse('2026-03-10T09:00:00Z');
let tenants: ReturnType<typeof tenantsDir>;
let server: TestServer;
beforeAll(async () => {
  const alpha = fixtureTenant('alpha');
  tenants = tenantsDir({
    alpha: { ...alpha, config: { ...alpha.config, currencies: ['EUR', 'CHF'] } },
    gamma: {
      ...alpha,
      context: { ...alpha.context, id: 'gamma', name: 'Gamma Talent', talentDomainName: GAMMA },
      config: { currencies: ['CHF'] },
    },
  });
  server = await startTestServer({ env: { TENANTS_DIR: tenants.dir }, overrides: { now: () => now } });
});
afterAll(async () => {
  await server?.close();
  tenants?.remove();
});

/** An alpha token used on beta's host (wrong tenant) must be refused. */
async function expectWrongTenant(operationId: string, token: string, options: Record<string, unknown> = {}) {
  const response = await server.call<Problem>(operationId, { token, host: BETA, ...options });
  expect(response.status).toBe(401);
}

describe('updateFreelancer', () => {
  let account: { token: string; id: number };
  beforeAll(async () => {
    account = await alphaAccount(server, 'names@example.com');
  });

  it('sets the names (trimmed) and the subscription', async () => {
    const response = await server.call<User>('updateFreelancer', {
      token: account.token,
      body: { firstName: '  Augusta Ada ', lastName: 'King', subscribed: true },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ firstName: 'Augusta Ada', lastName: 'King', subscribed: true });
    const me = await server.call<User>('getFreelancer', { token: account.token });
    expect(me.body).toMatchObject({ firstName: 'Augusta Ada', lastName: 'King', subscribed: true });
  });

  it('keeps the subscription when it is not sent', async () => {
    const response = await server.call<User>('updateFreelancer', {
      token: account.token,
      body: { firstName: 'Ada', lastName: 'King' },
    });
    expect(response.body).toMatchObject({ firstName: 'Ada', lastName: 'King', subscribed: true });
  });

  it('refuses blank names with 422 and field errors, writing nothing', async () => {
    const response = await server.call<Problem>('updateFreelancer', {
      token: account.token,
      body: { firstName: '   ', lastName: 'King', subscribed: false },
    });
    expect(response.status).toBe(422);
    expect(response.body.fieldErrors).toEqual([{ field: 'firstName', messages: ['validation.required'] }]);
    // A control character is refused by the contract itself (PersonName: one line, no control
    // characters), before the names are checked.
    const control = await server.call<Problem>('updateFreelancer', {
      token: account.token,
      body: { firstName: 'Ada', lastName: 'Bad\u0007Name', subscribed: false },
    });
    expect(control.status).toBe(400);
    expect(control.body.fieldErrors).toEqual([{ field: 'lastName', messages: ['validation.pattern'] }]);
    const row = await freelancerRow(server, 'alpha', account.id);
    expect(row).toMatchObject({ firstName: 'Ada', lastName: 'King', subscribed: true });
  });

  it('refuses a missing name or an unknown field with 400', async () => {
    const missing = await server.call<Problem>('updateFreelancer', {
      token: account.token,
      body: { firstName: 'Ada' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toEqual([{ field: 'lastName', messages: ['validation.required'] }]);
    const unknown = await server.call<Problem>('updateFreelancer', {
      token: account.token,
      body: { firstName: 'Ada', lastName: 'King', email: 'x@example.com' },
    });
    expect(unknown.status).toBe(400);
  });

  it('needs a login of this tenant', async () => {
    const anonymous = await server.call<Problem>('updateFreelancer', { body: { firstName: 'A', lastName: 'B' } });
    expect(anonymous.status).toBe(401);
    await expectWrongTenant('updateFreelancer', account.token, { body: { firstName: 'A', lastName: 'B' } });
    expect((await freelancerRow(server, 'alpha', account.id)).firstName).toBe('Ada');
  });
});

describe('updateResidenceCountry', () => {
  let account: { token: string; id: number };
  beforeAll(async () => {
    account = await alphaAccount(server, 'country@example.com', { residenceCountry: 'DE' });
  });

  it('sets the country of residence', async () => {
    const response = await server.call<User>('updateResidenceCountry', {
      token: account.token,
      body: { residenceCountry: 'CH' },
    });
    expect(response.status).toBe(200);
    expect(response.body.residenceCountry).toBe('CH');
  });

  it('refuses a code that is no country with 422 (nothing written), a malformed one with 400', async () => {
    const unknown = await server.call<Problem>('updateResidenceCountry', {
      token: account.token,
      body: { residenceCountry: 'XX' },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.fieldErrors).toEqual([{ field: 'residenceCountry', messages: ['validation.country'] }]);
    const malformed = await server.call<Problem>('updateResidenceCountry', {
      token: account.token,
      body: { residenceCountry: 'che' },
    });
    expect(malformed.status).toBe(400);
    expect((await freelancerRow(server, 'alpha', account.id)).residenceCountry).toBe('CH');
  });

  it('needs a login of this tenant', async () => {
    expect((await server.call('updateResidenceCountry', { body: { residenceCountry: 'FR' } })).status).toBe(401);
    await expectWrongTenant('updateResidenceCountry', account.token, { body: { residenceCountry: 'FR' } });
    expect((await freelancerRow(server, 'alpha', account.id)).residenceCountry).toBe('CH');
  });
});

describe('updateProfileInfo, getHiddenFields and getProfileStrength', () => {
  let account: { token: string; id: number };
  beforeAll(async () => {
    account = await alphaAccount(server, 'profile@example.com');
  });

  const strength = async (token = account.token) => {
    const response = await server.call<Strength>('getProfileStrength', { token });
    expect(response.status).toBe(200);
    return response.body;
  };
  const update = (body: ProfileInfo, token = account.token) =>
    server.call<ProfileInfo & Problem>('updateProfileInfo', { token, body });

  it('a user fills the profile step by step and the strength rises accordingly', async () => {
    // Registration gave the names (4 + 4 of 100); the most useful additions come first.
    expect(await strength()).toEqual({
      score: 8,
      missing: [
        'professionalTitle',
        'cv.file',
        'cv.employmentHistory',
        'description',
        'cv.skills',
        'availability',
        'hourRate',
        'mobileNumber',
        'profileImage',
        'cv.educationHistory',
        'cv.masteredLanguages',
        'homeAddress.city',
        'homeAddress.country',
        'linkedinHandle',
        'homeAddress.street',
        'homeAddress.zip',
      ],
    });

    const titled = await update({ professionalTitle: ' Analyst ', description: 'Notes on the engine.' });
    expect(titled.status).toBe(200);
    expect(titled.body).toEqual({
      mobileNumber: null,
      profileImage: null,
      firstName: 'Ada',
      lastName: 'Lovelace',
      professionalTitle: 'Analyst',
      availability: null,
      description: 'Notes on the engine.',
      hourRate: null,
    });
    expect((await strength()).score).toBe(26);

    const addressed = await update({ homeAddress: { city: 'London', country: 'GB', zip: 'W1 2AB' } });
    expect(addressed.body.homeAddress).toEqual({ city: 'London', country: 'GB', zip: 'W1 2AB' });
    expect((await strength()).score).toBe(35);

    // A section edit keeps the other sections; an empty string clears one address line.
    const more = await update({
      homeAddress: { street: '12 St James’s Square', zip: '' },
      mobileNumber: { number: '07400 123456', countryCode: 'GB' },
      availability: '2026-04-01',
      hourRate: 95.5,
      linkedinHandle: 'ada-lovelace',
    });
    expect(more.status).toBe(200);
    expect(more.body).toMatchObject({
      homeAddress: { city: 'London', country: 'GB', street: '12 St James’s Square' },
      mobileNumber: { number: '+447400123456', countryCode: 'GB' },
      professionalTitle: 'Analyst',
      availability: '2026-04-01',
      hourRate: 95.5,
      linkedinHandle: 'ada-lovelace',
    });
    expect(await strength()).toEqual({
      score: 56,
      missing: [
        'cv.file',
        'cv.employmentHistory',
        'cv.skills',
        'profileImage',
        'cv.educationHistory',
        'cv.masteredLanguages',
        'homeAddress.zip',
      ],
    });

    // A profile image must be one of the freelancer's uploaded images.
    const [image] = await inTenant(server, 'alpha', (tx) =>
      tx
        .insert(files)
        .values({
          clientId: 'alpha',
          freelancerId: account.id,
          kind: 'PROFILE_IMAGE',
          name: 'ada.png',
          contentType: 'image/png',
          size: 1234,
          storageKey: 'alpha/ada.png',
        })
        .returning(),
    );
    const pictured = await update({ profileImage: image!.uuid, homeAddress: { zip: 'SW1Y 4LE' } });
    expect(pictured.body.profileImage).toBe(image!.uuid);
    expect((await strength()).score).toBe(62);

    // The CV counts: its sections, and an uploaded CV file (a generated one would not).
    const cv = await server.call('updateCv', {
      token: account.token,
      body: {
        skills: ['Analysis'],
        toolsAndTechnologies: [],
        masteredLanguages: [{ code: 'en', proficiency: 5 }],
        employmentHistory: [{ title: 'Analyst', start: '1842-01-01', end: '1843-09-01' }],
        educationHistory: [{ title: 'Mathematics', organization: 'Private tuition' }],
        certificateHistory: [],
      },
    });
    expect(cv.status).toBe(200);
    const cvFile = (generated: boolean) =>
      inTenant(server, 'alpha', (tx) =>
        tx.insert(files).values({
          clientId: 'alpha',
          freelancerId: account.id,
          kind: 'CV',
          name: 'cv.pdf',
          contentType: 'application/pdf',
          size: 2048,
          storageKey: `alpha/cv-${String(generated)}.pdf`,
          generated,
        }),
      );
    await cvFile(true);
    expect(await strength()).toEqual({ score: 90, missing: ['cv.file'] });
    await cvFile(false);
    expect(await strength()).toEqual({ score: 100, missing: [] });

    const stored = await freelancerRow(server, 'alpha', account.id);
    expect(stored.phoneE164).toBe('+447400123456');
    expect(stored.profile).toMatchObject({ professionalTitle: 'Analyst', hourRate: 95.5 });
  });

  it('refuses bad input with 422 field errors and writes nothing of it', async () => {
    const before = await freelancerRow(server, 'alpha', account.id);
    const response = await update({
      professionalTitle: 'Changed',
      mobileNumber: { number: '12345', countryCode: 'DE' },
      homeAddress: { country: 'XX' },
      availability: '2032-01-01',
      hourRate: 0,
      profileImage: '00000000-0000-4000-8000-000000000000',
    });
    expect(response.status).toBe(422);
    expect(response.body.fieldErrors).toEqual([
      { field: 'homeAddress.country', messages: ['validation.country'] },
      { field: 'mobileNumber.number', messages: ['validation.phone'] },
      { field: 'profileImage', messages: ['profile.imageNotFound'] },
      { field: 'availability', messages: ['validation.maxValue'] },
      { field: 'hourRate', messages: ['validation.minValue'] },
    ]);
    expect(await freelancerRow(server, 'alpha', account.id)).toEqual(before);
    // Control characters are refused by the contract (a title is one line; a description may
    // have line breaks, nothing else below U+0020).
    const controls = await update({ description: 'Line one\nLine\u0007two', professionalTitle: 'Tab\there' });
    expect(controls.status).toBe(400);
    expect(controls.body.fieldErrors).toEqual([
      { field: 'professionalTitle', messages: ['validation.pattern'] },
      { field: 'description', messages: ['validation.pattern'] },
    ]);
    // U+0000 is refused before any rule of the profile's: in every request, as no storable text.
    const nul = await update({ description: 'Line one\nLine\u0000two' });
    expect(nul.status).toBe(400);
    expect(nul.body.fieldErrors).toEqual([{ field: 'description', messages: ['validation.invalid'] }]);
    expect(await freelancerRow(server, 'alpha', account.id)).toEqual(before);
    const malformed = await update({ availability: '2026-02-30' });
    expect(malformed.status).toBe(400);
    const unknown = await server.call('updateProfileInfo', { token: account.token, body: { email: 'x@example.com' } });
    expect(unknown.status).toBe(400);
    // Line breaks and tabs are free text's own.
    expect((await update({ description: 'Line one\r\nLine\ttwo' })).status).toBe(200);
  });

  it('refuses a number another account of the tenant uses (422, the contract has no 409)', async () => {
    await directAccount(server, 'alpha', 'owner@example.com', { phoneE164: '+4915123456789', phoneCountry: 'DE' });
    const response = await update({ mobileNumber: { number: '0151 23456789', countryCode: 'DE' } });
    expect(response.status).toBe(422);
    expect(response.body.fieldErrors).toEqual([{ field: 'mobileNumber.number', messages: ['validation.phoneInUse'] }]);
    expect((await freelancerRow(server, 'alpha', account.id)).phoneE164).toBe('+447400123456');
  });

  it('never changes the number a phone account logs in with', async () => {
    const phone = await directAccount(server, 'alpha', 'phone-0123456789abcdef01234567@no-email.invalid', {
      phoneE164: '+4917612345678',
      phoneCountry: 'DE',
    });
    const changed = await update({ mobileNumber: { number: '07400 654321', countryCode: 'GB' } }, phone.token);
    expect(changed.status).toBe(422);
    expect(changed.body.fieldErrors).toEqual([
      { field: 'mobileNumber.number', messages: ['profile.loginPhoneReadOnly'] },
    ]);
    const cleared = await update({ mobileNumber: null }, phone.token);
    expect(cleared.status).toBe(422);
    const same = await update({ mobileNumber: { number: '0176 12345678', countryCode: 'DE' } }, phone.token);
    expect(same.status).toBe(200);
    expect((await freelancerRow(server, 'alpha', phone.id)).phoneE164).toBe('+4917612345678');
  });

  it('lists the hidden fields of the user (unknown names ignored), and hides them from the profile', async () => {
    expect((await server.call('getHiddenFields', { token: account.token })).body).toEqual({ hiddenFieldNames: [] });
    await setFreelancer(server, 'alpha', account.id, {
      hiddenFields: ['hourRate', 'homeAddress.street', 'notAField', 'mobileNumber'],
    });
    const hidden = await server.call('getHiddenFields', { token: account.token });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toEqual({ hiddenFieldNames: ['homeAddress.street', 'mobileNumber', 'hourRate'] });
    const profile = await update({});
    expect(profile.status).toBe(200);
    expect(profile.body).not.toHaveProperty('hourRate');
    expect(profile.body).not.toHaveProperty('mobileNumber');
    expect(profile.body.homeAddress).toEqual({ city: 'London', country: 'GB', zip: 'SW1Y 4LE' });
  });

  it('a hidden field is refused with 422 and nothing else of that request is written', async () => {
    const before = await freelancerRow(server, 'alpha', account.id);
    const response = await update({
      professionalTitle: 'Mathematician',
      description: 'Changed',
      homeAddress: { city: 'Paris', street: 'Rue de Rivoli' },
      hourRate: null,
    });
    expect(response.status).toBe(422);
    expect(response.body.fieldErrors).toEqual([
      { field: 'homeAddress.street', messages: ['profile.fieldHidden'] },
      { field: 'hourRate', messages: ['profile.fieldHidden'] },
    ]);
    expect(await freelancerRow(server, 'alpha', account.id)).toEqual(before);
    // The same edit without the hidden fields goes through.
    const allowed = await update({ professionalTitle: 'Mathematician', homeAddress: { city: 'Paris' } });
    expect(allowed.status).toBe(200);
    expect(allowed.body).toMatchObject({ professionalTitle: 'Mathematician', homeAddress: { city: 'Paris' } });
  });

  it('leaves hidden fields out of the strength', async () => {
    // Hidden: street (2), mobileNumber (5), hourRate (6) → 87 counted, all of them filled.
    expect(await strength()).toEqual({ score: 100, missing: [] });
    await setFreelancer(server, 'alpha', account.id, {
      profile: { professionalTitle: 'Mathematician' },
      firstName: null,
      lastName: null,
    });
    // Only the title (10) and the CV (38) of 87 are filled.
    expect(await strength()).toEqual({
      score: 55,
      missing: [
        'description',
        'availability',
        'profileImage',
        'firstName',
        'lastName',
        'homeAddress.city',
        'homeAddress.country',
        'linkedinHandle',
        'homeAddress.zip',
      ],
    });
  });

  it('counts the standard rate as the rate of the profile', async () => {
    const other = await alphaAccount(server, 'rated@example.com');
    expect((await strength(other.token)).missing).toContain('hourRate');
    await server.call('updateRate', { token: other.token, query: { value: 600, period: 'DAY' } });
    expect((await strength(other.token)).missing).not.toContain('hourRate');
  });

  it('needs a login of this tenant', async () => {
    for (const operationId of ['getHiddenFields', 'getProfileStrength']) {
      expect((await server.call(operationId)).status).toBe(401);
      await expectWrongTenant(operationId, account.token);
    }
    const before = await freelancerRow(server, 'alpha', account.id);
    expect((await server.call('updateProfileInfo', { body: { description: 'x' } })).status).toBe(401);
    await expectWrongTenant('updateProfileInfo', account.token, { body: { description: 'x' } });
    expect(await freelancerRow(server, 'alpha', account.id)).toEqual(before);
  });
});

describe('getRate and updateRate', () => {
  let account: { token: string; id: number };
  beforeAll(async () => {
    account = await alphaAccount(server, 'rate@example.com');
  });

  it('has no rate at first: value null, EUR per hour', async () => {
    const response = await server.call<Rate>('getRate', { token: account.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ value: null, currency: 'EUR', period: 'HR' });
  });

  it('sets a rate given as a decimal (to the cent), in a configured currency and period', async () => {
    const hourly = await server.call<Rate>('updateRate', { token: account.token, query: { value: '87.456' } });
    expect(hourly.status).toBe(200);
    expect(hourly.body).toEqual({ value: 87.46, currency: 'EUR', period: 'HR' });
    const daily = await server.call<Rate>('updateRate', {
      token: account.token,
      query: { value: 720, currency: 'CHF', period: 'DAY' },
    });
    expect(daily.body).toEqual({ value: 720, currency: 'CHF', period: 'DAY' });
    expect((await server.call<Rate>('getRate', { token: account.token })).body).toEqual(daily.body);
  });

  it('refuses a currency the tenant does not quote in, zero, and implausible amounts (422, nothing written)', async () => {
    const usd = await server.call<Problem>('updateRate', {
      token: account.token,
      query: { value: 50, currency: 'USD' },
    });
    expect(usd.status).toBe(422);
    expect(usd.body.fieldErrors).toEqual([{ field: 'currency', messages: ['validation.oneOf'] }]);
    const zero = await server.call<Problem>('updateRate', { token: account.token, query: { value: 0 } });
    expect(zero.body.fieldErrors).toEqual([{ field: 'value', messages: ['validation.minValue'] }]);
    const hourly = await server.call<Problem>('updateRate', { token: account.token, query: { value: 250_000 } });
    expect(hourly.body.fieldErrors).toEqual([{ field: 'value', messages: ['validation.maxValue'] }]);
    const project = await server.call<Rate>('updateRate', {
      token: account.token,
      query: { value: 250_000, period: 'PROJECT' },
    });
    expect(project.status).toBe(200);
    await server.call<Rate>('updateRate', {
      token: account.token,
      query: { value: 720, currency: 'CHF', period: 'DAY' },
    });
    for (const query of [
      { value: 'ten' },
      { value: -5 },
      { value: 10, period: 'FORTNIGHT' },
      { value: 10, currency: 'eur' },
    ]) {
      expect((await server.call('updateRate', { token: account.token, query })).status).toBe(400);
    }
    const row = await freelancerRow(server, 'alpha', account.id);
    expect([row.rateValue, row.rateCurrency, row.ratePeriod]).toEqual([720, 'CHF', 'DAY']);
  });

  it('defaults to the tenant’s only currency when it does not quote in EUR', async () => {
    const gamma = await directAccount(server, 'gamma', 'rate@example.com');
    expect((await server.call<Rate>('getRate', { token: gamma.token, host: GAMMA })).body).toEqual({
      value: null,
      currency: 'CHF',
      period: 'HR',
    });
    const set = await server.call<Rate>('updateRate', { token: gamma.token, host: GAMMA, query: { value: 110 } });
    expect(set.body).toEqual({ value: 110, currency: 'CHF', period: 'HR' });
    const eur = await server.call('updateRate', {
      token: gamma.token,
      host: GAMMA,
      query: { value: 110, currency: 'EUR' },
    });
    expect(eur.status).toBe(422);
  });

  it('needs a login of this tenant', async () => {
    expect((await server.call('getRate')).status).toBe(401);
    expect((await server.call('updateRate', { query: { value: 10 } })).status).toBe(401);
    await expectWrongTenant('getRate', account.token);
    await expectWrongTenant('updateRate', account.token, { query: { value: 10 } });
    expect((await freelancerRow(server, 'alpha', account.id)).rateValue).toBe(720);
  });
});
