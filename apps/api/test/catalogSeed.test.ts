// The catalog seed on the shipped tenants: realistic, tenant-specific and deterministic.
import { asc, eq, sql } from 'drizzle-orm';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/bootstrap/config.ts';
import { pools, projectPools, projectQuestions, projects } from '../src/db/schema.ts';
import { seedDemoData } from '../src/seed/demoData.ts';
import { seedCatalog } from '../src/seed/catalogSeed.ts';
import { CITIES } from '../src/seed/catalogVocabulary.ts';
import { gazetteerIn } from '../src/services/geo/gazetteer.ts';
import { placesOfSites } from '../src/services/catalog/places.ts';
import { startTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';

const NOW = new Date('2026-11-01T09:00:00Z');
const env = { TENANTS_DIR: join(REPO_ROOT, 'tenants'), DEFAULT_TENANT: 'acme' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env, overrides: { now: () => NOW.getTime() }, gazetteer: true });
  const { context } = server.server;
  for (const id of ['acme', 'initech']) {
    await seedCatalog(context.database.db, context.tenants.get(id)!, { projects: 400, now: NOW });
  }
});
afterAll(() => server?.close());

const db = () => server.server.context.database.db;

describe('catalog seed', () => {
  it('gives every seeded city the place the gazetteer finds for it (the seed itself loads no gazetteer)', async () => {
    const gazetteer = gazetteerIn(db());
    const cities = Object.entries(CITIES).flatMap(([country, { cities }]) => cities.map((city) => ({ country, city })));
    expect(cities.length).toBeGreaterThan(50);
    const placeIds = await placesOfSites(
      gazetteer,
      cities.map(({ country, city }) => ({ city: city.name, country })),
    );
    const places = await gazetteer.byIds(cities.map(({ city }) => city.placeId));
    for (const [i, { country, city }] of cities.entries()) {
      expect(placeIds[i], `${city.name}, ${country}`).toBe(city.placeId);
      expect(places.get(city.placeId)?.country, `${city.name}, ${country}`).toBe(country);
    }
  });

  it('stores the place with each project', async () => {
    const rows = await db()
      .select({ city: projects.siteCity, placeId: projects.sitePlaceId })
      .from(projects)
      .where(eq(projects.clientId, 'acme'));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.placeId === null)).toEqual([]);
    expect(rows.find((row) => row.city === 'München')?.placeId ?? 2867714).toBe(2867714);
  });

  it('creates the pools that fit the tenant’s CMS categories, plus orphans, translated', async () => {
    const rows = await db().select().from(pools).where(eq(pools.clientId, 'acme')).orderBy(asc(pools.id));
    expect(rows.length).toBeGreaterThanOrEqual(5);
    const java = rows.find((p) => p.name === 'Java Developers');
    expect(java).toMatchObject({ categoryId: 1, nameTranslations: { en: 'Java Developers', de: 'Java-Entwickler' } });
    expect(rows.find((p) => p.name === 'Project Managers')?.categoryId).toBe(3);
    expect(rows.filter((p) => p.categoryId === null).length).toBeGreaterThanOrEqual(2);
    // Families of other tenants' categories (finance, logistics) are not acme's pools.
    expect(rows.map((p) => p.name)).not.toContain('Accountants');
  });

  it('puts projects in the tenant’s countries, languages and currencies, mostly open', async () => {
    const rows = await db().select().from(projects).where(eq(projects.clientId, 'acme'));
    expect(rows).toHaveLength(400);
    expect(new Set(rows.map((p) => p.siteCountry))).toEqual(new Set(['DE', 'AT', 'CH']));
    expect(new Set(rows.map((p) => p.jobLanguage))).toEqual(new Set(['de', 'en']));
    expect(new Set(rows.map((p) => p.rateCurrency))).toEqual(new Set(['EUR']));
    const active = rows.filter((p) => p.status === 'ACTIVE').length / rows.length;
    expect(active).toBeGreaterThan(0.7);
    expect(active).toBeLessThan(0.9);
    expect(rows.some((p) => p.status === 'CLOSED') && rows.some((p) => p.status === 'PAUSED')).toBe(true);
    expect(new Set(rows.map((p) => p.workPreference))).toEqual(new Set(['HYBRID', 'ONSITE', 'REMOTE']));
    for (const p of rows) {
      expect(p.rateMin).toBeLessThanOrEqual(p.rateMax!);
      expect(p.periodStart! <= p.periodEnd!).toBe(true);
      expect(p.durationMonths).toBeGreaterThan(0.5);
      expect(p.remote).toBe(p.workPreference === 'REMOTE');
      expect(p.descriptionText).not.toMatch(/[<>{}]/);
    }
    const german = rows.find((p) => p.jobLanguage === 'de')!;
    expect(german.descriptionText).toMatch(/\b(Sie|Wir|Kunden|Unternehmen)\b/);
    expect(rows.filter((p) => p.siteCity === 'Berlin').length).toBeGreaterThan(
      rows.filter((p) => p.siteCity === 'Bremen').length,
    );
  });

  it('uses the local language and currency where the tenant has them (initech: Ukraine, UAH)', async () => {
    const rows = await db().select().from(projects).where(eq(projects.clientId, 'initech'));
    const ukrainian = rows.filter((p) => p.siteCountry === 'UA');
    expect(ukrainian.length).toBeGreaterThan(200);
    expect(new Set(ukrainian.map((p) => p.rateCurrency))).toEqual(new Set(['UAH']));
    expect(ukrainian.map((p) => p.siteCity)).toContain('Київ');
    expect(ukrainian.some((p) => p.jobLanguage === 'uk' && /[а-яіїє]/i.test(p.title))).toBe(true);
    expect(rows.filter((p) => p.siteCountry === 'PL').every((p) => p.rateCurrency === 'PLN')).toBe(true);
  });

  it('links every project to at least one pool of its tenant and asks questions on some', async () => {
    const [unlinked] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(projects)
      .where(sql`NOT EXISTS (SELECT 1 FROM project_pools pp WHERE pp.project_id = ${projects.id})`);
    expect(unlinked!.n).toBe(0);
    const crossTenant = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(projectPools)
      .innerJoin(pools, eq(pools.id, projectPools.poolId))
      .where(sql`${pools.clientId} <> ${projectPools.clientId}`);
    expect(crossTenant[0]!.n).toBe(0);
    const questions = await db().select().from(projectQuestions).where(eq(projectQuestions.clientId, 'acme'));
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.find((q) => q.type === 'radio')?.options).toHaveLength(3);
  });

  it('indexes title and description for search in the job’s language', async () => {
    const [row] = await db()
      .select({ vector: projects.searchVector })
      .from(projects)
      .where(
        sql`${projects.clientId} = 'acme' AND ${projects.jobLanguage} = 'de' AND ${projects.title} LIKE '%Entwickler%'`,
      )
      .limit(1);
    // German stemming: "Entwickler" is indexed by its stem, with the title's weight A.
    expect(row!.vector).toMatch(/'entwickl[a-z]*':\d+A/);
  });

  it('is deterministic: the same tenant, count and clock give the same catalog', async () => {
    const other = await startTestServer({ env });
    try {
      const { context } = other.server;
      await seedCatalog(context.database.db, context.tenants.get('acme')!, { projects: 400, now: NOW });
      const columns = { vmsId: projects.vmsId, title: projects.title, city: projects.siteCity, rate: projects.rateMin };
      const mine = await db()
        .select(columns)
        .from(projects)
        .where(eq(projects.clientId, 'acme'))
        .orderBy(asc(projects.vmsId));
      const theirs = await context.database.db
        .select(columns)
        .from(projects)
        .where(eq(projects.clientId, 'acme'))
        .orderBy(asc(projects.vmsId));
      expect(theirs).toEqual(mine);
    } finally {
      await other.close();
    }
  });

  it('runs from the demo seed on first start only', async () => {
    const fresh = await startTestServer({ env });
    try {
      const first = await seedDemoData(fresh.server.context, { projects: 50 });
      expect(first.map((s) => [s.tenant.id, s.catalog.projects])).toEqual(
        expect.arrayContaining([
          ['acme', 50],
          ['globex', 50],
          ['initech', 50],
        ]),
      );
      const second = await seedDemoData(fresh.server.context, { projects: 50 });
      expect(second.every((s) => s.catalog.projects === 0)).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});
