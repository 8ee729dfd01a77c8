// The user's security ids: the account page's query that the portal header also reads (its
// security-id entry shows only for a user who has one). Its own module, so the header, on every
// page, carries this query and not the account feature's other queries and mutations.
import { unwrap } from '@talent/api-client';
import type { TalentApi } from '@talent/api-client';
import { queryOptions } from '@tanstack/react-query';
import { securityIdsKey } from './securityIdsKey.ts';

/** The user's security ids, masked (GET /freelancer/securityIds). */
export function securityIdsQuery(api: TalentApi) {
  return queryOptions({
    queryKey: securityIdsKey(),
    queryFn: async () => (await unwrap(api.quiet.GET('/freelancer/securityIds'))).results,
    staleTime: 5 * 60_000,
  });
}
