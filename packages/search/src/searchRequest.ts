// From the URL's search state (the domain's `SearchQuery`) to the contract's search request. The
// page never builds a request any other way, so the loader's prefetch and the page's own query
// always ask the API the same question (and share one cache entry).
import type { ProjectSearchRequest, Schema } from '@talent/api-client';
import type { NumberRange, SearchQuery } from '@talent/domain';

/** Results per page. The spec leaves it open; 20 keeps a page short enough to scan. */
export const SEARCH_PAGE_SIZE = 20;

/** Which search: the public one of visitors or the in-app one of logged-in talent. */
export type SearchMode = 'public' | 'app';

/**
 * Filters a listing page fixes before the visitor's own choices (`/projects/in/berlin`,
 * `/projects/pool/java/7`, `/projects/categories/it/3`).
 */
export interface SearchScope {
  /** Only projects of these pools; the visitor may narrow further among them. */
  readonly pools?: readonly number[];
  /** Only projects in this city (replaces the visitor's location filter); its name heads the page. */
  readonly city?: string;
  /**
   * The city's place id, where it has one: the request asks for the place (every name of the city),
   * not the name. A site location (`SiteLocation`) is a city listing's scope as it is.
   */
  readonly placeId?: number | undefined;
}

type Filters = NonNullable<ProjectSearchRequest['filters']>;

/** The contract's bounds (ProjectSearchRequest): longer text or larger numbers are a 400. */
const MAX_QUERY_LENGTH = 200;
const MAX_RANGE_VALUE = 10_000;
const MAX_OFFSET = 100_000;
const MAX_POOLS = 100;

/**
 * The API filter of the URL's `location`: a two-letter upper-case code is a country (`DE`), any
 * other text a city. The location filter offers countries by code and cities by name, so both
 * kinds travel in the one URL key the spec defines.
 */
export function locationFilter(location: string): NonNullable<Filters['location']> {
  return /^[A-Z]{2}$/.test(location) ? { country: location } : { city: location };
}

function range(value: NumberRange | undefined): Filters['hoursPerWeek'] | undefined {
  if (!value) return undefined;
  const clamp = (n: number) => Math.min(n, MAX_RANGE_VALUE);
  return {
    ...(value.min !== undefined && { min: clamp(value.min) }),
    ...(value.max !== undefined && { max: clamp(value.max) }),
  };
}

/** Pools to search: the visitor's choice, kept inside the listing's pools when the listing has some. */
function pools(chosen: readonly number[] | undefined, scope: readonly number[] | undefined): number[] | undefined {
  if (!scope) return chosen?.slice(0, MAX_POOLS);
  const inScope = (chosen ?? []).filter((id) => scope.includes(id));
  return (inScope.length > 0 ? inScope : [...scope]).slice(0, MAX_POOLS);
}

/** The request for one page of results; `scope` adds a listing page's fixed filters. */
export function toSearchRequest(query: SearchQuery, scope: SearchScope = {}): ProjectSearchRequest {
  const poolIds = pools(query.pools, scope.pools);
  const location =
    scope.city === undefined
      ? query.location && locationFilter(query.location)
      : scope.placeId
        ? { placeId: scope.placeId }
        : { city: scope.city };
  const hoursPerWeek = range(query.hoursPerWeek);
  const duration = range(query.duration);
  const filters: Filters = {
    ...(poolIds && poolIds.length > 0 && { pools: poolIds }),
    ...(location && { location }),
    ...(hoursPerWeek && { hoursPerWeek }),
    ...(duration && { duration }),
    ...(query.workPrefs && { workPrefs: [...query.workPrefs] }),
    // The contract gives `openOnly` a default, so its generated type requires it.
    openOnly: query.openOnly === true,
    ...(query.status && { status: [...query.status] }),
    ...(query.vmsId !== undefined && { vmsId: query.vmsId }),
  };
  const text = query.any?.slice(0, MAX_QUERY_LENGTH);
  return {
    // Pages past the contract's largest offset show its last reachable page rather than failing.
    offset: Math.min((query.page - 1) * SEARCH_PAGE_SIZE, MAX_OFFSET),
    size: SEARCH_PAGE_SIZE,
    ...(text && { query: text }),
    filters,
  };
}

/**
 * The search a page shows as one URL state: a listing's fixed filters folded into the visitor's
 * own (`/projects/in/berlin?any=java` → `any=java&location=Berlin`), for the in-app search, which
 * has no listing paths. `toSearchRequest` of the result asks the API what the listing asks.
 */
export function scopedQuery(query: SearchQuery, scope: SearchScope = {}): SearchQuery {
  const poolIds = pools(query.pools, scope.pools);
  const location = scope.city ?? query.location;
  const { pools: _pools, location: _location, ...rest } = query;
  return {
    ...rest,
    ...(poolIds && poolIds.length > 0 && { pools: poolIds }),
    ...(location !== undefined && { location }),
  };
}

/** What a job alert saves of a search (`JobAlertInput` without its name and frequency). */
export type JobAlertSearch = Pick<Schema<'JobAlertInput'>, 'query' | 'filters'>;

/**
 * The search a job alert saves: the text and the filters exactly as `toSearchRequest` sends them
 * (one mapping, so the digest finds what the page shows), without the page and without `vmsId`
 * and `status`: those URL keys come from links, not from the filters, and a client's job id names
 * one existing project, never a new one.
 */
export function toJobAlertSearch(query: SearchQuery, scope: SearchScope = {}): JobAlertSearch {
  const { query: text, filters } = toSearchRequest(query, scope);
  const { vmsId: _vmsId, status: _status, ...saved } = filters ?? { openOnly: false };
  return { ...(text !== undefined && { query: text }), filters: saved };
}
