// Public projects in a city.
import { CityProjectsPage, loadCityListing, validateProjectSearch } from '@talent/search';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { guards } from '../../app/guards.ts';

export const Route = createFileRoute('/_portal/projects/in/{-$city}')({
  staticData: { serverRendered: true },
  beforeLoad: guards('tracker', 'getBrowserUuidCookie', 'search-redirect', 'public-search-disabled'),
  validateSearch: validateProjectSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { runtime }, params, deps, cause }) =>
    loadCityListing(runtime, { city: params.city, search: deps, cause }),
  component: CityProjects,
});

function CityProjects(): ReactElement {
  return <CityProjectsPage city={Route.useParams().city} search={Route.useSearch()} />;
}
