// A deterministic generator of realistic catalog data for one tenant: pools (one per role family
// that fits the tenant's CMS categories, plus orphans), and projects in the tenant's countries and
// languages — real cities, titles and descriptions in the job's language, rates in the tenant's
// currencies, hours, assignment periods, work preferences, mostly ACTIVE with some CLOSED and
// PAUSED, and pre-application questions when the tenant uses them. The same tenant, count and
// clock give the same data, so tests and benchmarks can rely on it.
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { withTenant } from '../db/client.ts';
import { pools, projectPools, projectQuestions, projects } from '../db/schema.ts';
import { cmsContent } from '../services/cms/cms.ts';
import { sortedIds } from '../services/catalog/projects.ts';
import type { Tenant } from '../tenants/tenants.ts';
import {
  CITIES,
  DESCRIPTIONS,
  EUR_RATE,
  JOB_TYPES,
  LANGUAGE_COUNTRY,
  QUESTIONS,
  ROLE_FAMILIES,
  SECURITY_ID_FAQ,
  SEED_LANGUAGES,
  SENIORITY,
} from './catalogVocabulary.ts';
import type { RoleFamily, SeedLanguage } from './catalogVocabulary.ts';

/** Projects per tenant of the development seed. */
export const DEFAULT_SEED_PROJECTS = 2000;
/** Pools every tenant gets at least (orphans fill up when few families fit its categories). */
const MIN_POOLS = 5;
/** Rows per insert statement. */
const BATCH = 500;

/** Fictional end clients named in some projects. */
const END_CLIENTS = [
  'Northwind Traders',
  'Contoso Bank',
  'Fabrikam Industries',
  'Tailspin Aviation',
  'Woodgrove Finance',
  'Litware Systems',
  'Adventure Works',
  'Proseware Energy',
];

/** A small, fast, seedable PRNG (mulberry32): deterministic across platforms. */
function random(seedText: string): () => number {
  let seed = 2166136261;
  for (const char of seedText) seed = Math.imul(seed ^ char.codePointAt(0)!, 16777619) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** What was created for a tenant. */
export interface CatalogSeedResult {
  readonly pools: number;
  readonly projects: number;
}

/** A pool to create: its role family and CMS category (null for an orphan). */
interface PlannedPool {
  readonly family: RoleFamily;
  readonly categoryId: number | null;
}

/** The pools of a tenant: families fitting its categories, then orphans up to MIN_POOLS. */
function planPools(tenant: Tenant): PlannedPool[] {
  const categories = cmsContent(tenant).categories;
  const bySlug = new Map(categories.map((c) => [c.slug, c.id]));
  const planned: PlannedPool[] = [];
  for (const family of ROLE_FAMILIES) {
    const slug = family.categories.find((s) => bySlug.has(s));
    if (slug) planned.push({ family, categoryId: bySlug.get(slug)! });
  }
  const orphans = ROLE_FAMILIES.filter((f) => !planned.some((p) => p.family === f));
  // Families meant as orphans (no categories) first, then any other, until the minimum is reached.
  orphans.sort((a, b) => a.categories.length - b.categories.length);
  const wanted = Math.max(MIN_POOLS - planned.length, 2);
  for (const family of orphans.slice(0, wanted)) planned.push({ family, categoryId: null });
  return planned;
}

/** Seed language of a tenant language (`de-CH` → de); English for languages without vocabulary. */
function seedLanguage(iso: string): SeedLanguage {
  const base = iso.split('-')[0]!;
  return (SEED_LANGUAGES as readonly string[]).includes(base) ? (base as SeedLanguage) : 'en';
}

/** The countries a tenant's projects are in, most projects in the first. */
function tenantCountries(tenant: Tenant): string[] {
  const preferred = tenant.config.preferredSortedCountries.filter((c) => c in CITIES);
  if (preferred.length > 0) return preferred;
  const fromLanguages = tenant.context.languages.map((l) => LANGUAGE_COUNTRY[seedLanguage(l.iso)]);
  return [...new Set(fromLanguages)];
}

/** The currency of a project in a country: the country's own when the tenant has it. */
function currencyFor(tenant: Tenant, country: string): string {
  const local: Record<string, string> = { UA: 'UAH', PL: 'PLN', GB: 'GBP', CH: 'CHF', US: 'USD' };
  const currencies = tenant.config.currencies;
  const own = local[country];
  return own && currencies.includes(own) ? own : currencies.includes('EUR') ? 'EUR' : currencies[0]!;
}

/** Whether the tenant has catalog data already (then the seed leaves it alone). */
export async function hasCatalog(db: Db, tenant: Tenant): Promise<boolean> {
  return withTenant(db, tenant.id, async (tx) => {
    const [row] = await tx.select({ n: count() }).from(projects).where(eq(projects.clientId, tenant.id));
    return (row?.n ?? 0) > 0;
  });
}

/**
 * Creates pools and `projectCount` projects for the tenant. `now` anchors the dates (created
 * within the last 120 days, assignments from a month ago to three months ahead).
 */
export async function seedCatalog(
  db: Db,
  tenant: Tenant,
  options: { projects: number; now: Date },
): Promise<CatalogSeedResult> {
  const rand = random(`${tenant.id}:catalog`);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
  const between = (min: number, max: number) => min + rand() * (max - min);
  const tenantLanguages = tenant.context.languages.map((l) => l.iso);
  const defaultLanguage = seedLanguage(tenantLanguages[0]!);
  const spoken = new Set(tenantLanguages.map(seedLanguage));
  const countries = tenantCountries(tenant);
  const day = 86_400_000;

  const planned = planPools(tenant);
  const poolRows = await withTenant(db, tenant.id, (tx) =>
    tx
      .insert(pools)
      .values(
        planned.map(({ family, categoryId }) => ({
          clientId: tenant.id,
          name: family.pool[defaultLanguage],
          nameTranslations: Object.fromEntries(tenantLanguages.map((iso) => [iso, family.pool[seedLanguage(iso)]])),
          descriptionKey: `pool.${family.key}.description`,
          categoryId,
          nameVerbiage: family.verbiage[defaultLanguage],
          onBoarding: categoryId !== null,
        })),
      )
      .returning({ id: pools.id }),
  );
  const poolIds = poolRows.map((row) => row.id);

  let created = 0;
  while (created < options.projects) {
    const size = Math.min(BATCH, options.projects - created);
    const batch = Array.from({ length: size }, (_, offset) => {
      const index = created + offset;
      const poolIndex = Math.floor(rand() * planned.length);
      const family = planned[poolIndex]!.family;
      // Most projects in the tenant's first country, and in a country's larger cities.
      const country = rand() < 0.6 ? countries[0]! : pick(countries);
      const cities = CITIES[country]!.cities;
      const city = cities[Math.floor(cities.length * rand() * rand())]!;
      const local = CITIES[country]!.language;
      const language: SeedLanguage =
        spoken.has(local) && !(spoken.has('en') && rand() < 0.25) ? local : spoken.has('en') ? 'en' : defaultLanguage;
      const seniority = pick(SENIORITY[language]);
      const title = `${seniority ? `${seniority} ` : ''}${pick(family.titles)[language]}`;
      const hours = pick([40, 40, 40, 36, 32, 24, 20, 16]);
      const skills = [...family.skills].sort(() => rand() - 0.5).slice(0, 3);
      const fill = (sentence: string) =>
        sentence
          .replaceAll('{title}', title)
          .replaceAll('{city}', city.name)
          .replaceAll('{client}', tenant.context.legalEntity.name)
          .replaceAll('{skills}', skills.join(', '))
          .replaceAll('{hours}', String(hours))
          .replaceAll('{team}', String(3 + Math.floor(rand() * 12)));
      const texts = DESCRIPTIONS[language];
      const body = [...texts.body].sort(() => rand() - 0.5).slice(0, 2 + Math.floor(rand() * 3));
      const paragraphs = [pick(texts.opening), ...body, pick(texts.closing)].map(fill);
      const status = rand() < 0.8 ? 'ACTIVE' : rand() < 0.6 ? 'CLOSED' : 'PAUSED';
      const workRoll = rand();
      const workPreference = workRoll < 0.45 ? 'HYBRID' : workRoll < 0.8 ? 'ONSITE' : 'REMOTE';
      const start = new Date(options.now.getTime() + Math.round(between(-30, 90)) * day);
      const months = pick([1, 2, 3, 3, 6, 6, 6, 9, 12, 12, 18, 24]);
      const end = new Date(start);
      end.setUTCMonth(end.getUTCMonth() + months);
      end.setUTCDate(end.getUTCDate() - 1);
      const currency = currencyFor(tenant, country);
      const factor = EUR_RATE[currency] ?? 1;
      const step = factor >= 10 ? 10 : 1;
      const round = (value: number) => Math.round((value * factor) / step) * step;
      const low = between(family.rate[0], family.rate[1] - 10);
      const high = Math.min(family.rate[1], low + between(5, 25));
      const deadline =
        status === 'ACTIVE'
          ? new Date(options.now.getTime() + Math.round(between(1, 45)) * day)
          : new Date(options.now.getTime() - Math.round(between(1, 60)) * day);
      deadline.setUTCHours(17, 0, 0, 0);
      const coverRoll = rand();
      const securityId = rand() < 0.1;
      const row: typeof projects.$inferInsert = {
        clientId: tenant.id,
        vmsId: `${tenant.id.toUpperCase()}-${String(index + 1).padStart(6, '0')}`,
        title,
        descriptionHtml: `${paragraphs
          .slice(0, -1)
          .map((p) => `<p>${escapeHtml(p)}</p>`)
          .join('')}<ul>${skills.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul><p>${escapeHtml(
          paragraphs.at(-1)!,
        )}</p>`,
        descriptionText: [...paragraphs.slice(0, -1), skills.join(', '), paragraphs.at(-1)!].join(' '),
        jobType: pick(JOB_TYPES[language]),
        jobClass: family.key,
        jobLanguage: language,
        status,
        positionsNumber: 1 + Math.floor(rand() * rand() * 4),
        periodStart: start.toISOString().slice(0, 10),
        periodEnd: end.toISOString().slice(0, 10),
        periodDeadline: deadline,
        legalEntityName: tenant.context.legalEntity.name,
        originatingDisplayName: rand() < 0.5 ? pick(END_CLIENTS) : null,
        siteAddress: null,
        siteCity: city.name,
        // The vocabulary carries each city's place, so seeding needs no gazetteer.
        sitePlaceId: city.placeId,
        siteCountry: country,
        siteCode: `${country}-${cities.indexOf(city) + 1}`,
        rateMin: round(low),
        rateMax: round(high),
        rateCurrency: currency,
        workPreference,
        remote: workPreference === 'REMOTE',
        hoursPerWeek: hours,
        coverLetter: coverRoll < 0.7 ? 'OPTIONAL' : coverRoll < 0.85 ? 'REQUIRED' : 'NONE',
        liveInterview: rand() < 0.3,
        securityIdRequired: securityId,
        securityIdPattern: securityId ? '^[A-Z]{2}[0-9]{6}$' : null,
        securityIdFaq: securityId ? SECURITY_ID_FAQ[language] : null,
        createdAt: new Date(options.now.getTime() - Math.round(between(0, 120) * day)),
      };
      return {
        row,
        pools: rand() < 0.2 ? [...new Set([poolIndex, Math.floor(rand() * planned.length)])] : [poolIndex],
        questions: tenant.config.preApplicationQuestions && rand() < 0.3 ? language : null,
      };
    });
    await withTenant(db, tenant.id, async (tx) => {
      const ids = await tx
        .insert(projects)
        // The pools are stored with the project as well (`pool_ids`, sorted), so the trigger that
        // mirrors `project_pools` into it has nothing to rewrite.
        .values(batch.map((b) => ({ ...b.row, poolIds: sortedIds(b.pools.map((p) => poolIds[p]!)) })))
        .returning({ id: projects.id });
      await tx
        .insert(projectPools)
        .values(
          batch.flatMap((b, i) =>
            b.pools.map((p) => ({ clientId: tenant.id, projectId: ids[i]!.id, poolId: poolIds[p]! })),
          ),
        );
      const questions = batch.flatMap((b, i) => {
        if (!b.questions) return [];
        const q = QUESTIONS[b.questions];
        const projectId = ids[i]!.id;
        return [
          { position: 1, type: 'date' as const, label: q.availableFrom, required: true },
          { position: 2, type: 'boolean' as const, label: q.remoteOk, required: true },
          {
            position: 3,
            type: 'number' as const,
            label: q.experienceYears,
            required: false,
            rules: 'integer|between:0,60',
          },
          {
            position: 4,
            type: 'radio' as const,
            label: q.workPermit,
            required: true,
            options: q.workPermitOptions.map((label, n) => ({ value: ['yes', 'no', 'pending'][n]!, label })),
          },
          { position: 5, type: 'textarea' as const, label: q.motivation, required: false, rules: 'max:2000' },
        ].map((question) => ({ ...question, clientId: tenant.id, projectId }));
      });
      if (questions.length > 0) await tx.insert(projectQuestions).values(questions);
    });
    created += size;
  }
  // Fresh statistics for the planner: PostgreSQL's autovacuum would gather them eventually, the
  // embedded database (PGlite has no autovacuum) never, and without them every search plan is a
  // guess. ANALYZE needs the tables' owner, not `talent_app`.
  await db.execute(sql`ANALYZE projects, project_pools, pools`);
  return { pools: poolIds.length, projects: created };
}

/** The number of projects of a tenant (for reports). */
export async function projectCount(db: Db, tenant: Tenant, status?: 'ACTIVE'): Promise<number> {
  return withTenant(db, tenant.id, async (tx) => {
    const [row] = await tx
      .select({ n: count() })
      .from(projects)
      .where(and(eq(projects.clientId, tenant.id), status ? eq(projects.status, status) : undefined));
    return row?.n ?? 0;
  });
}
