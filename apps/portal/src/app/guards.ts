// The route guards of spec §2, by name, on the domain's decisions. A route lists its guards
// (`guards('deactivated', 'profile-fullfilled')`) and they run in order in its `beforeLoad`; a
// name that is not a guard fails the navigation with 500 "Unknown middleware".
import { urlTokenRedirect } from '@talent/account';
import { appSearchOf } from '@talent/search';
import type { ListingParams } from '@talent/search';
import { currentUserQuery } from '@talent/app-context';
import type { FreelancerUser } from '@talent/api-client';
import {
  ROUTES,
  ROUTE_TRACKING_DELAY_MS,
  assertKnownGuard,
  mustLogOutDeactivated,
  onboardingRedirect,
  profileFulfilledRedirect,
  publicSearchRedirect,
  searchRedirect,
} from '@talent/domain';
import type { GuardName } from '@talent/domain';
import { redirect } from '@tanstack/react-router';
import type { ParsedLocation } from '@tanstack/react-router';
import { trackEvent } from './analytics.ts';
import type { PortalRuntime } from './runtime.ts';
import { endSession } from '../session/endSession.ts';

/** What the router hands a guard. */
export interface GuardArgs {
  readonly context: { readonly runtime: PortalRuntime };
  readonly location: ParsedLocation;
}

/**
 * The route's path params, which the router hands `beforeLoad` beside `location`. Not a field of
 * `GuardArgs`: a `params` type there would take part in inferring every route's params.
 */
function paramsOf(args: GuardArgs): object {
  return (args as GuardArgs & { readonly params?: object }).params ?? {};
}

/** The public listing a search page's path shows (its params as the route matched them), if any. */
function listingOf(pathname: string, params: object): ListingParams | undefined {
  const [, kind] = pathname.slice(ROUTES.publicSearch.length).split('/');
  const { city, id, poolName } = params as { city?: string; id?: string; poolName?: string };
  if (kind === 'in') return { kind: 'city', city };
  if (kind === 'categories' && id !== undefined) return { kind: 'category', id };
  if (kind === 'pool' && id !== undefined) return { kind: 'pool', id, poolName, city };
  return undefined;
}

type Guard = (args: GuardArgs) => Promise<void> | void;

/** The current user, loaded once and cached; null when logged out or when the session just ended. */
export async function loadUser(runtime: PortalRuntime, fresh = false): Promise<FreelancerUser | null> {
  if (!runtime.session.isLoggedIn()) return null;
  const query = currentUserQuery(runtime.api);
  try {
    return fresh
      ? await runtime.queryClient.fetchQuery({ ...query, staleTime: 0 })
      : await runtime.queryClient.ensureQueryData(query);
  } catch (error) {
    // A 401 the refresh could not fix has cleared the tokens: treat the visitor as logged out.
    if (!runtime.session.isLoggedIn()) return null;
    throw error;
  }
}

// Redirects are TanStack Router's thrown Responses; `throw: true` lets the router throw its own.
function go(to: string | undefined, location: ParsedLocation): void {
  if (to !== undefined && to !== location.pathname) redirect({ to, replace: true, throw: true });
}

/** Pushes route changes to the tag manager's data layer, if the tenant's page has one (spec §9: 250 ms after routing). */
function track(location: ParsedLocation): void {
  setTimeout(() => trackEvent('routeChange', { page: location.href }), ROUTE_TRACKING_DELAY_MS);
}

const GUARDS: Record<GuardName, Guard> = {
  // Refreshes the user and logs out a deactivated account.
  async deactivated({ context: { runtime } }) {
    const user = await loadUser(runtime, true);
    if (user && mustLogOutDeactivated(user)) {
      await endSession(runtime);
      redirect({ to: ROUTES.login, search: { reason: 'deactivated' }, replace: true, throw: true });
    }
  },
  // Both only make sense in the browser: a server-rendered page runs them again when it hydrates.
  tracker({ context: { runtime }, location }) {
    if (!runtime.server) track(location);
  },
  getBrowserUuidCookie({ context: { runtime } }) {
    if (!runtime.server) runtime.browserUuid();
  },
  async onboarding({ context: { runtime }, location }) {
    const user = await loadUser(runtime);
    if (user) go(onboardingRedirect(user), location);
  },
  async 'profile-fullfilled'({ context: { runtime }, location }) {
    const user = await loadUser(runtime);
    if (user) go(profileFulfilledRedirect(user, runtime.tenant.config), location);
  },
  'public-search-disabled'({ context: { runtime }, location }) {
    go(publicSearchRedirect(runtime.tenant.config, runtime.session.isLoggedIn()), location);
  },
  // The in-app search keeps the public page's filters, a listing's own (city, pool, category) included.
  async 'search-redirect'(args) {
    const { runtime } = args.context;
    const { location } = args;
    const to = searchRedirect(runtime.session.isLoggedIn());
    if (to === undefined || to === location.pathname) return;
    const search = await appSearchOf(runtime, location.search, listingOf(location.pathname, paramsOf(args)));
    redirect({ to, search, replace: true, throw: true });
  },
  // Spec §8: a `?token=` logs in with it (the account feature's URL-token login) and redirects to
  // the same page without the token; a failed token leads to the project's public page when the
  // route is a project's (/app/project/{id}), else to login.
  async 'trusted-token'({ context: { runtime }, location }) {
    const projectId = /^\/app\/project\/([^/]+)$/.exec(location.pathname)?.[1] ?? '';
    await urlTokenRedirect(runtime, location.search, projectId);
  },
};

/** `beforeLoad` running the named guards in order. */
export function guards(...names: string[]): (args: GuardArgs) => Promise<void> {
  return async (args) => {
    for (const name of names) await GUARDS[assertKnownGuard(name)](args);
  };
}

/** `beforeLoad` for pages of logged-in users: visitors go to login and come back afterwards. */
export function requireLogin(...names: string[]): (args: GuardArgs) => Promise<void> {
  const rest = guards(...names);
  return async (args) => {
    if (!args.context.runtime.session.isLoggedIn()) {
      redirect({ to: ROUTES.login, search: { redirect: args.location.href }, replace: true, throw: true });
    }
    await rest(args);
  };
}
