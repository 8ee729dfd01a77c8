// Public API of @talent/apply. Explicit named exports only.

export { applyKeys } from './queries.ts';

// --- The application flow ---
export { ApplyPage } from './pages/ApplyPage/ApplyPage.tsx';
export type { ApplyPageProps } from './pages/ApplyPage/ApplyPage.tsx';
export { APPLICATIONS_TAB, loadApplyPage } from './loaders.ts';
export type { ApplyJob, ApplyPageData, ApplyPageParams, ApplyRuntime } from './loaders.ts';
export { parseApplySearch } from './search.ts';
export type { ApplySearch } from './search.ts';

// --- The talent's applications and invitations ---
export { ApplicationsPage } from './pages/ApplicationsPage/ApplicationsPage.tsx';
export { InvitationsPage } from './pages/InvitationsPage/InvitationsPage.tsx';
export { ProjectTabs } from './components/ProjectTabs/ProjectTabs.tsx';
export type { ProjectTabsProps } from './components/ProjectTabs/ProjectTabs.tsx';
export { loadApplicationsPage, loadInvitationsPage } from './loaders.ts';
export { parseProjectTab, projectTab } from './tabs.ts';
export type { ProjectTabSearch } from './tabs.ts';
