// After an identity-token login or registration: an account that still lacks its name or residence
// country completes it first (/app/account/social-incomplete); every other account signs in and
// goes where the guards send it.
import type { TokenResponse } from '@talent/api-client';
import { currentUserQuery } from '@talent/app-context';
import type { Portal } from '@talent/app-context';
import { ROUTES } from '@talent/domain';
import type { QueryClient } from '@tanstack/react-query';

/** Signs in with `tokens`; returns the path to complete the account at, when it is incomplete. */
export async function continueAfterIdentityLogin(
  portal: Portal,
  queryClient: QueryClient,
  tokens: TokenResponse,
  redirect: string | undefined,
): Promise<string | undefined> {
  portal.api.login(tokens);
  const user = await queryClient.fetchQuery({ ...currentUserQuery(portal.api), staleTime: 0 });
  if (user.firstName && user.lastName && user.residenceCountry) {
    await portal.signIn(tokens, { redirect });
    return undefined;
  }
  // Spec §4: when logged in, the freelancer's locale is stored on the server (signIn does it otherwise).
  await portal.api.quiet.POST('/freelancer/locale', { body: { locale: portal.locale } }).catch(() => undefined);
  const query = redirect ? `?${new URLSearchParams({ redirect }).toString()}` : '';
  return `${ROUTES.socialIncomplete}${query}`;
}
