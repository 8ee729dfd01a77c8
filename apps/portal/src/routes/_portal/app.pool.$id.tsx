// A pool: join, cancel, job notifications. An id that is not a pool of the tenant is a 404.
import { loadPoolPage, PoolPage } from '@talent/pools';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { requireLogin } from '../../app/guards.ts';

export const Route = createFileRoute('/_portal/app/pool/$id')({
  beforeLoad: requireLogin('deactivated', 'profile-fullfilled', 'tracker', 'getBrowserUuidCookie'),
  loader: ({ context: { runtime }, params }) => loadPoolPage(runtime, params),
  component: PoolRoute,
});

function PoolRoute(): ReactElement {
  const { poolId } = Route.useLoaderData();
  return <PoolPage poolId={poolId} />;
}
