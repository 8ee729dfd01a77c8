// Query and mutation factories of the onboarding feature (onboarding, profile, CV) over the typed
// client. Forms show their own errors (inline, per field or row), so their mutations go through
// `api.quiet` and opt out of the global error toast with `meta: { handlesErrors: true }`.
import { ApiError, unwrap } from '@talent/api-client';
import type { components, FreelancerUser, TalentApi } from '@talent/api-client';
import type { AnswerItem, CollectedJob, OnboardingType } from '@talent/domain';
import { onlyPdfs } from '@talent/domain';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

type Schemas = components['schemas'];

/** The onboarding structure of a type (GET /flexOnboarding). */
export type Onboarding = Schemas['Onboarding'];
/** The answers collected so far and the profile fields (GET /flexOnboarding/profile). */
export type OnboardingProfile = Schemas['OnboardingProfile'];
/** Profile fields of PUT /freelancer/updateProfileInfo. */
export type ProfileInfo = Schemas['ProfileInfo'];
/** The structured CV (GET/PUT /freelancer/cv). */
export type Cv = Schemas['Cv'];
/** What GET /freelancer/cv/parse read from a CV. */
export type ParsedCv = Schemas['ParsedCv'];
/** An uploaded or generated CV file. */
export type CvResource = Schemas['CvResource'];
/** A profile field the tenant may hide. */
export type HiddenFieldName = Schemas['HiddenFieldName'];
/** How complete the profile is. */
export type ProfileStrength = Schemas['ProfileStrength'];
/** The standard rate. */
export type Rate = Schemas['Rate'];
/** Pools by CMS category (GET /pool/categories). */
export type PoolCategories = Schemas['PoolCategories'];

const HANDLES_ERRORS = { handlesErrors: true } as const;
/** Lists that change rarely (countries, categories). */
const STATIC_MS = 60 * 60_000;

/** Query keys of the feature; everything under `onboardingKeys.all` belongs to it. */
export const onboardingKeys = {
  all: ['onboarding'] as const,
  structure: (type: OnboardingType) => [...onboardingKeys.all, 'structure', type] as const,
  /** The saved answers and profile fields; invalidated after every save. */
  answers: () => [...onboardingKeys.all, 'answers'] as const,
  categories: () => [...onboardingKeys.all, 'categories'] as const,
  pools: (categoryIds: readonly number[]) => [...onboardingKeys.all, 'pools', ...categoryIds] as const,
  cv: () => [...onboardingKeys.all, 'cv'] as const,
  cvFiles: () => [...onboardingKeys.all, 'cvFiles'] as const,
  hiddenFields: () => [...onboardingKeys.all, 'hiddenFields'] as const,
  strength: () => [...onboardingKeys.all, 'strength'] as const,
  rate: () => [...onboardingKeys.all, 'rate'] as const,
  visitorJob: (vmsId: string, loggedIn: boolean) => [...onboardingKeys.all, 'visitorJob', vmsId, loggedIn] as const,
};

/** The onboarding structure of `type` (GET /flexOnboarding?type=); a failure is the route's error (spec §8). */
export function onboardingQuery(api: TalentApi, type: OnboardingType) {
  return queryOptions({
    queryKey: onboardingKeys.structure(type),
    queryFn: (): Promise<Onboarding> => unwrap(api.quiet.GET('/flexOnboarding', { params: { query: { type } } })),
    staleTime: 5 * 60_000,
  });
}

/** The saved answers and profile fields (GET /flexOnboarding/profile). */
export function onboardingProfileQuery(api: TalentApi) {
  return queryOptions({
    queryKey: onboardingKeys.answers(),
    queryFn: (): Promise<OnboardingProfile> => unwrap(api.quiet.GET('/flexOnboarding/profile')),
  });
}

/** The client's job categories (GET /client/categories). */
export function clientCategoriesQuery(api: TalentApi) {
  return queryOptions({
    queryKey: onboardingKeys.categories(),
    queryFn: async () => (await unwrap(api.quiet.GET('/client/categories'))).results,
    staleTime: STATIC_MS,
  });
}

/** The pools offered in onboarding for the chosen categories (GET /pool/categories?onBoarding=true&categoryIds=…). */
export function onboardingPoolsQuery(api: TalentApi, categoryIds: readonly number[]) {
  const ids = [...new Set(categoryIds)].sort((a, b) => a - b);
  return queryOptions({
    queryKey: onboardingKeys.pools(ids),
    queryFn: (): Promise<PoolCategories> =>
      unwrap(
        api.quiet.GET('/pool/categories', {
          params: { query: { onBoarding: true, ...(ids.length > 0 && { categoryIds: ids }) } },
          // The contract's `style: form, explode: false`: categoryIds=1,2.
          querySerializer: { array: { style: 'form', explode: false } },
        }),
      ),
    staleTime: STATIC_MS,
  });
}

/** The structured CV (GET /freelancer/cv). */
export function cvQuery(api: TalentApi) {
  return queryOptions({
    queryKey: onboardingKeys.cv(),
    queryFn: (): Promise<Cv> => unwrap(api.quiet.GET('/freelancer/cv')),
  });
}

/** The CV files, newest first; only PDFs (spec §5). */
export function cvFilesQuery(api: TalentApi) {
  return queryOptions({
    queryKey: onboardingKeys.cvFiles(),
    queryFn: async (): Promise<CvResource[]> =>
      onlyPdfs((await unwrap(api.quiet.GET('/freelancer/cv/resources'))).results),
  });
}

/** The profile fields the tenant hides for this talent (GET /freelancer/hiddenFields). */
export function hiddenFieldsQuery(api: TalentApi) {
  return queryOptions({
    queryKey: onboardingKeys.hiddenFields(),
    queryFn: async (): Promise<readonly HiddenFieldName[]> =>
      (await unwrap(api.quiet.GET('/freelancer/hiddenFields'))).hiddenFieldNames,
    staleTime: STATIC_MS,
  });
}

/** How complete the profile is (GET /freelancer/strength). */
export function profileStrengthQuery(api: TalentApi) {
  return queryOptions({
    queryKey: onboardingKeys.strength(),
    queryFn: (): Promise<ProfileStrength> => unwrap(api.quiet.GET('/freelancer/strength')),
  });
}

/** The standard rate (GET /freelancer/rate); null while none is set (404). */
export function rateQuery(api: TalentApi) {
  return queryOptions({
    queryKey: onboardingKeys.rate(),
    queryFn: async (): Promise<Rate | null> => {
      try {
        return await unwrap(api.quiet.GET('/freelancer/rate'));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/**
 * The job behind `/projects/ext/{id}/apply`, by the client's own (VMS) id: a search on the `vmsId`
 * filter, public for a visitor, in-app for a talent (as the job page itself looks it up). Null
 * when there is no such job.
 */
export function visitorJobQuery(api: TalentApi, vmsId: string, loggedIn: boolean) {
  const body = { offset: 0, size: 1, filters: { vmsId, openOnly: false } };
  return queryOptions({
    queryKey: onboardingKeys.visitorJob(vmsId, loggedIn),
    queryFn: async () => {
      const found = await unwrap(
        loggedIn
          ? api.quiet.POST('/search/project/query', { body })
          : api.quiet.POST('/publicsearch/project/query', { body }),
      );
      return found.results[0] ?? null;
    },
  });
}

/** What the profile and CV changes refresh: the answers, the CV, the strength. */
function refreshProfile(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const [root, part] = query.queryKey;
      return (
        root === onboardingKeys.all[0] && ['answers', 'cv', 'cvFiles', 'strength', 'rate'].includes(part as string)
      );
    },
  });
}

type ContractItem = Schemas['AnswerItem'];

/** An answer item as the contract types it (a list value is a plain array there). */
const contractItem = (item: AnswerItem): ContractItem => ({
  ...item,
  value: Array.isArray(item.value) ? [...(item.value as readonly string[])] : (item.value as ContractItem['value']),
});

/** One step's answers to save. */
export interface StepSave {
  readonly type: OnboardingType;
  readonly stepName: string;
  readonly answers: readonly AnswerItem[];
}

/**
 * Saves a step (PUT /flexOnboarding). The step's items replace the cached answers of its rows at
 * once (the next step and a reload read them), then the saved answers are fetched again.
 */
export function saveStepMutation(api: TalentApi, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...onboardingKeys.all, 'saveStep'],
    meta: HANDLES_ERRORS,
    mutationFn: (save: StepSave & { readonly rowIds: readonly number[] }) =>
      unwrap(
        api.quiet.PUT('/flexOnboarding', {
          body: { type: save.type, stepName: save.stepName, answers: save.answers.map(contractItem) },
        }),
      ),
    onSuccess: (_data, save) => {
      const rows = new Set(save.rowIds);
      queryClient.setQueryData<OnboardingProfile>(onboardingKeys.answers(), (profile) =>
        profile
          ? {
              ...profile,
              answers: [...profile.answers.filter((a) => !rows.has(a.id)), ...save.answers.map(contractItem)],
            }
          : profile,
      );
      return refreshProfile(queryClient);
    },
  });
}

/** Finishes onboarding: POST /flexOnboarding/long/store, or short/store with the saved job. */
export function finishOnboardingMutation(api: TalentApi) {
  return mutationOptions({
    mutationKey: [...onboardingKeys.all, 'finish'],
    meta: HANDLES_ERRORS,
    mutationFn: (job: CollectedJob | null): Promise<FreelancerUser> =>
      job
        ? unwrap(
            api.quiet.POST('/flexOnboarding/short/store', {
              body: {
                job: {
                  id: job.id,
                  title: job.title,
                  siteCity: job.siteCity ?? null,
                  hoursPerWeek: job.hoursPerWeek ?? null,
                },
              },
            }),
          )
        : unwrap(api.quiet.POST('/flexOnboarding/long/store')),
  });
}

/** Changes profile fields (PUT /freelancer/updateProfileInfo). */
export function updateProfileInfoMutation(api: TalentApi, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...onboardingKeys.all, 'profileInfo'],
    meta: HANDLES_ERRORS,
    mutationFn: (body: ProfileInfo) => unwrap(api.quiet.PUT('/freelancer/updateProfileInfo', { body })),
    onSuccess: () => refreshProfile(queryClient),
  });
}

/** Changes the names (PUT /freelancer). */
export function updateNamesMutation(api: TalentApi, queryClient: QueryClient, onUser: (user: FreelancerUser) => void) {
  return mutationOptions({
    mutationKey: [...onboardingKeys.all, 'names'],
    meta: HANDLES_ERRORS,
    mutationFn: (body: Schemas['FreelancerUpdate']) => unwrap(api.quiet.PUT('/freelancer', { body })),
    onSuccess: async (user) => {
      onUser(user);
      await refreshProfile(queryClient);
    },
  });
}

/** Changes the country of residence (PUT /freelancer/updateResidenceCountry). */
export function updateResidenceCountryMutation(
  api: TalentApi,
  queryClient: QueryClient,
  onUser: (user: FreelancerUser) => void,
) {
  return mutationOptions({
    mutationKey: [...onboardingKeys.all, 'residenceCountry'],
    meta: HANDLES_ERRORS,
    mutationFn: (residenceCountry: string) =>
      unwrap(api.quiet.PUT('/freelancer/updateResidenceCountry', { body: { residenceCountry } })),
    onSuccess: async (user) => {
      onUser(user);
      await refreshProfile(queryClient);
    },
  });
}

/** Replaces the structured CV (PUT /freelancer/cv); the answer (histories newest first) is cached. */
export function updateCvMutation(api: TalentApi, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...onboardingKeys.all, 'cvUpdate'],
    meta: HANDLES_ERRORS,
    mutationFn: (cv: Cv) => unwrap(api.quiet.PUT('/freelancer/cv', { body: cv })),
    onSuccess: (cv) => {
      queryClient.setQueryData(onboardingKeys.cv(), cv);
      return refreshProfile(queryClient);
    },
  });
}

/** Sets the standard rate (PUT /freelancer/rate?value=&currency=&period=). */
export function updateRateMutation(api: TalentApi, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...onboardingKeys.all, 'rate'],
    meta: HANDLES_ERRORS,
    mutationFn: (rate: { value: number; currency: string; period: Schemas['RateUnit'] }) =>
      unwrap(api.quiet.PUT('/freelancer/rate', { params: { query: rate } })),
    onSuccess: (rate) => {
      queryClient.setQueryData(onboardingKeys.rate(), rate);
      return refreshProfile(queryClient);
    },
  });
}

/** Generates the CV as a PDF from the profile (PUT /freelancer/cv/pdf). */
export function generateCvMutation(api: TalentApi, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...onboardingKeys.all, 'generateCv'],
    meta: HANDLES_ERRORS,
    mutationFn: () => unwrap(api.quiet.PUT('/freelancer/cv/pdf')),
    onSuccess: () => refreshProfile(queryClient),
  });
}

/** Deletes an uploaded or generated CV (DELETE /freelancer/cv/pdf/{id}). */
export function deleteCvMutation(api: TalentApi, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...onboardingKeys.all, 'deleteCv'],
    meta: HANDLES_ERRORS,
    mutationFn: async (id: number): Promise<void> => {
      await api.quiet.DELETE('/freelancer/cv/pdf/{id}', { params: { path: { id } } });
    },
    onSuccess: (_data, id) => {
      queryClient.setQueryData<CvResource[]>(onboardingKeys.cvFiles(), (files) => files?.filter((f) => f.id !== id));
      return refreshProfile(queryClient);
    },
  });
}

/**
 * Reads profile data out of a CV (GET /freelancer/cv/parse; without `resourceId`, the newest
 * uploaded). A CV the API cannot read is a 400 whose message says why (`cv.noText` for a scan,
 * `file.pdfUnreadable`, …): the caller tolerates it (spec §7) and shows that message.
 */
export function parseCv(api: TalentApi, resourceId?: number): Promise<ParsedCv> {
  return unwrap(
    api.quiet.GET('/freelancer/cv/parse', {
      params: { query: resourceId === undefined ? {} : { resourceId } },
    }),
  );
}

/**
 * The content of one of the talent's files (GET /napi/resource/{id}, by uuid: a CV, uploaded or
 * generated, or a cover letter). Through the client, not a link: the call needs the bearer token.
 */
export function downloadResource(api: TalentApi, uuid: string): Promise<Blob> {
  return unwrap(api.quiet.GET('/napi/resource/{id}', { params: { path: { id: uuid } }, parseAs: 'blob' }));
}
