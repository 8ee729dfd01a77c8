// Public projects of a pool in a city.
import { PoolProjectsPage, loadPoolListing, validateProjectSearch } from '@talent/search';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { guards } from '../../app/guards.ts';

export const Route = createFileRoute('/_portal/projects/pool/{-$poolName}/$id/$city')({
  staticData: { serverRendered: true },
  beforeLoad: guards('tracker', 'getBrowserUuidCookie', 'search-redirect', 'public-search-disabled'),
  validateSearch: validateProjectSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { runtime }, params, deps, cause }) =>
    loadPoolListing(runtime, { ...params, search: deps, cause }),
  component: PoolCityProjects,
});

function PoolCityProjects(): ReactElement {
  return <PoolProjectsPage {...Route.useParams()} search={Route.useSearch()} />;
}
