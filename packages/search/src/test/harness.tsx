// Renders this feature's pages the way the portal does: a router with the portal's routes (paths,
// `validateSearch`, loaders from loaders.ts, plain-string search params), the query cache, the
// portal and session contexts, and react-intl with the English texts. The API is the real client
// over a fake fetch (fakeBackend.ts).
import { createTalentApi, memoryTokenStore } from '@talent/api-client';
import type { ClientContextResponse } from '@talent/api-client';
import { PortalContext, SessionContext } from '@talent/app-context';
import type { Portal, ToastMessage } from '@talent/app-context';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  useParams,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import {
  loadCategoryListing,
  loadCityListing,
  loadExternalProjectPage,
  loadPoolListing,
  loadProjectPage,
  loadSearchPage,
  validateProjectSearch,
} from '../loaders.ts';
import type { SearchRuntime } from '../loaders.ts';
import { messages } from '../messages.ts';
import { CategoryProjectsPage, CityProjectsPage, PoolProjectsPage } from '../pages/ListingPages/ListingPages.tsx';
import { ExternalProjectPage, ProjectPage } from '../pages/ProjectPage/ProjectPage.tsx';
import { SearchPage } from '../pages/SearchPage/SearchPage.tsx';

/** The English texts, as the portal's catalog has them. */
const ENGLISH = Object.fromEntries(Object.values(messages).map((m) => [m.id, m.defaultMessage]));

export const TENANT: ClientContextResponse = {
  context: {
    id: 'acme',
    name: 'Acme Talent',
    talentDomainName: 'acme.localhost',
    languages: [
      { iso: 'en', name: 'English' },
      { iso: 'de', name: 'Deutsch' },
    ],
    primaryColor: '#0052cc',
    talentLogo: '/tenants/acme/logos/talent.svg',
    projectLogo: '/tenants/acme/logos/project.svg',
    ogImage: '/tenants/acme/logos/og.png',
    legalEntity: { name: 'Acme Staffing GmbH', show_logo: false, logo: null },
    reCaptchaSiteKey: null,
    reCaptchaIsEnabled: false,
  },
  config: {
    addressValidation: {},
    currencies: ['EUR'],
    countriesOfInterest: false,
    externalApplicationLink: false,
    ipDetectionOnProjectSearch: false,
    jobNotificationDigest: false,
    modernProjectApplicationFlow: true,
    preApplicationQuestions: true,
    publicSearchDisabled: false,
    freelancerLogin: {},
    requiredVerifications: { email: 'principal', mobileNumber: 'disabled' },
    preferredSortedCountries: [],
    registerNotificationCountry: false,
    userDeviceValidityDays: 365,
    emailSpecialCharacters: true,
    mobileCountriesSettings: { excludedEnabled: false, excludedList: [], prefEnabled: false, prefList: [] },
    feedJobType: null,
  },
};

/** The portal's search serializer: plain strings (`?any=java&pools=1,2`). */
function parseSearch(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text));
}
function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== null && value !== '')
      params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A path param of the current page (a route object cannot type its own component). */
function useParam(name: string): string | undefined {
  const params: Record<string, unknown> = useParams({ strict: false });
  const value = params[name];
  return typeof value === 'string' ? value : undefined;
}

interface Context {
  readonly runtime: SearchRuntime;
}

function makeRoutes() {
  const root = createRootRouteWithContext<Context>()({ component: () => <Outlet /> });
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
  const tree = root.addChildren([
    login,
    publicSearch,
    appSearch,
    city,
    category,
    pool,
    poolCity,
    external,
    publicProject,
    appProject,
  ]);
  return { tree };
}

/** Options of `renderPortal`. */
export interface RenderOptions {
  readonly fetch: (request: Request) => Promise<Response>;
  readonly loggedIn?: boolean;
}

/** Renders the portal at `url`; returns the router, the history and the toasts shown. */
export function renderPortal(url: string, options: RenderOptions) {
  const loggedIn = options.loggedIn ?? false;
  const tokens = memoryTokenStore(
    loggedIn
      ? { accessToken: 'test-access-token', refreshToken: 'test-refresh', expiresAt: Date.now() + 3_600_000 }
      : null,
  );
  const api = createTalentApi({ baseUrl: 'http://acme.test/v1/api', tokens, locale: () => 'en', fetch: options.fetch });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const runtime: SearchRuntime = { api, queryClient, locale: 'en', session: { isLoggedIn: () => loggedIn } };
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createRouter({
    routeTree: makeRoutes().tree,
    history,
    context: { runtime },
    parseSearch,
    stringifySearch,
    defaultNotFoundComponent: () => <h1>This page could not be found</h1>,
    defaultPendingMs: 0,
  });
  const toasts: ToastMessage[] = [];
  const portal: Portal = {
    api,
    tenant: TENANT,
    locale: 'en',
    changeLocale: () => Promise.resolve(),
    signIn: () => Promise.resolve(),
    signOut: () => Promise.resolve(),
    notify: (toast) => {
      toasts.push(toast);
    },
    withActionLoader: (work) => work(),
    browserUuid: () => 'test-browser',
  };
  const app: ReactElement = (
    <IntlProvider locale="en" defaultLocale="en" messages={ENGLISH}>
      <QueryClientProvider client={queryClient}>
        <PortalContext.Provider value={portal}>
          <SessionContext.Provider value={{ isLoggedIn: loggedIn, user: null }}>
            <RouterProvider router={router} />
          </SessionContext.Provider>
        </PortalContext.Provider>
      </QueryClientProvider>
    </IntlProvider>
  );
  const view = render(app);
  return { ...view, router, history, toasts, queryClient };
}

/** The current URL's search params. */
export function currentSearch(router: { state: { location: { searchStr: string } } }): URLSearchParams {
  return new URLSearchParams(router.state.location.searchStr);
}
