// Query and mutation factories of the apply feature over @talent/api-client. Route loaders
// prefetch with them and the pages read the same cache.
import { ApiError, unwrap } from '@talent/api-client';
import type { ApplicationFlow, components, Job, LoadedApplication, TalentApi } from '@talent/api-client';
import { queryOptions } from '@tanstack/react-query';

/** Query keys of the feature; everything under `applyKeys.all` belongs to applying. */
export const applyKeys = {
  all: ['apply'] as const,
  // --- The application flow (i15-apply-flow) ---
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
};

// --- The application flow (i15-apply-flow) ---

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
