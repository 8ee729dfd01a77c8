// Project reads and per-freelancer project state over HTTP.
import type { components } from '@talent/api-client';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/client.ts';
import { projectQuestions, projects } from '../src/db/schema.ts';
import { insertPools, insertProjects } from './catalog.ts';
import { BETA, rawRequest, startTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';

type Schemas = components['schemas'];
type Problem = Schemas['Problem'];

let server: TestServer;
let token: string;
let otherToken: string;
let p: Record<'open' | 'closed' | 'samePool' | 'sameClass' | 'german' | 'unrelated' | 'secured', number>;
let betaProject: number;

async function login(email: string): Promise<string> {
  const password = 'analytical-engine-1843';
  await server.call('register', {
    body: {
      email,
      password,
      firstName: 'Pat',
      lastName: 'Doe',
      locale: 'en',
      termsAccepted: true,
      privacyAccepted: true,
    },
  });
  const response = await server.call<Schemas['TokenResponse']>('authorize', { body: { email, password } });
  return response.body.access_token;
}

beforeAll(async () => {
  server = await startTestServer({ gazetteer: true });
  const [java, other] = await insertPools(server, 'alpha', [
    { name: 'Java', translations: { de: 'Java-Entwickler' } },
    { name: 'Other' },
  ]);
  const ids = await insertProjects(server, 'alpha', [
    {
      title: 'Senior Java Developer',
      descriptionHtml: '<p>Build <strong>payment</strong> services.</p>',
      descriptionText: 'Build payment services.',
      jobClass: 'javaDevelopers',
      vmsId: 'ALPHA-OPEN',
      siteAddress: 'Friedrichstraße 1',
      siteCode: 'DE-1',
      originatingDisplayName: 'Contoso Bank',
      coverLetter: 'REQUIRED',
      liveInterview: true,
      externalApplicationUrl: 'https://jobs.example.com/1',
      pools: [java!],
    },
    { title: 'Java Architect (closed)', status: 'CLOSED', jobClass: 'architects', pools: [java!] },
    { title: 'Spring Developer', jobClass: 'other', pools: [java!] },
    { title: 'Kotlin Developer', jobClass: 'javaDevelopers', pools: [other!] },
    { title: 'Buchhalter', jobClass: 'accountants', jobLanguage: 'de', pools: [other!] },
    { title: 'Unrelated', jobClass: 'x', jobLanguage: 'uk', pools: [] },
    {
      title: 'Cleared Engineer',
      jobClass: 'y',
      jobLanguage: 'uk',
      securityIdRequired: true,
      securityIdPattern: '^[A-Z]{2}[0-9]{6}$',
      securityIdFaq: 'Two letters and six digits.',
    },
  ]);
  const [open, closed, samePool, sameClass, german, unrelated, secured] = ids;
  p = {
    open: open!,
    closed: closed!,
    samePool: samePool!,
    sameClass: sameClass!,
    german: german!,
    unrelated: unrelated!,
    secured: secured!,
  };
  await withTenant(server.server.context.database.db, 'alpha', (tx) =>
    tx
      .insert(projectQuestions)
      .values({ clientId: 'alpha', projectId: open!, position: 1, type: 'text', label: 'Why?' }),
  );
  [betaProject] = (await insertProjects(server, 'beta', [{ title: 'Projet beta', jobLanguage: 'fr' }])) as [number];
  token = await login('reader@example.com');
  otherToken = await login('other-reader@example.com');
});
afterAll(() => server?.close());

describe('getProject', () => {
  it('gives visitors the public fields, with the sanitised HTML and pools', async () => {
    const r = await server.call<Schemas['Job']>('getProject', { path: { id: p.open } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      id: p.open,
      title: 'Senior Java Developer',
      descriptionHtml: '<p>Build <strong>payment</strong> services.</p>',
      descriptionHtmlStripped: 'Build payment services.',
      status: 'ACTIVE',
      siteAddress: null,
      siteCode: null,
      originatingDisplayName: null,
      affectedPools: { results: [{ name: 'Java' }] },
    });
    expect(r.body).not.toHaveProperty('excluded');
  });

  it('personalises with a token: all fields and the exclusion flag', async () => {
    const r = await server.call<Schemas['Job']>('getProject', { token, path: { id: p.open } });
    expect(r.body).toMatchObject({
      siteAddress: 'Friedrichstraße 1',
      siteCode: 'DE-1',
      originatingDisplayName: 'Contoso Bank',
      excluded: false,
      applicationId: null,
    });
  });

  it('keeps closed projects readable, marked by their status', async () => {
    const r = await server.call<Schemas['Job']>('getProject', { path: { id: p.closed } });
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('CLOSED');
  });

  it('answers 404 for an unknown id or another tenant’s project, 400 for a malformed id', async () => {
    expect((await server.call<Problem>('getProject', { path: { id: 999999 } })).body.messages).toEqual([
      'project.notFound',
    ]);
    expect((await server.call('getProject', { path: { id: betaProject } })).status).toBe(404);
    expect((await server.call('getProject', { host: BETA, path: { id: p.open } })).status).toBe(404);
    expect((await server.call('getProject', { path: { id: 'abc' } })).status).toBe(400);
    expect((await server.call('getProject', { path: { id: 0 } })).status).toBe(400);
  });

  it('finds a project by the client’s own id, personalised with a token; visitors need public search', async () => {
    const r = await server.call<Schemas['Job']>('getProjectByVmsId', { path: { vmsId: 'ALPHA-OPEN' } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: p.open, vmsId: 'ALPHA-OPEN', siteCode: null });
    const mine = await server.call<Schemas['Job']>('getProjectByVmsId', { token, path: { vmsId: 'ALPHA-OPEN' } });
    expect(mine.body).toMatchObject({ id: p.open, siteCode: 'DE-1', excluded: false });
    // beta has no public search: its visitors log in first.
    const visitor = await server.call<Problem>('getProjectByVmsId', { host: BETA, path: { vmsId: 'BETA-1' } });
    expect([visitor.status, visitor.body.messages]).toEqual([403, ['search.publicSearchDisabled']]);
  });

  it('refuses a token of another tenant', async () => {
    expect((await server.call('getProject', { host: BETA, token, path: { id: betaProject } })).status).toBe(401);
  });

  it('answers 410 for a project the tenant had and that was deleted, and leaves it out of the sitemaps', async () => {
    const [id] = (await insertProjects(server, 'alpha', [{ title: 'Removed Role', vmsId: 'GONE-1' }])) as [number];
    /** Every URL of alpha's per-language sitemaps. */
    const sitemapLocs = async () => {
      const index = await rawRequest(server.url, { method: 'GET', path: '/sitemap.xml' });
      expect(index.status).toBe(200);
      const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
      expect(files.length).toBeGreaterThan(0);
      const bodies = await Promise.all(files.map((path) => rawRequest(server.url, { method: 'GET', path })));
      return bodies.flatMap((file) =>
        [...file.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname),
      );
    };

    const byVmsId = await server.call<Schemas['Job']>('getProjectByVmsId', { path: { vmsId: 'GONE-1' } });
    expect([byVmsId.status, byVmsId.body.id]).toEqual([200, id]);

    await withTenant(server.server.context.database.db, 'alpha', (tx) =>
      tx.delete(projects).where(and(eq(projects.clientId, 'alpha'), eq(projects.id, id))),
    );
    const gone = await server.call<Problem>('getProject', { path: { id } });
    expect(gone.status).toBe(410);
    expect(gone.body.messages).toEqual(['project.removed']);
    expect((await server.call<Problem>('getProject', { token, path: { id } })).status).toBe(410);
    // The tombstone is the tenant's: another tenant never had that project.
    expect((await server.call('getProject', { host: BETA, path: { id } })).status).toBe(404);
    // An id nobody had stays a 404.
    expect((await server.call('getProject', { path: { id: id + 1000 } })).status).toBe(404);
    // By the client's own id too; an id the client never used stays a 404.
    const goneByVmsId = await server.call<Problem>('getProjectByVmsId', { path: { vmsId: 'GONE-1' } });
    expect([goneByVmsId.status, goneByVmsId.body.messages]).toEqual([410, ['project.removed']]);
    expect((await server.call('getProjectByVmsId', { path: { vmsId: 'NEVER-1' } })).status).toBe(404);
    // Read once, after the removal (sitemaps are cached for a while): the open job is listed, the removed one not.
    const locs = await sitemapLocs();
    expect(locs).toContain(`/projects/senior-java-developer/${p.open}`);
    expect(locs).not.toContain(`/projects/removed-role/${id}`);

    // The feed may send the client's id again: it names the new project then, not the removed one.
    const [again] = (await insertProjects(server, 'alpha', [{ title: 'Removed Role', vmsId: 'GONE-1' }])) as [number];
    const back = await server.call<Schemas['Job']>('getProjectByVmsId', { path: { vmsId: 'GONE-1' } });
    expect([back.status, back.body.id]).toEqual([200, again]);
    expect((await server.call('getProject', { path: { id } })).status).toBe(410);
    await withTenant(server.server.context.database.db, 'alpha', (tx) =>
      tx.delete(projects).where(and(eq(projects.clientId, 'alpha'), eq(projects.id, again))),
    );
  });
});

describe('exclusions', () => {
  it('excludes one project, lists it with paging headers, and includes it again', async () => {
    const excluded = await server.call('excludeProject', { token, path: { id: p.open } });
    expect(excluded.status).toBe(204);
    expect((await server.call('excludeProject', { token, path: { id: p.open } })).status).toBe(204);
    await server.call('excludeProject', { token, path: { id: p.closed } });
    const page = await server.call<Schemas['ExcludedProjectPage']>('listProjectExclusions', {
      token,
      query: { limit: 1 },
    });
    expect(page.body).toMatchObject({ total: 2, offset: 0, limit: 1 });
    expect(page.body.results.map((r) => r.id)).toEqual([p.closed]);
    expect(page.headers['x-total-count']).toBe('2');
    expect(page.headers['link']).toBe('</v1/api/project/listExclusions?limit=1&offset=1>; rel="next"');
    const job = await server.call<Schemas['Job']>('getProject', { token, path: { id: p.open } });
    expect(job.body.excluded).toBe(true);
    // Only this freelancer's view changes.
    const other = await server.call<Schemas['Job']>('getProject', { token: otherToken, path: { id: p.open } });
    expect(other.body.excluded).toBe(false);

    const include = await server.call('setProjectExclusions', {
      token,
      body: { projectIds: [p.open, p.closed], excluded: false },
    });
    expect(include.status).toBe(204);
    const empty = await server.call<Schemas['ExcludedProjectPage']>('listProjectExclusions', { token });
    expect(empty.body.total).toBe(0);
    expect(empty.headers['link']).toBeUndefined();
  });

  it('excludes several at once, all or nothing', async () => {
    const unknown = await server.call<Problem>('setProjectExclusions', {
      token,
      body: { projectIds: [p.samePool, 999999], excluded: true },
    });
    expect(unknown.status).toBe(404);
    expect((await server.call<Schemas['ExcludedProjectPage']>('listProjectExclusions', { token })).body.total).toBe(0);
    await server.call('setProjectExclusions', { token, body: { projectIds: [p.samePool, p.german], excluded: true } });
    expect((await server.call<Schemas['ExcludedProjectPage']>('listProjectExclusions', { token })).body.total).toBe(2);
    await server.call('setProjectExclusions', { token, body: { projectIds: [p.samePool, p.german], excluded: false } });
  });

  it('needs a login, an existing project of the tenant and a valid body', async () => {
    expect((await server.call('excludeProject', { path: { id: p.open } })).status).toBe(401);
    expect((await server.call('listProjectExclusions')).status).toBe(401);
    expect((await server.call('excludeProject', { token, path: { id: betaProject } })).status).toBe(404);
    expect(
      (await server.call('setProjectExclusions', { token, body: { projectIds: [], excluded: true } })).status,
    ).toBe(400);
    expect((await server.call('listProjectExclusions', { token, query: { limit: 101 } })).status).toBe(400);
  });
});

describe('page views', () => {
  it('counts each view of the project page, for visitors too', async () => {
    for (let n = 0; n < 3; n++) {
      expect((await server.call('countProjectPageOpen', { path: { id: p.samePool } })).status).toBe(204);
    }
    const [row] = await server.server.context.database.db
      .select({ views: projects.pageOpenCount })
      .from(projects)
      .where(eq(projects.id, p.samePool));
    expect(row!.views).toBe(3);
    expect((await server.call('countProjectPageOpen', { path: { id: betaProject } })).status).toBe(404);
  });
});

describe('similar projects', () => {
  it('lists projects sharing a pool, class or language: open first, then the closest', async () => {
    const r = await server.call<Schemas['JobList']>('listSimilarProjects', { path: { id: p.open } });
    expect(r.status).toBe(200);
    const ids = r.body.results.map((j) => j.id);
    // Open ones first: sharing the pool, then the class (its language is the same too); the closed
    // one sharing the pool last. Other languages, other classes and other pools are not similar.
    expect(ids).toEqual([p.samePool, p.sameClass, p.closed]);
  });

  it('leaves out what the reader excluded', async () => {
    await server.call('excludeProject', { token, path: { id: p.samePool } });
    const r = await server.call<Schemas['JobList']>('listSimilarProjects', { token, path: { id: p.open } });
    expect(r.body.results.map((j) => j.id)).not.toContain(p.samePool);
    await server.call('setProjectExclusions', { token, body: { projectIds: [p.samePool], excluded: false } });
    expect((await server.call('listSimilarProjects', { path: { id: betaProject } })).status).toBe(404);
  });
});

describe('application options and security ids', () => {
  it('describe what applying involves', async () => {
    const r = await server.call<Schemas['ProjectOptions']>('getProjectOptions', { token, path: { id: p.open } });
    expect(r.body).toEqual({
      currencies: ['EUR'],
      rateUnits: ['HR', 'DAY', 'WEEK', 'MONTH', 'YEAR', 'PROJECT'],
      preApplicationQuestions: true,
      coverLetter: 'REQUIRED',
      liveInterview: true,
      securityIdRequired: false,
      // The alpha tenant has no external application links.
      externalApplicationUrl: null,
    });
    const plain = await server.call<Schemas['ProjectOptions']>('getProjectOptions', { token, path: { id: p.german } });
    expect(plain.body.preApplicationQuestions).toBe(false);
    expect((await server.call('getProjectOptions', { path: { id: p.open } })).status).toBe(401);
  });

  it('give the security id pattern and explanation where one is required, else 404', async () => {
    const pattern = await server.call<Schemas['SecurityIdPattern']>('getSecurityIdPattern', {
      token,
      path: { id: p.secured },
    });
    expect(pattern.body).toEqual({ pattern: '^[A-Z]{2}[0-9]{6}$' });
    const faq = await server.call<Schemas['SecurityIdFaq']>('getSecurityIdFaqVerbiage', {
      token,
      path: { id: p.secured },
    });
    expect(faq.body).toEqual({ text: 'Two letters and six digits.' });
    expect((await server.call<Problem>('getSecurityIdPattern', { token, path: { id: p.open } })).body.messages).toEqual(
      ['project.noSecurityId'],
    );
    expect((await server.call('getSecurityIdFaqVerbiage', { token, path: { id: betaProject } })).status).toBe(404);
    expect((await server.call('getSecurityIdPattern', { path: { id: p.secured } })).status).toBe(401);
  });
});

describe('site locations', () => {
  it('lists the cities (by place) and countries with projects, by country then city, per tenant', async () => {
    await insertProjects(server, 'alpha', [
      { title: 'Vienna job', siteCity: 'Wien', siteCountry: 'AT' },
      { title: 'No city', siteCity: null, siteCountry: null },
    ]);
    const r = await server.call<Schemas['LocationList']>('listSiteLocations');
    // Each city with its place; named as the tenant's jobs in the reader's language say, with
    // GeoNames' name among its other names.
    expect(r.body.results).toEqual([
      { placeId: 2761369, country: 'AT', city: 'Wien', names: ['Vienna'] },
      { placeId: 2950159, country: 'DE', city: 'Berlin' },
    ]);
    const beta = await server.call<Schemas['LocationList']>('listSiteLocations', { host: BETA });
    expect(beta.body.results).toEqual([{ placeId: 2950159, country: 'DE', city: 'Berlin' }]);
  });
});
