// The API faked at the fetch level: the real client (createTalentApi, its middleware, token refresh
// and error normalisation) runs against handlers keyed by "METHOD /path" (paths under /v1/api,
// `:name` matches one segment). Every request is recorded, so tests can assert on what was sent.

/** A request as a handler sees it. */
export interface FakeRequest {
  readonly method: string;
  /** Path below the API base, e.g. `/freelancer/locale`. */
  readonly path: string;
  readonly query: URLSearchParams;
  readonly params: Readonly<Record<string, string>>;
  readonly headers: Headers;
  /** The JSON body, or undefined. */
  readonly body: unknown;
}

/** A handler: a Response, or a plain value sent as JSON 200. */
export type FakeHandler = (request: FakeRequest) => unknown;

/** Base URL the tests give the runtime (jsdom's fetch needs absolute URLs). */
export const TEST_API_BASE = 'http://acme.localhost/v1/api';

/** A JSON response. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** An empty response (204, 202 …). */
export function empty(status = 204): Response {
  return new Response(null, { status });
}

/** A problem response as the API sends it. */
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

/** Calls the shell makes on its own (footer, header, banners): answered as an empty tenant would. */
export const QUIET_DEFAULTS: Readonly<Record<string, FakeHandler>> = {
  'GET /cms/links': () => ({ results: [] }),
  'GET /cms/categories': () => ({ results: [] }),
  'GET /napi/announcement': () => empty(204),
  'GET /freelancer/securityIds': () => ({ results: [] }),
  'GET /freelancer/legal/needsToAgree': () => ({ terms: false, privacy: false }),
  'GET /pool/categories': () => ({ categoryResults: { results: [] }, orphanPools: { results: [] } }),
  'GET /project/siteLocations': () => ({ results: [] }),
  // The search page (/projects, /app/project) of an empty catalog, so shell tests can render it.
  'POST /publicsearch/project/query': () => ({
    results: [],
    total: 0,
    facets: { pools: [], cities: [], workPrefs: [] },
  }),
  'POST /search/project/query': () => ({ results: [], total: 0, facets: { pools: [], cities: [], workPrefs: [] } }),
  'POST /search/pool/query': () => ({ results: [], total: 0 }),
  'GET /pool/membership': () => ({ results: [] }),
};

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

/** The fake API: `fetch` for the runtime, the recorded `calls`, and `on` to (re)define a route. */
export interface FakeApi {
  readonly fetch: (request: Request) => Promise<Response>;
  readonly calls: FakeRequest[];
  on(route: string, handler: FakeHandler): void;
  /** Recorded calls of one route, e.g. `callsTo('POST /freelancer/locale')`. */
  callsTo(route: string): FakeRequest[];
}

/** Creates a fake API from handlers (on top of QUIET_DEFAULTS); unknown routes answer 501. */
export function fakeApi(handlers: Readonly<Record<string, FakeHandler>> = {}): FakeApi {
  const routes = new Map<string, FakeHandler>(Object.entries({ ...QUIET_DEFAULTS, ...handlers }));
  const calls: FakeRequest[] = [];
  const base = new URL(TEST_API_BASE).pathname;

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.startsWith(base) ? url.pathname.slice(base.length) : url.pathname;
    const text = request.body ? await request.text() : '';
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    for (const [route, handler] of routes) {
      const [method, pattern] = route.split(' ') as [string, string];
      if (method !== request.method) continue;
      const params = match(pattern, path);
      if (!params) continue;
      const fake: FakeRequest = { method, path, query: url.searchParams, params, headers: request.headers, body };
      calls.push(fake);
      const result = await handler(fake);
      return result instanceof Response ? result : json(result);
    }
    calls.push({ method: request.method, path, query: url.searchParams, params: {}, headers: request.headers, body });
    return problem(501, ['error.notImplemented']);
  }

  return {
    fetch: handle,
    calls,
    on(route, handler) {
      routes.set(route, handler);
    },
    callsTo(route) {
      const [method, pattern] = route.split(' ') as [string, string];
      return calls.filter((c) => c.method === method && match(pattern, c.path) !== null);
    },
  };
}
