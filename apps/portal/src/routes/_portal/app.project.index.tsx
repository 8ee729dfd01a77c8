// Logged-in project search, the home after login (route name app-project).
import { SearchPage, loadSearchPage, validateProjectSearch } from '@talent/search';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { requireLogin } from '../../app/guards.ts';

export const Route = createFileRoute('/_portal/app/project/')({
  beforeLoad: requireLogin('deactivated', 'profile-fullfilled', 'tracker', 'getBrowserUuidCookie'),
  validateSearch: validateProjectSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { runtime }, deps, cause }) => loadSearchPage(runtime, { mode: 'app', search: deps, cause }),
  component: AppSearch,
});

function AppSearch(): ReactElement {
  return <SearchPage mode="app" search={Route.useSearch()} />;
}
