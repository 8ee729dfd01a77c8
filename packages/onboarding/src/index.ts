// Public API of @talent/onboarding. Explicit named exports only.

export { OnboardingPage } from './pages/OnboardingPage/OnboardingPage.tsx';
export type { OnboardingPageProps } from './pages/OnboardingPage/OnboardingPage.tsx';
export { ProfilePage } from './pages/ProfilePage/ProfilePage.tsx';
export type { ProfilePageProps } from './pages/ProfilePage/ProfilePage.tsx';
export { VisitorApplyPage } from './pages/VisitorApplyPage/VisitorApplyPage.tsx';
export type { VisitorApplyPageProps } from './pages/VisitorApplyPage/VisitorApplyPage.tsx';

export { loadOnboardingPage, loadProfilePage, loadVisitorApplyPage } from './loaders.ts';
export type { OnboardingPageData, OnboardingPageParams, OnboardingRuntime, VisitorApplyParams } from './loaders.ts';

export { PROFILE_TABS, parseProfileSearch } from './profileTabs.ts';
export type { ProfileSearch, ProfileTab } from './profileTabs.ts';

export { STEP_DRAFT_PREFIX } from './stepDraftPrefix.ts';

export {
  onboardingKeys,
  clientCategoriesQuery,
  cvFilesQuery,
  cvQuery,
  hiddenFieldsQuery,
  onboardingPoolsQuery,
  onboardingProfileQuery,
  onboardingQuery,
  profileStrengthQuery,
  rateQuery,
} from './queries.ts';
