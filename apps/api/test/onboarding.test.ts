// Onboarding over HTTP on the shipped tenants, each with its own structure (tenants/<id>/onboarding.json):
// acme asks for categories and pools, globex for a security id and a question of its own, initech
// hides the address for residents of Ukraine and asks for consent. A new talent finishes the long
// onboarding in each; wrong steps, rows and values are refused with the fields named; the short
// onboarding keeps the job it started from; the structured CV is read and replaced whole.
import type { components } from '@talent/api-client';
import { and, eq } from 'drizzle-orm';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/bootstrap/config.ts';
import { files, onboardingAnswers, securityIds } from '../src/db/schema.ts';
import { directAccount, freelancerRow, inTenant, setFreelancer } from './accountData.ts';
import { insertPools, insertProjects } from './catalog.ts';
import { startTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';

type Schemas = components['schemas'];
type Onboarding = Schemas['Onboarding'];
type Item = Schemas['AnswerItem'];
type Problem = Schemas['Problem'];
type User = Schemas['FreelancerUser'];
type OnboardingProfile = Schemas['OnboardingProfile'];
type Cv = Schemas['Cv'];

const ACME = 'acme.localhost';
const GLOBEX = 'globex.localhost';
const INITECH = 'initech.localhost';
const HOSTS = { acme: ACME, globex: GLOBEX, initech: INITECH } as const;
type TenantId = keyof typeof HOSTS;
const NOW = Date.parse('2026-03-10T09:00:00Z');

let server: TestServer;
let pool: { java: number; engineers: number; notOffered: number; globex: number };
let job: { acme: number; globex: number };

beforeAll(async () => {
  server = await startTestServer({
    env: { TENANTS_DIR: join(REPO_ROOT, 'tenants'), DEFAULT_TENANT: 'acme' },
    overrides: { now: () => NOW },
  });
  const [java, engineers, notOffered] = await insertPools(server, 'acme', [
    { name: 'Java Developers', translations: { de: 'Java-Entwickler' }, categoryId: 1 },
    { name: 'Mechanical Engineers', categoryId: 2 },
    { name: 'Curated Pool', categoryId: 1, onBoarding: false },
  ]);
  const [globexPool] = await insertPools(server, 'globex', [{ name: 'Accountants', categoryId: 1 }]);
  pool = { java: java!, engineers: engineers!, notOffered: notOffered!, globex: globexPool! };
  const [acmeJob] = await insertProjects(server, 'acme', [
    { title: 'Senior Java Developer', siteCity: 'Berlin', hoursPerWeek: 32, pools: [java!] },
  ]);
  const [globexJob] = await insertProjects(server, 'globex', [{ title: 'Controller', siteCity: 'Lyon' }]);
  job = { acme: acmeJob!, globex: globexJob! };
});
afterAll(() => server?.close());

/** A talent of a tenant, as right after sign-up: names only. */
interface Talent {
  readonly tenant: TenantId;
  readonly host: string;
  readonly token: string;
  readonly id: number;
}

let accounts = 0;
async function newTalent(tenant: TenantId, values: Parameters<typeof directAccount>[3] = {}): Promise<Talent> {
  accounts += 1;
  const account = await directAccount(server, tenant, `talent${accounts}@${tenant}.example`, values);
  return { tenant, host: HOSTS[tenant], ...account };
}

const item = (id: number, type: string, value: Item['value'], groupId?: number): Item => ({
  id,
  type,
  value,
  ...(groupId !== undefined && { groupId }),
});

const getOnboarding = (talent: Talent, type?: 'short' | 'long') =>
  server.call<Onboarding & Problem>('getOnboarding', {
    host: talent.host,
    token: talent.token,
    ...(type && { query: { type } }),
  });
const saveStep = (talent: Talent, stepName: string, answers: Item[], type: 'short' | 'long' = 'long') =>
  server.call<Onboarding & Problem>('saveOnboardingStep', {
    host: talent.host,
    token: talent.token,
    body: { type, stepName, answers },
  });
const storeLong = (talent: Talent) =>
  server.call<User & Problem>('storeLongOnboarding', { host: talent.host, token: talent.token });
const storeShort = (talent: Talent, id: number) =>
  server.call<User & Problem>('storeShortOnboarding', {
    host: talent.host,
    token: talent.token,
    body: { job: { id, title: 'Saved before login' } },
  });
const profileOf = (talent: Talent) =>
  server.call<OnboardingProfile>('getOnboardingProfile', { host: talent.host, token: talent.token });
const patchProfile = (talent: Talent, body: Schemas['OnboardingProfilePatch']) =>
  server.call<OnboardingProfile & Problem>('patchOnboardingProfile', { host: talent.host, token: talent.token, body });

/** Saves a step and expects it to pass. */
async function step(talent: Talent, stepName: string, answers: Item[], type: 'short' | 'long' = 'long') {
  const response = await saveStep(talent, stepName, answers, type);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

/** A CV file of the talent (uploads are tested with the upload operations). */
async function cvFile(talent: Talent, generated = false): Promise<string> {
  const [row] = await inTenant(server, talent.tenant, (tx) =>
    tx
      .insert(files)
      .values({
        clientId: talent.tenant,
        freelancerId: talent.id,
        kind: 'CV',
        name: 'cv.pdf',
        contentType: 'application/pdf',
        size: 40_000,
        storageKey: `${talent.tenant}/${talent.id}/cv-${Math.random()}.pdf`,
        generated,
      })
      .returning({ uuid: files.uuid }),
  );
  return row!.uuid;
}

const valueOf = (onboarding: Onboarding, id: number) => onboarding.structure.find((row) => row.id === id)?.value;
const rowsOf = (problem: Problem) => (problem.fieldErrors ?? []).map((error) => error.field);

describe('acme: categories and pools', () => {
  let talent: Talent;
  beforeAll(async () => {
    talent = await newTalent('acme', { locale: 'de' });
  });

  it('shows the long structure in order, labelled in the talent’s language', async () => {
    const response = await getOnboarding(talent);
    expect(response.status).toBe(200);
    expect(response.body.type).toBe('long');
    expect(response.body.structure.map((row) => row.id)).toEqual([
      101, 102, 103, 104, 105, 201, 202, 203, 204, 301, 302, 303, 401, 402, 501, 502,
    ]);
    const categories = response.body.structure.find((row) => row.id === 401)!;
    expect(categories).toEqual({
      id: 401,
      stepName: 'Preferences',
      sequence: 4,
      rowNumber: 1,
      type: 'categories',
      showOn: ['long'],
      form: { label: 'In welchen Bereichen arbeiten Sie?', required: true },
    });
    // Saved values fill single-value rows: the names given at sign-up.
    expect(valueOf(response.body, 101)).toBe('Grace');
    expect(response.body).not.toHaveProperty('collectedJob');
  });

  it('refuses to finish while required rows are empty, naming each', async () => {
    const response = await storeLong(talent);
    expect(response.status).toBe(422);
    expect(response.body.messages).toEqual(['onboarding.incomplete']);
    expect(rowsOf(response.body)).toEqual([
      'rows.103',
      'rows.104',
      'rows.201',
      'rows.202',
      'rows.301',
      'rows.401',
      'rows.501',
    ]);
  });

  it('a new talent goes through every step and finishes', async () => {
    const personal = await step(talent, 'Personal details', [
      item(101, 'first_name', ' Ada '),
      item(102, 'last_name', 'Lovelace'),
      item(103, 'professional_title', 'Data Engineer'),
      item(104, 'residence_country', 'de'),
      item(105, 'country_code', 'de'),
      item(105, 'number', '0151 23456789'),
    ]);
    expect(valueOf(personal, 101)).toBe('Ada');
    expect(valueOf(personal, 104)).toBe('DE');

    const file = await cvFile(talent);
    await step(talent, 'Your CV', [
      item(201, 'cv_upload', file),
      item(202, 'skills', ['Python', 'SQL', ' python ']),
      item(203, 'tools', 'dbt'),
      item(204, 'language', 'de', 1),
      item(204, 'proficiency', 5, 1),
      item(204, 'language', 'EN', 2),
    ]);
    await step(talent, 'Experience', [
      item(301, 'title', 'Analyst', 1),
      item(301, 'organization', 'Babbage & Co', 1),
      item(301, 'start', '2019-01-01', 1),
      item(301, 'end', '2021-06-30', 1),
      item(301, 'title', 'Data Engineer', 2),
      item(301, 'start', '2021-07-01', 2),
      item(301, 'ongoing', true, 2),
      item(302, 'title', 'MSc Mathematics', 1),
      item(302, 'organization', 'University of London', 1),
    ]);
    await step(talent, 'Preferences', [
      item(401, 'categories', ['1', '2']),
      item(402, 'pools', [String(pool.java), String(pool.engineers)]),
    ]);
    const availability = await step(talent, 'Availability', [
      item(501, 'availability', '2026-04-01'),
      item(502, 'hour_rate', '85,50'),
    ]);
    expect(valueOf(availability, 502)).toBe(85.5);

    const finished = await storeLong(talent);
    expect(finished.status).toBe(200);
    expect(finished.body).toMatchObject({ firstName: 'Ada', residenceCountry: 'DE', hasCompletedOnboarding: true });
    const memberships = await server.call<Schemas['PoolMembershipList']>('listPoolMemberships', {
      host: ACME,
      token: talent.token,
    });
    expect(memberships.body.results.map((m) => m.pool.name).sort()).toEqual([
      'Java-Entwickler',
      'Mechanical Engineers',
    ]);
  });

  it('keeps each answer where it belongs and reads it back as answer items', async () => {
    const cv = await server.call<Cv>('getCv', { host: ACME, token: talent.token });
    expect(cv.body).toEqual({
      skills: ['Python', 'SQL'],
      toolsAndTechnologies: ['dbt'],
      masteredLanguages: [
        { code: 'de', proficiency: 5 },
        { code: 'en', proficiency: 3 },
      ],
      // Newest first.
      employmentHistory: [
        { title: 'Data Engineer', start: '2021-07-01', end: null, ongoing: true },
        { title: 'Analyst', organization: 'Babbage & Co', start: '2019-01-01', end: '2021-06-30', ongoing: false },
      ],
      educationHistory: [
        { title: 'MSc Mathematics', organization: 'University of London', start: null, end: null, ongoing: false },
      ],
      certificateHistory: [],
    });
    const row = await freelancerRow(server, 'acme', talent.id);
    expect(row).toMatchObject({
      firstName: 'Ada',
      phoneE164: '+4915123456789',
      profile: { professionalTitle: 'Data Engineer', availability: '2026-04-01', hourRate: 85.5 },
    });

    const profile = await profileOf(talent);
    expect(profile.status).toBe(200);
    expect(profile.body.profile).toMatchObject({
      firstName: 'Ada',
      professionalTitle: 'Data Engineer',
      mobileNumber: { number: '+4915123456789', countryCode: 'DE' },
      hourRate: 85.5,
    });
    const answers = profile.body.answers;
    expect(answers.filter((a) => a.id === 105)).toEqual([
      { id: 105, type: 'country_code', value: 'DE' },
      { id: 105, type: 'number', value: '+4915123456789' },
    ]);
    expect(answers.filter((a) => a.id === 301 && a.type === 'title').map((a) => [a.groupId, a.value])).toEqual([
      [1, 'Data Engineer'],
      [2, 'Analyst'],
    ]);
    expect(answers.find((a) => a.id === 402)?.value).toEqual([String(pool.java), String(pool.engineers)]);
    expect(answers.find((a) => a.id === 201)?.value).toMatch(/^[0-9a-f-]{36}$/);
    // Rows never answered are not listed.
    expect(answers.some((a) => a.id === 303)).toBe(false);
  });

  it('finishing again changes nothing and answers the same (idempotent)', async () => {
    const again = await storeLong(talent);
    expect(again.status).toBe(200);
    expect(again.body.hasCompletedOnboarding).toBe(true);
    const memberships = await server.call<Schemas['PoolMembershipList']>('listPoolMemberships', {
      host: ACME,
      token: talent.token,
    });
    expect(memberships.body.results).toHaveLength(2);
  });
});

describe('globex: a security id and a question of its own', () => {
  let talent: Talent;
  beforeAll(async () => {
    talent = await newTalent('globex', { locale: 'fr' });
  });

  it('labels its own question and options in the talent’s language', async () => {
    const response = await getOnboarding(talent);
    expect(response.body.structure.map((row) => row.stepName)).toEqual([
      ...Array<string>(5).fill('Profile'),
      'Security clearance',
      ...Array<string>(3).fill('Experience'),
      ...Array<string>(3).fill('Your preferences'),
    ]);
    const question = response.body.structure.find((row) => row.id === 30)!;
    expect(question.form).toEqual({
      label: 'Quel type de mission recherchez-vous ?',
      required: true,
      options: [
        { value: 'freelance', label: 'Missions en freelance' },
        { value: 'interim', label: 'Management de transition' },
        { value: 'fixed_term', label: 'Contrat à durée déterminée' },
      ],
    });
    expect(response.body.structure.find((row) => row.id === 10)?.form).toEqual({
      label: 'Votre numéro de badge de sécurité Globex',
      rules: 'required|min:6|max:32',
    });
  });

  it('a new talent finishes, and the security id is kept encrypted and shown masked', async () => {
    await step(talent, 'Profile', [
      item(3, 'residence_country', 'FR'),
      item(4, 'country_code', 'FR'),
      item(4, 'number', '06 12 34 56 78'),
      item(5, 'linkedin_handle', 'grace-hopper'),
    ]);
    const tooShort = await saveStep(talent, 'Security clearance', [item(10, 'security_id', 'GX-12')]);
    expect(tooShort.status).toBe(422);
    expect(tooShort.body.fieldErrors).toEqual([{ field: 'answers.0.value', messages: ['validation.min'] }]);
    const security = await step(talent, 'Security clearance', [item(10, 'security_id', ' GX-123456 ')]);
    expect(valueOf(security, 10)).toBe('*****3456');
    // Going back and saving the step again with the masked value shown keeps the one id.
    await step(talent, 'Security clearance', [item(10, 'security_id', '*****3456')]);
    await step(talent, 'Security clearance', [item(10, 'security_id', 'gx-123456')]);
    const ids = await inTenant(server, 'globex', (tx) =>
      tx.select().from(securityIds).where(eq(securityIds.freelancerId, talent.id)),
    );
    expect(ids).toHaveLength(1);
    expect(ids[0]!.valueEncrypted).not.toContain('123456');

    await step(talent, 'Experience', [
      item(21, 'title', 'Controller', 1),
      item(21, 'organization', 'Globex', 1),
      item(21, 'start', '2020-02-01', 1),
      item(22, 'language', 'fr', 1),
      item(22, 'proficiency', '4', 1),
    ]);
    const unknownOption = await saveStep(talent, 'Your preferences', [item(30, 'select', 'permanent')]);
    expect(unknownOption.body.fieldErrors).toEqual([{ field: 'answers.0.value', messages: ['validation.oneOf'] }]);
    await step(talent, 'Your preferences', [
      item(30, 'select', 'interim'),
      item(31, 'textarea', 'Available in Benelux.\nNo travel on Fridays.'),
      item(32, 'hour_rate', 90),
    ]);
    const finished = await storeLong(talent);
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    expect(finished.body.hasCompletedOnboarding).toBe(true);

    const { answers } = (await profileOf(talent)).body;
    expect(answers.filter((a) => [10, 30, 31].includes(Number(a.id)))).toEqual([
      { id: 10, type: 'security_id', value: '*****3456' },
      { id: 30, type: 'select', value: 'interim', optionLabel: 'Management de transition' },
      { id: 31, type: 'textarea', value: 'Available in Benelux.\nNo travel on Fridays.' },
    ]);
  });
});

describe('initech: the address hidden by country, consent, its own step order', () => {
  const common = async (talent: Talent, country: string, phone: string) => {
    await step(talent, 'Your CV', [item(1, 'cv_upload', await cvFile(talent)), item(2, 'skills', ['Kubernetes'])]);
    await step(talent, 'About you', [
      item(13, 'residence_country', country),
      item(14, 'country_code', country),
      item(14, 'number', phone),
    ]);
    await step(talent, 'Experience', [item(32, 'language', 'uk', 1), item(32, 'proficiency', 5, 1)]);
    await step(talent, 'Consent', [item(40, 'checkbox', true)]);
  };

  it('keeps hideByCountry for the portal and labels the consent in Ukrainian', async () => {
    const talent = await newTalent('initech', { locale: 'uk' });
    const { body } = await getOnboarding(talent);
    expect(body.structure.map((row) => row.stepName).filter((name, i, all) => all.indexOf(name) === i)).toEqual([
      'Your CV',
      'About you',
      'Address',
      'Experience',
      'Consent',
    ]);
    expect(body.structure.find((row) => row.id === 20)?.hideByCountry).toEqual(['UA']);
    const consent = body.structure.find((row) => row.id === 40)!;
    expect(consent.form?.label).toBe('Я погоджуюся, що Initech може звʼязуватися зі мною щодо відповідних завдань.');
    expect(consent.value).toBe(false);
    // An unticked consent is no consent.
    const refused = await saveStep(talent, 'Consent', [item(40, 'checkbox', false)]);
    expect(refused.body.fieldErrors).toEqual([{ field: 'answers.0.value', messages: ['validation.required'] }]);
  });

  it('a talent living in Ukraine finishes without an address, and cannot give one', async () => {
    const talent = await newTalent('initech', { locale: 'uk' });
    await common(talent, 'UA', '067 123 4567');
    const address = await saveStep(talent, 'Address', [item(20, 'city', 'Kyiv')]);
    expect(address.status).toBe(422);
    expect(address.body.fieldErrors).toEqual([{ field: 'answers.0.id', messages: ['onboarding.rowNotInStep'] }]);
    const finished = await storeLong(talent);
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
  });

  it('a talent living in Germany must give the address before finishing', async () => {
    const talent = await newTalent('initech');
    await common(talent, 'DE', '0151 98765432');
    const missing = await storeLong(talent);
    expect(missing.status).toBe(422);
    expect(rowsOf(missing.body)).toEqual(['rows.20']);
    await step(talent, 'Address', [
      item(20, 'street', 'Hauptstraße 5'),
      item(20, 'zip', '10115'),
      item(20, 'city', 'Berlin'),
      item(20, 'country', 'de'),
    ]);
    expect((await storeLong(talent)).status).toBe(200);
    expect((await freelancerRow(server, 'initech', talent.id)).profile.homeAddress).toEqual({
      street: 'Hauptstraße 5',
      zip: '10115',
      city: 'Berlin',
      country: 'DE',
    });
  });
});

describe('refusals', () => {
  let talent: Talent;
  beforeAll(async () => {
    talent = await newTalent('acme');
  });

  it('refuses rows of another step or type, unknown rows and unknown steps', async () => {
    const otherStep = await saveStep(talent, 'Personal details', [
      item(101, 'first_name', 'Ada'),
      item(501, 'availability', '2026-04-01'),
      item(9999, 'text', 'x'),
    ]);
    expect(otherStep.status).toBe(422);
    expect(otherStep.body.fieldErrors).toEqual([
      { field: 'answers.2.id', messages: ['onboarding.rowNotFound'] },
      { field: 'answers.1.id', messages: ['onboarding.rowNotInStep'] },
    ]);
    // Skills are asked in the long onboarding only.
    const otherType = await saveStep(talent, 'Your CV', [item(202, 'skills', ['Go'])], 'short');
    expect(otherType.body.fieldErrors).toEqual([{ field: 'answers.0.id', messages: ['onboarding.rowNotInStep'] }]);
    const unknownStep = await saveStep(talent, 'Hobbies', []);
    expect(unknownStep.body.fieldErrors).toEqual([{ field: 'stepName', messages: ['onboarding.stepNotFound'] }]);
    // A row of another tenant's structure is no row here (globex's ids start at 1).
    const foreign = await saveStep(talent, 'Personal details', [item(3, 'residence_country', 'DE')]);
    expect(foreign.body.fieldErrors).toEqual([{ field: 'answers.0.id', messages: ['onboarding.rowNotFound'] }]);
    expect((await freelancerRow(server, 'acme', talent.id)).firstName).toBe('Grace');
  });

  it('names every bad value, and writes nothing of a step that has one', async () => {
    const before = await freelancerRow(server, 'acme', talent.id);
    const personal = await saveStep(talent, 'Personal details', [
      item(101, 'first_name', ''),
      item(102, 'last_name', 'Hopper-Murray'),
      item(104, 'residence_country', 'XX'),
      item(105, 'country_code', 'DE'),
      item(105, 'number', '12345'),
      item(103, 'professional_title', 'x'.repeat(151)),
    ]);
    expect(personal.status).toBe(422);
    expect(personal.body.fieldErrors).toEqual([
      { field: 'answers.0.value', messages: ['validation.required'] },
      { field: 'answers.2.value', messages: ['validation.country'] },
      { field: 'answers.5.value', messages: ['validation.max'] },
      // The phone part named, as updateProfileInfo names `mobileNumber.number`.
      { field: 'answers.4.value', messages: ['validation.phone'] },
    ]);
    const parts = await saveStep(talent, 'Personal details', [
      item(101, 'first_name', 'A'),
      item(101, 'first_name', 'B'),
      item(105, 'prefix', '+49'),
    ]);
    expect(parts.body.fieldErrors).toEqual([
      { field: 'answers.1', messages: ['validation.max'] },
      { field: 'answers.2.type', messages: ['validation.oneOf'] },
    ]);
    expect(await freelancerRow(server, 'acme', talent.id)).toEqual(before);

    const foreignFile = await cvFile(await newTalent('acme'));
    const cv = await saveStep(talent, 'Your CV', [
      item(201, 'cv_upload', foreignFile),
      item(202, 'skills', ['Go']),
      item(204, 'language', 'xx', 1),
      item(204, 'language', 'de', 2),
      item(204, 'proficiency', 7, 2),
    ]);
    expect(cv.body.fieldErrors).toEqual([
      { field: 'answers.2.value', messages: ['validation.invalid'] },
      { field: 'answers.4.value', messages: ['validation.between'] },
      { field: 'answers.0.value', messages: ['onboarding.cvNotFound'] },
    ]);

    const experience = await saveStep(talent, 'Experience', [
      item(301, 'title', 'Engineer', 1),
      item(301, 'start', '2024-05-01', 1),
      item(301, 'end', '2023-01-01', 1),
      item(302, 'organization', 'MIT', 1),
      item(303, 'title', 'AWS Certified', 1),
      item(303, 'start', '2023-02-30', 1),
    ]);
    expect(experience.body.fieldErrors).toEqual([
      { field: 'answers.3.value', messages: ['validation.required'] },
      { field: 'answers.2.value', messages: ['cv.endBeforeStart'] },
      { field: 'answers.5.value', messages: ['validation.date'] },
    ]);

    const preferences = await saveStep(talent, 'Preferences', [
      item(401, 'categories', ['1', '9']),
      item(402, 'pools', [String(pool.java), String(pool.notOffered), String(pool.globex)]),
    ]);
    expect(preferences.body.fieldErrors).toEqual([
      { field: 'answers.0.value', messages: ['onboarding.categoryNotFound'] },
      { field: 'answers.1.value', messages: ['pool.notFound'] },
    ]);

    const availability = await saveStep(talent, 'Availability', [
      item(501, 'availability', '2026-02-30'),
      item(502, 'hour_rate', 'ninety'),
    ]);
    expect(availability.body.fieldErrors).toEqual([
      { field: 'answers.1.value', messages: ['validation.numeric'] },
      { field: 'answers.0.value', messages: ['validation.format'] },
    ]);
    const rate = await saveStep(talent, 'Availability', [
      item(501, 'availability', '2026-04-01'),
      item(502, 'hour_rate', 0.5),
    ]);
    expect(rate.body.fieldErrors).toEqual([{ field: 'answers.1.value', messages: ['validation.minValue'] }]);
    const date = await saveStep(talent, 'Availability', [item(501, 'availability', '2026-02-30')]);
    expect(date.body.fieldErrors).toEqual([{ field: 'answers.0.value', messages: ['validation.format'] }]);

    const cvAfter = await server.call<Cv>('getCv', { host: ACME, token: talent.token });
    expect(cvAfter.body.employmentHistory).toEqual([]);
    const stored = await inTenant(server, 'acme', (tx) =>
      tx.select().from(onboardingAnswers).where(eq(onboardingAnswers.freelancerId, talent.id)),
    );
    expect(stored).toEqual([]);
  });

  it('a request of the wrong shape is a 400 (the contract)', async () => {
    const response = await server.call<Problem>('saveOnboardingStep', {
      host: ACME,
      token: talent.token,
      body: { type: 'medium', stepName: 'Personal details', answers: [] },
    });
    expect(response.status).toBe(400);
  });
});

describe('fields hidden for the talent', () => {
  it('are not asked, not required, and refused when sent', async () => {
    const talent = await newTalent('acme', { hiddenFields: ['professionalTitle', 'mobileNumber'] });
    const { body } = await getOnboarding(talent);
    expect(body.structure.map((row) => row.id)).not.toContain(103);
    expect(body.structure.map((row) => row.id)).not.toContain(105);
    const sent = await saveStep(talent, 'Personal details', [
      item(101, 'first_name', 'Grace'),
      item(103, 'professional_title', 'Admiral'),
      item(105, 'number', '0151 23456789'),
    ]);
    expect(sent.body.fieldErrors).toEqual([
      { field: 'answers.1.value', messages: ['profile.fieldHidden'] },
      { field: 'answers.2.value', messages: ['profile.fieldHidden'] },
    ]);
    const missing = await storeLong(talent);
    expect(rowsOf(missing.body)).not.toContain('rows.103');
    const patched = await patchProfile(talent, { profile: { professionalTitle: 'Admiral', description: 'COBOL' } });
    expect(patched.status).toBe(422);
    expect(patched.body.fieldErrors).toEqual([
      { field: 'profile.professionalTitle', messages: ['profile.fieldHidden'] },
    ]);
  });

  it('an address with some parts hidden is asked without them', async () => {
    const talent = await newTalent('initech', { hiddenFields: ['homeAddress.street'], residenceCountry: 'PL' });
    expect((await getOnboarding(talent)).body.structure.map((row) => row.id)).toContain(20);
    const sent = await saveStep(talent, 'Address', [item(20, 'city', 'Kraków'), item(20, 'street', 'Rynek 1')]);
    expect(sent.body.fieldErrors).toEqual([{ field: 'answers.1.value', messages: ['profile.fieldHidden'] }]);
    await step(talent, 'Address', [item(20, 'city', 'Kraków'), item(20, 'country', 'PL')]);
  });
});

describe('the short onboarding (a job saved before login)', () => {
  let talent: Talent;
  beforeAll(async () => {
    talent = await newTalent('acme');
  });

  it('asks a part of the long one and names no job until it is finished', async () => {
    const { body } = await getOnboarding(talent, 'short');
    expect(body.type).toBe('short');
    expect(body.structure.map((row) => row.id)).toEqual([101, 102, 103, 104, 105, 201, 501]);
    expect(body.collectedJob).toBeNull();
  });

  it('needs a job of the tenant and the short onboarding’s required rows', async () => {
    const unknown = await storeShort(talent, 987_654);
    expect(unknown.status).toBe(422);
    expect(unknown.body.fieldErrors).toEqual([{ field: 'job.id', messages: ['project.notFound'] }]);
    const foreign = await storeShort(talent, job.globex);
    expect(foreign.body.fieldErrors).toEqual([{ field: 'job.id', messages: ['project.notFound'] }]);
    const incomplete = await storeShort(talent, job.acme);
    expect(rowsOf(incomplete.body)).toEqual(['rows.103', 'rows.104', 'rows.201', 'rows.501']);
  });

  it('finishes with the job, which the short onboarding then shows; again is the same', async () => {
    await step(
      talent,
      'Personal details',
      [item(103, 'professional_title', 'Java Developer'), item(104, 'residence_country', 'AT')],
      'short',
    );
    await step(talent, 'Your CV', [item(201, 'cv_upload', await cvFile(talent))], 'short');
    await step(talent, 'Availability', [item(501, 'availability', '2026-05-01')], 'short');
    const finished = await storeShort(talent, job.acme);
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    expect(finished.body.hasCompletedOnboarding).toBe(true);
    expect((await getOnboarding(talent, 'short')).body.collectedJob).toEqual({
      id: job.acme,
      title: 'Senior Java Developer',
      siteCity: 'Berlin',
      hoursPerWeek: 32,
    });
    expect((await storeShort(talent, job.acme)).status).toBe(200);
  });
});

describe('the onboarding profile', () => {
  it('changes answers of any step and profile fields together, or nothing', async () => {
    const talent = await newTalent('initech', { residenceCountry: 'DE' });
    const patched = await patchProfile(talent, {
      answers: [item(2, 'skills', ['Go', 'Rust']), item(15, 'description', 'Platform engineer.')],
      profile: { homeAddress: { city: 'Hamburg' }, hourRate: 70 },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.profile).toMatchObject({
      homeAddress: { city: 'Hamburg' },
      hourRate: 70,
      description: 'Platform engineer.',
    });
    expect(patched.body.answers).toEqual(
      expect.arrayContaining([
        { id: 2, type: 'skills', value: ['Go', 'Rust'] },
        { id: 20, type: 'city', value: 'Hamburg' },
      ]),
    );

    // Moving to Ukraine in the same request hides the address: it cannot be answered with it.
    const before = await freelancerRow(server, 'initech', talent.id);
    const moved = await patchProfile(talent, {
      answers: [item(13, 'residence_country', 'UA'), item(20, 'city', 'Lviv')],
      profile: { hourRate: 0 },
    });
    expect(moved.status).toBe(422);
    expect(moved.body.fieldErrors).toEqual([
      { field: 'answers.1.id', messages: ['onboarding.rowNotShown'] },
      { field: 'profile.hourRate', messages: ['validation.minValue'] },
    ]);
    expect(await freelancerRow(server, 'initech', talent.id)).toEqual(before);
  });
});

describe('tenant isolation', () => {
  it('a talent of one tenant cannot read or change onboarding on another’s host', async () => {
    const talent = await newTalent('acme');
    const elsewhere = { ...talent, host: GLOBEX };
    expect((await getOnboarding(elsewhere)).status).toBe(401);
    expect((await saveStep(elsewhere, 'Profile', [item(1, 'first_name', 'Mallory')])).status).toBe(401);
    expect((await storeLong(elsewhere)).status).toBe(401);
    expect((await profileOf(elsewhere)).status).toBe(401);
    expect((await server.call('getCv', { host: GLOBEX, token: talent.token })).status).toBe(401);
    expect((await getOnboarding({ ...talent, token: '' })).status).toBe(401);
    expect((await freelancerRow(server, 'acme', talent.id)).firstName).toBe('Grace');
  });

  it('answers of one talent are theirs only', async () => {
    const [one, two] = [await newTalent('acme'), await newTalent('acme')];
    await step(one, 'Preferences', [item(401, 'categories', ['3'])]);
    expect((await profileOf(two)).body.answers.some((a) => a.id === 401)).toBe(false);
    const rows = await inTenant(server, 'globex', (tx) =>
      tx
        .select()
        .from(onboardingAnswers)
        .where(and(eq(onboardingAnswers.freelancerId, one.id))),
    );
    // Row-level security: globex's transaction sees none of acme's answers.
    expect(rows).toEqual([]);
  });
});

describe('the structured CV', () => {
  it('is empty at first, replaced whole, normalised and refused with field errors', async () => {
    const talent = await newTalent('acme');
    const empty = await server.call<Cv>('getCv', { host: ACME, token: talent.token });
    expect(empty.body).toEqual({
      skills: [],
      toolsAndTechnologies: [],
      masteredLanguages: [],
      employmentHistory: [],
      educationHistory: [],
      certificateHistory: [],
    });
    const body: Cv = {
      ...empty.body,
      skills: ['Java', ' java ', 'Kotlin'],
      masteredLanguages: [
        { code: 'de', proficiency: 4 },
        { code: 'de', proficiency: 2 },
      ],
      employmentHistory: [
        { title: 'Developer', start: '2015-01-01', end: '2018-12-31', ongoing: false },
        { title: 'Lead', start: '2019-01-01', end: '2020-01-01', ongoing: true },
      ],
    };
    const put = await server.call<Cv>('updateCv', { host: ACME, token: talent.token, body });
    expect(put.status).toBe(200);
    expect(put.body.skills).toEqual(['Java', 'Kotlin']);
    expect(put.body.masteredLanguages).toEqual([{ code: 'de', proficiency: 4 }]);
    expect(put.body.employmentHistory.map((e) => [e.title, e.end])).toEqual([
      ['Lead', null],
      ['Developer', '2018-12-31'],
    ]);
    expect((await server.call<Cv>('getCv', { host: ACME, token: talent.token })).body).toEqual(put.body);

    const refused = await server.call<Problem>('updateCv', {
      host: ACME,
      token: talent.token,
      body: { ...body, educationHistory: [{ title: 'BSc', start: '2014-09-01', end: '2011-06-30' }] },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.fieldErrors).toEqual([{ field: 'educationHistory.0.end', messages: ['cv.endBeforeStart'] }]);
    expect((await server.call<Cv>('getCv', { host: ACME, token: talent.token })).body).toEqual(put.body);
    expect((await server.call('updateCv', { host: ACME, body })).status).toBe(401);
  });
});

describe('answers kept where they belong', () => {
  it('the profile operations see what onboarding wrote, and onboarding sees what they wrote', async () => {
    const talent = await newTalent('acme');
    await step(talent, 'Personal details', [item(103, 'professional_title', 'Welder')]);
    const info = await server.call<Schemas['ProfileInfo']>('updateProfileInfo', {
      host: ACME,
      token: talent.token,
      body: { hourRate: 55 },
    });
    expect(info.body).toMatchObject({ professionalTitle: 'Welder', hourRate: 55 });
    expect(valueOf((await getOnboarding(talent)).body, 502)).toBe(55);
    await setFreelancer(server, 'acme', talent.id, { residenceCountry: 'CH' });
    expect(valueOf((await getOnboarding(talent)).body, 104)).toBe('CH');
  });
});
