// Public projects of a category.
import { CategoryProjectsPage, loadCategoryListing, validateProjectSearch } from '@talent/search';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { guards } from '../../app/guards.ts';

export const Route = createFileRoute('/_portal/projects/categories/{-$categoryName}/$id')({
  staticData: { serverRendered: true },
  beforeLoad: guards('tracker', 'getBrowserUuidCookie', 'search-redirect', 'public-search-disabled'),
  validateSearch: validateProjectSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { runtime }, params, deps, cause }) =>
    loadCategoryListing(runtime, { id: params.id, search: deps, cause }),
  component: CategoryProjects,
});

function CategoryProjects(): ReactElement {
  return <CategoryProjectsPage id={Route.useParams().id} search={Route.useSearch()} />;
}
