// Logged-in projects (route name app-project), the home after login: the project search, or with
// `tab=applications|invitations` the talent's applications or open invitations (spec §2 header
// links). The search's params and the tab are validated by their own features' parsers.
import {
  ApplicationsPage,
  InvitationsPage,
  ProjectTabs,
  loadApplicationsPage,
  loadInvitationsPage,
  parseProjectTab,
  projectTab,
} from '@talent/apply';
import { SearchPage, loadSearchPage, validateProjectSearch } from '@talent/search';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { requireLogin } from '../../app/guards.ts';

export const Route = createFileRoute('/_portal/app/project/')({
  beforeLoad: requireLogin('deactivated', 'profile-fullfilled', 'tracker', 'getBrowserUuidCookie'),
  validateSearch: (raw: Record<string, unknown>) => ({ ...validateProjectSearch(raw), ...parseProjectTab(raw) }),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { runtime }, deps: { tab, ...search }, cause }) => {
    if (tab === 'applications') return loadApplicationsPage(runtime);
    if (tab === 'invitations') return loadInvitationsPage(runtime);
    return loadSearchPage(runtime, { mode: 'app', search, cause });
  },
  component: AppProjects,
});

function AppProjects(): ReactElement {
  const validated = Route.useSearch();
  const { tab, ...search } = validated;
  let page: ReactElement;
  if (tab === 'applications') page = <ApplicationsPage />;
  else if (tab === 'invitations') page = <InvitationsPage />;
  else page = <SearchPage mode="app" search={search} />;
  return (
    <>
      <ProjectTabs current={projectTab(validated)} />
      {page}
    </>
  );
}
