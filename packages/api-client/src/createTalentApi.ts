// The typed client of /v1/api: openapi-fetch over the generated contract types, with the
// middleware every call needs. Framework-free: feature packages build TanStack Query options on
// top of `client` / `quiet`.
//
// Middleware order (openapi-fetch runs onRequest in registration order and onResponse in reverse):
//   errors  – turns every non-2xx response and every network failure into an ApiError
//   headers – Accept-Language from the current locale, X-Affiliate from the affiliate cookie
//   auth    – bearer token; on a 401 one single-flight refresh, then one retry
// so `auth` sees a 401 first and may replace it with the retried response before `errors` looks.
import { createTokenRefresher } from '@talent/domain';
import type { TokenRefresher } from '@talent/domain';
import createClient from 'openapi-fetch';
import type { Client, Middleware } from 'openapi-fetch';
import { ApiError, apiErrorFromResponse, networkError } from './apiError.ts';
import type { paths } from './openapi.gen.ts';
import { tokenSetFromResponse } from './tokens.ts';
import type { TokenResponse, TokenStore } from './tokens.ts';
import type { UploadOptions, UploadPath, UploadResult, UploadXhr } from './upload.ts';

/** A typed client of the /v1/api contract. */
export type TalentClient = Client<paths>;

/** Clock and timers; defaults are the host's. Injected in tests. */
export interface TalentApiClock {
  now(): number;
  setTimer(callback: () => void, delayMs: number): unknown;
  clearTimer(handle: unknown): void;
}

/** Options of `createTalentApi`. */
export interface TalentApiOptions {
  /** Base URL of the API, e.g. `/v1/api` in the browser or `http://acme.localhost:3000/v1/api` on a server. */
  readonly baseUrl: string;
  /** Where the access token lives (the refresh token is an HttpOnly cookie the server manages). */
  readonly tokens: TokenStore;
  /** The current locale, sent as `Accept-Language`. */
  readonly locale?: () => string | null | undefined;
  /** The affiliate cookie's value, sent as `X-Affiliate`. */
  readonly affiliate?: () => string | null | undefined;
  /** Called when the session cannot be renewed (the refresh cookie was rejected); tokens are already cleared. */
  readonly onAuthFailure?: () => void;
  /** Global error interception (spec §8): called with every ApiError of `client` (never of `quiet`). */
  readonly onError?: (error: ApiError) => void;
  /** The fetch to use (default: the global fetch). */
  readonly fetch?: (request: Request) => Promise<Response>;
  /** Clock and timers for the proactive refresh (default: Date.now and setTimeout). */
  readonly clock?: TalentApiClock;
  /** Creates the XMLHttpRequest of an upload (default: the host's); tests pass a fake. */
  readonly createXhr?: () => UploadXhr;
}

/** The API: two clients sharing one session, and the session controls. */
export interface TalentApi {
  /** Client whose errors also reach the global `onError` handler. */
  readonly client: TalentClient;
  /** The same client without global error interception, for calls that handle their errors themselves. */
  readonly quiet: TalentClient;
  /** Stores a token response's access token (after any login) and starts the proactive refresh. */
  login(response: TokenResponse): void;
  /**
   * Clears the access token and stops the proactive refresh. The caller also calls POST /logout,
   * which revokes the session on the server and clears the refresh-token cookie.
   */
  logout(): void;
  /**
   * Renews the access token with the refresh-token cookie (POST /refreshToken, which also rotates
   * the cookie); concurrent calls share one request. Resolves to whether it worked.
   */
  refresh(): Promise<boolean>;
  /** Starts the proactive refresh for tokens already stored (e.g. after a page load). */
  startTokenRefresh(): void;
  /** Stops the proactive refresh. */
  stopTokenRefresh(): void;
  /**
   * POSTs a file to a multipart call (`/freelancer/cv`, `/resource`) and reports the bytes sent
   * (XMLHttpRequest: fetch cannot). Same session, headers and errors as `quiet`: failures reject
   * with an ApiError and never reach `onError`.
   */
  upload<P extends UploadPath>(path: P, options: UploadOptions<P>): Promise<UploadResult<P>>;
}

const ASCII_HEADER_VALUE = /^[\x20-\x7E]{1,512}$/;

function defaultClock(): TalentApiClock {
  return {
    now: () => Date.now(),
    setTimer: (callback, delayMs) => setTimeout(callback, delayMs),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
}

/** Creates the API client with bearer auth, token refresh, locale and affiliate headers and ApiError errors. */
export function createTalentApi(options: TalentApiOptions): TalentApi {
  const { baseUrl, tokens } = options;
  const fetchImpl = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const clock = options.clock ?? defaultClock();
  const refreshUrl = `${baseUrl.replace(/\/+$/, '')}/refreshToken`;

  let inflight: Promise<boolean> | null = null;

  async function doRefresh(): Promise<boolean> {
    // Only a session can be renewed. The refresh token is not ours to read: it is the HttpOnly
    // cookie the server set, which the browser sends with this same-origin request by itself.
    if (!tokens.get()) return false;
    let response: Response;
    try {
      // The empty JSON body is what the contract asks for: a content type no form can send.
      const headers = new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' });
      const locale = options.locale?.();
      if (locale) headers.set('Accept-Language', locale);
      response = await fetchImpl(
        new Request(refreshUrl, { method: 'POST', headers, body: '{}', credentials: 'same-origin' }),
      );
    } catch {
      // Offline: the session may still be valid; keep the tokens and let the caller's 401 surface.
      return false;
    }
    if (response.status === 401 || response.status === 400) {
      // The refresh cookie is missing, invalid, expired or was reused (its family is revoked): the
      // session is over.
      tokens.set(null);
      refresher.stop();
      options.onAuthFailure?.();
      return false;
    }
    if (!response.ok) return false;
    try {
      tokens.set(tokenSetFromResponse((await response.json()) as TokenResponse, clock.now()));
      return true;
    } catch {
      return false;
    }
  }

  function refresh(): Promise<boolean> {
    inflight ??= doRefresh().finally(() => {
      inflight = null;
    });
    return inflight;
  }

  const refresher: TokenRefresher = createTokenRefresher({
    refresh: async () => {
      if (!(await refresh())) throw new Error('The access token could not be refreshed.');
    },
    getExpiresAt: () => tokens.get()?.expiresAt,
    now: () => clock.now(),
    setTimer: (callback, delayMs) => clock.setTimer(callback, delayMs),
    clearTimer: (handle) => clock.clearTimer(handle),
    // A failed proactive refresh is not fatal: the next call's 401 retries the refresh once more.
    onError: () => undefined,
  });

  // Per request (openapi-fetch's id): a clone to replay and the token it was sent with.
  const pending = new Map<string, { replay: Request; token: string | undefined }>();

  const auth: Middleware = {
    onRequest({ request, id }) {
      const token = tokens.get()?.accessToken;
      if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
      pending.set(id, { replay: request.clone(), token });
      return request;
    },
    async onResponse({ response, id }) {
      const sent = pending.get(id);
      pending.delete(id);
      if (response.status !== 401 || !sent?.token) return response;
      // Another request may already have renewed the token; only refresh if it is still the one we sent.
      const current = tokens.get()?.accessToken;
      const renewed = current !== undefined && current !== sent.token ? true : await refresh();
      const next = tokens.get()?.accessToken;
      if (!renewed || !next) return response;
      const retry = new Request(sent.replay);
      retry.headers.set('Authorization', `Bearer ${next}`);
      try {
        return await fetchImpl(retry);
      } catch {
        return response;
      }
    },
    onError({ id }) {
      pending.delete(id);
      return undefined;
    },
  };

  // Accept-Language from the current locale, X-Affiliate from the affiliate cookie (ASCII only).
  function commonHeaders(): Record<string, string> {
    const out: Record<string, string> = {};
    const locale = options.locale?.();
    if (locale && ASCII_HEADER_VALUE.test(locale)) out['Accept-Language'] = locale;
    const affiliate = options.affiliate?.();
    if (affiliate && ASCII_HEADER_VALUE.test(affiliate)) out['X-Affiliate'] = affiliate;
    return out;
  }

  const headers: Middleware = {
    onRequest({ request }) {
      for (const [name, value] of Object.entries(commonHeaders())) request.headers.set(name, value);
      return request;
    },
  };

  function errors(report: ((error: ApiError) => void) | undefined): Middleware {
    return {
      async onResponse({ response }) {
        if (response.ok || response.status === 304) return response;
        const error = await apiErrorFromResponse(response);
        report?.(error);
        throw error;
      },
      onError({ error }) {
        const normalised = error instanceof ApiError ? error : networkError(error);
        report?.(normalised);
        return normalised;
      },
    };
  }

  function build(report: ((error: ApiError) => void) | undefined): TalentClient {
    const client = createClient<paths>({ baseUrl, fetch: fetchImpl });
    client.use(errors(report), headers, auth);
    return client;
  }

  return {
    client: build(options.onError),
    quiet: build(undefined),
    login(response) {
      tokens.set(tokenSetFromResponse(response, clock.now()));
      refresher.start();
    },
    logout() {
      refresher.stop();
      tokens.set(null);
    },
    refresh,
    startTokenRefresh: () => refresher.start(),
    stopTokenRefresh: () => refresher.stop(),
    // The upload code loads with the first upload: only the CV and file fields upload, and every
    // page holds this client (~0.5 KB gzip on each). Code that cannot load is a request without a
    // response, as a failed upload would be.
    upload: async (path, uploadOptions) => {
      const { uploadWithProgress } = await import('./upload.ts').catch((cause: unknown) => {
        throw networkError(cause);
      });
      return uploadWithProgress(
        {
          baseUrl,
          createXhr: options.createXhr ?? (() => new XMLHttpRequest()),
          token: () => tokens.get()?.accessToken,
          refresh,
          headers: commonHeaders,
        },
        path,
        uploadOptions,
      );
    },
  };
}

/** The data type of a call's success branch (openapi-fetch results are a success | error union). */
export type SuccessData<R> = R extends { error?: never; data: infer D } ? D : never;

/**
 * The data of a successful call, for query functions: `await unwrap(api.client.GET('/freelancer'))`.
 * Errors never reach here (the client throws ApiError); an empty success (204) gives undefined,
 * which the success type of such operations already says.
 */
export async function unwrap<R extends { data?: unknown; response: Response }>(
  call: Promise<R>,
): Promise<SuccessData<R>> {
  const { data } = await call;
  return data as SuccessData<R>;
}
