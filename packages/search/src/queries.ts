// TanStack Query options of project search, shared by the route loaders (`ensureQueryData`) and
// the pages (`useQuery` / `useSuspenseQuery`), so both read one cache entry. Keys start with
// 'search'; answers with texts the API localises (pool and category names) carry the locale.
import { ApiError, unwrap } from '@talent/api-client';
import type {
  Category,
  Job,
  Pool,
  ProjectSearchRequest,
  ProjectSearchResponse,
  Schema,
  TalentApi,
} from '@talent/api-client';
import { slugify } from '@talent/domain';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { SearchMode } from './searchRequest.ts';

/**
 * Query keys of the search feature, built one way (as every feature's `…Keys`): `all` is the
 * feature's root, every other entry a function under it; a query appends its own arguments.
 */
export const searchKeys = {
  all: ['search'] as const,
  /** Prefix of every results page (invalidated when a project is excluded). */
  results: () => [...searchKeys.all, 'results'] as const,
  /** Prefix of every project (by id and by VMS id). */
  project: () => [...searchKeys.all, 'project'] as const,
  /** Prefix of every similar-projects list. */
  similars: () => [...searchKeys.all, 'similars'] as const,
  siteLocations: (locale: string) => [...searchKeys.all, 'siteLocations', locale] as const,
  pools: (locale: string) => [...searchKeys.all, 'pools', locale] as const,
  category: (id: number, locale: string) => [...searchKeys.all, 'category', id, locale] as const,
  breadcrumbs: (poolId: number | null, city: string | null, locale: string) =>
    [...searchKeys.all, 'breadcrumbs', poolId, city, locale] as const,
};

/** Lists that change only when the catalog does: kept fresh for five minutes. */
const CATALOG_STALE_MS = 5 * 60_000;

/** One page of project search results with facets (public or in-app search). */
export function projectSearchQuery(
  api: TalentApi,
  options: { readonly mode: SearchMode; readonly locale: string; readonly request: ProjectSearchRequest },
) {
  const { mode, locale, request } = options;
  return queryOptions({
    queryKey: [...searchKeys.results(), mode, locale, request] as const,
    queryFn: (): Promise<ProjectSearchResponse> =>
      unwrap(
        mode === 'app'
          ? api.client.POST('/search/project/query', { body: request })
          : api.client.POST('/publicsearch/project/query', { body: request }),
      ),
  });
}

/** A project (GET /project/{id}); with a session the answer says whether the user excluded it. */
export function projectQuery(
  api: TalentApi,
  options: { readonly id: number; readonly locale: string; readonly mode: SearchMode },
) {
  const { id, locale, mode } = options;
  return queryOptions({
    queryKey: [...searchKeys.project(), id, locale, mode] as const,
    queryFn: (): Promise<Job> => unwrap(api.client.GET('/project/{id}', { params: { path: { id } } })),
  });
}

/** Up to ten projects similar to one (GET /project/{id}/similars). */
export function similarProjectsQuery(
  api: TalentApi,
  options: { readonly id: number; readonly locale: string; readonly mode: SearchMode },
) {
  const { id, locale, mode } = options;
  return queryOptions({
    queryKey: [...searchKeys.similars(), id, locale, mode] as const,
    queryFn: async (): Promise<Job[]> =>
      (await unwrap(api.client.GET('/project/{id}/similars', { params: { path: { id } } }))).results,
  });
}

/**
 * The project with a client's own (VMS) id (GET /project/ext/{vmsId}), or null when the client has
 * none; a removed one is the API's 410 (`project.removed`), which the loader turns into its page.
 */
export function projectByVmsIdQuery(
  api: TalentApi,
  options: { readonly vmsId: string; readonly locale: string; readonly mode: SearchMode },
) {
  const { vmsId, locale, mode } = options;
  return queryOptions({
    queryKey: [...searchKeys.project(), 'vms', vmsId, locale, mode] as const,
    queryFn: async (): Promise<Job | null> => {
      try {
        return await unwrap(api.client.GET('/project/ext/{vmsId}', { params: { path: { vmsId } } }));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** A city or country that has projects. */
export type SiteLocation = Schema<'Location'>;

/**
 * Cities and countries with projects (GET /project/siteLocations): each city by its place id, named
 * in the reader's language (the API names it; hence the locale in the key), with its other names.
 */
export function siteLocationsQuery(api: TalentApi, locale: string) {
  return queryOptions({
    queryKey: searchKeys.siteLocations(locale),
    queryFn: async (): Promise<SiteLocation[]> => (await unwrap(api.client.GET('/project/siteLocations'))).results,
    staleTime: CATALOG_STALE_MS,
  });
}

/**
 * The site location a listing URL names: `/projects/in/munchen` is München (links carry the slug
 * of the city's name in the reader's language, `cityLink` of @talent/domain), and so is
 * `/projects/in/munich`, a link written in another language: a slug of any of the place's names
 * matches, and a plain name too. Undefined for none.
 */
export function findSiteCity(locations: readonly SiteLocation[], param: string): SiteLocation | undefined {
  const wanted = slugify(param);
  return wanted ? locations.find((l) => [l.city, ...(l.names ?? [])].map(slugify).includes(wanted)) : undefined;
}

/** Every pool, in the reader's language (GET /pool/categories: grouped pools plus the orphans). */
export function poolCatalogQuery(api: TalentApi, options: { readonly locale: string }) {
  return queryOptions({
    queryKey: searchKeys.pools(options.locale),
    queryFn: async (): Promise<Pool[]> => {
      const { categoryResults, orphanPools } = await unwrap(api.client.GET('/pool/categories'));
      return [...categoryResults.results.flatMap((group) => group.pools), ...orphanPools.results];
    },
    staleTime: CATALOG_STALE_MS,
  });
}

/** A category with the pools filed under it. */
export interface CategoryListing {
  readonly id: number;
  readonly name: string;
  readonly poolIds: readonly number[];
}

/** The category's name in the reader's language (its translations come narrowed to the locale). */
function categoryName(category: Category): string {
  return category.translations[0]?.name ?? category.slug;
}

/**
 * A category and its pools (GET /pool/categories?categoryIds=…), or null when the client has no
 * such category. The API leaves categories without pools out of that answer, so an empty one is
 * looked up among the CMS categories to tell "no pools yet" from "no such category".
 */
export function categoryListingQuery(api: TalentApi, options: { readonly id: number; readonly locale: string }) {
  const { id, locale } = options;
  return queryOptions({
    queryKey: searchKeys.category(id, locale),
    queryFn: async (): Promise<CategoryListing | null> => {
      const grouped = await unwrap(api.client.GET('/pool/categories', { params: { query: { categoryIds: [id] } } }));
      const group = grouped.categoryResults.results.find((g) => g.category.id === id);
      if (group) return { id, name: categoryName(group.category), poolIds: group.pools.map((p) => p.id) };
      const cms = await unwrap(api.client.GET('/cms/categories', { params: { query: { locale } } }));
      const category = cms.results.find((c) => c.id === id);
      return category ? { id, name: categoryName(category), poolIds: [] } : null;
    },
    staleTime: CATALOG_STALE_MS,
  });
}

/** Names of a pool and a city page (GET /breadcrumbs); 404 for an unknown pool or a city without projects. */
export function breadcrumbsQuery(
  api: TalentApi,
  options: { readonly poolId?: number | undefined; readonly city?: string | undefined; readonly locale: string },
) {
  const { poolId, city, locale } = options;
  return queryOptions({
    queryKey: searchKeys.breadcrumbs(poolId ?? null, city ?? null, locale),
    queryFn: () =>
      unwrap(
        api.client.GET('/breadcrumbs', {
          params: { query: { ...(poolId !== undefined && { poolId }), ...(city !== undefined && { city }) } },
        }),
      ),
    staleTime: CATALOG_STALE_MS,
  });
}

/**
 * Saves a search as a job alert (POST /jobAlerts). Quiet: the dialog shows the API's refusals
 * (409 `jobAlert.limit`, 422) itself, in its own words, not as the global error toast.
 */
export function createJobAlertMutation(api: TalentApi) {
  return mutationOptions({
    mutationKey: [...searchKeys.all, 'createJobAlert'],
    meta: { handlesErrors: true },
    mutationFn: (body: Schema<'JobAlertInput'>): Promise<Schema<'JobAlert'>> =>
      unwrap(api.quiet.POST('/jobAlerts', { body })),
  });
}
