// Query factories of the content feature over @talent/api-client. The route loaders prefetch with
// them (`ensureQueryData(contentPageQuery(api, slug, locale))`) and the page reads the same cache.
import { ApiError, unwrap } from '@talent/api-client';
import type { Schema, TalentApi } from '@talent/api-client';
import { queryOptions } from '@tanstack/react-query';

/** A content page as the API sends it: its current version, as sanitised HTML. */
export type ContentPageData = Schema<'CmsPage'>;

/** Query keys of the feature; everything under `contentKeys.all` belongs to content. */
export const contentKeys = {
  all: ['content'] as const,
  /** A page in a locale (the API answers in the locale or its fallback language). */
  page: (slug: string, locale: string) => [...contentKeys.all, 'page', slug, locale] as const,
};

/**
 * How long a page read is fresh. A newly published version shows on the next page load (a new
 * cache) or once this has passed; its terms ask for agreement through the expired-terms dialog
 * anyway, whatever this page shows.
 */
const PAGE_STALE_MS = 5 * 60_000;

/**
 * GET /cms/pages/{slug}?locale=: the page in its current version, or `null` when the tenant has no
 * such page (404); other failures reject (the route's error page).
 */
export function contentPageQuery(api: TalentApi, slug: string, locale: string) {
  return queryOptions({
    queryKey: contentKeys.page(slug, locale),
    queryFn: async (): Promise<ContentPageData | null> => {
      try {
        return await unwrap(api.quiet.GET('/cms/pages/{slug}', { params: { path: { slug }, query: { locale } } }));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: PAGE_STALE_MS,
  });
}
