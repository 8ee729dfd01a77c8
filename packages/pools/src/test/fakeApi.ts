// A hand-made fake of the pool endpoints at the fetch level: the real client (createTalentApi with
// its middleware) talks to it, so tests exercise the same requests the portal sends. The state is
// in memory and changes like the API's (apply creates an APPLIED membership, cancel deletes it,
// toggles flip); every request is recorded.
import { createTalentApi, memoryTokenStore } from '@talent/api-client';
import type { Category, Pool, PoolMembership, TalentApi } from '@talent/api-client';

/** Base URL the fake answers under. */
export const FAKE_BASE_URL = 'http://acme.test/v1/api';

/** What the fake holds; `null` lists make the matching call fail with a 500. */
export interface FakePoolsState {
  pools: Pool[] | null;
  categories: Category[] | null;
  memberships: PoolMembership[] | null;
}

/** A recorded request. */
export interface FakeCall {
  readonly method: string;
  /** Path below /v1/api with its query string, e.g. `/cms/categories?locale=en`. */
  readonly path: string;
  /** The JSON body, when the request had one. */
  readonly body?: unknown;
}

/** The fake API. */
export interface FakePoolsApi {
  readonly api: TalentApi;
  readonly state: FakePoolsState;
  readonly calls: FakeCall[];
  /** Makes the next requests for `method path` wait until the returned function is called. */
  hold(method: string, path: string): () => void;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const problem = (status: number, id: string) =>
  new Response(JSON.stringify({ type: 'about:blank', title: id, status, messages: [id] }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });

/** A pool with defaults for the fields a test does not care about. */
export function pool(id: number, name: string, categoryId: number | null, extra: Partial<Pool> = {}): Pool {
  return { id, name, descriptionKey: null, categoryId, poolNameVerbiage: null, poolCities: [], jobsCount: 0, ...extra };
}

/** A CMS category with English and German names. */
export function category(id: number, en: string, de: string): Category {
  return {
    id,
    slug: en.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    default_image: null,
    translations: [
      { language_code: 'en', name: en, image: null, description: null },
      { language_code: 'de', name: de, image: null, description: null },
    ],
  };
}

/** A membership of `target` in `status`. */
export function membership(
  id: number,
  target: Pool,
  status: PoolMembership['status'],
  jobNotificationsEnabled = true,
): PoolMembership {
  return {
    id,
    pool: target,
    status,
    notificationsEnabled: true,
    jobNotificationsEnabled,
    created: '2026-01-05T10:00:00.000Z',
  };
}

/** Creates the fake over `initial` (copied). */
export function fakePoolsApi(initial: FakePoolsState): FakePoolsApi {
  const state: FakePoolsState = structuredClone(initial);
  const calls: FakeCall[] = [];
  const holds = new Map<string, Promise<void>>();
  let nextMembershipId = 900;

  const poolById = (id: number) => state.pools?.find((p) => p.id === id);
  const membershipOf = (poolId: number) => state.memberships?.find((m) => m.pool.id === poolId);

  function answer(method: string, path: string): Response {
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/search/pool/query') {
      return state.pools
        ? json(200, { results: state.pools, total: state.pools.length })
        : problem(500, 'error.generic');
    }
    if (method === 'GET' && path === '/cms/categories') {
      return state.categories ? json(200, { results: state.categories }) : problem(500, 'error.generic');
    }
    if (method === 'GET' && path === '/pool/membership') {
      return state.memberships ? json(200, { results: state.memberships }) : problem(500, 'error.generic');
    }
    if (method === 'GET' && (match = /^\/pool\/(\d+)$/.exec(path))) {
      const found = poolById(Number(match[1]));
      return found ? json(200, found) : problem(404, 'pool.notFound');
    }
    if (method === 'POST' && (match = /^\/pool\/(\d+)\/membership\/apply$/.exec(path))) {
      const found = poolById(Number(match[1]));
      if (!found || !state.memberships) return problem(404, 'pool.notFound');
      if (membershipOf(found.id)) return problem(409, 'pool.alreadyMember');
      const created = membership((nextMembershipId += 1), found, 'APPLIED');
      state.memberships = [created, ...state.memberships];
      return json(201, created);
    }
    if (method === 'DELETE' && (match = /^\/pool\/(\d+)\/membership\/cancel$/.exec(path))) {
      const existing = membershipOf(Number(match[1]));
      if (!existing || !state.memberships) return problem(404, 'pool.membershipNotFound');
      state.memberships = state.memberships.filter((m) => m !== existing);
      return new Response(null, { status: 204 });
    }
    if (method === 'POST' && (match = /^\/pool\/(\d+)\/toggleJobNotification$/.exec(path))) {
      const existing = membershipOf(Number(match[1]));
      if (!existing || !state.memberships) return problem(404, 'pool.membershipNotFound');
      const updated = { ...existing, jobNotificationsEnabled: !existing.jobNotificationsEnabled };
      state.memberships = state.memberships.map((m) => (m === existing ? updated : m));
      return json(200, updated);
    }
    if (method === 'POST' && (match = /^\/pool\/membership\/(\d+)\/switchNotification$/.exec(path))) {
      const existing = state.memberships?.find((m) => m.id === Number(match![1]));
      if (!existing || !state.memberships) return problem(404, 'pool.membershipNotFound');
      const updated = { ...existing, notificationsEnabled: !existing.notificationsEnabled };
      state.memberships = state.memberships.map((m) => (m === existing ? updated : m));
      return json(200, updated);
    }
    return problem(404, 'error.notFound');
  }

  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/v1\/api/, '');
    const text = await request.clone().text();
    calls.push({
      method: request.method,
      path: `${path}${url.search}`,
      ...(text ? { body: JSON.parse(text) as unknown } : {}),
    });
    await holds.get(`${request.method} ${path}`);
    return answer(request.method, path);
  };

  const api = createTalentApi({
    baseUrl: FAKE_BASE_URL,
    tokens: memoryTokenStore({ accessToken: 'access', refreshToken: 'refresh', expiresAt: Date.now() + 3_600_000 }),
    locale: () => 'en',
    fetch,
  });

  return {
    api,
    state,
    calls,
    hold(method, path) {
      let release!: () => void;
      holds.set(
        `${method} ${path}`,
        new Promise<void>((resolve) => {
          release = resolve;
        }),
      );
      return () => {
        holds.delete(`${method} ${path}`);
        release();
      };
    },
  };
}
