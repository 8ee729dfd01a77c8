// Renders this feature's pages the way the portal does: the portal's search routes (paths,
// `validateSearch`, loaders from loaders.ts) in the shared renderWithPortal (@talent/test-utils:
// providers, plain-string search params, the `runtime` router context). The API is the real client
// over the in-memory search backend (fakeBackend.ts).
import { renderWithPortal, testQueryClient } from '@talent/test-utils';
import type { TestRootRoute } from '@talent/test-utils';
import { createRoute, useParams } from '@tanstack/react-router';
import {
  loadCategoryListing,
  loadCityListing,
  loadExternalProjectPage,
  loadPoolListing,
  loadProjectPage,
  loadSearchPage,
  validateProjectSearch,
} from '../loaders.ts';
import { CategoryProjectsPage, CityProjectsPage, PoolProjectsPage } from '../pages/ListingPages/ListingPages.tsx';
import { ExternalProjectPage, ProjectPage } from '../pages/ProjectPage/ProjectPage.tsx';
import { SearchPage } from '../pages/SearchPage/SearchPage.tsx';

/** A path param of the current page (a route object cannot type its own component). */
function useParam(name: string): string | undefined {
  const params: Record<string, unknown> = useParams({ strict: false });
  const value = params[name];
  return typeof value === 'string' ? value : undefined;
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
    component: () => <SearchPage mode="public" />,
  });
  const appSearch = createRoute({
    getParentRoute: () => root,
    path: '/app/project',
    ...search,
    loader: ({ context, deps, cause }) => loadSearchPage(context.runtime, { mode: 'app', search: deps, cause }),
    component: () => <SearchPage mode="app" />,
  });
  const city = createRoute({
    getParentRoute: () => root,
    path: '/projects/in/{-$city}',
    ...search,
    loader: ({ context, deps, cause, params }) =>
      loadCityListing(context.runtime, { city: params.city, search: deps, cause }),
    component: function City() {
      return <CityProjectsPage city={useParam('city')} />;
    },
  });
  const category = createRoute({
    getParentRoute: () => root,
    path: '/projects/categories/{-$categoryName}/$id',
    ...search,
    loader: ({ context, deps, cause, params }) =>
      loadCategoryListing(context.runtime, { id: params.id, search: deps, cause }),
    component: function Category() {
      return <CategoryProjectsPage id={useParam('id') ?? ''} />;
    },
  });
  const pool = createRoute({
    getParentRoute: () => root,
    path: '/projects/pool/{-$poolName}/$id',
    ...search,
    loader: ({ context, deps, cause, params }) => loadPoolListing(context.runtime, { ...params, search: deps, cause }),
    component: function Pool() {
      return <PoolProjectsPage poolName={useParam('poolName')} id={useParam('id') ?? ''} />;
    },
  });
  const poolCity = createRoute({
    getParentRoute: () => root,
    path: '/projects/pool/{-$poolName}/$id/$city',
    ...search,
    loader: ({ context, deps, cause, params }) => loadPoolListing(context.runtime, { ...params, search: deps, cause }),
    component: function PoolCity() {
      return <PoolProjectsPage poolName={useParam('poolName')} id={useParam('id') ?? ''} city={useParam('city')} />;
    },
  });
  const external = createRoute({
    getParentRoute: () => root,
    path: '/projects/ext/$id',
    loader: ({ context, params }) => loadExternalProjectPage(context.runtime, { vmsId: params.id }),
    component: function External() {
      return <ExternalProjectPage vmsId={useParam('id') ?? ''} />;
    },
  });
  const publicProject = createRoute({
    getParentRoute: () => root,
    path: '/projects/$title/{-$id}',
    loader: ({ context, params }) => loadProjectPage(context.runtime, { id: params.id, mode: 'public' }),
    component: function PublicProject() {
      return <ProjectPage id={Number(useParam('id'))} mode="public" />;
    },
  });
  const appProject = createRoute({
    getParentRoute: () => root,
    path: '/app/project/$id',
    loader: ({ context, params }) => loadProjectPage(context.runtime, { id: params.id, mode: 'app' }),
    component: function AppProject() {
      return <ProjectPage id={Number(useParam('id'))} mode="app" />;
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
