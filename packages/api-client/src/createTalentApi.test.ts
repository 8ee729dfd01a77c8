import { TOKEN_REFRESH_MARGIN_MS } from '@talent/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiError.ts';
import { API_BASE_PATH } from './contract.ts';
import { createTalentApi, unwrap } from './createTalentApi.ts';
import type { TalentApiClock, TalentApiOptions } from './createTalentApi.ts';
import { memoryTokenStore } from './tokens.ts';
import type { TokenResponse, TokenSet } from './tokens.ts';

const BASE = 'http://acme.localhost/v1/api';

const user = {
  id: 42,
  created: '2026-03-02T09:15:00Z',
  email: 'ada@example.com',
  isActive: true,
  subscribed: true,
  verificationStatus: 'V',
  hasCompletedOnboarding: true,
  hasPasswordOrSocial: true,
  jobApplicationCount: 0,
  jobInvitationCount: 0,
} as const;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const problem = (status: number, messages: string[], fieldErrors?: { field: string; messages: string[] }[]) =>
  new Response(
    JSON.stringify({ type: 'https://talent.invalid/problems/x', title: 'Problem', status, messages, fieldErrors }),
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );

let serial = 0;
const tokenResponse = (expiresIn = 900): TokenResponse => {
  serial += 1;
  return {
    access_token: `header.access${serial}.sig`,
    token_type: 'Bearer',
    expires_in: expiresIn,
    expires_at: '2026-11-21T12:15:00Z',
  };
};

/** Records requests; `handle` decides each answer. Bodies are read at arrival time. */
function fakeServer(handle: (request: Request, body: string) => Response | Promise<Response>) {
  const calls: {
    method: string;
    path: string;
    auth: string | null;
    headers: Headers;
    body: string;
    credentials: RequestCredentials;
  }[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const body = await request.text();
    calls.push({
      method: request.method,
      path: new URL(request.url).pathname.replace('/v1/api', ''),
      auth: request.headers.get('Authorization'),
      headers: request.headers,
      body,
      credentials: request.credentials,
    });
    return handle(request, body);
  });
  return { fetch, calls };
}

function setup(
  handle: Parameters<typeof fakeServer>[0],
  options: Partial<TalentApiOptions> = {},
  tokens: TokenSet | null = { accessToken: 'header.old.sig', expiresAt: 10_000_000 },
) {
  const server = fakeServer(handle);
  const store = memoryTokenStore(tokens);
  const api = createTalentApi({ baseUrl: BASE, tokens: store, fetch: server.fetch, ...options });
  return { api, store, ...server };
}

/**
 * A server whose protected calls need the token it issued last; POST /refreshToken issues a new one.
 * With `holdRefresh`, the refresh answers only after `releaseRefresh()`; `refused()` counts the
 * protected calls it answered 401.
 */
function sessionServer(opts: { holdRefresh?: boolean; refreshStatus?: number } = {}) {
  let valid = 'header.old.sig';
  let refused = 0;
  let releaseRefresh!: () => void;
  const released = new Promise<void>((resolve) => {
    releaseRefresh = resolve;
  });
  const handle = (request: Request, body: string): Response | Promise<Response> => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/refreshToken')) {
      const answer = () => {
        if (opts.refreshStatus) return problem(opts.refreshStatus, ['auth.refreshTokenInvalid']);
        const issued = tokenResponse();
        valid = issued.access_token;
        // The refresh token is the browser's HttpOnly cookie, never part of the request body.
        expect(JSON.parse(body)).toEqual({});
        return json(issued);
      };
      return opts.holdRefresh ? released.then(answer) : answer();
    }
    if (request.headers.get('Authorization') !== `Bearer ${valid}`) {
      refused += 1;
      return problem(401, ['error.unauthorized']);
    }
    if (path.endsWith('/freelancer/locale')) return new Response(null, { status: 204 });
    return json(user);
  };
  return Object.assign(handle, { refused: () => refused, releaseRefresh });
}

describe('bearer token', () => {
  it('sends the stored access token', async () => {
    const { api, calls } = setup(() => json(user));
    await api.client.GET('/freelancer');
    expect(calls[0]!.auth).toBe('Bearer header.old.sig');
    expect(calls[0]!.path).toBe('/freelancer');
  });

  it('sends none when logged out', async () => {
    const { api, calls } = setup(() => json({ results: [] }), {}, null);
    await api.client.GET('/languages');
    expect(calls[0]!.auth).toBeNull();
  });
});

describe('headers', () => {
  it('sends Accept-Language from the current locale, read on every call', async () => {
    let locale = 'de';
    const { api, calls } = setup(() => json(user), { locale: () => locale });
    await api.client.GET('/freelancer');
    locale = 'uk';
    await api.client.GET('/freelancer');
    expect(calls.map((c) => c.headers.get('Accept-Language'))).toEqual(['de', 'uk']);
  });

  it('sends the affiliate cookie as X-Affiliate, and nothing when it is empty or not header-safe', async () => {
    let affiliate: string | null = 'utm_source=newsletter&r=friend42';
    const { api, calls } = setup(() => json(user), { affiliate: () => affiliate });
    await api.client.GET('/freelancer');
    affiliate = null;
    await api.client.GET('/freelancer');
    affiliate = 'naïve\nvalue';
    await api.client.GET('/freelancer');
    expect(calls.map((c) => c.headers.get('X-Affiliate'))).toEqual(['utm_source=newsletter&r=friend42', null, null]);
  });

  it('sends no Accept-Language for an empty or not header-safe locale', async () => {
    let locale: string | undefined = '';
    const { api, calls } = setup(() => json(user), { locale: () => locale });
    await api.client.GET('/freelancer');
    locale = 'dé';
    await api.client.GET('/freelancer');
    expect(calls.map((c) => c.headers.get('Accept-Language'))).toEqual([null, null]);
  });
});

describe('401: one single-flight refresh, then one retry', () => {
  it('refreshes and retries with the new token', async () => {
    const { api, calls, store } = setup(sessionServer());
    store.set({ accessToken: 'header.expired.sig', expiresAt: 0 });
    const { data } = await api.client.GET('/freelancer');
    expect(data?.email).toBe('ada@example.com');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /freelancer',
      'POST /refreshToken',
      'GET /freelancer',
    ]);
    expect(calls[2]!.auth).toBe(`Bearer ${store.get()!.accessToken}`);
    expect(store.get()).toEqual({ accessToken: calls[2]!.auth!.slice(7), expiresAt: expect.any(Number) as number });
  });

  it('replays the request body on the retry', async () => {
    const { api, calls, store } = setup(sessionServer());
    store.set({ accessToken: 'header.expired.sig', expiresAt: 0 });
    await api.client.POST('/freelancer/locale', { body: { locale: 'de' } });
    const posts = calls.filter((c) => c.path === '/freelancer/locale');
    expect(posts).toHaveLength(2);
    expect(posts.map((c) => JSON.parse(c.body) as unknown)).toEqual([{ locale: 'de' }, { locale: 'de' }]);
  });

  it('makes exactly one refresh for concurrent 401s and retries each request', async () => {
    const server = sessionServer({ holdRefresh: true });
    const { api, calls, store } = setup(server);
    store.set({ accessToken: 'header.expired.sig', expiresAt: 0 });
    const sent = Promise.all([
      api.client.GET('/freelancer'),
      api.client.GET('/freelancer'),
      api.quiet.GET('/freelancer'),
      api.client.POST('/freelancer/locale', { body: { locale: 'en' } }),
    ]);
    // Every request has had its 401 (and, polled a task later, the client has met each) while the
    // refresh is still under way; only then does it answer.
    await vi.waitFor(() => expect(server.refused()).toBe(4));
    server.releaseRefresh();
    const results = await sent;
    expect(calls.filter((c) => c.path === '/refreshToken')).toHaveLength(1);
    expect(results.map((r) => r.response.status)).toEqual([200, 200, 200, 204]);
    const retries = calls.slice(-4);
    expect(new Set(retries.map((c) => c.auth))).toEqual(new Set([`Bearer ${store.get()!.accessToken}`]));
  });

  it('does not refresh again for a 401 of a request sent before another refresh finished', async () => {
    let valid = 'header.old.sig';
    let renewed = false;
    const store = memoryTokenStore({ accessToken: 'header.old.sig', expiresAt: 0 });
    const { fetch, calls } = fakeServer((request) => {
      if (!renewed) {
        // While this request is in flight, another request (or tab) renews the token.
        renewed = true;
        valid = 'header.fresh.sig';
        store.set({ accessToken: 'header.fresh.sig', expiresAt: 0 });
      }
      return request.headers.get('Authorization') === `Bearer ${valid}`
        ? json(user)
        : problem(401, ['error.unauthorized']);
    });
    const api = createTalentApi({ baseUrl: BASE, tokens: store, fetch });
    const { data } = await api.client.GET('/freelancer');
    expect(data?.id).toBe(42);
    expect(calls.map((c) => `${c.path} ${c.auth}`)).toEqual([
      '/freelancer Bearer header.old.sig',
      '/freelancer Bearer header.fresh.sig',
    ]);
  });

  it('retries only once: a second 401 becomes an ApiError', async () => {
    const { api, calls } = setup((request) =>
      new URL(request.url).pathname.endsWith('/refreshToken')
        ? json(tokenResponse())
        : problem(401, ['error.unauthorized']),
    );
    const error = await api.client.GET('/freelancer').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(calls.map((c) => c.path)).toEqual(['/freelancer', '/refreshToken', '/freelancer']);
  });

  it('ends the session when the refresh token is rejected: tokens cleared, onAuthFailure once', async () => {
    const onAuthFailure = vi.fn();
    const { api, store } = setup(sessionServer({ refreshStatus: 401 }), { onAuthFailure });
    store.set({ accessToken: 'header.expired.sig', expiresAt: 0 });
    const errors = await Promise.all([
      api.client.GET('/freelancer').catch((e: unknown) => e),
      api.client.GET('/freelancer').catch((e: unknown) => e),
    ]);
    expect(errors.map((e) => (e as ApiError).status)).toEqual([401, 401]);
    expect(store.get()).toBeNull();
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('ends the session on a 400 from the refresh too (malformed or expired refresh token)', async () => {
    const onAuthFailure = vi.fn();
    const { api, store } = setup(sessionServer({ refreshStatus: 400 }), { onAuthFailure });
    store.set({ accessToken: 'header.expired.sig', expiresAt: 0 });
    await api.client.GET('/freelancer').catch(() => undefined);
    expect(store.get()).toBeNull();
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });

  it('works without an onAuthFailure handler', async () => {
    const { api, store } = setup(sessionServer({ refreshStatus: 401 }));
    store.set({ accessToken: 'header.expired.sig', expiresAt: 0 });
    const error = (await api.client.GET('/freelancer').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
  });

  it('keeps the session when the refresh fails on the server side (5xx) or answers garbage', async () => {
    for (const answer of [() => problem(503, ['error.generic']), () => new Response('not json', { status: 200 })]) {
      const onAuthFailure = vi.fn();
      const { api, store, calls } = setup(
        (request) =>
          new URL(request.url).pathname.endsWith('/refreshToken') ? answer() : problem(401, ['error.unauthorized']),
        { onAuthFailure },
      );
      const error = (await api.client.GET('/freelancer').catch((e: unknown) => e)) as ApiError;
      expect(error.status).toBe(401);
      expect(store.get()?.accessToken).toBe('header.old.sig');
      expect(onAuthFailure).not.toHaveBeenCalled();
      expect(calls.map((c) => c.path)).toEqual(['/freelancer', '/refreshToken']);
    }
  });

  it('does not try to refresh without a session', async () => {
    const { api, calls } = setup(() => problem(401, ['error.unauthorized']), {}, null);
    await api.client.GET('/freelancer').catch(() => undefined);
    expect(calls.map((c) => c.path)).toEqual(['/freelancer']);
    await expect(api.refresh()).resolves.toBe(false);
    expect(calls.map((c) => c.path)).toEqual(['/freelancer']);
  });

  it('refreshes again for a later expiry (a finished refresh is not reused)', async () => {
    const { api, calls, store } = setup(sessionServer());
    store.set({ accessToken: 'header.expired.sig', expiresAt: 0 });
    await api.client.GET('/freelancer');
    store.set({ ...store.get()!, accessToken: 'header.expired-again.sig' });
    await api.client.GET('/freelancer');
    expect(calls.filter((c) => c.path === '/refreshToken')).toHaveLength(2);
  });

  it('sends the refresh as an empty JSON body with the locale, to the base URL without a doubled slash', async () => {
    const server = fakeServer(sessionServer());
    const store = memoryTokenStore({ accessToken: 'header.expired.sig', expiresAt: 0 });
    const api = createTalentApi({ baseUrl: `${BASE}//`, tokens: store, fetch: server.fetch, locale: () => 'nl' });
    await api.client.GET('/freelancer').catch(() => undefined);
    const refreshCall = server.calls.find((c) => c.path.endsWith('/refreshToken'))!;
    expect(refreshCall.path).toBe('/refreshToken');
    expect(refreshCall.headers.get('Content-Type')).toBe('application/json');
    expect(refreshCall.headers.get('Accept')).toBe('application/json');
    expect(refreshCall.headers.get('Accept-Language')).toBe('nl');
    // No token in the body: the browser adds the HttpOnly refresh cookie to this same-origin request.
    expect(JSON.parse(refreshCall.body)).toEqual({});
    expect(refreshCall.credentials).toBe('same-origin');
  });

  it('sends no Accept-Language on the refresh without a locale', async () => {
    const { api, calls, store } = setup(sessionServer());
    store.set({ accessToken: 'header.expired.sig', expiresAt: 0 });
    await api.client.GET('/freelancer');
    expect(calls.find((c) => c.path === '/refreshToken')!.headers.has('Accept-Language')).toBe(false);
  });

  it('answers with the original 401 when the retry cannot reach the server', async () => {
    let attempt = 0;
    const { api, calls } = setup((request) => {
      if (new URL(request.url).pathname.endsWith('/refreshToken')) return json(tokenResponse());
      attempt += 1;
      if (attempt === 2) throw new TypeError('connection reset');
      return problem(401, ['error.unauthorized']);
    });
    const error = (await api.client.GET('/freelancer').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(calls.map((c) => c.path)).toEqual(['/freelancer', '/refreshToken', '/freelancer']);
  });

  it('answers a 401 that arrives after logout with the ApiError, without refreshing', async () => {
    const store = memoryTokenStore({ accessToken: 'header.old.sig', expiresAt: 0 });
    const { fetch, calls } = fakeServer(() => {
      store.set(null);
      return problem(401, ['error.unauthorized']);
    });
    const api = createTalentApi({ baseUrl: BASE, tokens: store, fetch });
    const error = (await api.client.GET('/freelancer').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(calls.map((c) => c.path)).toEqual(['/freelancer']);
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    const onAuthFailure = vi.fn();
    const { api, store, calls } = setup(
      (request) => {
        if (new URL(request.url).pathname.endsWith('/refreshToken')) throw new TypeError('fetch failed');
        return problem(401, ['error.unauthorized']);
      },
      { onAuthFailure },
    );
    const error = (await api.client.GET('/freelancer').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(store.get()?.accessToken).toBe('header.old.sig');
    expect(onAuthFailure).not.toHaveBeenCalled();
    expect(calls.map((c) => c.path)).toEqual(['/freelancer', '/refreshToken']);
  });

  it('does not refresh for a 401 of a request sent without a token (wrong password)', async () => {
    const { api, calls } = setup(() => problem(401, ['auth.invalidCredentials']), {}, null);
    const error = (await api.client
      .POST('/authorize', { body: { email: 'ada@example.com', password: 'wrong' } })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.messages).toEqual(['auth.invalidCredentials']);
    expect(calls.map((c) => c.path)).toEqual(['/authorize']);
  });
});

describe('errors become ApiError', () => {
  it('carries status, translatable messages and field errors of the problem body', async () => {
    const { api } = setup(() =>
      problem(
        422,
        ['error.validation'],
        [
          { field: 'password', messages: ['validation.passwordTooWeak'] },
          { field: 'password', messages: ['validation.min'] },
          { field: 'email', messages: ['validation.emailInUse'] },
        ],
      ),
    );
    const error = (await api.client
      .PUT('/freelancer', { body: { firstName: 'Ada', lastName: 'L' } })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.messages).toEqual(['error.validation']);
    expect(error.fieldErrors).toEqual({
      password: ['validation.passwordTooWeak', 'validation.min'],
      email: ['validation.emailInUse'],
    });
    expect(error.fieldMessages('email')).toEqual(['validation.emailInUse']);
    expect(error.fieldMessages('phone')).toEqual([]);
  });

  it('falls back to the generic message when the body is not a problem', async () => {
    const { api } = setup(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const error = (await api.client.GET('/freelancer').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.messages).toEqual(['error.generic']);
    expect(error.fieldErrors).toEqual({});
  });

  it('reports a failed connection as status 0 with the network message', async () => {
    const { api } = setup(() => {
      throw new TypeError('fetch failed');
    });
    const error = (await api.client.GET('/freelancer').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.messages).toEqual(['error.network']);
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('passes errors of `client` to the global handler and keeps those of `quiet` away from it', async () => {
    const onError = vi.fn();
    const { api } = setup(() => problem(404, ['error.notFound']), { onError });
    await api.client.GET('/pool/{id}', { params: { path: { id: 7 } } }).catch(() => undefined);
    await api.quiet.GET('/pool/{id}', { params: { path: { id: 7 } } }).catch(() => undefined);
    expect(onError).toHaveBeenCalledTimes(1);
    expect((onError.mock.calls[0]![0] as ApiError).status).toBe(404);
  });

  it('passes network failures to the global handler too', async () => {
    const onError = vi.fn();
    const { api } = setup(
      () => {
        throw new TypeError('offline');
      },
      { onError },
    );
    await api.client.GET('/freelancer').catch(() => undefined);
    expect((onError.mock.calls[0]![0] as ApiError).status).toBe(0);
  });
});

describe('defaults', () => {
  it('uses the global fetch when none is given', async () => {
    const fetchSpy = vi.fn(() => Promise.resolve(json(user)));
    vi.stubGlobal('fetch', fetchSpy);
    const api = createTalentApi({ baseUrl: BASE, tokens: memoryTokenStore() });
    const { data } = await api.client.GET('/freelancer');
    expect(data?.id).toBe(42);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('uses the host clock and timers when none are given', async () => {
    vi.useFakeTimers({ now: 5_000_000 });
    try {
      const fetchSpy = vi.fn(() => Promise.resolve(json(tokenResponse(900))));
      const store = memoryTokenStore();
      const api = createTalentApi({ baseUrl: BASE, tokens: store, fetch: fetchSpy });
      api.login(tokenResponse(900));
      expect(store.get()!.expiresAt).toBe(5_000_000 + 900_000);
      await vi.advanceTimersByTimeAsync(900_000 - TOKEN_REFRESH_MARGIN_MS - 1);
      expect(fetchSpy).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(fetchSpy).toHaveBeenCalledTimes(1);
      api.stopTokenRefresh();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('serves under the contract base path', () => {
    expect(API_BASE_PATH).toBe('/v1/api');
  });
});

describe('not modified', () => {
  it('passes a 304 through instead of throwing', async () => {
    const { api } = setup(() => new Response(null, { status: 304, headers: { ETag: '"v1"' } }));
    const { response } = await api.client.GET('/image/{uuid}', {
      params: { path: { uuid: '2f1c7a0e-9b8d-4c55-9a3e-0d6f1b2c3d4e' } },
      headers: { 'If-None-Match': '"v1"' },
      parseAs: 'blob',
    });
    expect(response.status).toBe(304);
  });
});

describe('unwrap', () => {
  it('gives the data of a success and rejects with the ApiError of a failure', async () => {
    let fail = false;
    const { api } = setup(() => (fail ? problem(403, ['error.forbidden']) : json(user)));
    await expect(unwrap(api.client.GET('/freelancer'))).resolves.toMatchObject({ id: 42 });
    fail = true;
    await expect(unwrap(api.client.GET('/freelancer'))).rejects.toBeInstanceOf(ApiError);
  });
});

/** Fake clock with timers, advanced by hand. */
function fakeClock(start = 1_000_000): TalentApiClock & { advance(ms: number): void; timers: Map<number, number> } {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, number>();
  const callbacks = new Map<number, () => void>();
  return {
    now: () => now,
    timers,
    setTimer(callback, delayMs) {
      const id = nextId++;
      timers.set(id, now + delayMs);
      callbacks.set(id, callback);
      return id;
    },
    clearTimer(handle) {
      timers.delete(handle as number);
      callbacks.delete(handle as number);
    },
    advance(ms) {
      now += ms;
      for (const [id, at] of [...timers]) {
        if (at <= now) {
          timers.delete(id);
          const callback = callbacks.get(id)!;
          callbacks.delete(id);
          callback();
        }
      }
    },
  };
}

describe('proactive refresh (driven by @talent/domain)', () => {
  it('refreshes 5 minutes before the access token expires, then schedules the next one', async () => {
    const clock = fakeClock();
    const { api, calls, store } = setup(() => json(tokenResponse(900)), { clock }, null);
    api.login(tokenResponse(900));
    expect(store.get()!.expiresAt).toBe(1_000_000 + 900_000);
    const due = 1_000_000 + 900_000 - TOKEN_REFRESH_MARGIN_MS;
    expect([...clock.timers.values()]).toEqual([due]);
    clock.advance(900_000 - TOKEN_REFRESH_MARGIN_MS - 1);
    // A millisecond early: the refresh timer has not fired (the clock fires due timers at once).
    expect([...clock.timers.values()]).toEqual([due]);
    expect(calls).toHaveLength(0);
    clock.advance(1);
    // The refreshed token schedules the next refresh; by then the one call has been made.
    await vi.waitFor(() =>
      expect([...clock.timers.values()]).toEqual([clock.now() + 900_000 - TOKEN_REFRESH_MARGIN_MS]),
    );
    expect(calls.map((c) => c.path)).toEqual(['/refreshToken']);
  });

  it('stops on logout and clears the tokens', () => {
    const clock = fakeClock();
    const { api, calls, store } = setup(() => json(tokenResponse()), { clock }, null);
    api.login(tokenResponse(900));
    api.logout();
    expect(store.get()).toBeNull();
    // No timer is left: nothing can fire a refresh later (the clock fires due timers at once).
    expect(clock.timers.size).toBe(0);
    clock.advance(3_600_000);
    expect(calls).toHaveLength(0);
  });

  it('stops refreshing proactively once the refresh token is rejected', async () => {
    const clock = fakeClock();
    const onAuthFailure = vi.fn();
    const { api, store } = setup(() => problem(401, ['auth.refreshTokenInvalid']), { clock, onAuthFailure }, null);
    api.login(tokenResponse(900));
    clock.advance(900_000 - TOKEN_REFRESH_MARGIN_MS);
    await vi.waitFor(() => expect(onAuthFailure).toHaveBeenCalledTimes(1));
    expect(store.get()).toBeNull();
    expect(clock.timers.size).toBe(0);
  });

  it('cancels the scheduled refresh when a 401 ends the session', async () => {
    const clock = fakeClock();
    const { api } = setup(sessionServer({ refreshStatus: 401 }), { clock }, null);
    api.login(tokenResponse(900));
    expect(clock.timers.size).toBe(1);
    await api.client.GET('/freelancer').catch(() => undefined);
    expect(clock.timers.size).toBe(0);
  });

  it('does nothing when started while logged out', () => {
    const clock = fakeClock();
    const { api } = setup(() => json(user), { clock }, null);
    expect(() => api.startTokenRefresh()).not.toThrow();
    expect(clock.timers.size).toBe(0);
  });

  it('starts from tokens already stored (a page load) and refreshes at once inside the window', async () => {
    const clock = fakeClock();
    const { api, calls } = setup(
      () => json(tokenResponse()),
      { clock },
      { accessToken: 'header.old.sig', expiresAt: 1_000_000 + 60_000 },
    );
    api.startTokenRefresh();
    await vi.waitFor(() => expect(calls.map((c) => c.path)).toEqual(['/refreshToken']));
    api.stopTokenRefresh();
    expect(clock.timers.size).toBe(0);
  });

  it('shares the refresh with a 401 happening at the same time', async () => {
    const clock = fakeClock();
    const server = sessionServer({ holdRefresh: true });
    const { api, calls, store } = setup(server, { clock });
    store.set({ accessToken: 'header.expired.sig', expiresAt: clock.now() + 1000 });
    api.startTokenRefresh();
    const got = api.client.GET('/freelancer');
    // The call has had its 401 (and the client has met it) while the proactive refresh is under way.
    await vi.waitFor(() => expect(server.refused()).toBe(1));
    server.releaseRefresh();
    const { data } = await got;
    expect(data?.id).toBe(42);
    expect(calls.filter((c) => c.path === '/refreshToken')).toHaveLength(1);
  });
});
