// Query and mutation factories of the apply feature over @talent/api-client. Route loaders
// prefetch with them and the pages read the same cache.
import { ApiError, unwrap } from '@talent/api-client';
import type {
  Application,
  ApplicationFlow,
  components,
  Invitation,
  Job,
  LoadedApplication,
  TalentApi,
} from '@talent/api-client';
import { CURRENT_USER_KEY } from '@talent/app-context';
import type { ApplicationStatus } from '@talent/domain';
import { infiniteQueryOptions, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

/** Query keys of the feature; everything under `applyKeys.all` belongs to applying. */
export const applyKeys = {
  all: ['apply'] as const,
  // --- The application flow ---
  project: (projectId: number) => [...applyKeys.all, 'project', projectId] as const,
  options: (projectId: number) => [...applyKeys.all, 'options', projectId] as const,
  flow: (projectId: number) => [...applyKeys.all, 'flow', projectId] as const,
  flowSteps: (applicationId: number) => [...applyKeys.all, 'flowSteps', applicationId] as const,
  questions: (applicationId: number) => [...applyKeys.all, 'questions', applicationId] as const,
  slots: (applicationId: number) => [...applyKeys.all, 'slots', applicationId] as const,
  loaded: (applicationId: number) => [...applyKeys.all, 'loaded', applicationId] as const,
  cvFiles: () => [...applyKeys.all, 'cvFiles'] as const,
  securityIds: () => [...applyKeys.all, 'securityIds'] as const,
  securityIdRule: (projectId: number) => [...applyKeys.all, 'securityIdRule', projectId] as const,
  // --- The talent's applications and invitations ---
  /** Prefix of every application list (the pages, the drafts); invalidated after a change. */
  applications: () => [...applyKeys.all, 'applications'] as const,
  /** The paged list, filtered by one display status or none. */
  applicationList: (status: ApplicationStatus | null) => [...applyKeys.applications(), 'list', status] as const,
  drafts: () => [...applyKeys.applications(), 'drafts'] as const,
  invitations: () => [...applyKeys.all, 'invitations'] as const,
};

// --- The application flow ---

export type Question = components['schemas']['Question'];
export type FlowStep = components['schemas']['FlowStepList']['results'][number];
export type ProjectOptions = components['schemas']['ProjectOptions'];
export type FreeBusy = components['schemas']['FreeBusy'];
export type CvResource = components['schemas']['CvResource'];
export type SecurityId = components['schemas']['SecurityId'];

/** A 404 as null, so a loader can turn it into the router's `notFound()`; other failures throw. */
async function orNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The project (GET /project/{id}, personalised: `applicationId`, `appliedAt`); null when unknown. */
export function applyProjectQuery(api: TalentApi, projectId: number) {
  return queryOptions({
    queryKey: applyKeys.project(projectId),
    queryFn: (): Promise<Job | null> =>
      orNull(unwrap(api.quiet.GET('/project/{id}', { params: { path: { id: projectId } } }))),
  });
}

/** What applying to the project involves (currencies, units, cover letter, interview, security id, external URL). */
export function projectOptionsQuery(api: TalentApi, projectId: number) {
  return queryOptions({
    queryKey: applyKeys.options(projectId),
    queryFn: () => unwrap(api.client.GET('/project/{id}/options', { params: { path: { id: projectId } } })),
  });
}

/**
 * The server draft of the project's application: the existing one, else a new one
 * (POST /projectApplication answers 201 new or 200 existing).
 */
export function applicationFlowQuery(api: TalentApi, projectId: number) {
  return queryOptions({
    queryKey: applyKeys.flow(projectId),
    queryFn: async (): Promise<ApplicationFlow> => {
      const existing = await orNull(
        unwrap(api.quiet.GET('/project/{id}/applicationFlow', { params: { path: { id: projectId } } })),
      );
      if (existing) return existing;
      await unwrap(api.client.POST('/projectApplication', { body: { job: projectId } }));
      return unwrap(api.client.GET('/project/{id}/applicationFlow', { params: { path: { id: projectId } } }));
    },
    // The draft is patched step by step; the page keeps its own copy, so no refetch underneath it.
    staleTime: Infinity,
  });
}

/** The steps of the flow, in order (GET /projectApplication/{id}/flowsteps). */
export function flowStepsQuery(api: TalentApi, applicationId: number) {
  return queryOptions({
    queryKey: applyKeys.flowSteps(applicationId),
    queryFn: async (): Promise<readonly FlowStep[]> =>
      (await unwrap(api.client.GET('/projectApplication/{id}/flowsteps', { params: { path: { id: applicationId } } })))
        .results,
    staleTime: Infinity,
  });
}

/** The pre-application questions (parents and their follow-ups). */
export function questionsQuery(api: TalentApi, applicationId: number) {
  return queryOptions({
    queryKey: applyKeys.questions(applicationId),
    queryFn: async (): Promise<readonly Question[]> =>
      (await unwrap(api.client.GET('/projectApplication/{id}/question', { params: { path: { id: applicationId } } })))
        .results,
    staleTime: Infinity,
  });
}

/** Free interview slots, or why there are none. */
export function interviewSlotsQuery(api: TalentApi, applicationId: number) {
  return queryOptions({
    queryKey: applyKeys.slots(applicationId),
    queryFn: (): Promise<FreeBusy> =>
      unwrap(api.quiet.GET('/projectApplication/{id}/calendar/freebusy', { params: { path: { id: applicationId } } })),
  });
}

/** A submitted application as it can be edited (GET /projectApplication/{id}/load). */
export function loadedApplicationQuery(api: TalentApi, applicationId: number) {
  return queryOptions({
    queryKey: applyKeys.loaded(applicationId),
    queryFn: (): Promise<LoadedApplication> =>
      unwrap(api.client.GET('/projectApplication/{id}/load', { params: { path: { id: applicationId } } })),
  });
}

/** The talent's CV files, newest first (uploaded and generated). */
export function cvFilesQuery(api: TalentApi) {
  return queryOptions({
    queryKey: applyKeys.cvFiles(),
    queryFn: async (): Promise<readonly CvResource[]> =>
      (await unwrap(api.client.GET('/freelancer/cv/resources'))).results,
  });
}

/** The talent's security ids. */
export function securityIdsQuery(api: TalentApi) {
  return queryOptions({
    queryKey: applyKeys.securityIds(),
    queryFn: async (): Promise<readonly SecurityId[]> =>
      (await unwrap(api.client.GET('/freelancer/securityIds'))).results,
  });
}

/** The pattern a security id for the project must match, with the project's explanation. */
export function securityIdRuleQuery(api: TalentApi, projectId: number) {
  return queryOptions({
    queryKey: applyKeys.securityIdRule(projectId),
    queryFn: async () => {
      const params = { params: { path: { id: projectId } } };
      const [pattern, faq] = await Promise.all([
        unwrap(api.client.GET('/project/{id}/securityIdPattern', params)),
        unwrap(api.client.GET('/project/{id}/securityIdFaqVerbiage', params)),
      ]);
      return { pattern: pattern.pattern, example: pattern.example ?? null, faq: faq.text };
    },
    staleTime: Infinity,
  });
}

// --- The talent's applications and invitations ---

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
