// Routes, route guards as pure decisions, and the link rules of spec §2 and §6. The portal runs
// the guards in its router; here they only decide where a user must go.
import type { ClientConfig } from './config.ts';
import { isMobileRequired, isPublicSearchEnabled } from './configRules.ts';
import type { FreelancerUser, Job, Pool } from './entities.ts';
import { UNVERIFIED_STATUS } from './enums.ts';
import { serializeSearchQuery } from './searchQuery.ts';
import { slugify } from './text.ts';

/** Fixed paths of the portal (spec §2). */
export const ROUTES = {
  publicSearch: '/projects',
  login: '/app/login',
  loginAlias: '/login',
  signup: '/app/signup',
  forgotPassword: '/app/forgot-password',
  account: '/app/account',
  profile: '/app/profile',
  onboarding: '/app/onboarding',
  pools: '/app/pool',
  projects: '/app/project',
  accountActivate: '/app/account/activate',
  accountForgotPassword: '/app/account/forgotPassword',
  confirmChangeEmail: '/app/account/confirm-change-email',
  createPassword: '/app/account/create-password',
  socialIncomplete: '/app/account/social-incomplete',
  verifyEmail: '/app/account/verifyEmail',
  mobileActivation: '/app/mobile-activation',
  socialCallback: '/social-callback',
  subscriptions: '/subscriptions',
  terms: '/terms',
  privacy: '/privacy',
  sitemap: '/sitemap.xml',
} as const;

/** Named routes of spec §2 and their paths (`$id` marks a path parameter). */
export const ROUTE_NAMES = {
  'app-project': '/app/project',
  'app-project-id': '/app/project/$id',
  'app-account-activate': '/app/account/activate',
  'app-account-forgotPassword': '/app/account/forgotPassword',
  projects: '/projects',
} as const;

/** Route guards of spec §2, by name. */
export const GUARD_NAMES = [
  'deactivated',
  'tracker',
  'getBrowserUuidCookie',
  'onboarding',
  'profile-fullfilled',
  'public-search-disabled',
  'search-redirect',
  'trusted-token',
] as const;
/** A route guard name. */
export type GuardName = (typeof GUARD_NAMES)[number];

/** Thrown for a route that names a guard that does not exist: the error page shows 500 "Unknown middleware". */
export class UnknownGuardError extends Error {
  /** HTTP status the error page shows. */
  readonly statusCode = 500;
  /** The guard name that was not found. */
  readonly guard: string;
  constructor(guard: string) {
    super('Unknown middleware');
    this.name = 'UnknownGuardError';
    this.guard = guard;
  }
}

/** Returns the guard name if it exists; throws `UnknownGuardError` (500 "Unknown middleware") otherwise. */
export function assertKnownGuard(name: string): GuardName {
  if ((GUARD_NAMES as readonly string[]).includes(name)) return name as GuardName;
  throw new UnknownGuardError(name);
}

/** Guard "deactivated": whether a (freshly reloaded) user must be logged out. */
export function mustLogOutDeactivated(user: Pick<FreelancerUser, 'isActive'>): boolean {
  return !user.isActive;
}

/**
 * Guard "profile-fullfilled": create password when the mobile number is not a verification channel
 * and the user has neither a password or social login nor a residence country; then onboarding
 * when it is not completed. Undefined when the user may stay.
 */
export function profileFulfilledRedirect(
  user: Pick<FreelancerUser, 'hasPasswordOrSocial' | 'residenceCountry' | 'hasCompletedOnboarding'>,
  config: Pick<ClientConfig, 'requiredVerifications'>,
): string | undefined {
  if (!isMobileRequired(config) && !user.hasPasswordOrSocial && !user.residenceCountry) return ROUTES.createPassword;
  if (!user.hasCompletedOnboarding) return ROUTES.onboarding;
  return undefined;
}

/** Guard "onboarding": a user who completed onboarding goes to app-project; undefined lets onboarding load. */
export function onboardingRedirect(user: Pick<FreelancerUser, 'hasCompletedOnboarding'>): string | undefined {
  return user.hasCompletedOnboarding ? ROUTE_NAMES['app-project'] : undefined;
}

/** Guard "public-search-disabled": an anonymous visitor goes to signup when public search is off. */
export function publicSearchRedirect(
  config: Pick<ClientConfig, 'publicSearchDisabled'>,
  isLoggedIn: boolean,
): string | undefined {
  return !isLoggedIn && !isPublicSearchEnabled(config) ? ROUTES.signup : undefined;
}

/** Guard "search-redirect": a logged-in user goes to app-project. */
export function searchRedirect(isLoggedIn: boolean): string | undefined {
  return isLoggedIn ? ROUTE_NAMES['app-project'] : undefined;
}

/** Routes that need a `token` query parameter redirect to login without one (spec §2, §5). */
export function tokenRouteRedirect(token: string | null | undefined): string | undefined {
  return token && token.trim() !== '' ? undefined : ROUTES.login;
}

/** Whether the portal layout shows the email-verification banner: unverified, or a new email pending. */
export function showVerificationBanner(user: Pick<FreelancerUser, 'verificationStatus' | 'futureEmail'>): boolean {
  return user.verificationStatus === UNVERIFIED_STATUS || Boolean(user.futureEmail);
}

/** Entries of the logged-in header (spec §2 "Header links"). */
export type HeaderLinkKey =
  | 'search'
  | 'applications'
  | 'invitations'
  | 'profile'
  | 'pools'
  | 'notifications'
  | 'security'
  | 'securityId'
  | 'verifiedDevices'
  | 'privacy';

/** A header entry: message id `header.<key>`, path and query. */
export interface HeaderLink {
  readonly key: HeaderLinkKey;
  readonly path: string;
  readonly search?: Readonly<Record<string, string>>;
}

/** The tabs of `/app/project`: the project search, the talent's applications, the open invitations. */
export const PROJECT_TABS = ['search', 'applications', 'invitations'] as const;
/** A tab of `/app/project`. */
export type ProjectTab = (typeof PROJECT_TABS)[number];

/**
 * The link of a tab of `/app/project` (`?tab=applications`, `?tab=invitations`; none for the
 * search): the header, the pages and the API's mails all point there the same way.
 */
export function projectTabHref(tab: ProjectTab): string {
  return tab === 'search' ? ROUTES.projects : `${ROUTES.projects}?tab=${tab}`;
}

/**
 * The logged-in header: project search, the applications and invitations tabs, profile, pools, and
 * the account pages for notifications, security, security id and verified devices (spec §2), then
 * the account's privacy tab (consents, data export, deleting the account; issue 16). The security
 * id entry shows only when the user has security ids.
 */
export function headerLinks(options: { readonly hasSecurityIds: boolean }): HeaderLink[] {
  const account = (tab: string) => ({ path: ROUTES.account, search: { tab } });
  const links: HeaderLink[] = [
    { key: 'search', path: ROUTES.projects },
    { key: 'applications', path: ROUTES.projects, search: { tab: 'applications' } },
    { key: 'invitations', path: ROUTES.projects, search: { tab: 'invitations' } },
    { key: 'profile', path: ROUTES.profile },
    { key: 'pools', path: ROUTES.pools },
    { key: 'notifications', ...account('notifications') },
    { key: 'security', ...account('security') },
    { key: 'securityId', ...account('securityId') },
    { key: 'verifiedDevices', ...account('verifiedDevices') },
    { key: 'privacy', ...account('privacy') },
  ];
  return options.hasSecurityIds ? links : links.filter((link) => link.key !== 'securityId');
}

/** The footer shows the language chooser only when the client has more than one language. */
export function showLanguageChooser(languages: readonly unknown[]): boolean {
  return languages.length > 1;
}

/**
 * The footer's public link blocks (pools, categories, cities, pools in cities) show only to
 * visitors who are logged out, and not for clients whose tenant data hides them.
 */
export function showPublicLinkBlocks(isLoggedIn: boolean, hiddenByClient: boolean): boolean {
  return !isLoggedIn && !hiddenByClient;
}

/** Link to a job: the in-app page when logged in, else the public page with the title in the URL. */
export function jobLink(job: Pick<Job, 'id' | 'title'>, isLoggedIn: boolean): string {
  if (isLoggedIn) return `${ROUTES.projects}/${job.id}`;
  const title = slugify(job.title) || 'project';
  return `${ROUTES.publicSearch}/${encodeURIComponent(title)}/${job.id}`;
}

/** Link to a pool: the in-app page when logged in, else the public pool page, optionally within a city. */
export function poolLink(pool: Pick<Pool, 'id' | 'name'>, isLoggedIn: boolean, city?: string | null): string {
  if (isLoggedIn) return `${ROUTES.pools}/${pool.id}`;
  const name = encodeURIComponent(slugify(pool.name) || 'pool');
  const base = `${ROUTES.publicSearch}/pool/${name}/${pool.id}`;
  return city ? `${base}/${encodeURIComponent(slugify(city))}` : base;
}

/** Link to project search: public only when public search is enabled and the user is logged out. */
export function searchLink(config: Pick<ClientConfig, 'publicSearchDisabled'>, isLoggedIn: boolean): string {
  return isPublicSearchEnabled(config) && !isLoggedIn ? ROUTES.publicSearch : ROUTE_NAMES['app-project'];
}

/**
 * The project list a pool opens ("Projects in this pool"): the search of its projects, open ones
 * only. A pool's `jobsCount` counts its open (ACTIVE) projects, so the list must count the same:
 * "12 open projects" opens "12 projects found", not every closed and paused one too (issue 17).
 * The open-only filter is the search's own, so the list shows it set and the talent may clear it.
 */
export function poolProjectsLink(
  pool: Pick<Pool, 'id'>,
  config: Pick<ClientConfig, 'publicSearchDisabled'>,
  isLoggedIn: boolean,
): string {
  return `${searchLink(config, isLoggedIn)}?${serializeSearchQuery({ pools: [pool.id], openOnly: true }).toString()}`;
}

/** Public link to the projects of a category. */
export function categoryLink(category: { readonly id: number; readonly name: string }): string {
  return `${ROUTES.publicSearch}/categories/${encodeURIComponent(slugify(category.name) || 'category')}/${category.id}`;
}

/** Public link to the projects in a city. */
export function cityLink(city: string): string {
  return `${ROUTES.publicSearch}/in/${encodeURIComponent(slugify(city))}`;
}

/**
 * The query parameter that names the language of a public page's URL (`/projects?lang=de`). URLs
 * carry no language otherwise (the portal negotiates it from the `locale` cookie and
 * Accept-Language), so the per-language sitemaps and the pages' hreflang alternates name each
 * language version with it; the URL without it is the x-default.
 */
export const LANGUAGE_QUERY_PARAM = 'lang';

/** A public page's URL in one language: `path` with `lang=<iso>` added to its query. */
export function languagePath(path: string, iso: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${LANGUAGE_QUERY_PARAM}=${encodeURIComponent(iso)}`;
}
