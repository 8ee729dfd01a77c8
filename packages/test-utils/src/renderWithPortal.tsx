// Renders a feature's page the way the portal does: react-intl with the locale's messages from
// @talent/i18n, a query cache, the portal and session contexts (@talent/app-context) over the real
// API client and a fake API, and a TanStack memory router with plain-string search params. The page
// sits at its route path; every other path shows where the page navigated to (`landedOn()`).
// Tests that need more routes (loaders, several pages) add them with `routes`; they get the same
// `{ runtime }` router context the portal gives its routes.
import type { ClientContextResponse, FreelancerUser, TalentApi } from '@talent/api-client';
import { PortalContext, SessionContext } from '@talent/app-context';
import type { Portal, ToastMessage } from '@talent/app-context';
import { parseUrlSearch, stringifyUrlSearch } from '@talent/domain';
import { loadMessages } from '@talent/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { QueryClientConfig } from '@tanstack/react-query';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  useLocation,
  useMatch,
} from '@tanstack/react-router';
import type { AnyRoute, AnyRouter } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { vi } from 'vitest';
import { createTestApi, fakeApi } from './fakeApi.ts';
import { testTenant, testTokens } from './fixtures.ts';

/** What the portal's router context holds, as far as feature loaders use it. */
export interface TestRuntime {
  readonly api: TalentApi;
  readonly queryClient: QueryClient;
  readonly tenant: ClientContextResponse;
  readonly locale: string;
  readonly session: { isLoggedIn(): boolean };
}

/** The router context of the test routes. */
export interface TestRouterContext {
  readonly runtime: TestRuntime;
}

function createTestRoot() {
  return createRootRouteWithContext<TestRouterContext>()({ component: Outlet });
}

/** The root route the test routes hang under. */
export type TestRootRoute = ReturnType<typeof createTestRoot>;

/** A fake of the API at the fetch level: `fakeApi()`, or a feature's own stateful fake. */
export interface FetchFake {
  readonly fetch: (request: Request) => Promise<Response>;
}

/**
 * What a test page receives of its route, as the portal's route files hand it to a feature page:
 * the URL's search params (plain strings) and the path params.
 */
export interface TestPageRoute {
  readonly search: Readonly<Record<string, unknown>>;
  readonly params: Readonly<Record<string, string | undefined>>;
}

/** The page of a test: an element, or a function of its route (for pages that take params as props). */
export type TestPage = ReactElement | ((route: TestPageRoute) => ReactElement);

/** Options of `renderWithPortal`. */
export interface RenderWithPortalOptions<F extends FetchFake = FetchFake> {
  /** The fake API the real client talks to; `fakeApi()` (every call a 501) by default. */
  readonly api?: F;
  /** The tenant; `testTenant()` by default. */
  readonly tenant?: ClientContextResponse;
  /** Config changes on top of the tenant's. */
  readonly config?: Partial<ClientContextResponse['config']>;
  /** Whether the session holds tokens; true by default when a `user` is given. */
  readonly loggedIn?: boolean;
  /** The loaded freelancer of the session (null: not loaded, or logged out). */
  readonly user?: FreelancerUser | null;
  /** The locale; `en` by default. */
  readonly locale?: string;
  /** Messages on top of the locale's catalog (e.g. a tenant's own texts). */
  readonly messages?: Readonly<Record<string, string>>;
  /** The route path of `ui`, e.g. `/app/login` or `/subscriptions/{-$uuid}`; `/` by default. */
  readonly path?: string;
  /** The first URL (path and query); `path` by default. */
  readonly url?: string;
  /** More routes of the test, next to the page's. */
  readonly routes?: (root: TestRootRoute) => AnyRoute[];
  /** What a route shows when its loader throws `notFound()`; a "This page could not be found" heading by default. */
  readonly notFound?: () => ReactElement;
  /** The query cache; `testQueryClient()` by default. */
  readonly queryClient?: QueryClient;
}

/** A query cache as tests want it: no retries, so a failure shows at once. */
export function testQueryClient(
  queries: NonNullable<QueryClientConfig['defaultOptions']>['queries'] = {},
): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, ...queries }, mutations: { retry: false } } });
}

/** Missing translations fall back to the English defaults; any other message error fails the test. */
function reportIntlError(error: Error & { readonly code?: string }): void {
  if (error.code !== 'MISSING_TRANSLATION') throw error;
}

function NotFound(): ReactElement {
  return <h1>This page could not be found</h1>;
}

/** Stands at every path no test route has: shows the URL the page navigated to. */
function Elsewhere(): ReactElement {
  const location = useLocation();
  return <p data-testid="location">{location.href}</p>;
}

/**
 * Renders `ui` — a RouterProvider of `router`, or an app around one — and resolves once the router
 * has loaded the first URL (resolved it, guards, redirects and loaders done). `renderWithPortal`
 * renders with it, and so do the portal's whole-app helpers, around the portal's own providers.
 */
export async function renderWithRouter(ui: ReactElement, router: AnyRouter): Promise<RenderResult> {
  const view = render(ui);
  await waitFor(() => {
    const { status, resolvedLocation } = router.state;
    if (status !== 'idle' || resolvedLocation === undefined) throw new Error(`the router is still ${status}`);
  });
  return view;
}

/**
 * Renders `ui` (null when `routes` bring every page) at `options.path` inside the portal's
 * providers and resolves once the router has loaded the first URL. Returns the render result, the
 * client and the fake, the router and history, the query cache, the portal given to the page, and
 * its spies: `signIn`, `notify` and the `toasts` shown.
 */
export async function renderWithPortal<F extends FetchFake = ReturnType<typeof fakeApi>>(
  ui: TestPage | null,
  options: RenderWithPortalOptions<F> = {},
) {
  const fake = options.api ?? (fakeApi() as unknown as F);
  const locale = options.locale ?? 'en';
  const loggedIn = options.loggedIn ?? Boolean(options.user);
  const api = createTestApi(fake, { tokens: loggedIn ? testTokens() : null, locale });
  const base = options.tenant ?? testTenant();
  const tenant: ClientContextResponse = options.config
    ? { ...base, config: { ...base.config, ...options.config } }
    : base;
  const queryClient = options.queryClient ?? testQueryClient();
  const messages = { ...(await loadMessages(locale)), ...options.messages };

  const toasts: ToastMessage[] = [];
  const notify = vi.fn<Portal['notify']>((toast) => {
    toasts.push(toast);
  });
  const signIn = vi.fn<Portal['signIn']>(() => Promise.resolve());
  const portal: Portal = {
    api,
    tenant,
    locale,
    changeLocale: () => Promise.resolve(),
    signIn,
    signOut: () => Promise.resolve(),
    notify,
    withActionLoader: (work) => work(),
    browserUuid: () => '7f1c2a4e-3b5d-4c6e-8f90-a1b2c3d4e5f6',
  };

  const runtime: TestRuntime = { api, queryClient, tenant, locale, session: { isLoggedIn: () => loggedIn } };
  const root = createTestRoot();
  const path = options.path ?? '/';
  // The page reads its own route's match (as a route file does with `Route.useSearch()`), by id.
  function Page(): ReactElement | null {
    // Where the portal's router is registered (its own tests compile this file) `from` is the union
    // of its route ids; a test route's path is none of them, hence the cast this package's lint
    // alone sees no need for.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    const match = useMatch({ from: path as never });
    if (typeof ui !== 'function') return ui;
    return ui({ search: match.search as TestPageRoute['search'], params: match.params as TestPageRoute['params'] });
  }
  const page = ui && createRoute({ getParentRoute: () => root, path, component: Page });
  const elsewhere = createRoute({ getParentRoute: () => root, path: '$', component: Elsewhere });
  const history = createMemoryHistory({ initialEntries: [options.url ?? options.path ?? '/'] });
  const router = createRouter({
    routeTree: root.addChildren([...(page ? [page] : []), ...(options.routes?.(root) ?? []), elsewhere]),
    history,
    context: { runtime },
    parseSearch: parseUrlSearch,
    stringifySearch: stringifyUrlSearch,
    defaultNotFoundComponent: options.notFound ?? NotFound,
    defaultPendingMs: 0,
  });

  const view = await renderWithRouter(
    <IntlProvider locale={locale} defaultLocale="en" messages={messages} onError={reportIntlError}>
      <QueryClientProvider client={queryClient}>
        <PortalContext.Provider value={portal}>
          <SessionContext.Provider value={{ isLoggedIn: loggedIn, user: options.user ?? null }}>
            <RouterProvider router={router} />
          </SessionContext.Provider>
        </PortalContext.Provider>
      </QueryClientProvider>
    </IntlProvider>,
    router,
  );
  return { ...view, api, fake, router, history, queryClient, runtime, portal, signIn, notify, toasts };
}

/** Where the page navigated to: the URL shown at a path no test route has. */
export async function landedOn(): Promise<string> {
  return (await screen.findByTestId('location')).textContent ?? '';
}
