// Query and mutation factories of the pools feature over @talent/api-client. Route loaders
// prefetch with them (`ensureQueryData(poolSearchQuery(api))`) and the pages read the same cache.
//
// Spec §8: pool and CMS failures are only logged and the lists stay empty, so the list queries
// never fail: a failed pool search is an empty list, and failed CMS categories are `null`, which
// makes every pool an orphan (spec §4). A pool's own page is different: an unknown pool is a 404
// (`null` here, `notFound()` in the loader), and other failures surface as the route's error.
import { ApiError, unwrap } from '@talent/api-client';
import type { Application, Category, Invitation, Pool, PoolMembership, TalentApi } from '@talent/api-client';
import { POOL_SEARCH_SIZE } from '@talent/domain';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the feature; everything under `poolKeys.all` belongs to pools. */
export const poolKeys = {
  all: ['pools'] as const,
  search: () => [...poolKeys.all, 'search'] as const,
  categories: (locale: string) => [...poolKeys.all, 'cmsCategories', locale] as const,
  pool: (id: number) => [...poolKeys.all, 'pool', id] as const,
  /** Prefix of every membership list; invalidated after any membership change. */
  memberships: () => [...poolKeys.all, 'memberships'] as const,
  allMemberships: () => [...poolKeys.memberships(), 'all'] as const,
  /** The talent's applications to and open invitations of a pool's projects. */
  activity: (id: number) => [...poolKeys.all, 'activity', id] as const,
};

/** Lists change rarely; a pool page opened from the list should not ask again at once. */
const LIST_STALE_MS = 5 * 60_000;

function logFailure(what: string, error: unknown): void {
  // Spec §8: only logged. The request id (ApiError.instance) lets support find the server's log.
  const detail =
    error instanceof ApiError ? `${error.status} ${error.messages.join(', ')} ${error.instance ?? ''}` : error;
  console.warn(`[pools] ${what} failed; showing an empty list.`, detail);
}

/**
 * Every pool of the tenant (POST /search/pool/query with the request of spec §3: sort id desc,
 * offset 0, empty query, size 500). A failure is logged and gives an empty list (spec §8).
 */
export function poolSearchQuery(api: TalentApi) {
  return queryOptions({
    queryKey: poolKeys.search(),
    queryFn: async (): Promise<readonly Pool[]> => {
      try {
        const data = await unwrap(
          api.quiet.POST('/search/pool/query', {
            body: {
              sort: { field: 'id', direction: 'desc' },
              offset: 0,
              query: '',
              size: POOL_SEARCH_SIZE,
              filters: {},
            },
          }),
        );
        return data.results;
      } catch (error) {
        logFailure('The pool search', error);
        return [];
      }
    },
    staleTime: LIST_STALE_MS,
  });
}

/**
 * The tenant's published CMS categories (GET /cms/categories), their translations narrowed by the
 * API to `locale` and its fallback languages. `null` when the CMS cannot be read (logged): then
 * every pool is an orphan (spec §4).
 */
export function cmsCategoriesQuery(api: TalentApi, locale: string) {
  return queryOptions({
    queryKey: poolKeys.categories(locale),
    queryFn: async (): Promise<readonly Category[] | null> => {
      try {
        const data = await unwrap(api.quiet.GET('/cms/categories', { params: { query: { locale } } }));
        return data.results;
      } catch (error) {
        logFailure('Reading the CMS categories', error);
        return null;
      }
    },
    staleTime: LIST_STALE_MS,
  });
}

/**
 * The freelancer's pool memberships in every state (GET /pool/membership). Unlike the lists above
 * this one fails when the call fails: a pool page must not offer "Join" to a member it could not
 * check. The pools page shows the cards without states then.
 */
export function poolMembershipsQuery(api: TalentApi) {
  return queryOptions({
    queryKey: poolKeys.allMemberships(),
    queryFn: async (): Promise<readonly PoolMembership[]> => {
      try {
        return (await unwrap(api.quiet.GET('/pool/membership'))).results;
      } catch (error) {
        logFailure('Reading the pool memberships', error);
        throw error;
      }
    },
  });
}

/** One pool (GET /pool/{id}); `null` when the tenant has no such pool (404). */
export function poolQuery(api: TalentApi, id: number) {
  return queryOptions({
    queryKey: poolKeys.pool(id),
    queryFn: async (): Promise<Pool | null> => {
      try {
        return await unwrap(api.quiet.GET('/pool/{id}', { params: { path: { id } } }));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** Replaces (or with `null` removes) the membership of `poolId` in the cached membership list. */
function storeMembership(queryClient: QueryClient, poolId: number, membership: PoolMembership | null): void {
  queryClient.setQueryData<readonly PoolMembership[]>(poolKeys.allMemberships(), (list) => {
    if (!list) return list;
    if (!membership) return list.filter((m) => m.pool.id !== poolId);
    const known = list.some((m) => m.pool.id === poolId);
    // The API lists the newest membership first.
    return known ? list.map((m) => (m.pool.id === poolId ? membership : m)) : [membership, ...list];
  });
}

/** After any membership change the server's lists are the truth again. */
function refreshMemberships(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: poolKeys.memberships() });
}

/**
 * Apply to join a pool (POST /pool/{id}/membership/apply). The new membership (status APPLIED)
 * goes into the cache at once, then the lists are fetched again. A 409 (already applied, e.g. in
 * another tab) also refetches, so the page shows the real state next to the error toast.
 */
export function applyToPoolMutation(api: TalentApi, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...poolKeys.all, 'apply'],
    mutationFn: (poolId: number) =>
      unwrap(api.client.POST('/pool/{id}/membership/apply', { params: { path: { id: poolId } } })),
    onSuccess: (membership, poolId) => storeMembership(queryClient, poolId, membership),
    onSettled: () => refreshMemberships(queryClient),
  });
}

/** Leave a pool or withdraw the application (DELETE /pool/{id}/membership/cancel). */
export function cancelPoolMembershipMutation(api: TalentApi, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...poolKeys.all, 'cancel'],
    mutationFn: async (poolId: number): Promise<void> => {
      await api.client.DELETE('/pool/{id}/membership/cancel', { params: { path: { id: poolId } } });
    },
    onSuccess: (_data, poolId) => storeMembership(queryClient, poolId, null),
    onSettled: () => refreshMemberships(queryClient),
  });
}

/**
 * Flip the job notifications of the membership of a pool (POST /pool/{id}/toggleJobNotification,
 * by pool id). The switch moves at once (optimistic), goes back if the call fails, and then shows
 * what the server answered.
 */
export function togglePoolJobNotificationMutation(api: TalentApi, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...poolKeys.all, 'toggleJobNotification'],
    mutationFn: (poolId: number) =>
      unwrap(api.client.POST('/pool/{id}/toggleJobNotification', { params: { path: { id: poolId } } })),
    onMutate: async (poolId: number) => {
      await queryClient.cancelQueries({ queryKey: poolKeys.allMemberships() });
      const before = queryClient.getQueryData<readonly PoolMembership[]>(poolKeys.allMemberships());
      const current = before?.find((m) => m.pool.id === poolId);
      if (current)
        storeMembership(queryClient, poolId, { ...current, jobNotificationsEnabled: !current.jobNotificationsEnabled });
      return { before };
    },
    onError: (_error, _poolId, context) => {
      if (context?.before) queryClient.setQueryData(poolKeys.allMemberships(), context.before);
    },
    onSuccess: (membership, poolId) => storeMembership(queryClient, poolId, membership),
    onSettled: () => refreshMemberships(queryClient),
  });
}

/** The talent's applications to a pool's projects and the pool's invitations still open. */
export interface PoolActivity {
  readonly applications: readonly Application[];
  readonly invitations: readonly Invitation[];
}

/**
 * The talent's activity in a pool (GET /pool/{id}/projectApplications and
 * /pool/{id}/projectInvitations/open). Extra information on the pool page: a failure is logged and
 * reads as none, so the page shows without it.
 */
export function poolActivityQuery(api: TalentApi, id: number) {
  return queryOptions({
    queryKey: poolKeys.activity(id),
    queryFn: async (): Promise<PoolActivity> => {
      try {
        const path = { params: { path: { id } } };
        const [applications, invitations] = await Promise.all([
          unwrap(api.quiet.GET('/pool/{id}/projectApplications', path)),
          unwrap(api.quiet.GET('/pool/{id}/projectInvitations/open', path)),
        ]);
        return { applications: applications.results, invitations: invitations.results };
      } catch (error) {
        logFailure("Reading the talent's activity in the pool", error);
        return { applications: [], invitations: [] };
      }
    },
  });
}
