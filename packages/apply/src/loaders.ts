// What the routes' loaders run before a page of the feature renders, so it opens with its data.
import type { TalentApi } from '@talent/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { applicationDraftsQuery, applicationsQuery, openInvitationsQuery } from './queries.ts';

/** What the loaders need of the portal's runtime (the router context's `runtime` fits). */
export interface ApplyRuntime {
  readonly api: TalentApi;
  readonly queryClient: QueryClient;
}

// ── The talent's applications and invitations ──

/**
 * /app/project?tab=applications: the first page of applications (unfiltered) and the drafts. A
 * failure is not the route's error: the page shows it with a retry (and the drafts stay hidden).
 */
export async function loadApplicationsPage({ queryClient, api }: ApplyRuntime): Promise<void> {
  await Promise.all([
    queryClient.prefetchInfiniteQuery(applicationsQuery(api, null)),
    queryClient.prefetchQuery(applicationDraftsQuery(api)),
  ]);
}

/** /app/project?tab=invitations: the open invitations (a failure shows on the page, with a retry). */
export async function loadInvitationsPage({ queryClient, api }: ApplyRuntime): Promise<void> {
  await queryClient.prefetchQuery(openInvitationsQuery(api));
}
