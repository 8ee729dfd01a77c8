// The API faked at the fetch level: the real client (createTalentApi, its middleware, token refresh
// and error normalisation) runs against handlers keyed by "METHOD /path" (paths under /v1/api,
// `:name` matches one segment). Every request is recorded, so tests can assert on what was sent;
// `hold` keeps a route's answers back, so tests can see what a page shows while a call is under way.
import { createTalentApi, memoryTokenStore } from '@talent/api-client';
import type { TalentApi, TokenSet } from '@talent/api-client';
import { fakeXhr } from './fakeXhr.ts';
import { multipartForms } from './multipart.ts';

/** A request as a handler sees it. */
export interface FakeRequest {
  readonly method: string;
  /** Path below the API base, e.g. `/freelancer/locale` (without the query string). */
  readonly path: string;
  readonly query: URLSearchParams;
  /** The `:name` segments of the route that answered. */
  readonly params: Readonly<Record<string, string>>;
  readonly headers: Headers;
  /** The JSON body (the raw text when it is no JSON), or undefined; a multipart body is in `form`. */
  readonly body: unknown;
  /** The fields of a multipart body (uploads), or undefined. */
  readonly form?: FormData;
}

/** A handler: a Response, or a plain value sent as JSON 200. */
export type FakeHandler = (request: FakeRequest) => unknown;

/** Base URL the tests give the client (jsdom's fetch needs absolute URLs). */
export const TEST_API_BASE = 'http://acme.localhost/v1/api';

/** A JSON response. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** An empty response (204, 202 …). */
export function empty(status = 204): Response {
  return new Response(null, { status });
}

/** A problem response as the API sends it (message ids, and field errors when given). */
export function problem(
  status: number,
  messages: readonly string[],
  fieldErrors: readonly { field: string; messages: readonly string[] }[] = [],
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

/** The `:name` params when `path` fits `pattern` (both below the API base), else null. */
function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i]!;
    const g = got[i]!;
    if (w.startsWith(':')) params[w.slice(1)] = decodeURIComponent(g);
    else if (w !== g) return null;
  }
  return params;
}

/** Whether a recorded request is one of `route` ("METHOD /pattern"). */
function isRoute(route: string, method: string, path: string): boolean {
  const [want, pattern] = route.split(' ') as [string, string];
  return want === method && match(pattern, path) !== null;
}

/** The fake API: `fetch` for the client, the recorded `calls`, and `on` to (re)define a route. */
export interface FakeApi {
  readonly fetch: (request: Request) => Promise<Response>;
  readonly calls: FakeRequest[];
  on(route: string, handler: FakeHandler): void;
  /** Recorded calls of one route, e.g. `callsTo('POST /freelancer/locale')`. */
  callsTo(route: string): FakeRequest[];
  /** Holds back the answers of `route` (recorded at once) until the returned function is called. */
  readonly hold: (route: string) => () => void;
}

/** Creates a fake API from handlers; a route no handler answers gets a 501, so a missing fake is obvious. */
export function fakeApi(handlers: Readonly<Record<string, FakeHandler>> = {}): FakeApi {
  const routes = new Map<string, FakeHandler>(Object.entries(handlers));
  const calls: FakeRequest[] = [];
  const holds = new Map<string, Promise<void>>();
  const base = new URL(TEST_API_BASE).pathname;

  async function held(method: string, path: string): Promise<void> {
    for (const [route, wait] of holds) if (isRoute(route, method, path)) await wait;
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.startsWith(base) ? url.pathname.slice(base.length) : url.pathname;
    const form = multipartForms.get(request);
    const multipart = form !== undefined;
    const text = request.body && !multipart ? await request.text() : '';
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const seen = {
      method: request.method,
      path,
      query: url.searchParams,
      headers: request.headers,
      body,
      ...(form ? { form } : {}),
    };
    for (const [route, handler] of routes) {
      const [method, pattern] = route.split(' ') as [string, string];
      if (method !== request.method) continue;
      const params = match(pattern, path);
      if (!params) continue;
      const fake: FakeRequest = { ...seen, params };
      calls.push(fake);
      await held(method, path);
      const result = await handler(fake);
      return result instanceof Response ? result : json(result);
    }
    calls.push({ ...seen, params: {} });
    await held(request.method, path);
    return problem(501, ['error.notImplemented']);
  }

  return {
    fetch: handle,
    calls,
    on(route, handler) {
      routes.set(route, handler);
    },
    callsTo(route) {
      return calls.filter((c) => isRoute(route, c.method, c.path));
    },
    hold(route) {
      let release!: () => void;
      holds.set(
        route,
        new Promise<void>((resolve) => {
          release = resolve;
        }),
      );
      return () => {
        holds.delete(route);
        release();
      };
    },
  };
}

/** Options of `createTestApi`. */
export interface TestApiOptions {
  /** Tokens held (logged in), or none (the default). */
  readonly tokens?: TokenSet | null;
  /** The locale the client sends; English by default. */
  readonly locale?: string;
}

/** The real API client over a fake (anything with a `fetch`: `fakeApi()` or a feature's own fake). */
export function createTestApi(
  fake: { readonly fetch: (request: Request) => Promise<Response> },
  options: TestApiOptions = {},
): TalentApi {
  return createTalentApi({
    baseUrl: TEST_API_BASE,
    tokens: memoryTokenStore(options.tokens ?? null),
    locale: () => options.locale ?? 'en',
    fetch: fake.fetch,
    // Uploads (XMLHttpRequest, for their progress) reach the same handlers.
    createXhr: fakeXhr(fake),
  });
}
