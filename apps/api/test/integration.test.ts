// The job feed over HTTP (`importProjects`): API-key authentication per tenant, upserts by vmsId
// (created, updated, unchanged), full replacement, per-item errors, sanitised descriptions,
// closing what the feed no longer has, and the imported jobs in search.
import type { components } from '@talent/api-client';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationKeyName, loadConfig } from '../src/bootstrap/config.ts';
import { withTenant } from '../src/db/client.ts';
import { pools, projectPools, projects } from '../src/db/schema.ts';
import { registerAndLogin } from './accounts.ts';
import { insertPools, insertProjects } from './catalog.ts';
import { ALPHA, BETA, fixtureTenant, startTestServer, tenantsDir } from './harness.ts';
import type { TestServer } from './harness.ts';

type Schemas = components['schemas'];
type Result = Schemas['ProjectImportResult'];
type Item = Schemas['ProjectImportItem'];
type Problem = Schemas['Problem'];

const ALPHA_KEY = 'alpha-feed-key-0123456789abcdefghijklmnop';
const BETA_KEY = 'beta-feed-key-0123456789abcdefghijklmnopq';
const GAMMA = 'gamma.test';

let server: TestServer;
let tenants: { dir: string; remove(): void };
let clock = Date.parse('2026-11-01T10:00:00Z');
let javaPool: number;
let betaPool: number;

beforeAll(async () => {
  // A third tenant (with a dash in its id) that has no key: the feed is off there.
  const alpha = fixtureTenant('alpha');
  tenants = tenantsDir({
    'gamma-eu': {
      context: { ...alpha.context, id: 'gamma-eu', name: 'Gamma EU', talentDomainName: GAMMA },
      config: alpha.config,
    },
  });
  server = await startTestServer({
    env: {
      TENANTS_DIR: tenants.dir,
      INTEGRATION_API_KEY_ALPHA: ALPHA_KEY,
      INTEGRATION_API_KEY_BETA: BETA_KEY,
      TRUST_PROXY: 'true',
      // On (the harness turns it off): an import must retire the tenant's cached visitor searches.
      SEARCH_CACHE_SECONDS: '60',
    },
    overrides: { now: () => clock },
  });
  javaPool = (await insertPools(server, 'alpha', [{ name: 'Java Developers', categoryId: 1 }]))[0]!;
  betaPool = (await insertPools(server, 'beta', [{ name: 'Développeurs' }]))[0]!;
});
afterAll(async () => {
  await server?.close();
  tenants?.remove();
});

const feed = (body: Record<string, unknown>, options: { host?: string; key?: string | null; token?: string } = {}) =>
  server.call<Result & Problem>('importProjects', {
    host: options.host ?? ALPHA,
    body,
    headers: options.key === null ? {} : { 'x-api-key': options.key ?? ALPHA_KEY },
    ...(options.token && { token: options.token }),
  });

/** The stored project of a vmsId on a tenant. */
async function stored(vmsId: string, clientId = 'alpha') {
  return withTenant(server.server.context.database.db, clientId, async (tx) => {
    const [row] = await tx
      .select()
      .from(projects)
      .where(and(eq(projects.clientId, clientId), eq(projects.vmsId, vmsId)));
    const poolRows = row
      ? await tx
          .select({ name: pools.name })
          .from(projectPools)
          .innerJoin(pools, eq(pools.id, projectPools.poolId))
          .where(eq(projectPools.projectId, row.id))
          .orderBy(asc(pools.name))
      : [];
    return row && { ...row, poolNames: poolRows.map((p) => p.name) };
  });
}

const java: Item = {
  vmsId: 'A-100',
  title: '  Senior Kotlin Engineer  ',
  descriptionHtml: '<p>Build <strong>payment</strong> services.</p><ul><li>Kotlin</li><li>Postgres</li></ul>',
  jobType: 'Contract',
  jobLanguage: 'en',
  positionsNumber: 2,
  assignmentPeriodStart: '2027-01-04',
  assignmentPeriodEnd: '2027-06-30',
  periodDeadline: '2026-12-15T17:00:00Z',
  siteCity: 'Berlin',
  siteCountry: 'DE',
  rateRange: { min: 80.123, max: 95, currency: 'EUR' },
  workPreference: 'HYBRID',
  hoursPerWeek: 40,
  poolIds: [],
  poolNames: ['Backend Engineers', 'java developers'],
};
const designer: Item = { vmsId: 'A-200', title: 'Product Designer', siteCountry: 'AT', workPreference: 'REMOTE' };
const tester: Item = { vmsId: 'A-300', title: 'QA Engineer', status: 'PAUSED' };

describe('upserts by vmsId', () => {
  it('creates the projects of a batch, with trimmed titles, rounded numbers and pools by name', async () => {
    const r = await feed({ projects: [java, designer, tester] });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ created: 3, updated: 0, unchanged: 0, failed: 0, closed: 0, errors: [] });
    expect(r.body.projects.map((p) => [p.index, p.vmsId, p.outcome])).toEqual([
      [0, 'A-100', 'created'],
      [1, 'A-200', 'created'],
      [2, 'A-300', 'created'],
    ]);
    const row = (await stored('A-100'))!;
    expect(row.id).toBe(r.body.projects[0]!.id);
    expect(row).toMatchObject({
      title: 'Senior Kotlin Engineer',
      status: 'ACTIVE',
      rateMin: 80.12,
      rateMax: 95,
      rateCurrency: 'EUR',
      hoursPerWeek: 40,
      periodStart: '2027-01-04',
      remote: false,
      coverLetter: 'OPTIONAL',
      descriptionText: 'Build payment services. Kotlin Postgres',
    });
    expect(row.periodDeadline?.toISOString()).toBe('2026-12-15T17:00:00.000Z');
    expect(row.updatedAt.getTime()).toBe(clock);
    // "java developers" joined the existing pool; "Backend Engineers" was created, not for onboarding.
    expect(row.poolNames).toEqual(['Backend Engineers', 'Java Developers']);
    const created = await withTenant(server.server.context.database.db, 'alpha', (tx) =>
      tx.select().from(pools).where(eq(pools.name, 'Backend Engineers')),
    );
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ onBoarding: false, categoryId: null });
    expect(await stored('A-200')).toMatchObject({ remote: true, jobLanguage: 'en' });
    expect(await stored('A-300')).toMatchObject({ status: 'PAUSED' });
  });

  it('counts the same batch again as unchanged and writes nothing', async () => {
    const before = (await stored('A-100'))!;
    clock += 60_000;
    const r = await feed({ projects: [java, designer, tester] });
    expect(r.body).toMatchObject({ created: 0, updated: 0, unchanged: 3, failed: 0, closed: 0 });
    expect(r.body.projects.map((p) => p.outcome)).toEqual(['unchanged', 'unchanged', 'unchanged']);
    const after = (await stored('A-100'))!;
    expect(after.updatedAt.getTime()).toBe(before.updatedAt.getTime());
    expect(after.id).toBe(before.id);
  });

  it('updates changed items only; an item is the whole job, so left-out fields are cleared', async () => {
    clock += 60_000;
    const { siteCity: _city, poolNames: _names, ...withoutCityAndPools } = java;
    const r = await feed({
      projects: [
        { ...withoutCityAndPools, poolIds: [javaPool] },
        { ...designer, title: 'Senior Product Designer' },
        tester,
      ],
    });
    expect(r.body).toMatchObject({ created: 0, updated: 2, unchanged: 1 });
    const row = (await stored('A-100'))!;
    expect(row.siteCity).toBeNull();
    expect(row.poolNames).toEqual(['Java Developers']);
    expect(row.updatedAt.getTime()).toBe(clock);
    expect((await stored('A-200'))!.title).toBe('Senior Product Designer');
    expect((await stored('A-300'))!.updatedAt.getTime()).toBeLessThan(clock);
  });

  it('tells zero from empty when comparing (a 0 that was empty is an update)', async () => {
    const empty = { vmsId: 'Z-1', title: 'Zero job' };
    expect((await feed({ projects: [empty] })).body.created).toBe(1);
    const zero = { ...empty, positionsNumber: 0, hoursPerWeek: 0 };
    expect((await feed({ projects: [zero] })).body).toMatchObject({ updated: 1, unchanged: 0 });
    expect(await stored('Z-1')).toMatchObject({ positionsNumber: 0, hoursPerWeek: 0 });
    expect((await feed({ projects: [zero] })).body).toMatchObject({ updated: 0, unchanged: 1 });
    expect((await feed({ projects: [empty] })).body).toMatchObject({ updated: 1, unchanged: 0 });
  });

  it('reports item errors with index, vmsId and fields, and imports the rest of the batch', async () => {
    const r = await feed({
      projects: [
        { vmsId: 'E-1', title: '   ' },
        { vmsId: 'E-2', title: 'Ok job', rateRange: { min: 90, max: 80, currency: 'USD' } },
        { vmsId: 'E-3', title: 'Bad country', siteCountry: 'XX', jobLanguage: 'es' },
        { vmsId: 'E-4', title: 'Other tenant pool', poolIds: [betaPool, 999_999] },
        { vmsId: 'E-5', title: 'Dates', assignmentPeriodStart: '2027-05-01', assignmentPeriodEnd: '2027-04-30' },
        { vmsId: 'E-6', title: 'Pattern', securityIdPattern: '[unclosed' },
        { vmsId: 'E-7', title: 'Line\nbreak' },
        { vmsId: 'OK-1', title: 'Valid one' },
        { vmsId: 'OK-1', title: 'Valid one again' },
      ],
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ created: 1, failed: 8 });
    const errors = Object.fromEntries(r.body.errors.map((e) => [`${e.index}:${e.vmsId}`, e.fieldErrors]));
    expect(errors).toEqual({
      '0:E-1': [{ field: 'title', messages: ['validation.required'] }],
      '1:E-2': [
        { field: 'rateRange.currency', messages: ['validation.oneOf'] },
        { field: 'rateRange.max', messages: ['integration.rateMinAboveMax'] },
      ],
      '2:E-3': [
        { field: 'jobLanguage', messages: ['validation.locale'] },
        { field: 'siteCountry', messages: ['validation.country'] },
      ],
      '3:E-4': [
        { field: 'poolIds.0', messages: ['integration.poolNotFound'] },
        { field: 'poolIds.1', messages: ['integration.poolNotFound'] },
      ],
      '4:E-5': [{ field: 'assignmentPeriodEnd', messages: ['integration.periodEndBeforeStart'] }],
      '5:E-6': [{ field: 'securityIdPattern', messages: ['integration.securityIdPattern'] }],
      '6:E-7': [{ field: 'title', messages: ['validation.invalid'] }],
      '8:OK-1': [{ field: 'vmsId', messages: ['integration.duplicateVmsId'] }],
    });
    expect(r.body.projects.map((p) => p.vmsId)).toEqual(['OK-1']);
    expect((await stored('OK-1'))!.title).toBe('Valid one');
    expect(await stored('E-2')).toBeUndefined();
  });

  it('refuses a request that does not match the contract as a whole (400, nothing written)', async () => {
    const tooMany = Array.from({ length: 501 }, (_, i) => ({ vmsId: `BULK-${i}`, title: 'Bulk' }));
    const big = await feed({ projects: tooMany });
    expect(big.status).toBe(400);
    expect(big.body.fieldErrors).toEqual([{ field: 'projects', messages: ['validation.max'] }]);
    const unknown = await feed({ projects: [{ vmsId: 'X-1', title: 'x', salary: 5 }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fieldErrors).toEqual([{ field: 'projects.0.salary', messages: ['validation.unknownField'] }]);
    const badUrl = await feed({
      projects: [{ vmsId: 'X-2', title: 'x', externalApplicationUrl: 'javascript:alert(1)' }],
    });
    expect(badUrl.status).toBe(400);
    expect(await stored('X-1')).toBeUndefined();
    expect(await stored('X-2')).toBeUndefined();
    expect(await stored('BULK-0')).toBeUndefined();
  });

  it('answers 400 for keepVmsIds without closeMissing', async () => {
    const r = await feed({ projects: [], keepVmsIds: ['A-100'] });
    expect(r.status).toBe(400);
    expect(r.body.fieldErrors).toEqual([{ field: 'keepVmsIds', messages: ['integration.keepVmsIdsWithoutClose'] }]);
  });
});

describe('descriptions', () => {
  it('sanitises the HTML (no scripts, handlers or javascript: links) and derives the search text', async () => {
    const html =
      '<h1 onclick="steal()">About</h1><script>alert("x")</script><style>p{}</style>' +
      '<p style="color:red">Safe &amp; sound<img src=x onerror=alert(1)></p>' +
      '<a href="javascript:alert(1)">click</a> <a href="https://example.com/x" target="_blank">more</a>' +
      '<iframe src="https://evil.example"></iframe><ol><li>One</li><li>Two</li></ol>';
    const r = await feed({ projects: [{ vmsId: 'H-1', title: 'Html job', descriptionHtml: html }] });
    expect(r.body.created).toBe(1);
    const row = (await stored('H-1'))!;
    expect(row.descriptionHtml).toBe(
      '<h2>About</h2><p>Safe &amp; sound</p><a rel="nofollow noopener noreferrer">click</a> ' +
        '<a href="https://example.com/x" rel="nofollow noopener noreferrer">more</a><ol><li>One</li><li>Two</li></ol>',
    );
    expect(row.descriptionText).toBe('About Safe & sound click more One Two');
    const page = await server.call<Schemas['Job']>('getProject', { path: { id: row.id } });
    expect(page.status).toBe(200);
    expect(page.body.descriptionHtml).toBe(row.descriptionHtml);
    expect(page.body.descriptionHtml).not.toMatch(/script|onclick|onerror|javascript:|iframe|style/);
  });

  it('makes imported jobs findable in the public search at once (cached visitor searches are retired)', async () => {
    const before = await server.call<Schemas['ProjectSearchResponse']>('publicSearchProjects', {
      body: { offset: 0, size: 20, query: 'quantum annealing' },
    });
    expect(before.body.results).toEqual([]);
    await feed({
      projects: [
        {
          vmsId: 'S-1',
          title: 'Quantum Annealing Specialist',
          descriptionHtml: '<p>Work on <em>superconducting</em> qubits.</p>',
        },
      ],
    });
    for (const query of ['quantum annealing', 'superconducting']) {
      const r = await server.call<Schemas['ProjectSearchResponse']>('publicSearchProjects', {
        body: { offset: 0, size: 20, query },
      });
      expect(r.status).toBe(200);
      expect(r.body.results.map((j) => j.title)).toContain('Quantum Annealing Specialist');
    }
  });
});

describe('closing what the feed no longer has', () => {
  it('closes ACTIVE and PAUSED projects missing from the batch and keepVmsIds, and nothing else', async () => {
    // A project of the tenant's own (no vmsId) and one of another tenant are never touched.
    const [own] = await insertProjects(server, 'alpha', [{ title: 'Hand-made job' }]);
    const beta = await feed(
      { projects: [{ vmsId: 'B-1', title: 'Développeur', jobLanguage: 'fr' }] },
      { host: BETA, key: BETA_KEY },
    );
    expect(beta.body.created).toBe(1);
    await feed({ projects: [{ vmsId: 'C-OLD', title: 'Already closed', status: 'CLOSED' }] });
    clock += 60_000;
    const r = await feed({
      projects: [java, { vmsId: 'E-2', title: 'Rejected item stays open', siteCountry: 'XX' }],
      closeMissing: true,
      keepVmsIds: ['A-200', 'S-1'],
    });
    expect(r.body).toMatchObject({ failed: 1, closed: 4 });
    const status = async (vmsId: string, clientId = 'alpha') => (await stored(vmsId, clientId))?.status;
    expect(await status('A-100')).toBe('ACTIVE');
    expect(await status('A-200')).toBe('ACTIVE');
    expect(await status('S-1')).toBe('ACTIVE');
    // Closed now: the paused tester, the valid item of the error batch, the sanitising and zero jobs.
    for (const vmsId of ['A-300', 'OK-1', 'H-1', 'Z-1']) expect(await status(vmsId)).toBe('CLOSED');
    expect((await stored('A-300'))!.updatedAt.getTime()).toBe(clock);
    expect((await stored('C-OLD'))!.updatedAt.getTime()).toBeLessThan(clock);
    expect(await status('B-1', 'beta')).toBe('ACTIVE');
    const hand = await withTenant(server.server.context.database.db, 'alpha', (tx) =>
      tx.select({ status: projects.status }).from(projects).where(eq(projects.id, own!)),
    );
    expect(hand[0]!.status).toBe('ACTIVE');
  });

  it('reopens a closed job the feed sends again, with the status it sends', async () => {
    const r = await feed({ projects: [tester] });
    expect(r.body).toMatchObject({ updated: 1 });
    expect((await stored('A-300'))!.status).toBe('PAUSED');
  });
});

describe('the close guard', () => {
  /** The vmsIds of alpha's open (ACTIVE or PAUSED) feed projects, sorted. */
  const openVmsIds = async () =>
    (
      await withTenant(server.server.context.database.db, 'alpha', (tx) =>
        tx
          .select({ vmsId: projects.vmsId, status: projects.status })
          .from(projects)
          .where(eq(projects.clientId, 'alpha')),
      )
    )
      .filter((row) => row.vmsId !== null && (row.status === 'ACTIVE' || row.status === 'PAUSED'))
      .map((row) => row.vmsId!)
      .sort();

  it('refuses to close more than a quarter of the open projects, and writes nothing of the request', async () => {
    const created = await feed({
      projects: Array.from({ length: 40 }, (_, i) => ({ vmsId: `G-${i}`, title: `Guarded job ${i}` })),
    });
    expect(created.body.created).toBe(40);
    const before = await openVmsIds();
    // The contract's own example, sent as it is: one item, closing everything else.
    const cut = await feed({ projects: [{ vmsId: 'G-NEW', title: 'A feed of one' }], closeMissing: true });
    expect(cut.status).toBe(409);
    expect(cut.body.messages).toEqual(['integration.closeMissingTooMany']);
    expect(cut.body.detail).toContain(`would close ${before.length} of the ${before.length + 1} open projects`);
    expect(await openVmsIds()).toEqual(before);
    expect(await stored('G-NEW')).toBeUndefined();
  });

  it('closes within the share and lists what it closed', async () => {
    const before = await openVmsIds();
    const dropped = ['G-3', 'G-7', 'G-11'];
    const r = await feed({ projects: [], closeMissing: true, keepVmsIds: before.filter((v) => !dropped.includes(v)) });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ closed: 3, closedVmsIds: ['G-11', 'G-3', 'G-7'] });
    expect(await openVmsIds()).toEqual(before.filter((v) => !dropped.includes(v)));
  });

  it('closes past the share when the request says force, and force alone is a 400', async () => {
    const alone = await feed({ projects: [], force: true });
    expect(alone.status).toBe(400);
    expect(alone.body.fieldErrors).toEqual([{ field: 'force', messages: ['integration.forceWithoutClose'] }]);
    const before = await openVmsIds();
    const forced = await feed({
      projects: [{ vmsId: 'G-0', title: 'Guarded job 0' }],
      closeMissing: true,
      force: true,
    });
    expect(forced.status).toBe(200);
    expect(forced.body.closedVmsIds).toEqual(before.filter((v) => v !== 'G-0'));
    expect(await openVmsIds()).toEqual(['G-0']);
  });
});

describe('authentication', () => {
  const one = { projects: [{ vmsId: 'AUTH-1', title: 'Should not exist' }] };

  it('answers 401 without a key or with a wrong key', async () => {
    const missing = await feed(one, { key: null });
    expect(missing.status).toBe(401);
    expect(missing.body.messages).toEqual(['integration.keyMissing']);
    const wrong = await feed(one, { key: `${ALPHA_KEY}x` });
    expect(wrong.status).toBe(401);
    expect(wrong.body.messages).toEqual(['integration.keyInvalid']);
    expect(await stored('AUTH-1')).toBeUndefined();
  });

  it('checks the key before the body: an unauthenticated malformed request is a 401, not a 400', async () => {
    const r = await feed({ projects: 'nope' }, { key: null });
    expect(r.status).toBe(401);
  });

  it('refuses the key of another tenant on this host', async () => {
    const r = await feed(one, { key: BETA_KEY });
    expect(r.status).toBe(401);
    expect(r.body.messages).toEqual(['integration.keyInvalid']);
    expect(await stored('AUTH-1')).toBeUndefined();
  });

  it('never accepts a talent access token', async () => {
    const tokens = await registerAndLogin(server, 'feed-talent@example.com');
    const r = await feed(one, { key: null, token: tokens.access_token });
    expect(r.status).toBe(401);
    expect(r.body.messages).toEqual(['integration.keyMissing']);
    expect(await stored('AUTH-1')).toBeUndefined();
  });

  it('answers 403 on a tenant without a configured key, whatever key is sent', async () => {
    for (const key of [ALPHA_KEY, null]) {
      const r = await feed(one, { host: GAMMA, key });
      expect(r.status).toBe(403);
      expect(r.body.messages).toEqual(['integration.disabled']);
    }
    expect(await stored('AUTH-1', 'gamma-eu')).toBeUndefined();
  });
});

describe('configuration of the keys', () => {
  it('names the variable after the tenant id (upper case, dashes as underscores)', () => {
    expect(integrationKeyName('gamma-eu')).toBe('GAMMA_EU');
    const config = loadConfig({
      INTEGRATION_API_KEY_GAMMA_EU: ALPHA_KEY,
      DATA_DIR: 'memory://',
      JWT_SECRET: ALPHA_KEY,
    });
    expect(config.integrationApiKeys.get('GAMMA_EU')).toBe(ALPHA_KEY);
  });

  it('refuses short, empty or spaced keys at start', () => {
    for (const value of ['short', '', `${ALPHA_KEY} with space`]) {
      expect(() =>
        loadConfig({ INTEGRATION_API_KEY_ALPHA: value, DATA_DIR: 'memory://', JWT_SECRET: ALPHA_KEY }),
      ).toThrowError(/INTEGRATION_API_KEY_ALPHA: needs 32 to 256 printable characters/);
    }
  });
});
