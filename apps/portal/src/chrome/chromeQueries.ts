// The data of the layouts' chrome — the footer's CMS links and public link blocks, the
// announcement banner — as query options, and the layouts' loader that fetches them with the page.
// Loaded with the page's own data (on the server for a server-rendered page, whose HTML then has its
// footer and banner and whose query cache carries them to the browser), there is one render: the
// chrome no longer fills in after the page, with a second wave of calls and renders.
import { unwrap } from '@talent/api-client';
import type { Category, Pool, TalentApi } from '@talent/api-client';
import { showPublicLinkBlocks } from '@talent/domain';
import { siteLocationsQuery } from '@talent/search';
import { queryOptions } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import type { PortalRuntime } from '../app/runtime.ts';

const TEN_MINUTES = 10 * 60_000;

/** Runs a chrome call; a failure is logged (spec §8) and rethrown, so its part stays empty. */
async function logged<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    console.warn(`The ${what} could not be loaded; that part of the page stays empty.`, error);
    throw error;
  }
}

/** The footer's CMS links (left and right) of a locale. */
export function cmsLinksQuery(api: TalentApi, locale: string) {
  return queryOptions({
    queryKey: ['cms', 'links', locale],
    queryFn: () => logged('footer links', () => unwrap(api.quiet.GET('/cms/links', { params: { query: { locale } } }))),
    staleTime: TEN_MINUTES,
    retry: false,
  });
}

/** Every pool, grouped or orphan (GET /pool/categories), for the footer's pool blocks. */
export function footerPoolsQuery(api: TalentApi, locale: string) {
  return queryOptions({
    queryKey: ['footer', 'pools', locale],
    queryFn: () =>
      logged('footer pools', async (): Promise<Pool[]> => {
        const data = await unwrap(api.quiet.GET('/pool/categories'));
        return [...data.categoryResults.results.flatMap((group) => group.pools), ...data.orphanPools.results];
      }),
    staleTime: TEN_MINUTES,
    retry: false,
  });
}

/** The CMS categories of a locale (public and translated), for the footer's category block. */
export function footerCategoriesQuery(api: TalentApi, locale: string) {
  return queryOptions({
    queryKey: ['footer', 'categories', locale],
    queryFn: () =>
      logged(
        'footer categories',
        async (): Promise<Category[]> =>
          (await unwrap(api.quiet.GET('/cms/categories', { params: { query: { locale } } }))).results,
      ),
    staleTime: TEN_MINUTES,
    retry: false,
  });
}

/**
 * The cities with projects, for the footer's city block: the search's own query (one call and one
 * cache entry for the footer and the search's location filter), its cities picked by `select`.
 */
export function footerCitiesQuery(api: TalentApi, locale: string) {
  return queryOptions({
    ...siteLocationsQuery(api, locale),
    select: (locations) => locations.map((location) => location.city),
    staleTime: TEN_MINUTES,
    retry: false,
  });
}

/** The current maintenance announcement; none (204) is `null`. */
export function announcementQuery(api: TalentApi) {
  return queryOptions({
    queryKey: ['shell', 'announcement'],
    // Failures leave the banner out (quiet: not the user's action).
    queryFn: async () => (await unwrap(api.quiet.GET('/napi/announcement'))) ?? null,
    staleTime: 60_000,
  });
}

/**
 * The layouts' loader: the chrome's data, fetched with the page's (the router runs the layout's and
 * the page's loaders together). The link blocks only for visitors of a tenant that shows them, the
 * announcement only in the layout that shows it. A failed call leaves its part empty (spec §8), it
 * never fails the page.
 */
export async function loadChrome(runtime: PortalRuntime, options: { readonly announcement: boolean }): Promise<void> {
  const { api, queryClient, locale } = runtime;
  const queries: Promise<unknown>[] = [queryClient.prefetchQuery(cmsLinksQuery(api, locale))];
  if (showPublicLinkBlocks(runtime.session.isLoggedIn(), runtime.bootstrap.hidePublicLinkBlocks)) {
    queries.push(
      queryClient.prefetchQuery(footerPoolsQuery(api, locale)),
      queryClient.prefetchQuery(footerCategoriesQuery(api, locale)),
      queryClient.prefetchQuery(footerCitiesQuery(api, locale)),
    );
  }
  if (options.announcement) queries.push(queryClient.prefetchQuery(announcementQuery(api)));
  await Promise.all(queries);
}

/**
 * The query keys of the chrome's data in `locale` (every part, whatever a page shows): the server
 * reuses their data across the pages of a tenant for a short while (`server/entry.ts`).
 */
export function chromeQueryKeys(api: TalentApi, locale: string): QueryKey[] {
  return [
    cmsLinksQuery(api, locale).queryKey,
    footerPoolsQuery(api, locale).queryKey,
    footerCategoriesQuery(api, locale).queryKey,
    footerCitiesQuery(api, locale).queryKey,
    announcementQuery(api).queryKey,
  ];
}
