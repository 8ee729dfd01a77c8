// Project search in SQL: full text over the title (weight A) and the stripped description (B),
// stemmed per job language (the `search_vector` column); prefix matching (`develop` finds
// "Developer"); typo tolerance on the title through the tenant's title words and pg_trgm
// ("develper" finds "Developer"); the filters of the search page; facet counts, all read from the
// match set in one pass; stable sorting and paging.
import type { components } from '@talent/api-client';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { rowsOf } from '../db/client.ts';
import type { Tx } from '../db/client.ts';
import type { Tenant } from '../tenants/tenants.ts';
import type { IpLocation } from './ipLocation.ts';
import {
  WORK_PREFERENCE_BY_CODE,
  WORK_PREFERENCE_CODES,
  poolName,
  poolsOfProjects,
  readerOfJobs,
  toJob,
} from './projects.ts';
import type { ProjectRow } from './projects.ts';

type Schemas = components['schemas'];
type Filters = NonNullable<Schemas['ProjectSearchRequest']['filters']>;

/** Words of a query that count; more are ignored (a search box, not a document). */
const MAX_QUERY_WORDS = 8;
/**
 * Words shorter than this are matched as prefixes only, never fuzzily (too many near misses); the
 * title words of `search_words` (migration 0009) are kept from this length on.
 */
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
 * Settings of the transaction a search runs in (`withTenant(…, { settings: SEARCH_SETTINGS })`):
 * the typo threshold of `<%`, which must be in force before the statement that uses it starts.
 */
export const SEARCH_SETTINGS: Readonly<Record<string, string>> = {
  'pg_trgm.word_similarity_threshold': String(WORD_SIMILARITY_THRESHOLD),
};

/** Close title words a query word expands to, at most (the closest first). */
const MAX_TYPO_EXPANSIONS = 20;

/**
 * The query of each word, ORed over every text-search configuration the tenant's jobs may use (its
 * languages and `simple`), so a job matches when the stem in its own language matches: the word as
 * a prefix anywhere, or — for a word of MIN_FUZZY_LENGTH letters or more — one of the tenant's
 * title words within typo distance (`search_words`, its trigram index; "develper" → "developer")
 * in the title (weight A). So one search-vector match, which the GIN index answers, covers prefixes
 * and typos. Computed once per search and then used as constants: to_tsquery is only STABLE, and as
 * a filter it would otherwise be evaluated for every row. Words are letters and digits only, so
 * they cannot carry tsquery operators.
 */
async function prepareWords(
  tx: Tx,
  tenantId: string,
  words: readonly string[],
  languages: readonly string[],
): Promise<PreparedWord[]> {
  if (words.length === 0) return [];
  const configs = [...new Set(languages.map((l) => l.split('-')[0]!))];
  const queryOf = (word: SQL, suffix: string) => [
    ...configs.map((language) => sql`to_tsquery(talent_ts_config(${language}), ${word} || ${suffix})`),
    sql`to_tsquery('simple', ${word} || ${suffix})`,
  ];
  // A stop word of any of the tenant's languages ("the", "und") is dropped: `simple` would
  // otherwise keep it and require it in every job.
  const stop = configs.map((language) => sql`numnode(to_tsquery(talent_ts_config(${language}), w.word)) = 0`);
  const typos = sql`(
    SELECT talent_tsquery_or(q)
    FROM (
      SELECT v.word FROM search_words v
      WHERE v.client_id = ${tenantId} AND length(w.word) >= ${MIN_FUZZY_LENGTH} AND w.word <% v.word
      ORDER BY word_similarity(w.word, v.word) DESC, v.word
      LIMIT ${MAX_TYPO_EXPANSIONS}
    ) v,
    LATERAL unnest(ARRAY[${sql.join(queryOf(sql`v.word`, ':A'), sql`, `)}]) AS q)`;
  const result = await tx.execute(
    sql`SELECT w.word,
          CASE WHEN ${sql.join(stop, sql` OR `)} THEN ''
          ELSE (${sql.join(queryOf(sql`w.word`, ':*'), sql` || `)} || coalesce(${typos}, ''::tsquery))::text END AS tsquery
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
  /**
   * Only projects published (first open, else created: `coalesce(published_at, created_at)`) after
   * `from` and up to `to`: a digest's "new since the previous one", over the same search.
   */
  readonly publishedBetween?: { readonly from: Date; readonly to: Date } | undefined;
}

const and = (parts: SQL[]) => sql.join(parts, sql` AND `);

/**
 * The conditions of a search: `base` narrows the match set; `pools`, `location` and `workPrefs` are
 * the filters of the three facet dimensions, kept apart because each facet counts the matches of
 * every filter but its own (choosing a city must not hide the other cities).
 */
interface Conditions {
  readonly base: SQL[];
  readonly pools: SQL | undefined;
  readonly location: SQL | undefined;
  readonly workPrefs: SQL | undefined;
}

function conditions(search: ProjectSearch, words: readonly PreparedWord[]): Conditions {
  const { tenant, freelancerId } = search;
  const filters: Partial<Filters> = search.request.filters ?? {};
  const base: SQL[] = [sql`p.client_id = ${tenant.id}`];
  for (const { tsquery } of words) {
    // A stop word does not narrow.
    if (tsquery === '') continue;
    base.push(sql`p.search_vector @@ ${tsquery}::tsquery`);
  }
  const pools = filters.pools?.length
    ? sql`EXISTS (SELECT 1 FROM project_pools pp WHERE pp.project_id = p.id AND pp.client_id = ${tenant.id} AND pp.pool_id IN (${sql.join(
        filters.pools.map((id) => sql`${id}`),
        sql`, `,
      )}))`
    : undefined;
  const location: SQL[] = [];
  if (filters.location?.city) location.push(sql`lower(p.site_city) = lower(${filters.location.city})`);
  if (filters.location?.country) location.push(sql`p.site_country = ${filters.location.country.toUpperCase()}`);
  if (filters.hoursPerWeek?.min !== undefined) base.push(sql`p.hours_per_week >= ${filters.hoursPerWeek.min}`);
  if (filters.hoursPerWeek?.max !== undefined) base.push(sql`p.hours_per_week <= ${filters.hoursPerWeek.max}`);
  if (filters.duration?.min !== undefined) base.push(sql`p.duration_months >= ${filters.duration.min}`);
  if (filters.duration?.max !== undefined) base.push(sql`p.duration_months <= ${filters.duration.max}`);
  const workPrefs = filters.workPrefs?.length
    ? sql`p.work_preference IN (${sql.join(
        filters.workPrefs.map((code) => sql`${WORK_PREFERENCE_BY_CODE[code]}`),
        sql`, `,
      )})`
    : undefined;
  if (filters.openOnly) base.push(sql`p.status = 'ACTIVE'`);
  if (filters.status?.length)
    base.push(
      sql`p.status IN (${sql.join(
        filters.status.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  if (filters.vmsId) base.push(sql`p.vms_id = ${filters.vmsId}`);
  if (search.publishedBetween) {
    const { from, to } = search.publishedBetween;
    base.push(
      sql`coalesce(p.published_at, p.created_at) > ${from.toISOString()}::timestamptz`,
      sql`coalesce(p.published_at, p.created_at) <= ${to.toISOString()}::timestamptz`,
    );
  }
  if (freelancerId !== undefined) {
    base.push(
      sql`NOT EXISTS (SELECT 1 FROM project_exclusions e WHERE e.project_id = p.id AND e.client_id = ${tenant.id} AND e.freelancer_id = ${freelancerId})`,
    );
  }
  return { base, pools, location: location.length > 0 ? and(location) : undefined, workPrefs };
}

/**
 * How a search sorts: the relevance expression (computed once per match) and the ORDER BY over
 * the match set's columns — relevance when there is a query (default), else newest first; id last.
 */
function ordering(search: ProjectSearch, words: readonly PreparedWord[]): { rank: SQL; orderBy: SQL } {
  const sort = search.request.sort;
  const direction = sort?.direction === 'asc' ? sql`ASC` : sql`DESC`;
  const field = sort?.field ?? (words.length > 0 ? 'relevance' : 'created');
  if (field === 'relevance' && words.length > 0) {
    const queries = words.filter((w) => w.tsquery !== '').map((w) => `(${w.tsquery})`);
    const all = queries.length > 0 ? queries.join(' | ') : '';
    const text = words.map((w) => w.word).join(' ');
    // Text rank (title words weigh more, via the vector's weights) plus closeness of the title to
    // the query, which lifts typo matches that the text rank alone scores zero.
    return {
      rank: sql`ts_rank_cd(p.search_vector, ${all}::tsquery) + word_similarity(${text}, p.title_lower)`,
      orderBy: sql`rank ${direction}, id DESC`,
    };
  }
  const rank = sql`NULL::real`;
  if (field === 'periodDeadline') return { rank, orderBy: sql`period_deadline ${direction} NULLS LAST, id DESC` };
  if (field === 'id') return { rank, orderBy: sql`id ${direction}` };
  return { rank, orderBy: sql`created_at ${direction}, id ${direction}` };
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
  const words = await prepareWords(tx, tenantId, queryWords(search.request.query), languages);
  const { offset, size } = search.request;
  const where = conditions(search, words);
  const { rank, orderBy } = ordering(search, words);
  const flag = (condition: SQL | undefined) => condition ?? sql`TRUE`;

  // One pass: the match set is computed once (the text match, with its typo tolerance, is the
  // costly part), with a flag per facet filter; the page, the total and the three facets are read
  // from it. Each facet counts the matches of every filter but its own.
  const [result] = rowsOf<{
    page: number[] | null;
    total: number;
    pools: { id: number; name: string; translations: Record<string, string>; n: number }[] | null;
    cities: { city: string; country: string; n: number }[] | null;
    work: { value: keyof typeof WORK_PREFERENCE_CODES; n: number }[] | null;
  }>(
    await tx.execute(sql`
      WITH m AS MATERIALIZED (
        SELECT p.id, p.site_city, p.site_country, p.work_preference, p.created_at, p.period_deadline,
          ${rank} AS rank,
          ${flag(where.pools)} AS in_pools, ${flag(where.location)} AS in_location, ${flag(where.workPrefs)} AS in_work
        FROM projects p WHERE ${and(where.base)}
      ),
      hits AS (SELECT * FROM m WHERE in_pools AND in_location AND in_work),
      page AS (SELECT id, rank, created_at, period_deadline FROM hits ORDER BY ${orderBy} LIMIT ${size} OFFSET ${offset})
      SELECT
        (SELECT array_agg(id ORDER BY ${orderBy}) FROM page) AS page,
        (SELECT count(*)::int FROM hits) AS total,
        (SELECT json_agg(f) FROM (
          SELECT pl.id, pl.name, pl.name_translations AS translations, count(*)::int AS n
          FROM m
          JOIN project_pools pp ON pp.project_id = m.id AND pp.client_id = ${tenantId}
          JOIN pools pl ON pl.id = pp.pool_id AND pl.client_id = ${tenantId}
          WHERE m.in_location AND m.in_work
          GROUP BY pl.id ORDER BY n DESC, pl.id LIMIT ${MAX_FACET_ENTRIES}) f) AS pools,
        (SELECT json_agg(f) FROM (
          SELECT site_city AS city, site_country AS country, count(*)::int AS n
          FROM m
          WHERE in_pools AND in_work AND site_city IS NOT NULL AND site_country IS NOT NULL
          GROUP BY site_city, site_country ORDER BY n DESC, city LIMIT ${MAX_FACET_ENTRIES}) f) AS cities,
        (SELECT json_agg(f) FROM (
          SELECT work_preference AS value, count(*)::int AS n
          FROM m
          WHERE in_pools AND in_location AND work_preference IS NOT NULL
          GROUP BY work_preference ORDER BY n DESC, value) f) AS work`),
  );
  const page = (result?.page ?? []).map(Number);
  const poolFacet = result?.pools ?? [];
  const cityFacet = result?.cities ?? [];
  const workFacet = result?.work ?? [];

  const rows =
    page.length === 0
      ? []
      : await tx.query.projects.findMany({
          where: (p, { and: all, eq, inArray }) => all(eq(p.clientId, tenantId), inArray(p.id, page)),
        });
  const byId = new Map<number, ProjectRow>(rows.map((row) => [row.id, row]));
  const poolsById = await poolsOfProjects(tx, tenantId, page, search.language);
  const readers =
    search.freelancerId === undefined
      ? undefined
      : await readerOfJobs(tx, { clientId: tenantId, freelancerId: search.freelancerId }, page);
  return {
    ...(search.tenant.config.ipDetectionOnProjectSearch && { detectedLocation: detected }),
    results: page
      .map((id) => byId.get(id))
      .filter((row): row is ProjectRow => row !== undefined)
      .map((row) => {
        const reader = readers?.get(row.id);
        return toJob(row, { pools: poolsById.get(row.id) ?? [], ...(reader && { reader }) });
      }),
    total: result?.total ?? 0,
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
