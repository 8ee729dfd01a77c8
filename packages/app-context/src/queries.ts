// Queries every feature shares: the current user. Feature-owned queries live in their feature.
import type { FreelancerUser, TalentApi } from '@talent/api-client';
import { unwrap } from '@talent/api-client';
import { queryOptions } from '@tanstack/react-query';

/** Query key of the current user; invalidate it after changing the user. */
export const CURRENT_USER_KEY = ['session', 'user'] as const;

/** The current freelancer (GET /freelancer). */
export function currentUserQuery(api: TalentApi) {
  return queryOptions({
    queryKey: CURRENT_USER_KEY,
    queryFn: async (): Promise<FreelancerUser> => unwrap(api.client.GET('/freelancer')),
    staleTime: 30_000,
  });
}
