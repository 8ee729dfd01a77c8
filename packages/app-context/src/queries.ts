// Queries every feature shares: the current user, the country list. Feature-owned queries live in
// their feature.
import type { FreelancerUser, TalentApi } from '@talent/api-client';
import { unwrap } from '@talent/api-client';
import { queryOptions } from '@tanstack/react-query';

/** Query key of the current user; invalidate it after changing the user. */
export const CURRENT_USER_KEY = ['session', 'user'] as const;

/** Query key of the country list in a locale (sign-up, mobile login, onboarding and profile share it). */
export const countriesKey = (locale: string) => ['countries', locale] as const;

/** Countries with calling codes, named in `locale` (GET /country); they change rarely. */
export function countriesQuery(api: TalentApi, locale: string) {
  return queryOptions({
    queryKey: countriesKey(locale),
    queryFn: async () => (await unwrap(api.quiet.GET('/country'))).results,
    staleTime: 60 * 60_000,
  });
}

/** The current freelancer (GET /freelancer). */
export function currentUserQuery(api: TalentApi) {
  return queryOptions({
    queryKey: CURRENT_USER_KEY,
    queryFn: async (): Promise<FreelancerUser> => unwrap(api.client.GET('/freelancer')),
    staleTime: 30_000,
  });
}
