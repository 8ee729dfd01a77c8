// What the routes' loaders run before an onboarding or profile page renders: the structure and the
// saved answers (so a reload shows them), the redirect of an unknown step to the first (spec §2),
// and the visitor's apply page's job.
import { ApiError } from '@talent/api-client';
import type { TalentApi } from '@talent/api-client';
import { collectedJobStore, countriesQuery, currentUserQuery } from '@talent/app-context';
import { ROUTES, onboardingNavigation } from '@talent/domain';
import type { OnboardingType } from '@talent/domain';
import type { QueryClient } from '@tanstack/react-query';
import { notFound, redirect } from '@tanstack/react-router';
import { onboardingSteps, residenceCountry, savedValues } from './steps.ts';
import {
  cvFilesQuery,
  cvQuery,
  hiddenFieldsQuery,
  onboardingProfileQuery,
  onboardingQuery,
  profileStrengthQuery,
  rateQuery,
  visitorJobQuery,
} from './queries.ts';

/** What the loaders need of the portal's runtime (the router context's `runtime` fits). */
export interface OnboardingRuntime {
  readonly api: TalentApi;
  readonly queryClient: QueryClient;
  readonly locale: string;
  readonly session: { isLoggedIn(): boolean };
}

/** The path params of `/app/onboarding/{slug}` (none for `/app/onboarding`). */
export interface OnboardingPageParams {
  readonly slug?: string | undefined;
}

/** What the onboarding page renders: the type and the step (null when there is no step at all). */
export interface OnboardingPageData {
  readonly type: OnboardingType;
  readonly slug: string | null;
}

/**
 * /app/onboarding(/{slug}): the structure of the type (short when a job was saved before login,
 * spec §4) and the saved answers; `/app/onboarding` and an unknown slug redirect to the first step.
 */
export async function loadOnboardingPage(
  { api, queryClient, locale }: OnboardingRuntime,
  params: OnboardingPageParams,
): Promise<OnboardingPageData> {
  const type: OnboardingType = collectedJobStore().read() ? 'short' : 'long';
  const [onboarding, profile, user] = await Promise.all([
    queryClient.ensureQueryData(onboardingQuery(api, type)),
    queryClient.ensureQueryData(onboardingProfileQuery(api)),
    queryClient.ensureQueryData(currentUserQuery(api)),
    queryClient.prefetchQuery(countriesQuery(api, locale)),
  ]);
  const values = savedValues(onboarding.structure, profile.answers);
  const steps = onboardingSteps(
    onboarding.structure,
    type,
    residenceCountry(onboarding.structure, values) ?? user.residenceCountry,
  );
  const navigation = onboardingNavigation(steps, params.slug);
  if (!navigation) return { type, slug: null };
  if (navigation.slug !== params.slug) {
    throw redirect({ href: `${ROUTES.onboarding}/${navigation.slug}`, replace: true });
  }
  return { type, slug: navigation.slug };
}

/** /app/profile: the answers and profile fields, the CV, the files, hidden fields, strength and rate. */
export async function loadProfilePage({ api, queryClient, locale }: OnboardingRuntime): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(onboardingProfileQuery(api)),
    queryClient.ensureQueryData(hiddenFieldsQuery(api)),
    queryClient.prefetchQuery(cvQuery(api)),
    queryClient.prefetchQuery(cvFilesQuery(api)),
    queryClient.prefetchQuery(profileStrengthQuery(api)),
    queryClient.prefetchQuery(rateQuery(api)),
    queryClient.prefetchQuery(countriesQuery(api, locale)),
  ]);
}

/** The path params of `/projects/ext/{id}/apply` (the client's own job id). */
export interface VisitorApplyParams {
  readonly id?: string | undefined;
}

/** Text a client's own job id may have (the contract's pattern): printable ASCII, at most 64. */
const VMS_ID = /^[\x20-\x7E]{1,64}$/;

/**
 * `/projects/ext/{id}/apply`: a talent goes on to the application flow of the job
 * (`/app/project/{id}/apply`); a visitor gets the page that keeps the job and sends them to sign up.
 * No such job is a 404; a tenant without public search asks the visitor to log in first and come back.
 */
export async function loadVisitorApplyPage(
  { api, queryClient, session }: OnboardingRuntime,
  params: VisitorApplyParams,
): Promise<{ readonly vmsId: string }> {
  const vmsId = params.id ?? '';
  if (!VMS_ID.test(vmsId)) throw notFound();
  const loggedIn = session.isLoggedIn();
  let job;
  try {
    job = await queryClient.ensureQueryData(visitorJobQuery(api, vmsId, loggedIn));
  } catch (error) {
    if (!loggedIn && error instanceof ApiError && error.status === 403) {
      const back = `${ROUTES.publicSearch}/ext/${encodeURIComponent(vmsId)}/apply`;
      throw redirect({ href: `${ROUTES.login}?redirect=${encodeURIComponent(back)}`, replace: true });
    }
    throw error;
  }
  if (!job) throw notFound();
  if (loggedIn) throw redirect({ href: `${ROUTES.projects}/${job.id}/apply`, replace: true });
  return { vmsId };
}
