// Test harness of the account pages: the real API client over a fake `fetch` (routes by
// "METHOD /path"), the portal context with a spy `signIn`, react-intl with the English defaults,
// react-query, and a memory router where the page sits at its path and every other path shows
// where the page navigated to.
import { createTalentApi, memoryTokenStore } from '@talent/api-client';
import type { ClientContextResponse, TalentApi, TokenResponse } from '@talent/api-client';
import { PortalContext, SessionContext } from '@talent/app-context';
import type { Portal, SessionState } from '@talent/app-context';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  useLocation,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { vi } from 'vitest';

/** A request the fake server received. */
export interface FakeCall {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly body: unknown;
  readonly headers: Headers;
}

/** Answers one request. */
export type FakeHandler = (call: FakeCall) => Response | Promise<Response>;

/** A JSON response. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** An empty response (204). */
export function noContent(): Response {
  return new Response(null, { status: 204 });
}

/** A problem response as the API sends it. */
export function problem(
  status: number,
  messages: string[],
  fieldErrors: { field: string; messages: string[] }[] = [],
): Response {
  return new Response(
    JSON.stringify({
      type: 'about:blank',
      title: 'Failed',
      status,
      messages,
      ...(fieldErrors.length ? { fieldErrors } : {}),
    }),
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
}

/** A token response. */
export function tokens(access = 'a.b.c'): TokenResponse {
  return {
    access_token: access,
    refresh_token: 'r'.repeat(40),
    token_type: 'Bearer',
    expires_in: 900,
    expires_at: '2030-01-01T00:00:00Z',
  };
}

/** The acme-like tenant of the tests; override parts per test. */
export function testTenant(
  overrides: {
    context?: Partial<ClientContextResponse['context']>;
    config?: Partial<ClientContextResponse['config']>;
  } = {},
): ClientContextResponse {
  return {
    context: {
      id: 'acme',
      name: 'Acme Talent',
      talentDomainName: 'acme.localhost',
      languages: [
        { iso: 'en', name: 'English' },
        { iso: 'de', name: 'Deutsch' },
      ],
      primaryColor: '#0052cc',
      talentLogo: '/logo.svg',
      projectLogo: '/logo.svg',
      ogImage: '/og.png',
      legalEntity: { name: 'Acme GmbH', show_logo: false, logo: null },
      reCaptchaSiteKey: null,
      reCaptchaIsEnabled: false,
      ...overrides.context,
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
      ...overrides.config,
    },
  };
}

/** The API client over fake routes; unknown routes answer 501 so a missing fake is obvious. */
export function fakeApi(routes: Record<string, FakeHandler>): { api: TalentApi; calls: FakeCall[] } {
  const calls: FakeCall[] = [];
  const api = createTalentApi({
    baseUrl: 'http://portal.test/v1/api',
    tokens: memoryTokenStore(),
    locale: () => 'en',
    fetch: async (request) => {
      const url = new URL(request.url);
      const path = url.pathname.replace(/^\/v1\/api/, '');
      const text = await request.text();
      const call: FakeCall = {
        method: request.method,
        path,
        query: url.searchParams,
        body: text ? (JSON.parse(text) as unknown) : undefined,
        headers: request.headers,
      };
      calls.push(call);
      const handler = routes[`${request.method} ${path}`];
      return handler ? handler(call) : problem(501, ['error.notImplemented']);
    },
  });
  return { api, calls };
}

function Elsewhere(): ReactElement {
  const location = useLocation();
  return <p data-testid="location">{location.href}</p>;
}

/** Options of `renderPage`. */
export interface RenderPageOptions {
  /** The page's route path, e.g. `/app/login`. */
  readonly path: string;
  /** The URL to open (default: `path`). */
  readonly url?: string;
  readonly routes?: Record<string, FakeHandler>;
  readonly tenant?: ClientContextResponse;
  readonly session?: SessionState;
}

/** Renders `page` at `options.path` in the portal context. */
export async function renderPage(page: () => ReactElement, options: RenderPageOptions) {
  const { api, calls } = fakeApi(options.routes ?? {});
  const signIn = vi.fn<Portal['signIn']>(() => Promise.resolve());
  const portal: Portal = {
    api,
    tenant: options.tenant ?? testTenant(),
    locale: 'en',
    changeLocale: () => Promise.resolve(),
    signIn,
    signOut: () => Promise.resolve(),
    notify: vi.fn(),
    withActionLoader: (work) => work(),
    browserUuid: () => '7f1c2a4e-3b5d-4c6e-8f90-a1b2c3d4e5f6',
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const rootRoute = createRootRoute();
  const pageRoute = createRoute({ getParentRoute: () => rootRoute, path: options.path, component: page });
  const otherRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', component: Elsewhere });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute, otherRoute]),
    history: createMemoryHistory({ initialEntries: [options.url ?? options.path] }),
    // Plain-string search params, as the portal has them.
    parseSearch: (text) => Object.fromEntries(new URLSearchParams(text)),
    stringifySearch: (search) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(search)) {
        if (value !== undefined && value !== null && value !== '') params.set(key, String(value as string));
      }
      const out = params.toString();
      return out ? `?${out}` : '';
    },
  });
  const view = render(
    <IntlProvider locale="en" messages={{}} defaultLocale="en" onError={() => undefined}>
      <QueryClientProvider client={queryClient}>
        <PortalContext.Provider value={portal}>
          <SessionContext.Provider value={options.session ?? { isLoggedIn: false, user: null }}>
            <RouterProvider router={router} />
          </SessionContext.Provider>
        </PortalContext.Provider>
      </QueryClientProvider>
    </IntlProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
  return { ...view, api, calls, signIn, router, queryClient, portal };
}

/** Where the page navigated to (the text of the placeholder at any other path). */
export async function landedOn(): Promise<string> {
  return (await screen.findByTestId('location')).textContent ?? '';
}
