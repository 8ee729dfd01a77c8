// A hand-made fake of the pool endpoints, on the shared fetch-level fake (@talent/test-utils): the
// real client talks to it, so tests exercise the same requests the portal sends. The state is in
// memory and changes like the API's (apply creates an APPLIED membership, cancel deletes it, toggles
// flip); every request is recorded.
import type { Category, Pool, PoolMembership } from '@talent/api-client';
import type { PoolActivity } from '../queries.ts';
import { empty, fakeApi, json, problem } from '@talent/test-utils';
import type { FakeApi } from '@talent/test-utils';

/** What the fake holds; `null` lists make the matching call fail with a 500. */
export interface FakePoolsState {
  pools: Pool[] | null;
  categories: Category[] | null;
  memberships: PoolMembership[] | null;
  /** The talent's applications and open invitations per pool id (none when left out); `null` fails. */
  activity?: Readonly<Record<number, PoolActivity>> | null;
}

/** A recorded request, as the pool tests compare them. */
export interface FakeCall {
  readonly method: string;
  /** Path below /v1/api with its query string, e.g. `/cms/categories?locale=en`. */
  readonly path: string;
  /** The JSON body, when the request had one. */
  readonly body?: unknown;
}

/** The fake API: pass it as `api` to `renderWithPortal`. */
export interface FakePoolsApi {
  readonly fetch: FakeApi['fetch'];
  readonly state: FakePoolsState;
  /** The requests so far. */
  readonly calls: FakeCall[];
  /** Makes the next requests of a route ("METHOD /path") wait until the returned function is called. */
  hold: FakeApi['hold'];
}

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
  let nextMembershipId = 900;

  const poolById = (id: string) => state.pools?.find((p) => p.id === Number(id));
  const membershipOf = (poolId: string) => state.memberships?.find((m) => m.pool.id === Number(poolId));
  const failed = () => problem(500, ['error.generic']);

  const fake = fakeApi({
    'POST /search/pool/query': () => (state.pools ? { results: state.pools, total: state.pools.length } : failed()),
    'GET /cms/categories': () => (state.categories ? { results: state.categories } : failed()),
    'GET /pool/membership': () => (state.memberships ? { results: state.memberships } : failed()),
    'GET /pool/:id/projectApplications': ({ params }) =>
      state.activity === null ? failed() : { results: state.activity?.[Number(params['id'])]?.applications ?? [] },
    'GET /pool/:id/projectInvitations/open': ({ params }) =>
      state.activity === null ? failed() : { results: state.activity?.[Number(params['id'])]?.invitations ?? [] },
    'GET /pool/:id': ({ params }) => poolById(params['id'] ?? '') ?? problem(404, ['pool.notFound']),
    'POST /pool/:id/membership/apply': ({ params }) => {
      const found = poolById(params['id'] ?? '');
      if (!found || !state.memberships) return problem(404, ['pool.notFound']);
      if (membershipOf(params['id'] ?? '')) return problem(409, ['pool.alreadyMember']);
      const created = membership((nextMembershipId += 1), found, 'APPLIED');
      state.memberships = [created, ...state.memberships];
      return json(created, 201);
    },
    'DELETE /pool/:id/membership/cancel': ({ params }) => {
      const existing = membershipOf(params['id'] ?? '');
      if (!existing || !state.memberships) return problem(404, ['pool.membershipNotFound']);
      state.memberships = state.memberships.filter((m) => m !== existing);
      return empty(204);
    },
    'POST /pool/:id/toggleJobNotification': ({ params }) => {
      const existing = membershipOf(params['id'] ?? '');
      if (!existing || !state.memberships) return problem(404, ['pool.membershipNotFound']);
      const updated = { ...existing, jobNotificationsEnabled: !existing.jobNotificationsEnabled };
      state.memberships = state.memberships.map((m) => (m === existing ? updated : m));
      return updated;
    },
    'POST /pool/membership/:id/switchNotification': ({ params }) => {
      const existing = state.memberships?.find((m) => m.id === Number(params['id']));
      if (!existing || !state.memberships) return problem(404, ['pool.membershipNotFound']);
      const updated = { ...existing, notificationsEnabled: !existing.notificationsEnabled };
      state.memberships = state.memberships.map((m) => (m === existing ? updated : m));
      return updated;
    },
  });

  return {
    fetch: fake.fetch,
    state,
    // The path with its query string, and the body only when there was one: what the tests compare.
    get calls() {
      return fake.calls.map((c) => ({
        method: c.method,
        path: `${c.path}${c.query.size ? `?${c.query.toString()}` : ''}`,
        ...(c.body === undefined ? {} : { body: c.body }),
      }));
    },
    hold: fake.hold,
  };
}
