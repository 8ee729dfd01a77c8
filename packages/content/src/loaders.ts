// What the routes' loaders run before a content page renders, so the page opens with its text (and
// a page the tenant does not have becomes the router's 404 before anything renders).
import type { TalentApi } from '@talent/api-client';
import { cmsPagePath, isCmsPageSlug } from '@talent/domain';
import type { QueryClient } from '@tanstack/react-query';
import { notFound, redirect } from '@tanstack/react-router';
import { contentPageQuery } from './queries.ts';

/** What the loader needs of the portal's runtime (the router context's `runtime` fits). */
export interface ContentRuntime {
  readonly api: TalentApi;
  readonly queryClient: QueryClient;
  readonly locale: string;
}

/** The page a route shows, and the path it was reached at. */
export interface ContentPageParams {
  /** The page's slug: the route's `$slug`, or `terms` / `privacy` for their own routes. */
  readonly slug: string;
  /** The URL's path as the router matched it. */
  readonly pathname: string;
}

/**
 * /terms, /privacy and /pages/{slug}: `notFound()` for a slug that cannot name a page (no call) or
 * that the tenant has no current version of; a page reached at another path than its own
 * (`/pages/terms`) goes to that one (`/terms`), so each page has one URL.
 */
export async function loadContentPage(
  { queryClient, api, locale }: ContentRuntime,
  { slug, pathname }: ContentPageParams,
): Promise<void> {
  if (!isCmsPageSlug(slug)) throw notFound();
  const path = cmsPagePath(slug);
  if (path !== pathname.replace(/\/$/, '')) redirect({ to: path, replace: true, throw: true });
  const page = await queryClient.ensureQueryData(contentPageQuery(api, slug, locale));
  if (!page) throw notFound();
}
