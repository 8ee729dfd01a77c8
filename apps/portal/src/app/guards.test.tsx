// The route guards of spec §2 through the real router (real routeTree, memory history): where each
// guard sends the visitor, and the error page of an unknown guard.
import { memoryTokenStore } from '@talent/api-client';
import { ROUTES } from '@talent/domain';
import { TEST_API_BASE, testTenant, testTokens, testUser } from '@talent/test-utils';
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ErrorPage } from '../errors/ErrorPage.tsx';
import { sessionStore } from '../session/sessionStore.ts';
import { renderPortal } from '../test/renderPortal.tsx';
import { guards, requireLogin } from './guards.ts';
import { createRuntime } from './runtime.ts';
import type { PortalRuntime } from './runtime.ts';
import { testBootstrap } from '../test/fixtures.ts';
import { fakeShellApi } from '../test/shellApi.ts';

async function settled(router: { state: { status: string } }): Promise<void> {
  await waitFor(() => expect(router.state.status).toBe('idle'));
}

describe('guard "public-search-disabled"', () => {
  it('sends a visitor of /projects to /app/signup when the tenant has no public search', async () => {
    const { router } = await renderPortal({
      path: '/projects',
      bootstrap: testBootstrap({ tenant: testTenant({ config: { publicSearchDisabled: true } }) }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.signup));
  });

  it('lets a visitor stay on /projects when public search is on', async () => {
    const { router } = await renderPortal({ path: '/projects' });
    await settled(router);
    expect(router.state.location.pathname).toBe('/projects');
  });
});

describe('guard "search-redirect"', () => {
  it('sends a logged-in user from /projects to /app/project', async () => {
    const api = fakeShellApi({ 'GET /freelancer': () => testUser() });
    const { router } = await renderPortal({ path: '/projects?any=java', api, tokens: testTokens() });
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.projects));
  });

  it('keeps the search params of /projects', async () => {
    const api = fakeShellApi({ 'GET /freelancer': () => testUser() });
    const { router } = await renderPortal({ path: '/projects?any=java&workPrefs=rm', api, tokens: testTokens() });
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.projects));
    expect(router.state.location.search).toEqual({ any: 'java', workPrefs: 'rm' });
  });

  // Each listing kind: its own filter becomes a search param of /app/project, beside the URL's.
  it.each([
    ['a city', '/projects/in/berlin', { location: 'Berlin' }],
    ['a city, with the URL’s own params', '/projects/in/munchen?any=java', { any: 'java', location: 'München' }],
    ['a pool', '/projects/pool/java-developers/7', { pools: '7' }],
    ['a pool in a city', '/projects/pool/java-developers/7/berlin', { pools: '7', location: 'Berlin' }],
    ['a category (its pools)', '/projects/categories/software/1', { pools: '3,7' }],
    ['an unknown city (nothing to keep)', '/projects/in/atlantis', {}],
  ])('keeps the filter of %s', async (_, path, search) => {
    const api = fakeShellApi({
      'GET /freelancer': () => testUser(),
      'GET /project/siteLocations': () => ({
        results: [
          { country: 'DE', city: 'Berlin' },
          { country: 'DE', city: 'München' },
        ],
      }),
      'GET /pool/categories': () => ({
        categoryResults: {
          results: [
            {
              category: { id: 1, slug: 'software', default_image: null, translations: [] },
              pools: [3, 7].map((id) => ({
                id,
                name: `Pool ${id}`,
                jobsCount: 1,
                categoryId: 1,
                descriptionKey: null,
                poolNameVerbiage: null,
                poolCities: [],
              })),
            },
          ],
        },
        orphanPools: { results: [] },
      }),
    });
    const { router } = await renderPortal({ path, api, tokens: testTokens() });
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.projects));
    expect(router.state.location.search).toEqual(search);
  });

  it('keeps a logged-in user away from the login page', async () => {
    const api = fakeShellApi({ 'GET /freelancer': () => testUser() });
    const { router } = await renderPortal({ path: '/app/login', api, tokens: testTokens() });
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.projects));
  });
});

describe('requireLogin', () => {
  it('sends a visitor to /app/login with the page to come back to', async () => {
    const { router } = await renderPortal({ path: '/app/profile?tab=cv' });
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.login));
    expect(router.state.location.search).toEqual({ redirect: '/app/profile?tab=cv' });
  });

  it('lets a logged-in, onboarded user in', async () => {
    const api = fakeShellApi({ 'GET /freelancer': () => testUser() });
    const { router } = await renderPortal({ path: '/app/profile', api, tokens: testTokens() });
    await settled(router);
    expect(router.state.location.pathname).toBe('/app/profile');
  });
});

describe('guard "profile-fullfilled"', () => {
  it('sends a user without password, social login and residence country to create-password', async () => {
    const api = fakeShellApi({
      'GET /freelancer': () => testUser({ hasPasswordOrSocial: false, residenceCountry: null }),
    });
    const { router } = await renderPortal({ path: '/app/project', api, tokens: testTokens() });
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.createPassword));
  });

  it('does not when the tenant verifies by mobile number', async () => {
    const api = fakeShellApi({
      'GET /freelancer': () =>
        testUser({ hasPasswordOrSocial: false, residenceCountry: null, hasCompletedOnboarding: false }),
    });
    const tenant = testTenant({
      config: { requiredVerifications: { email: 'principal', mobileNumber: 'alternative' } },
    });
    const { router } = await renderPortal({
      path: '/app/project',
      api,
      tokens: testTokens(),
      bootstrap: testBootstrap({ tenant }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.onboarding));
  });

  it('sends a user who has not finished onboarding to onboarding', async () => {
    const api = fakeShellApi({ 'GET /freelancer': () => testUser({ hasCompletedOnboarding: false }) });
    const { router } = await renderPortal({ path: '/app/pool', api, tokens: testTokens() });
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.onboarding));
  });
});

describe('guard "onboarding"', () => {
  it('sends a user who completed onboarding to app-project', async () => {
    const api = fakeShellApi({ 'GET /freelancer': () => testUser() });
    const { router } = await renderPortal({ path: '/app/onboarding', api, tokens: testTokens() });
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.projects));
  });

  it('lets a user with onboarding to do stay, at the first step', async () => {
    const api = fakeShellApi({
      'GET /freelancer': () => testUser({ hasCompletedOnboarding: false }),
      'GET /flexOnboarding': () => ({
        type: 'long',
        structure: [{ id: 1, stepName: 'About you', sequence: 1, rowNumber: 1, type: 'first_name', showOn: ['long'] }],
      }),
    });
    const { router } = await renderPortal({ path: '/app/onboarding', api, tokens: testTokens() });
    await settled(router);
    expect(router.state.location.pathname).toBe(`${ROUTES.onboarding}/about-you`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Complete your profile' })).toBeInTheDocument();
  });
});

describe('guard "deactivated"', () => {
  it('reloads the user, logs a deactivated account out and goes to login', async () => {
    let loads = 0;
    const api = fakeShellApi({
      'GET /freelancer': () => {
        loads += 1;
        return testUser({ isActive: false });
      },
      'POST /logout': () => new Response(null, { status: 204 }),
    });
    const { router, session } = await renderPortal({ path: '/app/account?tab=security', api, tokens: testTokens() });
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.login));
    expect(router.state.location.search).toEqual({ reason: 'deactivated' });
    expect(session.isLoggedIn()).toBe(false);
    expect(api.callsTo('POST /logout')).toHaveLength(1);
    expect(api.callsTo('POST /logout')[0]!.body).toBeUndefined();
    expect(loads).toBeGreaterThanOrEqual(1);
  });

  it('refreshes the user even when it is cached (an account deactivated meanwhile is caught)', async () => {
    let active = true;
    const api = fakeShellApi({
      'GET /freelancer': () => testUser({ isActive: active }),
      'POST /logout': () => new Response(null, { status: 204 }),
    });
    const { router } = await renderPortal({ path: '/app/pool', api, tokens: testTokens() });
    await settled(router);
    expect(router.state.location.pathname).toBe('/app/pool');
    active = false;
    await router.navigate({ to: '/app/profile' });
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.login));
  });
});

describe('an unknown guard', () => {
  function tinyApp(guardNames: string[]) {
    const runtime: PortalRuntime = createRuntime(testBootstrap(), {
      baseUrl: TEST_API_BASE,
      fetch: fakeShellApi().fetch,
      session: sessionStore(memoryTokenStore(null)),
    });
    const root = createRootRouteWithContext<{ runtime: PortalRuntime }>()({
      component: Outlet,
      errorComponent: ErrorPage,
    });
    const page = createRoute({
      getParentRoute: () => root,
      path: '/guarded',
      beforeLoad: guards(...guardNames),
      component: () => <h1>Guarded page</h1>,
    });
    const router = createRouter({
      routeTree: root.addChildren([page]),
      context: { runtime },
      history: createMemoryHistory({ initialEntries: ['/guarded'] }),
    });
    render(
      <IntlProvider locale="en" defaultLocale="en" onError={() => undefined}>
        <RouterProvider router={router} />
      </IntlProvider>,
    );
  }

  it('shows the error page 500 "Unknown middleware"', async () => {
    tinyApp(['tracker', 'no-such-guard']);
    expect(await screen.findByRole('heading', { name: '500' })).toBeInTheDocument();
    expect(screen.getByText('Unknown middleware')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Guarded page' })).not.toBeInTheDocument();
  });

  it('a route with known guards renders', async () => {
    tinyApp(['tracker', 'getBrowserUuidCookie']);
    expect(await screen.findByRole('heading', { name: 'Guarded page' })).toBeInTheDocument();
  });
});

describe('requireLogin with an unknown guard', () => {
  it('still sends a visitor to login first', async () => {
    const beforeLoad = requireLogin('no-such-guard');
    const runtime = createRuntime(testBootstrap(), {
      baseUrl: TEST_API_BASE,
      fetch: fakeShellApi().fetch,
      session: sessionStore(memoryTokenStore(null)),
    });
    let thrown: unknown;
    try {
      await beforeLoad({ context: { runtime }, location: { href: '/x', pathname: '/x' } as never });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ options: { to: ROUTES.login, search: { redirect: '/x' } } });
  });
});
