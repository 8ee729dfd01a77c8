// The tabs of /app/account and its query (`?tab=`, and `?project=` for a security id entered for
// one project), read once by the route's `validateSearch` with `parseAccountSearch`, so the page
// only ever gets a known tab.
import { ROUTES, parseId } from '@talent/domain';

/**
 * The account page's tabs, in order: the header's account entries (spec §2: notifications,
 * security, security id, verified devices; then privacy) and the general settings.
 */
export const ACCOUNT_TABS = [
  'notifications',
  'security',
  'securityId',
  'verifiedDevices',
  'privacy',
  'settings',
] as const;

/** A tab of the account page. */
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** The tab `/app/account` shows without a (known) `?tab=`. */
export const DEFAULT_ACCOUNT_TAB: AccountTab = 'notifications';

/** Other names the URL may use for a tab (`devices` is how people write "verified devices"). */
const ALIASES: Readonly<Record<string, AccountTab>> = { devices: 'verifiedDevices' };

/** The account page's validated query. */
export interface AccountSearch {
  /** The tab; always one of `ACCOUNT_TABS` (an unknown or missing tab is the default tab). */
  readonly tab: AccountTab;
  /**
   * The project a security id is being added for (`tab=securityId&project=12`): its pattern is
   * checked and its explanation shown. Only with the security id tab.
   */
  readonly project?: number;
}

/** Reads `?tab=` (unknown → the default tab) and, for the security id tab, `?project=`. */
export function parseAccountSearch(raw: Readonly<Record<string, unknown>>): AccountSearch {
  const value = raw['tab'];
  const named = typeof value === 'string' && Object.hasOwn(ALIASES, value) ? ALIASES[value] : value;
  const tab = (ACCOUNT_TABS as readonly unknown[]).includes(named) ? (named as AccountTab) : DEFAULT_ACCOUNT_TAB;
  const project = tab === 'securityId' ? parseId(raw['project']) : null;
  return project === null ? { tab } : { tab, project };
}

/** The link of an account tab (`/app/account?tab=security`). */
export function accountTabHref(tab: AccountTab): string {
  return `${ROUTES.account}?tab=${tab}`;
}
