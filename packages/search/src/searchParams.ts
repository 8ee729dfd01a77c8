// What the search routes' `validateSearch` reads, apart from the loaders: the route tree (in every
// page's first chunk) calls it, and a module is bundled whole, so with the loaders it brought this
// feature's queries, messages and formatting into every page of the portal.
import { canonicalSearchParams } from '@talent/domain';

/**
 * The one URL key of the search routes besides the search itself: `jobAlert=new` opens the
 * job-alert dialog (the way back from login); the page removes it once the dialog is open.
 */
export const JOB_ALERT_PARAM = 'jobAlert';
/** The value of `JOB_ALERT_PARAM` that opens the dialog. */
export const JOB_ALERT_OPEN = 'new';

/**
 * `validateSearch` of every search route: the URL's params in the canonical form of @talent/domain's
 * codec (`canonicalSearchParams`: unknown keys and malformed values dropped, page 1 left out), as
 * the plain strings the portal's search serializer writes. `jobAlert=new` is kept too: it opens the
 * job-alert dialog after login (jobAlert.ts).
 */
export function validateProjectSearch(raw: Record<string, unknown>): Record<string, string> {
  const search = canonicalSearchParams(raw);
  return raw[JOB_ALERT_PARAM] === JOB_ALERT_OPEN ? { ...search, [JOB_ALERT_PARAM]: JOB_ALERT_OPEN } : search;
}
