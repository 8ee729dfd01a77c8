// Public API of @talent/apply. Explicit named exports only.

export { applyKeys } from './queries.ts';

// The talent's applications and invitations (/app/project?tab=applications|invitations)
export { ApplicationsPage } from './pages/ApplicationsPage/ApplicationsPage.tsx';
export { InvitationsPage } from './pages/InvitationsPage/InvitationsPage.tsx';
export { ProjectTabs } from './components/ProjectTabs/ProjectTabs.tsx';
export type { ProjectTabsProps } from './components/ProjectTabs/ProjectTabs.tsx';
export { loadApplicationsPage, loadInvitationsPage } from './loaders.ts';
export type { ApplyRuntime } from './loaders.ts';
export { PROJECT_TABS, parseProjectTab, projectTab, projectTabHref } from './tabs.ts';
export type { ProjectTab, ProjectTabSearch } from './tabs.ts';
