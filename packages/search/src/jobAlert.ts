// "Notify me about new projects like these": the URL that brings a visitor back from login to the
// same search with the job-alert dialog open, and the name an alert gets unless the talent
// changes it. What an alert saves of the search is `toJobAlertSearch` (searchRequest.ts).
import { ROUTES, serializeSearchQuery } from '@talent/domain';
import type { SearchQuery } from '@talent/domain';
import type { IntlShape } from 'react-intl';
import { countryName } from './format.ts';
import { jobAlertMessages } from './jobAlertMessages.ts';
import { JOB_ALERT_OPEN, JOB_ALERT_PARAM } from './searchParams.ts';
import { locationFilter, scopedQuery } from './searchRequest.ts';
import type { SearchScope } from './searchRequest.ts';

/** The longest alert name the API takes (`JobAlertInput.name`). */
export const JOB_ALERT_NAME_MAX = 120;

/**
 * Where a visitor goes to save the search: login, then the in-app search (public search pages send
 * logged-in users there, and it has no listing paths, so a listing's fixed filters become URL
 * filters) with the dialog open. Spaces are written `%20`, not `+`: the one-time-link login takes
 * the redirect only in the contract's `redirectPath` form, which has no `+`.
 */
export function jobAlertLoginHref(query: SearchQuery, scope: SearchScope): string {
  const params = serializeSearchQuery({ ...scopedQuery(query, scope), page: 1 });
  params.set(JOB_ALERT_PARAM, JOB_ALERT_OPEN);
  const back = `${ROUTES.projects}?${params.toString().replace(/\+/g, '%20')}`;
  return `${ROUTES.login}?redirect=${encodeURIComponent(back)}`;
}

/**
 * The name an alert starts with: the search's text and place ("java in Berlin"), a listing's
 * heading, or a general name; cut to the API's limit.
 */
export function jobAlertName(
  intl: IntlShape,
  query: SearchQuery,
  scope: SearchScope,
  listingHeading: string | undefined,
): string {
  const location = scopedQuery(query, scope).location;
  // A country travels as its code (`DE`); the name says "Germany".
  const filter = location === undefined ? undefined : locationFilter(location);
  const place = filter?.country ? countryName(intl, filter.country) : filter?.city;
  const text = query.any;
  let name: string;
  if (text && place) name = intl.formatMessage(jobAlertMessages.alertNameTextPlace, { text, place });
  else if (text) name = text;
  else if (listingHeading) name = listingHeading;
  else if (place) name = intl.formatMessage(jobAlertMessages.alertNamePlace, { place });
  else name = intl.formatMessage(jobAlertMessages.alertNameAll);
  return name.slice(0, JOB_ALERT_NAME_MAX);
}
