// The shell's global behaviour: locale switching and persistence, the locale applied at sign-in,
// the token refresh timer, logout, a lost session, and the global error toast of failed actions.
import type { TokenResponse } from '@talent/api-client';
import { CURRENT_USER_KEY, usePortal } from '@talent/app-context';
import { DRAFT_STORAGE_PREFIX, ROUTES } from '@talent/domain';
import { empty, json, problem, testTokens, testUser } from '@talent/test-utils';
import { useMutation, useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unwrap } from '@talent/api-client';
import { ACTIVATION_PAUSED_KEY } from '../session/localState.ts';
import { renderPortal } from '../test/renderPortal.tsx';
import { renderRoutes } from '../test/renderRoutes.tsx';
import { fakeShellApi } from '../test/shellApi.ts';

const MINUTE = 60_000;

function tokenResponse(expiresInSeconds = 900, n = 1): TokenResponse {
  return {
    access_token: `access-${n}`,
    token_type: 'Bearer',
    expires_in: expiresInSeconds,
    expires_at: new Date(Date.now() + expiresInSeconds * 1000).toISOString(),
  };
}

function cookie(name: string): string | undefined {
  return document.cookie
    .split(';')
    .map((c) => c.trim().split('='))
    .find(([key]) => key === name)?.[1];
}

afterEach(() => {
  vi.useRealTimers();
});

describe('choosing a language', () => {
  it('switches the texts and <html lang>, and keeps the choice in the locale cookie', async () => {
    const api = fakeShellApi();
    const { user } = await renderPortal({ path: '/projects', api });
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Deutsch' }));
    expect(await screen.findByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    expect(cookie('locale')).toBe('de');
    expect(screen.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
    // A visitor has no server-side locale.
    expect(api.callsTo('POST /freelancer/locale')).toHaveLength(0);
    // The API is asked in the new language from now on.
    await waitFor(() => expect(api.calls.at(-1)?.headers.get('Accept-Language')).toBe('de'));
  });

  it('stores the choice on the server for a logged-in freelancer', async () => {
    const api = fakeShellApi({ 'GET /freelancer': () => testUser(), 'POST /freelancer/locale': () => empty(204) });
    const { user } = await renderPortal({ path: '/app/project', api, tokens: testTokens() });
    await user.click(await screen.findByRole('radio', { name: 'Deutsch' }));
    await waitFor(() => expect(api.callsTo('POST /freelancer/locale')).toHaveLength(1));
    expect(api.callsTo('POST /freelancer/locale')[0]!.body).toEqual({ locale: 'de' });
    expect(await screen.findByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
  });
});

function SignIn({ tokens, redirect }: { tokens: TokenResponse; redirect?: string }) {
  const portal = usePortal();
  return (
    <button type="button" onClick={() => void portal.signIn(tokens, { redirect })}>
      {portal.locale === 'de' ? 'Anmelden (de)' : 'Sign in'}
    </button>
  );
}

describe('signing in', () => {
  const pages = (tokens: TokenResponse) => [
    { path: '/app/login', component: () => <SignIn tokens={tokens} redirect="/app/pool?tab=mine" /> },
    { path: '/app/pool', component: () => <h1>Pools</h1> },
  ];

  it('applies the locale stored for the freelancer when the tenant offers it', async () => {
    const api = fakeShellApi({
      'GET /freelancer': () => testUser({ locale: 'de' }),
      'POST /freelancer/locale': () => empty(204),
    });
    const { user, router } = await renderRoutes(pages(tokenResponse()), { path: '/app/login', api });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.href).toBe('/app/pool?tab=mine'));
    expect(document.documentElement.lang).toBe('de');
    expect(cookie('locale')).toBe('de');
    expect(api.callsTo('POST /freelancer/locale')).toHaveLength(0);
  });

  it('stores the page’s locale for a freelancer whose stored one the tenant does not offer', async () => {
    const api = fakeShellApi({
      'GET /freelancer': () => testUser({ locale: 'fr' }),
      'POST /freelancer/locale': () => empty(204),
    });
    const { user, router } = await renderRoutes(pages(tokenResponse()), { path: '/app/login', api });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/pool'));
    expect(document.documentElement.lang).toBe('en');
    expect(api.callsTo('POST /freelancer/locale')[0]!.body).toEqual({ locale: 'en' });
  });

  it('goes where the profile guard says first (onboarding before the redirect)', async () => {
    const api = fakeShellApi({ 'GET /freelancer': () => testUser({ hasCompletedOnboarding: false }) });
    const { user, router } = await renderRoutes(
      [...pages(tokenResponse()), { path: '/app/onboarding', component: () => <h1>Onboarding</h1> }],
      { path: '/app/login', api },
    );
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.onboarding));
  });

  it('starts the refresh timer: the token is renewed 5 minutes before it expires', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    const api = fakeShellApi({
      'GET /freelancer': () => testUser(),
      'POST /freelancer/locale': () => empty(204),
      'POST /refreshToken': () => tokenResponse(900, 2),
    });
    const { user, session } = await renderRoutes(pages(tokenResponse(900)), {
      path: '/app/login',
      api,
      userOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(session.get()?.accessToken).toBe('access-1'));
    await act(() => vi.advanceTimersByTimeAsync(10 * MINUTE - 1000));
    expect(api.callsTo('POST /refreshToken')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(api.callsTo('POST /refreshToken')).toHaveLength(1);
    // No token in the body: the browser sends the HttpOnly refresh cookie the login set.
    expect(api.callsTo('POST /refreshToken')[0]!.body).toEqual({});
    expect(session.get()?.accessToken).toBe('access-2');
  });
});

describe('a page loaded with a session', () => {
  it('refreshes the token before it expires, and at once when already inside the window', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    const api = fakeShellApi({
      'GET /freelancer': () => testUser(),
      'POST /refreshToken': () => tokenResponse(900, 2),
    });
    const tokens = { accessToken: 'access-1', expiresAt: Date.now() + 4 * MINUTE };
    const { session } = await renderPortal({ path: '/app/project', api, tokens });
    await waitFor(() => expect(api.callsTo('POST /refreshToken')).toHaveLength(1));
    await waitFor(() => expect(session.get()?.accessToken).toBe('access-2'));
    await act(() => vi.advanceTimersByTimeAsync(10 * MINUTE + 1000));
    expect(api.callsTo('POST /refreshToken')).toHaveLength(2);
  });
});

describe('logging out', () => {
  it('ends the session on the server and here: tokens, timer, activation-paused flag and drafts', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    sessionStorage.setItem(ACTIVATION_PAUSED_KEY, 'true');
    localStorage.setItem(`${DRAFT_STORAGE_PREFIX}12`, '{"step":"cv"}');
    localStorage.setItem('unrelated', 'kept');
    const api = fakeShellApi({
      'GET /freelancer': () => testUser(),
      'POST /logout': () => empty(204),
      'POST /refreshToken': () => tokenResponse(),
    });
    const { user, router, session, runtime } = await renderPortal({
      path: '/app/project',
      api,
      tokens: testTokens(),
      userOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.login));
    // With the access token, and no body: the server clears the HttpOnly refresh cookie itself.
    expect(api.callsTo('POST /logout')[0]!.headers.get('Authorization')).toBe('Bearer access-1');
    expect(api.callsTo('POST /logout')[0]!.body).toBeUndefined();
    expect(session.isLoggedIn()).toBe(false);
    expect(sessionStorage.getItem(ACTIVATION_PAUSED_KEY)).toBeNull();
    expect(localStorage.getItem(`${DRAFT_STORAGE_PREFIX}12`)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(runtime.queryClient.getQueryData(CURRENT_USER_KEY)).toBeUndefined();
    // The refresh timer is gone with the session.
    await act(() => vi.advanceTimersByTimeAsync(2 * 60 * MINUTE));
    expect(api.callsTo('POST /refreshToken')).toHaveLength(0);
  });
});

function Pools() {
  const { api } = usePortal();
  const pools = useQuery({ queryKey: ['test', 'pools'], queryFn: () => unwrap(api.client.GET('/pool/membership')) });
  return <h1>{pools.isSuccess ? 'Your pools' : 'Loading pools'}</h1>;
}

describe('a lost session', () => {
  it('goes to login, to come back afterwards, and says why', async () => {
    const api = fakeShellApi({
      'GET /pool/membership': () => problem(401, ['auth.tokenExpired']),
      'POST /refreshToken': () => problem(401, ['auth.refreshTokenExpired']),
    });
    const { router, session } = await renderRoutes(
      [
        { path: '/app/pool', component: Pools },
        { path: '/app/login', component: () => <h1>Login</h1> },
      ],
      { path: '/app/pool?tab=mine', api, tokens: testTokens() },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.login));
    expect(router.state.location.search).toEqual({ redirect: '/app/pool?tab=mine' });
    expect(session.isLoggedIn()).toBe(false);
    expect(await screen.findByText('Your session has ended. Please log in again.')).toBeInTheDocument();
  });

  it('is renewed without the user noticing when the refresh works', async () => {
    let token = 'access-1';
    const api = fakeShellApi({
      'GET /pool/membership': (request) =>
        request.headers.get('Authorization') === `Bearer ${token}` && token === 'access-2'
          ? json({ results: [] })
          : problem(401, ['auth.tokenExpired']),
      'POST /refreshToken': () => {
        token = 'access-2';
        return tokenResponse(900, 2);
      },
    });
    const { router } = await renderRoutes([{ path: '/app/pool', component: Pools }], {
      path: '/app/pool',
      api,
      tokens: testTokens(),
    });
    expect(await screen.findByRole('heading', { name: 'Your pools' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/pool');
  });
});

function Action({ handlesErrors = false }: { handlesErrors?: boolean }) {
  const portal = usePortal();
  const { api } = portal;
  const save = useMutation({
    mutationFn: () =>
      portal.withActionLoader(() => unwrap(api.client.POST('/freelancer/locale', { body: { locale: 'de' } }))),
    ...(handlesErrors ? { meta: { handlesErrors: true } } : {}),
  });
  return (
    <>
      <h1>Settings</h1>
      <button type="button" onClick={() => save.mutate()}>
        Save
      </button>
      {save.isError && handlesErrors ? <p>Shown by the form</p> : null}
    </>
  );
}

describe('a failed action', () => {
  it('shows its messages, translated, as an error toast', async () => {
    const api = fakeShellApi({
      'GET /freelancer': () => testUser(),
      'POST /freelancer/locale': () => problem(422, ['validation.locale', 'error.validation']),
    });
    const { user } = await renderRoutes([{ path: '/settings', component: () => <Action /> }], {
      path: '/settings',
      api,
      tokens: testTokens(),
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const toast = await screen.findByRole('alert');
    expect(
      await within(toast).findByText('Invalid locale Some entries are not valid. Please check them.'),
    ).toBeInTheDocument();
  });

  it('clears the action loader when it is handled', async () => {
    const api = fakeShellApi({ 'POST /freelancer/locale': () => problem(500, ['error.generic']) });
    // The answer waits until the loader has shown (after its 200 ms delay), so it shows first.
    const answer = api.hold('POST /freelancer/locale');
    const { user } = await renderRoutes([{ path: '/settings', component: () => <Action /> }], {
      path: '/settings',
      api,
      tokens: testTokens(),
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status', { name: 'Working' })).toBeInTheDocument();
    answer();
    expect(
      await within(await screen.findByRole('alert')).findByText('Something went wrong. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Working' })).not.toBeInTheDocument();
  });

  it('shows the generic text for an error without messages', async () => {
    const api = fakeShellApi({ 'POST /freelancer/locale': () => new Response('oops', { status: 502 }) });
    const { user } = await renderRoutes([{ path: '/settings', component: () => <Action /> }], {
      path: '/settings',
      api,
      tokens: testTokens(),
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(
      await within(await screen.findByRole('alert')).findByText('Something went wrong. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('leaves errors to a form that handles them itself', async () => {
    const api = fakeShellApi({ 'POST /freelancer/locale': () => problem(422, ['validation.locale']) });
    const { user } = await renderRoutes([{ path: '/settings', component: () => <Action handlesErrors /> }], {
      path: '/settings',
      api,
      tokens: testTokens(),
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Shown by the form')).toBeInTheDocument();
    expect(screen.queryByText('Invalid locale')).not.toBeInTheDocument();
  });
});

describe('a failed loader', () => {
  it('shows the error page with the translated messages of a 5xx', async () => {
    const api = fakeShellApi({ 'GET /pool/:id': () => problem(503, ['error.notReady']) });
    await renderRoutes(
      [
        {
          path: '/app/pool/$id',
          loader: ({ context }) =>
            unwrap(context.runtime.api.client.GET('/pool/{id}', { params: { path: { id: 5 } } })),
        },
      ],
      { path: '/app/pool/5', api, tokens: testTokens() },
    );
    expect(await screen.findByRole('heading', { name: '503' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('The service is starting. Please try again in a moment.');
    expect(screen.getByRole('link', { name: 'Back to home page' })).toHaveAttribute('href', '/');
  });

  it('shows the status and the generic text with a home link below 500', async () => {
    const api = fakeShellApi({ 'GET /pool/:id': () => problem(404, ['pool.notFound']) });
    await renderRoutes(
      [
        {
          path: '/app/pool/$id',
          loader: ({ context }) =>
            unwrap(context.runtime.api.client.GET('/pool/{id}', { params: { path: { id: 5 } } })),
        },
      ],
      { path: '/app/pool/5', api, tokens: testTokens() },
    );
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home page' })).toBeInTheDocument();
  });
});

describe('a loader offline', () => {
  function goOffline(offline: boolean) {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  }
  afterEach(() => {
    goOffline(false);
    vi.restoreAllMocks();
  });

  it('ends at once in a page that needs a connection, whose retry loads the page once online', async () => {
    let offline = false;
    const api = fakeShellApi({
      'GET /pool/:id': () => {
        if (offline) throw new TypeError('Failed to fetch');
        return json({ id: 5, name: 'Data Engineers' });
      },
    });
    const { router, runtime, user } = await renderRoutes(
      [
        { path: '/start', component: () => <h1>Start</h1> },
        {
          path: '/app/pool/$id',
          component: () => <h1>Pool page</h1>,
          // As the feature loaders do: the query cache fetches (and would pause offline).
          loader: ({ context }) =>
            context.runtime.queryClient.ensureQueryData({
              queryKey: ['pool', 5],
              queryFn: () => unwrap(context.runtime.api.client.GET('/pool/{id}', { params: { path: { id: 5 } } })),
            }),
        },
      ],
      { path: '/start', tokens: testTokens(), api },
    );
    expect(await screen.findByRole('heading', { name: 'Start' })).toBeInTheDocument();
    offline = true;
    goOffline(true);
    await act(() => router.navigate({ href: '/app/pool/5' }));
    // Not the old page under the new URL: the navigation ended, without retries.
    expect(router.state.status).toBe('idle');
    expect(router.state.location.pathname).toBe('/app/pool/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'No connection' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Start' })).not.toBeInTheDocument();
    expect(
      screen.getByText('This page needs an internet connection. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(runtime.queryClient.getQueryState(['pool', 5])?.fetchFailureCount).toBe(1);

    offline = false;
    goOffline(false);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pool page' })).toBeInTheDocument();
  });
});

describe('an unknown URL', () => {
  it('shows the 404 in the default layout: the tenant’s header and footer around it', async () => {
    await renderPortal({ path: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home page' })).toHaveAttribute('href', '/');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByText(/©/)).toBeInTheDocument();
    // One main landmark (the layout's), and the skip link to it.
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  });
});
