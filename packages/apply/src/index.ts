// Public API of @talent/apply. Explicit named exports only.

export { applyKeys } from './queries.ts';

// --- The application flow (i15-apply-flow) ---
export { ApplyPage } from './pages/ApplyPage/ApplyPage.tsx';
export type { ApplyPageProps } from './pages/ApplyPage/ApplyPage.tsx';
export { APPLICATIONS_TAB, loadApplyPage, parseApplySearch } from './loaders.ts';
export type { ApplyJob, ApplyPageData, ApplyPageParams, ApplyRuntime, ApplySearch } from './loaders.ts';
