// What the portal's route loaders call: they prefetch this feature's queries with
// `ensureQueryData` (so a page renders with its data) and decide 404s and redirects. The route
// files stay one line each; the rules live here, beside the pages, and are tested with them.
import { ApiError } from '@talent/api-client';
import type { TalentApi } from '@talent/api-client';
import { parseId, parseSearchQuery, serializeSearchQuery } from '@talent/domain';
import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import {
  breadcrumbsQuery,
  categoryListingQuery,
  findSiteCity,
  projectSearchQuery,
  siteLocationsQuery,
} from './queries.ts';
import type { SiteLocation } from './queries.ts';
import { toSearchRequest } from './searchRequest.ts';
import type { SearchMode, SearchScope } from './searchRequest.ts';

/** What the loaders need of the portal's runtime (the router context's `runtime` fits). */
export interface SearchRuntime {
  readonly api: TalentApi;
  readonly queryClient: QueryClient;
  readonly locale: string;
  readonly session: { isLoggedIn(): boolean };
  /** Rendering on the server (one render from what the loaders fetched), not in a browser. */
  readonly server?: boolean;
}

/** Why the router runs a loader: first visit, a change of search params on the same page, or a preload. */
export type LoadCause = 'enter' | 'stay' | 'preload';

/** Whether a call failed with the API's 404. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The not-found data of a job page whose project was removed (the API's 410): the route's
 * not-found component shows `ProjectRemovedPage`, and the server answers with this status.
 */
export const REMOVED_PROJECT = { status: 410 } as const;

/** Whether a not-found's `data` says the project was removed (not never there). */
export function isRemovedProject(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { status?: unknown }).status === REMOVED_PROJECT.status;
}

/**
 * Loads one page of results. On the first visit the page waits for them; when only the search
 * params change (typing, a filter, a page) the loader does not hold the navigation: the URL
 * updates at once and the page shows the previous results until the new ones arrive. A failed
 * search is shown by the page (with a retry), not as the route's error page.
 */
async function loadResults(
  runtime: SearchRuntime,
  mode: SearchMode,
  search: Record<string, unknown>,
  scope: SearchScope,
  cause: LoadCause,
): Promise<void> {
  const options = projectSearchQuery(runtime.api, {
    mode,
    locale: runtime.locale,
    request: toSearchRequest(parseSearchQuery(search), scope),
  });
  if (cause === 'stay') {
    void runtime.queryClient.prefetchQuery(options);
    return;
  }
  await runtime.queryClient.ensureQueryData(options).catch(() => undefined);
}

/** The location filter's choices; a failure leaves the list empty (spec §8: location failures are only logged). */
async function loadLocations(runtime: SearchRuntime) {
  return runtime.queryClient
    .ensureQueryData(siteLocationsQuery(runtime.api, runtime.locale))
    .catch((error: unknown) => {
      console.warn('project site locations could not be loaded', error);
      return [];
    });
}

/** Options of the search page loaders. */
export interface SearchLoadOptions {
  readonly search: Record<string, unknown>;
  readonly cause: LoadCause;
}

/** `/projects` and `/app/project`. */
export async function loadSearchPage(
  runtime: SearchRuntime,
  options: SearchLoadOptions & { readonly mode: SearchMode },
): Promise<void> {
  await Promise.all([loadLocations(runtime), loadResults(runtime, options.mode, options.search, {}, options.cause)]);
}

/** `/projects/in/{city?}`: the city of the URL among the sites with projects, else 404. */
export async function loadCityListing(
  runtime: SearchRuntime,
  options: SearchLoadOptions & { readonly city: string | undefined },
): Promise<void> {
  const { city, search, cause } = options;
  if (!city) return loadSearchPage(runtime, { mode: 'public', search, cause });
  const locations = await runtime.queryClient.ensureQueryData(siteLocationsQuery(runtime.api, runtime.locale));
  const site = findSiteCity(locations, city);
  if (!site) throw notFound();
  await loadResults(runtime, 'public', search, site, cause);
}

/** `/projects/categories/{name?}/{id}`: the category and its pools, else 404. */
export async function loadCategoryListing(
  runtime: SearchRuntime,
  options: SearchLoadOptions & { readonly id: string },
): Promise<void> {
  const id = parseId(options.id);
  if (id === null) throw notFound();
  const category = await runtime.queryClient.ensureQueryData(
    categoryListingQuery(runtime.api, { id, locale: runtime.locale }),
  );
  if (!category) throw notFound();
  // A category without pools has no projects; searching with no pool filter would show them all.
  if (category.poolIds.length === 0) return;
  await loadResults(runtime, 'public', options.search, { pools: category.poolIds }, options.cause);
}

/** The path params of a pool page, as either pool route matched them. */
export interface PoolPathParams {
  readonly poolName?: string | undefined;
  readonly id: string;
  readonly city?: string | undefined;
}

/**
 * The pool id and city of a pool page's path. With the optional name, two segments are
 * ambiguous: `/projects/pool/java/7` is name and id, `/projects/pool/7/berlin` is id and city, and
 * the router may hand either to either route. The numbers decide: a numeric last segment is the
 * id; otherwise a numeric first one is. Undefined when the path names no pool id.
 */
export function poolPathParams(params: PoolPathParams): { poolId: number; city: string | undefined } | undefined {
  const segments = [params.poolName, params.id, params.city].filter((s): s is string => s !== undefined && s !== '');
  const [a, b, c] = segments;
  if (segments.length === 3) {
    const poolId = parseId(b);
    return poolId === null ? undefined : { poolId, city: c };
  }
  if (segments.length === 2) {
    const last = parseId(b);
    if (last !== null) return { poolId: last, city: undefined };
    const first = parseId(a);
    return first === null ? undefined : { poolId: first, city: b };
  }
  const only = parseId(a);
  return only === null ? undefined : { poolId: only, city: undefined };
}

/** `/projects/pool/{name?}/{id}` and `…/{id}/{city}`: the pool (and city), else 404. */
export async function loadPoolListing(
  runtime: SearchRuntime,
  options: SearchLoadOptions & PoolPathParams,
): Promise<void> {
  const path = poolPathParams(options);
  if (!path) throw notFound();
  const { poolId } = path;
  let site: SiteLocation | undefined;
  if (path.city !== undefined) {
    site = findSiteCity(
      await runtime.queryClient.ensureQueryData(siteLocationsQuery(runtime.api, runtime.locale)),
      path.city,
    );
    if (!site) throw notFound();
  }
  try {
    await runtime.queryClient.ensureQueryData(
      breadcrumbsQuery(runtime.api, { poolId, city: site?.city, locale: runtime.locale }),
    );
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
  // The site's city and place (its other fields do not reach the request).
  const scope: SearchScope = { pools: [poolId], ...site };
  await Promise.all([
    site ? undefined : loadLocations(runtime),
    loadResults(runtime, 'public', options.search, scope, options.cause),
  ]);
}

/** A public listing page (city, category, pool, pool in city), as its route's params give it. */
export type ListingParams =
  | { readonly kind: 'city'; readonly city: string | undefined }
  | { readonly kind: 'category'; readonly id: string }
  | ({ readonly kind: 'pool' } & PoolPathParams);

/** The listing's own filter, as the search page writes it: a city is a location, a category its pools. */
async function listingFilter(
  runtime: SearchRuntime,
  listing: ListingParams,
): Promise<{ readonly pools?: readonly number[]; readonly location?: string }> {
  const city = async (slug: string | undefined) =>
    slug === undefined
      ? undefined
      : findSiteCity(await runtime.queryClient.ensureQueryData(siteLocationsQuery(runtime.api, runtime.locale)), slug)
          ?.city;
  if (listing.kind === 'city') {
    const location = await city(listing.city);
    return location === undefined ? {} : { location };
  }
  if (listing.kind === 'category') {
    const id = parseId(listing.id);
    if (id === null) return {};
    const category = await runtime.queryClient.ensureQueryData(
      categoryListingQuery(runtime.api, { id, locale: runtime.locale }),
    );
    return category && category.poolIds.length > 0 ? { pools: category.poolIds } : {};
  }
  const path = poolPathParams(listing);
  if (!path) return {};
  const location = await city(path.city);
  return { pools: [path.poolId], ...(location !== undefined && { location }) };
}

/**
 * The in-app search (`/app/project`) a logged-in user is sent to from a public search page: the
 * search params of the public URL plus, for a listing, the listing's own filter (the city as the
 * location, the pool, the category's pools), so that the redirect keeps what the user was looking
 * at. A listing whose filter cannot be read (an unknown city, a failed call) keeps the params only.
 */
export async function appSearchOf(
  runtime: SearchRuntime,
  search: Record<string, unknown>,
  listing?: ListingParams,
): Promise<Record<string, string>> {
  const query = parseSearchQuery(search);
  const filter = listing ? await listingFilter(runtime, listing).catch(() => ({})) : {};
  return Object.fromEntries(serializeSearchQuery({ ...query, ...filter }));
}
