// Project search in SQL: full text over the title (weight A) and the stripped description (B),
// stemmed per job language (the `search_vector` column); prefix matching (`develop` finds
// "Developer"); typo tolerance with pg_trgm on the title ("develper" finds "Developer"); the
// filters of the search page; facet counts; stable sorting and paging.
import type { components } from '@talent/api-client';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { rowsOf } from '../db/client.ts';
import type { Tx } from '../db/client.ts';
import type { Tenant } from '../tenants.ts';
import type { IpLocation } from './ipLocation.ts';
import { WORK_PREFERENCE_BY_CODE, WORK_PREFERENCE_CODES, poolName, poolsOfProjects, toJob } from './jobs.ts';
import type { ProjectRow } from './jobs.ts';

type Schemas = components['schemas'];
type Filters = NonNullable<Schemas['ProjectSearchRequest']['filters']>;

/** Words of a query that count; more are ignored (a search box, not a document). */
const MAX_QUERY_WORDS = 8;
/** Words shorter than this are matched as prefixes only, never fuzzily (too many near misses). */
const MIN_FUZZY_LENGTH = 4;
/**
 * pg_trgm word similarity needed for a typo match. PostgreSQL's default (0.6) misses one wrong
 * letter in an eight-letter word ("develper" ~ "developer" is 0.58); 0.5 catches it, and still
 * keeps unrelated words apart.
 */
const WORD_SIMILARITY_THRESHOLD = 0.5;
/** Facet entries returned per dimension (the contract's limit). */
const MAX_FACET_ENTRIES = 500;

/** Words of a query: letters and digits in any script, lower case, at most MAX_QUERY_WORDS. */
export function queryWords(query: string | undefined): string[] {
  const words =
    (query ?? '')
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS).map((w) => w.slice(0, 64));
}

/** A query word and its prefix tsquery (empty for a stop word). */
interface PreparedWord {
  readonly word: string;
  readonly tsquery: string;
}

/**
 * The prefix query of each word in every text-search configuration the tenant's jobs may use (its
 * languages and `simple`), ORed, so a job matches when the stem in its own language matches.
 * Computed once per search and then used as constants: to_tsquery is only STABLE, and as a
 * filter it would otherwise be evaluated for every row. Words are letters and digits only, so
 * they cannot carry tsquery operators.
 */
async function prepareWords(tx: Tx, words: readonly string[], languages: readonly string[]): Promise<PreparedWord[]> {
  if (words.length === 0) return [];
  const configs = [...new Set(languages.map((l) => l.split('-')[0]!))];
  const perConfig = [
    ...configs.map((language) => sql`to_tsquery(talent_ts_config(${language}), w.word || ':*')`),
    sql`to_tsquery('simple', w.word || ':*')`,
  ];
  // A stop word of any of the tenant's languages ("the", "und") is dropped: `simple` would
  // otherwise keep it and require it in every job.
  const stop = configs.map((language) => sql`numnode(to_tsquery(talent_ts_config(${language}), w.word)) = 0`);
  const result = await tx.execute(
    sql`SELECT w.word,
          CASE WHEN ${sql.join(stop, sql` OR `)} THEN '' ELSE (${sql.join(perConfig, sql` || `)})::text END AS tsquery
        FROM unnest(ARRAY[${sql.join(
          words.map((w) => sql`${w}`),
          sql`, `,
        )}]::text[]) AS w(word)`,
  );
  return rowsOf<PreparedWord>(result);
}

/** One search: the tenant, the request, and who asks. */
export interface ProjectSearch {
  readonly tenant: Tenant;
  readonly request: Schemas['ProjectSearchRequest'];
  /** The logged-in freelancer (their exclusions are left out), or undefined for a visitor. */
  readonly freelancerId: number | undefined;
  /** Language for pool names. */
  readonly language: string;
  /** The location found for the visitor's IP address, given only where `detectsLocation` holds. */
  readonly ipLocation?: IpLocation | undefined;
}

type Dimension = 'pools' | 'location' | 'workPrefs';

/** The WHERE conditions of a search; `except` leaves one facet dimension's own filter out. */
function conditions(search: ProjectSearch, words: readonly PreparedWord[], except?: Dimension): SQL[] {
  const { tenant, freelancerId } = search;
  const filters: Partial<Filters> = search.request.filters ?? {};
  const where: SQL[] = [sql`p.client_id = ${tenant.id}`];
  for (const { word, tsquery } of words) {
    // A stop word does not narrow.
    if (tsquery === '') continue;
    where.push(
      word.length >= MIN_FUZZY_LENGTH
        ? sql`(p.search_vector @@ ${tsquery}::tsquery OR ${word} <% p.title_lower)`
        : sql`p.search_vector @@ ${tsquery}::tsquery`,
    );
  }
  if (filters.pools?.length && except !== 'pools') {
    where.push(
      sql`EXISTS (SELECT 1 FROM project_pools pp WHERE pp.project_id = p.id AND pp.client_id = ${tenant.id} AND pp.pool_id IN (${sql.join(
        filters.pools.map((id) => sql`${id}`),
        sql`, `,
      )}))`,
    );
  }
  if (filters.location && except !== 'location') {
    if (filters.location.city) where.push(sql`lower(p.site_city) = lower(${filters.location.city})`);
    if (filters.location.country) where.push(sql`p.site_country = ${filters.location.country.toUpperCase()}`);
  }
  if (filters.hoursPerWeek?.min !== undefined) where.push(sql`p.hours_per_week >= ${filters.hoursPerWeek.min}`);
  if (filters.hoursPerWeek?.max !== undefined) where.push(sql`p.hours_per_week <= ${filters.hoursPerWeek.max}`);
  if (filters.duration?.min !== undefined) where.push(sql`p.duration_months >= ${filters.duration.min}`);
  if (filters.duration?.max !== undefined) where.push(sql`p.duration_months <= ${filters.duration.max}`);
  if (filters.workPrefs?.length && except !== 'workPrefs') {
    const long = filters.workPrefs.map((code) => sql`${WORK_PREFERENCE_BY_CODE[code]}`);
    where.push(sql`p.work_preference IN (${sql.join(long, sql`, `)})`);
  }
  if (filters.openOnly) where.push(sql`p.status = 'ACTIVE'`);
  if (filters.status?.length)
    where.push(
      sql`p.status IN (${sql.join(
        filters.status.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  if (filters.vmsId) where.push(sql`p.vms_id = ${filters.vmsId}`);
  if (freelancerId !== undefined) {
    where.push(
      sql`NOT EXISTS (SELECT 1 FROM project_exclusions e WHERE e.project_id = p.id AND e.client_id = ${tenant.id} AND e.freelancer_id = ${freelancerId})`,
    );
  }
  return where;
}

const and = (parts: SQL[]) => sql.join(parts, sql` AND `);

/** ORDER BY of a search: relevance when there is a query (default), else newest first; id last. */
function ordering(search: ProjectSearch, words: readonly PreparedWord[]): SQL {
  const sort = search.request.sort;
  const direction = sort?.direction === 'asc' ? sql`ASC` : sql`DESC`;
  const field = sort?.field ?? (words.length > 0 ? 'relevance' : 'created');
  if (field === 'relevance' && words.length > 0) {
    const queries = words.filter((w) => w.tsquery !== '').map((w) => `(${w.tsquery})`);
    const all = queries.length > 0 ? queries.join(' | ') : '';
    const text = words.map((w) => w.word).join(' ');
    // Text rank (title words weigh more, via the vector's weights) plus closeness of the title to
    // the query, which lifts typo matches that the text rank alone scores zero.
    return sql`ts_rank_cd(p.search_vector, ${all}::tsquery) + word_similarity(${text}, p.title_lower) ${direction}, p.id DESC`;
  }
  if (field === 'periodDeadline') return sql`p.period_deadline ${direction} NULLS LAST, p.id DESC`;
  if (field === 'id') return sql`p.id ${direction}`;
  return sql`p.created_at ${direction}, p.id ${direction}`;
}

/** Whether a search gets its location from the visitor's IP address: the tenant's switch is on and the request chose no location (`{}` means anywhere). */
export function detectsLocation(tenant: Tenant, request: Schemas['ProjectSearchRequest']): boolean {
  return tenant.config.ipDetectionOnProjectSearch && request.filters?.location === undefined;
}

/**
 * The default location of a search where the tenant detects it from the IP address and the request
 * has no location filter: the visitor's city when the tenant has open projects there, else their
 * country when it has open projects there, else none (an empty page helps nobody).
 */
async function detectedLocation(
  tx: Tx,
  tenantId: string,
  location: IpLocation | undefined,
): Promise<{ city?: string; country: string } | null> {
  if (!location) return null;
  const [row] = rowsOf<{ city: string | null }>(
    await tx.execute(sql`
      SELECT p.site_city AS city FROM projects p
      WHERE p.client_id = ${tenantId} AND p.status = 'ACTIVE' AND p.site_country = ${location.country}
      ORDER BY (${location.city}::text IS NOT NULL AND lower(p.site_city) = lower(${location.city})) DESC
      LIMIT 1`),
  );
  if (!row) return null;
  return location.city && row.city?.toLowerCase() === location.city.toLowerCase()
    ? { city: row.city, country: location.country }
    : { country: location.country };
}

/** Runs a search: one page of jobs, the total, and facet counts. */
export async function searchProjects(tx: Tx, input: ProjectSearch): Promise<Schemas['ProjectSearchResponse']> {
  const detected = await detectedLocation(tx, input.tenant.id, input.ipLocation);
  const search: ProjectSearch = detected
    ? {
        ...input,
        request: { ...input.request, filters: { openOnly: false, ...input.request.filters, location: detected } },
      }
    : input;
  const tenantId = search.tenant.id;
  const languages = search.tenant.context.languages.map((l) => l.iso);
  const words = await prepareWords(tx, queryWords(search.request.query), languages);
  const { offset, size } = search.request;
  if (words.some((w) => w.word.length >= MIN_FUZZY_LENGTH)) {
    await tx.execute(sql.raw(`SET LOCAL pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`));
  }
  const where = and(conditions(search, words));

  const page = rowsOf<{ id: number }>(
    await tx.execute(
      sql`SELECT p.id FROM projects p WHERE ${where} ORDER BY ${ordering(search, words)} LIMIT ${size} OFFSET ${offset}`,
    ),
  ).map((r) => Number(r.id));
  const [total] = rowsOf<{ n: number }>(
    await tx.execute(sql`SELECT count(*)::int AS n FROM projects p WHERE ${where}`),
  );

  const poolFacet = rowsOf<{ id: number; name: string; translations: Record<string, string>; n: number }>(
    await tx.execute(sql`
      SELECT pl.id, pl.name, pl.name_translations AS translations, count(*)::int AS n
      FROM projects p
      JOIN project_pools pp ON pp.project_id = p.id AND pp.client_id = ${tenantId}
      JOIN pools pl ON pl.id = pp.pool_id AND pl.client_id = ${tenantId}
      WHERE ${and(conditions(search, words, 'pools'))}
      GROUP BY pl.id ORDER BY n DESC, pl.id LIMIT ${MAX_FACET_ENTRIES}`),
  );
  const cityFacet = rowsOf<{ city: string; country: string; n: number }>(
    await tx.execute(sql`
      SELECT p.site_city AS city, p.site_country AS country, count(*)::int AS n
      FROM projects p
      WHERE ${and(conditions(search, words, 'location'))} AND p.site_city IS NOT NULL AND p.site_country IS NOT NULL
      GROUP BY p.site_city, p.site_country ORDER BY n DESC, city LIMIT ${MAX_FACET_ENTRIES}`),
  );
  const workFacet = rowsOf<{ value: keyof typeof WORK_PREFERENCE_CODES; n: number }>(
    await tx.execute(sql`
      SELECT p.work_preference AS value, count(*)::int AS n
      FROM projects p
      WHERE ${and(conditions(search, words, 'workPrefs'))} AND p.work_preference IS NOT NULL
      GROUP BY p.work_preference ORDER BY n DESC, value`),
  );

  const rows =
    page.length === 0
      ? []
      : await tx.query.projects.findMany({
          where: (p, { and: all, eq, inArray }) => all(eq(p.clientId, tenantId), inArray(p.id, page)),
        });
  const byId = new Map<number, ProjectRow>(rows.map((row) => [row.id, row]));
  const poolsById = await poolsOfProjects(tx, tenantId, page, search.language);
  const reader = search.freelancerId === undefined ? undefined : { excluded: false, applicationId: null };
  return {
    ...(search.tenant.config.ipDetectionOnProjectSearch && { detectedLocation: detected }),
    results: page
      .map((id) => byId.get(id))
      .filter((row): row is ProjectRow => row !== undefined)
      .map((row) => toJob(row, { pools: poolsById.get(row.id) ?? [], ...(reader && { reader }) })),
    total: total?.n ?? 0,
    facets: {
      pools: poolFacet.map((f) => ({
        id: Number(f.id),
        name: poolName({ name: f.name, nameTranslations: f.translations }, search.language),
        count: f.n,
      })),
      cities: cityFacet.map((f) => ({ city: f.city, country: f.country, count: f.n })),
      workPrefs: workFacet.map((f) => ({ value: WORK_PREFERENCE_CODES[f.value], count: f.n })),
    },
  };
}
