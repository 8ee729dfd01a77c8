// What the routes' loaders run before a pools page renders, so the page opens with its data (and
// an unknown pool becomes the router's 404 before anything renders).
import type { TalentApi } from '@talent/api-client';
import { parseId } from '@talent/domain';
import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { cmsCategoriesQuery, poolActivityQuery, poolMembershipsQuery, poolQuery, poolSearchQuery } from './queries.ts';

/** What the loaders need of the portal's runtime (the router context's `runtime` fits). */
export interface PoolsRuntime {
  readonly api: TalentApi;
  readonly queryClient: QueryClient;
  readonly locale: string;
}

/** The path params of `/app/pool/{id}`, as the router matched them. */
export interface PoolPageParams {
  readonly id: string;
}

/**
 * /app/pool: the pools and the CMS categories (neither fails, spec §8) and, without waiting on a
 * failure, the memberships (a failure leaves the cards without states).
 */
export async function loadPoolsPage({ queryClient, api, locale }: PoolsRuntime): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(poolSearchQuery(api)),
    queryClient.ensureQueryData(cmsCategoriesQuery(api, locale)),
    queryClient.prefetchQuery(poolMembershipsQuery(api)),
  ]);
}

/**
 * /app/pool/{id}: the pool, or `notFound()` for an id that is not a pool of the tenant (or not an
 * id at all); the memberships (the page says so if they cannot be read) and the talent's activity
 * in the pool are prefetched.
 */
export async function loadPoolPage(
  { queryClient, api }: PoolsRuntime,
  params: PoolPageParams,
): Promise<{ poolId: number }> {
  const poolId = parseId(params.id);
  if (poolId === null) throw notFound();
  const [pool] = await Promise.all([
    queryClient.ensureQueryData(poolQuery(api, poolId)),
    queryClient.prefetchQuery(poolMembershipsQuery(api)),
    queryClient.prefetchQuery(poolActivityQuery(api, poolId)),
  ]);
  if (!pool) throw notFound();
  return { poolId };
}
