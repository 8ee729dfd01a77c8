// Renders this feature's pages the way the portal does: the portal's search routes (paths,
// `validateSearch`, loaders from loaders.ts) in the shared renderWithPortal (@talent/test-utils:
// providers, plain-string search params, the `runtime` router context). The API is the real client
// over the in-memory search backend (fakeBackend.ts).
import { parseId } from '@talent/domain';
import { renderWithPortal, testQueryClient } from '@talent/test-utils';
import type { TestRootRoute } from '@talent/test-utils';
import { createRoute, useMatch } from '@tanstack/react-router';
import type { NotFoundRouteProps } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { isRemovedProject, loadCategoryListing, loadCityListing, loadPoolListing, loadSearchPage } from '../loaders.ts';
import { loadExternalProjectPage, loadProjectPage } from '../projectLoaders.ts';
import { CategoryProjectsPage, CityProjectsPage, PoolProjectsPage } from '../pages/ListingPages/ListingPages.tsx';
import { ExternalProjectPage, ProjectPage } from '../pages/ProjectPage/ProjectPage.tsx';
import { ProjectRemovedPage } from '../pages/ProjectPage/ProjectRemovedPage.tsx';
import { SearchPage } from '../pages/SearchPage/SearchPage.tsx';
import { validateProjectSearch } from '../searchParams.ts';
import type { ProjectSearchParams } from '../pages/SearchPage/SearchPage.tsx';

/**
 * What a test route's component hands its page, as a portal route file does with
 * `Route.useParams()` / `Route.useSearch()`: its own match, read by route id (a route object
 * cannot type its own component).
 */
function useRoute(id: string): { params: Record<string, string | undefined>; search: ProjectSearchParams } {
  const match = useMatch({ from: id });
  return { params: match.params as Record<string, string | undefined>, search: match.search as ProjectSearchParams };
}

/** The job pages' not-found, as the portal's (apps/portal errors/NotFoundPage.tsx): removed or unknown. */
function ProjectNotFound({ data }: Pick<NotFoundRouteProps, 'data'>): ReactElement {
  return isRemovedProject(data) ? <ProjectRemovedPage /> : <h1>This page could not be found</h1>;
}

/** The portal's search routes, under the test root (its context holds the `runtime`). */
function searchRoutes(root: TestRootRoute) {
  const search = {
    validateSearch: validateProjectSearch,
    loaderDeps: ({ search: s }: { search: Record<string, string> }) => s,
  };
  const publicSearch = createRoute({
    getParentRoute: () => root,
    path: '/projects',
    ...search,
    loader: ({ context, deps, cause }) => loadSearchPage(context.runtime, { mode: 'public', search: deps, cause }),
    component: function PublicSearch() {
      return <SearchPage mode="public" search={useRoute('/projects').search} />;
    },
  });
  const appSearch = createRoute({
    getParentRoute: () => root,
    path: '/app/project',
    ...search,
    loader: ({ context, deps, cause }) => loadSearchPage(context.runtime, { mode: 'app', search: deps, cause }),
    component: function AppSearch() {
      return <SearchPage mode="app" search={useRoute('/app/project').search} />;
    },
  });
  const city = createRoute({
    getParentRoute: () => root,
    path: '/projects/in/{-$city}',
    ...search,
    loader: ({ context, deps, cause, params }) =>
      loadCityListing(context.runtime, { city: params.city, search: deps, cause }),
    component: function City() {
      const { params, search } = useRoute('/projects/in/{-$city}');
      return <CityProjectsPage city={params['city']} search={search} />;
    },
  });
  const category = createRoute({
    getParentRoute: () => root,
    path: '/projects/categories/{-$categoryName}/$id',
    ...search,
    loader: ({ context, deps, cause, params }) =>
      loadCategoryListing(context.runtime, { id: params.id, search: deps, cause }),
    component: function Category() {
      const { params, search } = useRoute('/projects/categories/{-$categoryName}/$id');
      return <CategoryProjectsPage id={params['id'] ?? ''} search={search} />;
    },
  });
  const pool = createRoute({
    getParentRoute: () => root,
    path: '/projects/pool/{-$poolName}/$id',
    ...search,
    loader: ({ context, deps, cause, params }) => loadPoolListing(context.runtime, { ...params, search: deps, cause }),
    component: function Pool() {
      const { params, search } = useRoute('/projects/pool/{-$poolName}/$id');
      return <PoolProjectsPage poolName={params['poolName']} id={params['id'] ?? ''} search={search} />;
    },
  });
  const poolCity = createRoute({
    getParentRoute: () => root,
    path: '/projects/pool/{-$poolName}/$id/$city',
    ...search,
    loader: ({ context, deps, cause, params }) => loadPoolListing(context.runtime, { ...params, search: deps, cause }),
    component: function PoolCity() {
      const { params, search } = useRoute('/projects/pool/{-$poolName}/$id/$city');
      return (
        <PoolProjectsPage poolName={params['poolName']} id={params['id'] ?? ''} city={params['city']} search={search} />
      );
    },
  });
  const external = createRoute({
    getParentRoute: () => root,
    path: '/projects/ext/$id',
    notFoundComponent: ProjectNotFound,
    loader: ({ context, params }) => loadExternalProjectPage(context.runtime, { vmsId: params.id }),
    component: function External() {
      const { params } = useRoute('/projects/ext/$id');
      return <ExternalProjectPage vmsId={params['id'] ?? ''} />;
    },
  });
  const publicProject = createRoute({
    getParentRoute: () => root,
    path: '/projects/$title/{-$id}',
    notFoundComponent: ProjectNotFound,
    loader: ({ context, params }) => loadProjectPage(context.runtime, { id: params.id, mode: 'public' }),
    component: function PublicProject() {
      const { params } = useRoute('/projects/$title/{-$id}');
      return <ProjectPage id={parseId(params['id']) ?? 0} mode="public" />;
    },
  });
  const appProject = createRoute({
    getParentRoute: () => root,
    path: '/app/project/$id',
    notFoundComponent: ProjectNotFound,
    loader: ({ context, params }) => loadProjectPage(context.runtime, { id: params.id, mode: 'app' }),
    component: function AppProject() {
      const { params } = useRoute('/app/project/$id');
      return <ProjectPage id={parseId(params['id']) ?? 0} mode="app" />;
    },
  });
  const login = createRoute({
    getParentRoute: () => root,
    path: '/app/login',
    component: () => <h1>Log in</h1>,
  });
  return [login, publicSearch, appSearch, city, category, pool, poolCity, external, publicProject, appProject];
}

/** Options of `renderPortal`. */
export interface RenderOptions {
  readonly fetch: (request: Request) => Promise<Response>;
  readonly loggedIn?: boolean;
}

/** Renders the portal at `url`; returns the router, the history and the toasts shown. */
export function renderPortal(url: string, options: RenderOptions) {
  return renderWithPortal(null, {
    api: { fetch: options.fetch },
    loggedIn: options.loggedIn ?? false,
    url,
    routes: searchRoutes,
    // As the portal's cache: a page visited again within 30 s is not fetched again.
    queryClient: testQueryClient({ staleTime: 30_000 }),
  });
}

/** The current URL's search params. */
export function currentSearch(router: { state: { location: { searchStr: string } } }): URLSearchParams {
  return new URLSearchParams(router.state.location.searchStr);
}
