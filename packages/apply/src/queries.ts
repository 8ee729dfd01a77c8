// Query and mutation factories of the apply feature over @talent/api-client. Route loaders
// prefetch with them and the pages read the same cache.
import { unwrap } from '@talent/api-client';
import type { Application, Invitation, TalentApi } from '@talent/api-client';
import { CURRENT_USER_KEY } from '@talent/app-context';
import type { ApplicationStatus } from '@talent/domain';
import { infiniteQueryOptions, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

/** Query keys of the feature; everything under `applyKeys.all` belongs to applying. */
export const applyKeys = {
  all: ['apply'] as const,

  // ── The talent's applications and invitations (`/app/project?tab=…`) ──
  /** Prefix of every application list (the pages, the drafts); invalidated after a change. */
  applications: () => [...applyKeys.all, 'applications'] as const,
  /** The paged list, filtered by one display status or none. */
  applicationList: (status: ApplicationStatus | null) => [...applyKeys.applications(), 'list', status] as const,
  drafts: () => [...applyKeys.applications(), 'drafts'] as const,
  invitations: () => [...applyKeys.all, 'invitations'] as const,
};

// ── The talent's applications and invitations ──

/** Applications per page of the applications tab. */
export const APPLICATIONS_PAGE_SIZE = 20;

/** One page of the applications list as the API answers it. */
export interface ApplicationListPage {
  readonly results: readonly Application[];
  readonly total: number;
  readonly offset: number;
}

/**
 * The talent's applications, newest first (GET /projectApplication), a page at a time ("Load
 * more" asks for the next offset until `total` is reached); `status` narrows to one display status.
 */
export function applicationsQuery(api: TalentApi, status: ApplicationStatus | null) {
  return infiniteQueryOptions({
    queryKey: applyKeys.applicationList(status),
    queryFn: async ({ pageParam }): Promise<ApplicationListPage> =>
      unwrap(
        api.quiet.GET('/projectApplication', {
          params: {
            query: { offset: pageParam, limit: APPLICATIONS_PAGE_SIZE, ...(status ? { status: [status] } : {}) },
          },
        }),
      ),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.results.length;
      // An empty page ends the list too, so a total that is too high cannot ask forever.
      return last.results.length > 0 && next < last.total ? next : undefined;
    },
  });
}

/** The talent's unfinished applications (GET /projectApplication/drafts), to continue on any device. */
export function applicationDraftsQuery(api: TalentApi) {
  return queryOptions({
    queryKey: applyKeys.drafts(),
    queryFn: async (): Promise<readonly Application[]> =>
      (await unwrap(api.quiet.GET('/projectApplication/drafts'))).results,
  });
}

/** The talent's open invitations to apply (GET /projectInvitation/open). */
export function openInvitationsQuery(api: TalentApi) {
  return queryOptions({
    queryKey: applyKeys.invitations(),
    queryFn: async (): Promise<readonly Invitation[]> =>
      (await unwrap(api.quiet.GET('/projectInvitation/open'))).results,
  });
}

/** Puts `changed` in place of the application with its id in every cached list page. */
function storeApplication(queryClient: QueryClient, changed: Application): void {
  queryClient.setQueriesData<InfiniteData<ApplicationListPage>>(
    { queryKey: [...applyKeys.applications(), 'list'] },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          results: page.results.map((a) => (a.id === changed.id ? changed : a)),
        })),
      },
  );
}

/** What withdrawing needs: the application and the talent's optional reason. */
export interface WithdrawVariables {
  readonly id: number;
  readonly reason: string;
}

/**
 * Withdraw an application (PUT /projectApplication/{id}/withdraw, with the reason when one was
 * given). The answered application replaces the listed one at once; then the lists and the current
 * user (whose `jobApplicationCount` feeds the header) are read again. The dialog shows a failure
 * itself (a 409 when the application moved on meanwhile), hence `handlesErrors`.
 */
export function withdrawApplicationMutation(api: TalentApi, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...applyKeys.applications(), 'withdraw'],
    meta: { handlesErrors: true },
    mutationFn: ({ id, reason }: WithdrawVariables) =>
      unwrap(
        api.quiet.PUT('/projectApplication/{id}/withdraw', {
          params: { path: { id } },
          body: reason.trim() ? { reason: reason.trim() } : {},
        }),
      ),
    onSuccess: (application) => storeApplication(queryClient, application),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applyKeys.applications() }),
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
      ]),
  });
}

/**
 * Decline an invitation (PUT /projectInvitation/{id}/decline). It leaves the list at once; then
 * the list and the current user (`jobInvitationCount`) are read again, also after a 409 (declined
 * or expired meanwhile, e.g. in another tab), so the page shows the truth next to the error.
 */
export function declineInvitationMutation(api: TalentApi, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...applyKeys.invitations(), 'decline'],
    meta: { handlesErrors: true },
    mutationFn: (id: number) => unwrap(api.quiet.PUT('/projectInvitation/{id}/decline', { params: { path: { id } } })),
    onSuccess: (declined) =>
      queryClient.setQueryData<readonly Invitation[]>(applyKeys.invitations(), (list) =>
        list?.filter((i) => i.id !== declined.id),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: applyKeys.invitations() }),
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
      ]),
  });
}
