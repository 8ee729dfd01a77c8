// The tabs of /app/project (spec §2 header links): the project search, the talent's applications
// and the open invitations, told apart by the `tab` search param. The portal's route composes this
// parser with the search's own (`validateProjectSearch` of @talent/search).
import type { ProjectTab } from '@talent/domain';

/** The `tab` search param of `/app/project`, as the route validates it. */
export interface ProjectTabSearch {
  /** Undefined for the search (also for an unknown value, which shows the search). */
  readonly tab?: 'applications' | 'invitations' | undefined;
}

/**
 * Reads `tab` from the URL's search params: `applications` or `invitations`, else undefined (the
 * search). The key is always there: the router keeps params a validator leaves out, so an unknown
 * `tab` must be overwritten, not just dropped.
 */
export function parseProjectTab(raw: Readonly<Record<string, unknown>>): ProjectTabSearch {
  const tab = raw['tab'];
  return { tab: tab === 'applications' || tab === 'invitations' ? tab : undefined };
}

/** The tab a validated search shows. */
export function projectTab(search: ProjectTabSearch): ProjectTab {
  return search.tab ?? 'search';
}
