// Pools grouped by CMS category.
import { loadPoolsPage, PoolsPage } from '@talent/pools';
import { createFileRoute } from '@tanstack/react-router';
import { requireLogin } from '../../app/guards.ts';

export const Route = createFileRoute('/_portal/app/pool/')({
  beforeLoad: requireLogin('deactivated', 'profile-fullfilled', 'tracker', 'getBrowserUuidCookie'),
  loader: ({ context: { runtime } }) => loadPoolsPage(runtime),
  component: PoolsPage,
});
