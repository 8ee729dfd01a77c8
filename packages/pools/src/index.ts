// Public API of @talent/pools. Explicit named exports only.

export { PoolsPage } from './pages/PoolsPage/PoolsPage.tsx';
export { PoolPage } from './pages/PoolPage/PoolPage.tsx';
export type { PoolPageProps } from './pages/PoolPage/PoolPage.tsx';

export { loadPoolPage, loadPoolsPage } from './loaders.ts';
export type { PoolPageParams, PoolsRuntime } from './loaders.ts';

export {
  poolKeys,
  applyToPoolMutation,
  cancelPoolMembershipMutation,
  cmsCategoriesQuery,
  poolMembershipsQuery,
  poolQuery,
  poolSearchQuery,
  togglePoolJobNotificationMutation,
} from './queries.ts';

export { membershipState } from './membership.ts';
export type { MembershipState } from './membership.ts';
