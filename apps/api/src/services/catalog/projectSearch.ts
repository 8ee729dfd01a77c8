// Project search in SQL: full text over the title (weight A) and the stripped description (B),
// stemmed per job language (the `search_vector` column); prefix matching (`develop` finds
// "Developer"); typo tolerance on the title through the tenant's title words and pg_trgm
// ("develper" finds "Developer"); the filters of the search page; facet counts, all read from the
// match set in one pass; stable sorting and paging.
import type { components } from '@talent/api-client';
import { inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import type { Tx } from '../../db/client.ts';
import { projects } from '../../db/schema.ts';
import type { Tenant } from '../../tenants/tenants.ts';
import type { IpLocation } from '../geo/ipLocation.ts';
import { gazetteerIn, normaliseName } from '../geo/gazetteer.ts';
import type { Gazetteer } from '../geo/gazetteer.ts';
import { cityCondition, cityFilter, nameIn, placeNames } from './places.ts';
import type { CityFilter } from './places.ts';
import {
  WORK_PREFERENCE_BY_CODE,
  WORK_PREFERENCE_CODES,
  poolName,
  jobsWhere,
  readerOfJobs,
  toJob,
} from './projects.ts';
import type { JobRow } from './projects.ts';

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
/**
 * Matches of a text query ranked fully, by their cheap prescore (see `ordering`). The relevance set
 * (@talent/fixtures, floor in test/relevance.test.ts) scores the same with this window as with
 * every match ranked: bench/relevance.ts, PostgreSQL, 2,000 and 100,000 projects per tenant, the
 * same nDCG@10 and first-page grades for all 71 queries (then mean 0.829 and 0.831), 60 of which
 * match more than 400 projects at 100,000. Ranking every match of a common word instead cost most
 * of the search (100,000 projects: 48 of 88 ms; the relevance run's median search 74 → 302 ms). A
 * window of 200 instead of 400 again gave every query the same nDCG@10 at 100,000 projects per
 * tenant (mean 0.972 both) and the median search 81 → 73 ms: the full rank of each match in the
 * window (cover density and the title's similarity) is the window's cost.
 */
export const RANK_WINDOW = 200;

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
  /** The word's query, for ranking. */
  readonly tsquery: string;
  /**
   * The same query for matching, without the expansion of the word to itself: that title-only
   * (weight A) term matches nothing the word's prefix term does not already match, but any weighted
   * term makes PostgreSQL re-read every match's search vector to check its weights (100,000
   * projects, "developer": 12.7 → 5.2 ms). Empty for a stop word.
   */
  readonly match: string;
}

/**
 * Settings of the transaction a search runs in (`withTenant(…, { settings: SEARCH_SETTINGS })`):
 * the typo threshold of `<%`, which must be in force before the statement that uses it starts, and
 * the planner's.
 */
export const SEARCH_SETTINGS: Readonly<Record<string, string>> = {
  'pg_trgm.word_similarity_threshold': String(WORD_SIMILARITY_THRESHOLD),
  // A search is a short OLTP statement among many at once: parallel workers only compete for the
  // same cores, and compiling it (JIT, tempting for the planner's cost of a big tenant) takes longer
  // than running it.
  max_parallel_workers_per_gather: '0',
  jit: 'off',
  // The match set of a common word is held once (a MATERIALIZED CTE) and read by the page, the total
  // and each facet: 56,535 rows for "developer" at 1,000,000 projects, ~10 MB. The default 4 MB
  // spilled it to a temporary file, written once and read three times (that query: 1.06 → 0.81 s).
  work_mem: '32MB',
};

/** Close title words a query word expands to, at most (the closest first). */
const MAX_TYPO_EXPANSIONS = 20;

/** Words a place name may span in a query ("Frankfurt am Main"). */
const MAX_PLACE_NAME_WORDS = 3;
/** Places one name may stand for that are tried (most populous first). */
const MAX_PLACES_PER_NAME = 20;

/**
 * For each query word, the places (GeoNames ids) whose name — in any language the gazetteer knows —
 * the word ends: alone or with the one or two words before it ("munich", "la haye", "den haag"). A
 * talent types a city as they call it, a job names it as its own language does ("München", "La
 * Haye" for Den Haag in a French job): the word then also finds the jobs naming the same place as
 * the tenant's jobs do (`site_place_names`, prepareWords). Empty without the gazetteer.
 */
export async function placesEndedBy(words: readonly string[], gazetteer: Gazetteer | undefined): Promise<number[][]> {
  if (!gazetteer) return words.map(() => []);
  const namesEnded = words.map((_, end) => {
    const names: string[] = [];
    for (let start = Math.max(0, end - MAX_PLACE_NAME_WORDS + 1); start <= end; start++) {
      const name = normaliseName(words.slice(start, end + 1).join(' '));
      if (name.length >= 3) names.push(name);
    }
    return names;
  });
  const found = await gazetteer.exact(namesEnded.flat());
  return namesEnded.map((names) => {
    const ids = new Set<number>();
    for (const name of names)
      for (const place of (found.get(name) ?? []).slice(0, MAX_PLACES_PER_NAME)) ids.add(place.id);
    return [...ids];
  });
}

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
  // Empty while the gazetteer is not loaded (the lookup itself says so: no round trip to ask).
  const places = await placesEndedBy(words, gazetteerIn(tx));
  const configs = [...new Set(languages.map((l) => l.split('-')[0]!))];
  const queryOf = (word: SQL, suffix: string) => [
    ...configs.map((language) => sql`to_tsquery(talent_ts_config(${language}), ${word} || ${suffix})`),
    sql`to_tsquery('simple', ${word} || ${suffix})`,
  ];
  // A stop word of any of the tenant's languages ("the", "und") is dropped: `simple` would
  // otherwise keep it and require it in every job.
  const stop = configs.map((language) => sql`numnode(to_tsquery(talent_ts_config(${language}), w.word)) = 0`);
  // The close title words of the query word ORed as title-only terms; `others` leaves out the word
  // itself (see PreparedWord.match).
  const typos = (others: boolean) => sql`(
    SELECT talent_tsquery_or(q)
    FROM (
      SELECT v.word FROM search_words v
      WHERE v.client_id = ${tenantId} AND length(w.word) >= ${MIN_FUZZY_LENGTH} AND w.word <% v.word
      ORDER BY word_similarity(w.word, v.word) DESC, v.word
      LIMIT ${MAX_TYPO_EXPANSIONS}
    ) v,
    LATERAL unnest(ARRAY[${sql.join(queryOf(sql`v.word`, ':A'), sql`, `)}]) AS q
    ${others ? sql`WHERE v.word <> w.word` : sql``})`;
  // The names the tenant's jobs give the places the word (with the words before it) names, as
  // phrases in the jobs' languages: "munich" also finds "München". A word that names such a place
  // is no typo: its typo expansion is left out ("antwerp" is close to the Dutch title word
  // "ontwerper", whose title matches outranked the jobs in Antwerpen).
  const placeNamesOf = sql`(
    SELECT talent_tsquery_or(q)
    FROM site_place_names n,
    LATERAL unnest(ARRAY[phraseto_tsquery(talent_ts_config(n.language), n.name), phraseto_tsquery('simple', n.name)]) AS q
    WHERE n.client_id = ${tenantId} AND n.n > 0 AND n.place_id = ANY (w.places::int[]) AND numnode(q) > 0)`;
  const result = await tx.execute(
    sql`SELECT w.word,
          CASE WHEN x.stop THEN '' ELSE (x.prefix || coalesce(x.places, ${typos(false)}, ''::tsquery))::text END AS tsquery,
          CASE WHEN x.stop THEN '' ELSE (x.prefix || coalesce(x.places, ${typos(true)}, ''::tsquery))::text END AS match
        FROM unnest(ARRAY[${sql.join(
          words.map((w) => sql`${w}`),
          sql`, `,
        )}]::text[], ARRAY[${sql.join(
          places.map((ids) => sql`${`{${ids.join(',')}}`}`),
          sql`, `,
        )}]::text[]) AS w(word, places),
        LATERAL (SELECT ${sql.join(stop, sql` OR `)} AS stop,
          ${sql.join(queryOf(sql`w.word`, ':*'), sql` || `)} AS prefix, ${placeNamesOf} AS places) x`,
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

const and = (parts: SQL[]) => (parts.length === 0 ? sql`TRUE` : sql.join(parts, sql` AND `));

const excludedBy = (tenantId: string, freelancerId: number) =>
  sql`SELECT e.project_id FROM project_exclusions e WHERE e.client_id = ${tenantId} AND e.freelancer_id = ${freelancerId}`;

/** Not one of the projects the freelancer excluded. */
const notExcluded = (tenantId: string, freelancerId: number) =>
  sql`NOT EXISTS (SELECT 1 FROM project_exclusions e WHERE e.project_id = p.id AND e.client_id = ${tenantId} AND e.freelancer_id = ${freelancerId})`;

/**
 * The conditions of a search, over `p` (a project, or a row of a facet cube, which has the same
 * column names). `tenant`, `words`, `cube` and `projectOnly` narrow the match set — `cube` only
 * through columns the facet cubes also have (status, hours), `projectOnly` through the others;
 * `pools`, `location` and `workPrefs` are the filters of the three facet dimensions, kept apart
 * because each facet counts the matches of every filter but its own (choosing a city must not hide
 * the other cities).
 */
interface Conditions {
  readonly tenant: SQL;
  readonly words: SQL[];
  readonly cube: SQL[];
  readonly projectOnly: SQL[];
  /** The chosen pools (ids), if any. */
  readonly poolIds: readonly number[];
  readonly pools: SQL | undefined;
  readonly location: SQL | undefined;
  readonly workPrefs: SQL | undefined;
}

function conditions(search: ProjectSearch, words: readonly PreparedWord[], city: CityFilter | undefined): Conditions {
  const { tenant, freelancerId } = search;
  const filters: Partial<Filters> = search.request.filters ?? {};
  const textMatches: SQL[] = [];
  for (const { match } of words) {
    // A stop word does not narrow.
    if (match === '') continue;
    textMatches.push(sql`p.search_vector @@ ${match}::tsquery`);
  }
  const cube: SQL[] = [];
  const projectOnly: SQL[] = [];
  const poolIds = filters.pools ?? [];
  const pools =
    poolIds.length > 0
      ? sql`p.pool_ids && ARRAY[${sql.join(
          poolIds.map((id) => sql`${id}`),
          sql`, `,
        )}]::bigint[]`
      : undefined;
  const location: SQL[] = [];
  if (city) location.push(cityCondition(city));
  if (filters.location?.country) location.push(sql`p.site_country = ${filters.location.country.toUpperCase()}`);
  if (filters.hoursPerWeek?.min !== undefined) cube.push(sql`p.hours_per_week >= ${filters.hoursPerWeek.min}`);
  if (filters.hoursPerWeek?.max !== undefined) cube.push(sql`p.hours_per_week <= ${filters.hoursPerWeek.max}`);
  if (filters.duration?.min !== undefined) projectOnly.push(sql`p.duration_months >= ${filters.duration.min}`);
  if (filters.duration?.max !== undefined) projectOnly.push(sql`p.duration_months <= ${filters.duration.max}`);
  const workPrefs = filters.workPrefs?.length
    ? sql`p.work_preference IN (${sql.join(
        filters.workPrefs.map((code) => sql`${WORK_PREFERENCE_BY_CODE[code]}`),
        sql`, `,
      )})`
    : undefined;
  if (filters.openOnly) cube.push(sql`p.status = 'ACTIVE'`);
  if (filters.status?.length)
    cube.push(
      sql`p.status IN (${sql.join(
        filters.status.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  if (filters.vmsId) projectOnly.push(sql`p.vms_id = ${filters.vmsId}`);
  if (search.publishedBetween) {
    const { from, to } = search.publishedBetween;
    projectOnly.push(
      sql`coalesce(p.published_at, p.created_at) > ${from.toISOString()}::timestamptz`,
      sql`coalesce(p.published_at, p.created_at) <= ${to.toISOString()}::timestamptz`,
    );
  }
  if (freelancerId !== undefined) projectOnly.push(notExcluded(tenant.id, freelancerId));
  return {
    tenant: sql`p.client_id = ${tenant.id}`,
    words: textMatches,
    cube,
    projectOnly,
    poolIds,
    pools,
    location: location.length > 0 ? and(location) : undefined,
    workPrefs,
  };
}

/**
 * How a search sorts, over the match set's columns: relevance when there is a query (default), else
 * newest first; id last. Relevance is computed in two steps, because ranking is most of a text
 * search's cost: every match gets the cheap `ts_rank` (`prescore`: the frequency of the query's
 * words, title words weighing more through the vector's weights), and only the best RANK_WINDOW of
 * those get the full `rank` — cover density (`ts_rank_cd`, which rewards the words close together)
 * plus the closeness of the title to the query, which lifts typo matches. The full rank orders the
 * window; matches beyond it follow in prescore order, so pages never overlap or skip.
 */
function ordering(
  search: ProjectSearch,
  words: readonly PreparedWord[],
): { relevance: { prescore: SQL; rank: SQL } | undefined; orderBy: SQL } {
  const sort = search.request.sort;
  const direction = sort?.direction === 'asc' ? sql`ASC` : sql`DESC`;
  const field = sort?.field ?? (words.length > 0 ? 'relevance' : 'created');
  if (field === 'relevance' && words.length > 0) {
    const queries = words.filter((w) => w.tsquery !== '').map((w) => `(${w.tsquery})`);
    const all = queries.length > 0 ? queries.join(' | ') : '';
    const text = words.map((w) => w.word).join(' ');
    return {
      relevance: {
        prescore: sql`ts_rank(p.search_vector, ${all}::tsquery)`,
        rank: sql`ts_rank_cd(p.search_vector, ${all}::tsquery) + word_similarity(${text}, p.title_lower)`,
      },
      orderBy: sql`in_window DESC, rank ${direction} NULLS LAST, prescore ${direction}, id DESC`,
    };
  }
  if (field === 'periodDeadline')
    return { relevance: undefined, orderBy: sql`period_deadline ${direction} NULLS LAST, id DESC` };
  if (field === 'id') return { relevance: undefined, orderBy: sql`id ${direction}` };
  return { relevance: undefined, orderBy: sql`created_at ${direction}, id ${direction}` };
}

/** Whether a search gets its location from the visitor's IP address: the tenant's switch is on and the request chose no location (`{}` means anywhere). */
export function detectsLocation(tenant: Tenant, request: Schemas['ProjectSearchRequest']): boolean {
  return tenant.config.ipDetectionOnProjectSearch && request.filters?.location === undefined;
}

/**
 * The default location of a search where the tenant detects it from the IP address and the request
 * has no location filter: the visitor's city when the tenant has open projects there (as a place:
 * the address database names it in English, "Munich", where the tenant's jobs may say "München"),
 * else their country when it has open projects there, else none (an empty page helps nobody).
 */
async function detectedLocation(
  tx: Tx,
  tenantId: string,
  location: IpLocation | undefined,
  language: string,
): Promise<{ placeId?: number; city?: string; country: string } | null> {
  if (!location) return null;
  const city = location.city
    ? await cityFilter(tx, tenantId, { city: location.city, country: location.country })
    : undefined;
  const [row] = rowsOf<{ place_id: number | null; city: string | null; in_city: boolean }>(
    await tx.execute(sql`
      SELECT p.site_place_id AS place_id, p.site_city AS city, ${city ? cityCondition(city) : sql`FALSE`} AS in_city
      FROM projects p
      WHERE p.client_id = ${tenantId} AND p.status = 'ACTIVE' AND p.site_country = ${location.country}
      ORDER BY in_city DESC
      LIMIT 1`),
  );
  if (!row) return null;
  if (!row.in_city || row.city === null) return { country: location.country };
  if (row.place_id === null) return { city: row.city, country: location.country };
  const names = (await placeNames(tx, tenantId, [row.place_id])).get(row.place_id);
  return { placeId: row.place_id, city: names ? nameIn(names, language) : row.city, country: location.country };
}

/** What a search reads from the database: the page's ids, the total and the facet counts. */
interface Found {
  page: (number | string)[] | null;
  total: number | string | null;
  pools: { id: number; name: string; translations: Record<string, string>; n: number }[] | null;
  /** Cities by place (`city` null), or by name where a city has no place. */
  cities: { place_id: number | null; city: string | null; country: string; n: number }[] | null;
  work: { value: keyof typeof WORK_PREFERENCE_CODES; n: number }[] | null;
}

/**
 * Whether the facet cubes answer a search's counts: no words, and only filters the cubes have — at
 * most one pool, as the pool cube counts a project in two pools twice. A talent's excluded projects
 * are subtracted from the cube's counts; the page itself is always read from `projects`.
 */
function usesCube(search: ProjectSearch, where: Conditions): boolean {
  const filters: Partial<Filters> = search.request.filters ?? {};
  return (
    where.words.length === 0 &&
    where.poolIds.length <= 1 &&
    filters.duration === undefined &&
    !filters.vmsId &&
    search.publishedBetween === undefined
  );
}

/**
 * A search without words: the page from the projects (the listing index, newest first), the total
 * and the facets summed from the facet cubes (a few hundred rows per tenant at any catalog size).
 * The talent's excluded projects enter the sums with -1.
 */
async function cubeSearch(tx: Tx, search: ProjectSearch, where: Conditions): Promise<Found> {
  const tenantId = search.tenant.id;
  const { offset, size } = search.request;
  const { orderBy } = ordering(search, []);
  const [poolId] = where.poolIds;
  const flag = (condition: SQL | undefined) => condition ?? sql`TRUE`;
  const excluded =
    search.freelancerId === undefined
      ? undefined
      : sql`SELECT p.* FROM projects p WHERE p.client_id = ${tenantId} AND p.id IN (${excludedBy(tenantId, search.freelancerId)})`;
  // The cube rows the total, cities and work preferences count: by the one chosen pool, if any.
  // An excluded project's row as the cubes key it: its city's name only where it has no place.
  const keyed = sql`status, work_preference, site_country, site_place_id, CASE WHEN site_place_id IS NULL THEN site_city END, hours_per_week`;
  const counted =
    poolId === undefined
      ? sql`SELECT status, work_preference, site_country, site_place_id, site_city, hours_per_week, n FROM search_cube WHERE client_id = ${tenantId} AND n <> 0
          ${excluded ? sql`UNION ALL SELECT ${keyed}, -1 FROM (${excluded}) x` : sql``}`
      : sql`SELECT status, work_preference, site_country, site_place_id, site_city, hours_per_week, n FROM search_pool_cube WHERE client_id = ${tenantId} AND pool_id = ${poolId} AND n <> 0
          ${excluded ? sql`UNION ALL SELECT ${keyed}, -1 FROM (${excluded}) x WHERE ${poolId} = ANY (x.pool_ids)` : sql``}`;
  const byPool = sql`SELECT pool_id, status, work_preference, site_country, site_place_id, site_city, hours_per_week, n FROM search_pool_cube WHERE client_id = ${tenantId} AND n <> 0
    ${excluded ? sql`UNION ALL SELECT pool_id, ${keyed}, -1 FROM (${excluded}) x, unnest(x.pool_ids) AS pool_id` : sql``}`;
  const [result] = rowsOf<Found>(
    await tx.execute(sql`
      WITH m AS MATERIALIZED (
        SELECT p.site_place_id, p.site_city, p.site_country, p.work_preference, p.n,
          ${flag(where.location)} AS in_location, ${flag(where.workPrefs)} AS in_work
        FROM (${counted}) p WHERE ${and(where.cube)}
      ),
      page AS (
        SELECT p.id, p.created_at, p.period_deadline FROM projects p
        WHERE ${where.tenant} AND ${and([...where.cube, ...where.projectOnly])}
          AND ${flag(where.pools)} AND ${flag(where.location)} AND ${flag(where.workPrefs)}
        ORDER BY ${orderBy} LIMIT ${size} OFFSET ${offset}
      )
      SELECT
        (SELECT array_agg(id ORDER BY ${orderBy}) FROM page) AS page,
        (SELECT coalesce(sum(n), 0)::int FROM m WHERE in_location AND in_work) AS total,
        (SELECT json_agg(f) FROM (
          SELECT pl.id, pl.name, pl.name_translations AS translations, sum(p.n)::int AS n
          FROM (${byPool}) p
          JOIN pools pl ON pl.id = p.pool_id AND pl.client_id = ${tenantId}
          WHERE ${and(where.cube)} AND ${flag(where.location)} AND ${flag(where.workPrefs)}
          GROUP BY pl.id HAVING sum(p.n) > 0 ORDER BY n DESC, pl.id LIMIT ${MAX_FACET_ENTRIES}) f) AS pools,
        (SELECT json_agg(f) FROM (
          SELECT site_place_id AS place_id, site_city AS city, site_country AS country, sum(n)::int AS n
          FROM m
          WHERE in_work AND (site_place_id IS NOT NULL OR site_city IS NOT NULL) AND site_country IS NOT NULL
          GROUP BY site_place_id, site_city, site_country HAVING sum(n) > 0
          ORDER BY n DESC, place_id, city LIMIT ${MAX_FACET_ENTRIES}) f) AS cities,
        (SELECT json_agg(f) FROM (
          SELECT work_preference AS value, sum(n)::int AS n
          FROM m
          WHERE in_location AND work_preference IS NOT NULL
          GROUP BY work_preference HAVING sum(n) > 0 ORDER BY n DESC, value) f) AS work`),
  );
  return result!;
}

/**
 * A search with words (or filters the cubes lack): the match set is computed once (the text
 * match, with its typo tolerance, is the costly part), with a flag per facet filter; the page, the
 * total and the three facets are read from it. Each facet counts the matches of every filter but
 * its own.
 */
async function matchSearch(
  tx: Tx,
  search: ProjectSearch,
  words: readonly PreparedWord[],
  where: Conditions,
): Promise<Found> {
  const tenantId = search.tenant.id;
  const { offset, size } = search.request;
  const { relevance, orderBy } = ordering(search, words);
  const flag = (condition: SQL | undefined) => condition ?? sql`TRUE`;
  const descending = search.request.sort?.direction !== 'asc';
  // Relevance: the window of the best prescores gets the full rank (see `ordering`). A page inside
  // the window (every page up to the 20th of 20) is read from the window alone; only a page past it
  // needs the other matches in prescore order behind the window (1,000,000 projects, "developer":
  // sorting the 56,135 others for the first page cost ~40 ms).
  const withinWindow = offset + size <= RANK_WINDOW;
  const ranked = relevance
    ? sql`ranked AS (
        SELECT w.id, w.created_at, w.period_deadline, w.prescore, TRUE AS in_window, ${relevance.rank} AS rank
        FROM (SELECT id, created_at, period_deadline, prescore FROM hits
              ORDER BY prescore ${descending ? sql`DESC` : sql`ASC`}, id DESC LIMIT ${RANK_WINDOW}) w
        JOIN projects p ON p.id = w.id AND p.client_id = ${tenantId}
      ),
      ordered AS (
        SELECT * FROM ranked
        ${
          withinWindow
            ? sql``
            : sql`UNION ALL
        SELECT id, created_at, period_deadline, prescore, FALSE, NULL::real FROM hits WHERE id NOT IN (SELECT id FROM ranked)`
        }
      ),`
    : sql`ordered AS (SELECT * FROM hits),`;
  const [result] = rowsOf<Found>(
    await tx.execute(sql`
      WITH m AS MATERIALIZED (
        SELECT p.id, p.site_place_id, CASE WHEN p.site_place_id IS NULL THEN p.site_city END AS site_city,
          p.site_country, p.work_preference, p.pool_ids, p.created_at, p.period_deadline,
          ${relevance ? relevance.prescore : sql`NULL::real`} AS prescore,
          ${flag(where.pools)} AS in_pools, ${flag(where.location)} AS in_location, ${flag(where.workPrefs)} AS in_work
        FROM projects p WHERE ${and([where.tenant, ...where.words, ...where.cube, ...where.projectOnly])}
      ),
      hits AS (SELECT * FROM m WHERE in_pools AND in_location AND in_work),
      ${ranked}
      page AS (SELECT * FROM ordered ORDER BY ${orderBy} LIMIT ${size} OFFSET ${offset})
      SELECT
        (SELECT array_agg(id ORDER BY ${orderBy}) FROM page) AS page,
        (SELECT count(*)::int FROM hits) AS total,
        (SELECT json_agg(f) FROM (
          SELECT pl.id, pl.name, pl.name_translations AS translations, u.n
          FROM (
            SELECT pool_id, count(*)::int AS n
            FROM (SELECT unnest(pool_ids) AS pool_id FROM m WHERE in_location AND in_work) x
            GROUP BY pool_id
          ) u
          JOIN pools pl ON pl.id = u.pool_id AND pl.client_id = ${tenantId}
          ORDER BY u.n DESC, pl.id LIMIT ${MAX_FACET_ENTRIES}) f) AS pools,
        (SELECT json_agg(f) FROM (
          SELECT site_place_id AS place_id, site_city AS city, site_country AS country, count(*)::int AS n
          FROM m
          WHERE in_pools AND in_work AND (site_place_id IS NOT NULL OR site_city IS NOT NULL) AND site_country IS NOT NULL
          GROUP BY site_place_id, site_city, site_country ORDER BY n DESC, place_id, city LIMIT ${MAX_FACET_ENTRIES}) f) AS cities,
        (SELECT json_agg(f) FROM (
          SELECT work_preference AS value, count(*)::int AS n
          FROM m
          WHERE in_pools AND in_location AND work_preference IS NOT NULL
          GROUP BY work_preference ORDER BY n DESC, value) f) AS work`),
  );
  return result!;
}

/** Runs a search: one page of jobs, the total, and facet counts. */
export async function searchProjects(tx: Tx, input: ProjectSearch): Promise<Schemas['ProjectSearchResponse']> {
  const detected = await detectedLocation(tx, input.tenant.id, input.ipLocation, input.language);
  const search: ProjectSearch = detected
    ? {
        ...input,
        request: { ...input.request, filters: { openOnly: false, ...input.request.filters, location: detected } },
      }
    : input;
  const tenantId = search.tenant.id;
  const languages = search.tenant.context.languages.map((l) => l.iso);
  const words = await prepareWords(tx, tenantId, queryWords(search.request.query), languages);
  const city = await cityFilter(tx, tenantId, search.request.filters?.location);
  const where = conditions(search, words, city);
  const found = usesCube(search, where)
    ? await cubeSearch(tx, search, where)
    : await matchSearch(tx, search, words, where);
  const page = (found.page ?? []).map(Number);
  const poolFacet = found.pools ?? [];
  const cityFacet = found.cities ?? [];
  const cityNames = await placeNames(
    tx,
    tenantId,
    cityFacet.flatMap((f) => (f.place_id === null ? [] : [f.place_id])),
  );
  const workFacet = found.work ?? [];

  const jobs = page.length === 0 ? [] : await jobsWhere(tx, tenantId, inArray(projects.id, page), search.language);
  const byId = new Map<number, JobRow>(jobs.map((job) => [job.row.id, job]));
  const readers =
    search.freelancerId === undefined
      ? undefined
      : await readerOfJobs(tx, { clientId: tenantId, freelancerId: search.freelancerId }, page);
  return {
    ...(search.tenant.config.ipDetectionOnProjectSearch && { detectedLocation: detected }),
    results: page
      .map((id) => byId.get(id))
      .filter((job): job is JobRow => job !== undefined)
      .map(({ row, pools }) => {
        const reader = readers?.get(row.id);
        return toJob(row, { pools, ...(reader && { reader }) });
      }),
    total: Number(found.total ?? 0),
    facets: {
      pools: poolFacet.map((f) => ({
        id: Number(f.id),
        name: poolName({ name: f.name, nameTranslations: f.translations }, search.language),
        count: f.n,
      })),
      cities: cityFacet.flatMap((f) => {
        if (f.place_id === null) return f.city === null ? [] : [{ city: f.city, country: f.country, count: f.n }];
        const names = cityNames.get(f.place_id);
        const name = names && nameIn(names, search.language);
        return name ? [{ placeId: f.place_id, city: name, country: f.country, count: f.n }] : [];
      }),
      workPrefs: workFacet.map((f) => ({ value: WORK_PREFERENCE_CODES[f.value], count: f.n })),
    },
  };
}
