// Public project search (spec §2 /projects).
import { SearchPage, loadSearchPage, validateProjectSearch } from '@talent/search';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { guards } from '../../app/guards.ts';

export const Route = createFileRoute('/_portal/projects/')({
  staticData: { serverRendered: true },
  beforeLoad: guards('tracker', 'getBrowserUuidCookie', 'search-redirect', 'public-search-disabled'),
  validateSearch: validateProjectSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { runtime }, deps, cause }) => loadSearchPage(runtime, { mode: 'public', search: deps, cause }),
  component: PublicSearch,
});

function PublicSearch(): ReactElement {
  return <SearchPage mode="public" search={Route.useSearch()} />;
}
