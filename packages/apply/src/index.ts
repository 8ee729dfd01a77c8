// Public API of @talent/apply. Explicit named exports only.

export { applyKeys } from './queries.ts';

// --- The application flow (i15-apply-flow) ---
export { ApplyPage } from './pages/ApplyPage/ApplyPage.tsx';
export type { ApplyPageProps } from './pages/ApplyPage/ApplyPage.tsx';
export { APPLICATIONS_TAB, loadApplyPage, parseApplySearch } from './loaders.ts';
export type { ApplyJob, ApplyPageData, ApplyPageParams, ApplyRuntime, ApplySearch } from './loaders.ts';

// --- The talent's applications and invitations (i15-apply-list) ---
export { ApplicationsPage } from './pages/ApplicationsPage/ApplicationsPage.tsx';
export { InvitationsPage } from './pages/InvitationsPage/InvitationsPage.tsx';
export { ProjectTabs } from './components/ProjectTabs/ProjectTabs.tsx';
export type { ProjectTabsProps } from './components/ProjectTabs/ProjectTabs.tsx';
export { loadApplicationsPage, loadInvitationsPage } from './loaders.ts';
export { PROJECT_TABS, parseProjectTab, projectTab, projectTabHref } from './tabs.ts';
export type { ProjectTab, ProjectTabSearch } from './tabs.ts';
