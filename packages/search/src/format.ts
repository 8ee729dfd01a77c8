// How job fields read in the user's language: rates as money, places with the country's name,
// calendar dates, project statuses. One place, so a result card and the project page agree.
import type { Job } from '@talent/api-client';
import { DEFAULT_CURRENCY, isProjectOpen, workPreferenceToShort } from '@talent/domain';
import type { StatusIcon, StatusType, WorkPreferenceCode } from '@talent/domain';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { messages } from './messages.ts';

// One Intl.DisplayNames per locale and type: creating one loads the locale's display data, and a
// result list formats a place per card (81 ms of a page's main thread at 4× slowdown when each
// call made its own).
const displayNames = new Map<string, Intl.DisplayNames>();

function nameOf(locale: string, type: 'region' | 'language', code: string): string {
  const key = `${type}:${locale}`;
  try {
    let names = displayNames.get(key);
    if (!names) {
      names = new Intl.DisplayNames([locale], { type });
      displayNames.set(key, names);
    }
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The country's name in the user's language (`DE` → "Germany"), or the code when unknown. */
export function countryName(intl: IntlShape, code: string): string {
  return nameOf(intl.locale, 'region', code.toUpperCase());
}

/** A language's name in the user's language (`de` → "German"). */
export function languageName(intl: IntlShape, code: string): string {
  return nameOf(intl.locale, 'language', code);
}

/** "Berlin, Germany"; the city or the country alone when only one is known. */
export function formatPlace(
  intl: IntlShape,
  city: string | null | undefined,
  country: string | null | undefined,
): string | undefined {
  if (city && country) return intl.formatMessage(messages.place, { city, country: countryName(intl, country) });
  if (city) return city;
  return country ? countryName(intl, country) : undefined;
}

/** The rate range as money ("€80 – €95", "from €80"); undefined without amounts. */
export function formatRate(intl: IntlShape, rate: Job['rateRange']): string | undefined {
  if (!rate || (rate.min == null && rate.max == null)) return undefined;
  const money = (value: number) =>
    intl.formatNumber(value, {
      style: 'currency',
      currency: rate.currency ?? DEFAULT_CURRENCY,
      maximumFractionDigits: Number.isInteger(value) ? 0 : 2,
    });
  if (rate.min != null && rate.max != null && rate.min !== rate.max) {
    return intl.formatMessage(messages.rateRange, { min: money(rate.min), max: money(rate.max) });
  }
  if (rate.min != null && rate.max != null) return money(rate.min);
  if (rate.min != null) return intl.formatMessage(messages.rateFrom, { min: money(rate.min) });
  return intl.formatMessage(messages.rateUpTo, { max: money(rate.max!) });
}

/**
 * A calendar date of the API (`2027-01-04`) or a moment (`…T17:00:00Z`). Dates carry no time zone,
 * so they are shown in UTC: otherwise the 4th would read as the 3rd west of Greenwich.
 */
export function formatDate(intl: IntlShape, value: string): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  return intl.formatDate(dateOnly ? `${value}T00:00:00Z` : value, {
    dateStyle: 'medium',
    ...(dateOnly ? { timeZone: 'UTC' } : {}),
  });
}

/**
 * Length of an assignment in months, as the search's duration filter measures it: days from start
 * to end inclusive over the average month (30.4375 days), here rounded to whole months (at least
 * one). Undefined when a date is missing or the end lies before the start.
 */
export function durationMonths(start: string | null | undefined, end: string | null | undefined): number | undefined {
  if (!start || !end) return undefined;
  const from = Date.parse(`${start.slice(0, 10)}T00:00:00Z`);
  const to = Date.parse(`${end.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(from) || Number.isNaN(to) || to < from) return undefined;
  const days = (to - from) / 86_400_000 + 1;
  return Math.max(1, Math.round(days / 30.4375));
}

/** Label of a work preference short code. */
export function workPreferenceMessage(code: WorkPreferenceCode): MessageDescriptor {
  return { hy: messages.workPrefHybrid, on: messages.workPrefOnSite, rm: messages.workPrefRemote }[code];
}

/** How the job is worked: its work preference, else "Remote" when it is remote; undefined when unknown. */
export function formatWorkMode(intl: IntlShape, job: Pick<Job, 'workPreference' | 'remote'>): string | undefined {
  const code = job.workPreference ? workPreferenceToShort(job.workPreference) : undefined;
  if (code) return intl.formatMessage(workPreferenceMessage(code));
  return job.remote ? intl.formatMessage(messages.remote) : undefined;
}

/** How a project status is shown: tone, icon, label and description (only ACTIVE is open). */
export interface ProjectStatusDisplay {
  readonly type: StatusType;
  readonly icon: StatusIcon;
  readonly label: MessageDescriptor;
  readonly description: MessageDescriptor;
}

/** Display of a project status (spec §4: ACTIVE, CLOSED, PAUSED); an unknown status reads as closed. */
export function projectStatusDisplay(status: string): ProjectStatusDisplay {
  if (isProjectOpen({ status })) {
    return {
      type: 'success',
      icon: 'check',
      label: messages.statusActive,
      description: messages.statusActiveDescription,
    };
  }
  if (status === 'PAUSED') {
    return {
      type: 'warning',
      icon: 'hourglass',
      label: messages.statusPaused,
      description: messages.statusPausedDescription,
    };
  }
  return { type: 'info', icon: 'block', label: messages.statusClosed, description: messages.statusClosedDescription };
}
