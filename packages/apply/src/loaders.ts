// What the route loaders run before an apply page renders, so the page opens with its data (and an
// unknown project becomes the router's 404 before anything renders).
import type { TalentApi } from '@talent/api-client';
import { isProjectOpen, parseId, projectTabHref } from '@talent/domain';
import type { QueryClient } from '@tanstack/react-query';
import { notFound, redirect } from '@tanstack/react-router';
import type { ApplySearch } from './search.ts';
import {
  applicationFlowQuery,
  applyProjectQuery,
  cvFilesQuery,
  flowStepsQuery,
  loadedApplicationQuery,
  projectOptionsQuery,
  questionsQuery,
  applicationDraftsQuery,
  applicationsQuery,
  openInvitationsQuery,
} from './queries.ts';

// --- The application flow ---

/** What the loaders need of the portal's runtime (the router context's `runtime` fits). */
export interface ApplyRuntime {
  readonly api: TalentApi;
  readonly queryClient: QueryClient;
}

/** The params of `loadApplyPage`: the path's id as the router matched it, and the validated search. */
export interface ApplyPageParams {
  readonly id: string;
  readonly search: ApplySearch;
}

/** The job applied to, as the frameless layout's bar and the page show it. */
export interface ApplyJob {
  readonly id: number;
  readonly title: string;
  readonly siteCity: string | null;
}

/**
 * What `/app/project/{id}/apply` shows: the flow (a new application, or a submitted one changed),
 * or instead of it why there is none (closed project, applications on the client's site, an
 * application the client is already reviewing).
 */
export type ApplyPageData =
  | { readonly kind: 'flow'; readonly job: ApplyJob; readonly mode: 'new' | 'edit'; readonly applicationId: number }
  | { readonly kind: 'closed'; readonly job: ApplyJob }
  | { readonly kind: 'external'; readonly job: ApplyJob; readonly url: string }
  | { readonly kind: 'notEditable'; readonly job: ApplyJob };

/** Where a talent who already applied goes: the applications tab. */
export const APPLICATIONS_TAB = projectTabHref('applications');

/**
 * /app/project/{id}/apply: `notFound()` for a malformed id or an unknown project; a talent who
 * already applied goes to the applications tab (unless changing the application with `?edit=1`);
 * a closed project or one applied to on the client's site says so; otherwise the server draft is
 * made sure of (found, else created) and the flow's steps, questions and CVs are loaded.
 */
export async function loadApplyPage(
  { api, queryClient }: ApplyRuntime,
  params: ApplyPageParams,
): Promise<ApplyPageData> {
  const projectId = parseId(params.id);
  if (projectId === null) throw notFound();
  const project = await queryClient.ensureQueryData(applyProjectQuery(api, projectId));
  if (!project) throw notFound();
  const job: ApplyJob = { id: project.id, title: project.title, siteCity: project.siteCity ?? null };
  const prefetch = (applicationId: number) =>
    Promise.all([
      queryClient.ensureQueryData(flowStepsQuery(api, applicationId)),
      queryClient.ensureQueryData(projectOptionsQuery(api, projectId)),
      queryClient.prefetchQuery(questionsQuery(api, applicationId)),
      queryClient.prefetchQuery(cvFilesQuery(api)),
    ]);

  if (params.search['edit'] && project.applicationId && project.appliedAt) {
    const loaded = await queryClient.ensureQueryData(loadedApplicationQuery(api, project.applicationId));
    if (!loaded.canEdit) return { kind: 'notEditable', job };
    await prefetch(project.applicationId);
    return { kind: 'flow', job, mode: 'edit', applicationId: project.applicationId };
  }
  if (project.appliedAt) throw redirect({ href: APPLICATIONS_TAB, replace: true });
  if (!isProjectOpen(project)) return { kind: 'closed', job };
  const options = await queryClient.ensureQueryData(projectOptionsQuery(api, projectId));
  if (options.externalApplicationUrl) return { kind: 'external', job, url: options.externalApplicationUrl };
  const flow = await queryClient.ensureQueryData(applicationFlowQuery(api, projectId));
  await prefetch(flow.applicationId);
  return { kind: 'flow', job, mode: 'new', applicationId: flow.applicationId };
}

// --- The talent's applications and invitations ---

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
