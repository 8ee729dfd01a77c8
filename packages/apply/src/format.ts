// Dates, relative times and rates as the applications and invitations tabs show them.
import type { Application } from '@talent/api-client';
import { DATE_FORMATS } from '@talent/domain';
import type { IntlShape } from 'react-intl';
import { messages } from './messages.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A span of time in the largest unit that reads naturally ("in 3 days", "in 5 hours"). */
export interface RelativeSpan {
  readonly value: number;
  readonly unit: 'day' | 'hour' | 'minute';
}

/**
 * How far `target` lies from `now`, rounded to whole days from one day on, whole hours from one
 * hour on, else whole minutes (never "in 0 minutes": at least one). Negative in the past.
 */
export function relativeSpan(target: number, now: number): RelativeSpan {
  const diff = target - now;
  const size = Math.abs(diff);
  const sign = diff < 0 ? -1 : 1;
  if (size >= DAY) return { value: sign * Math.round(size / DAY), unit: 'day' };
  if (size >= HOUR) return { value: sign * Math.round(size / HOUR), unit: 'hour' };
  return { value: sign * Math.max(1, Math.round(size / MINUTE)), unit: 'minute' };
}

/** A moment of the API as a long date ("20 November 2026"). */
export function formatLongDate(intl: IntlShape, value: string): string {
  return intl.formatDate(value, DATE_FORMATS.long);
}

/** A moment of the API as a long date with the time ("20 November 2026, 10:12"). */
export function formatDateTime(intl: IntlShape, value: string): string {
  return intl.formatDate(value, DATE_FORMATS.longWithTime);
}

/** The proposed rate of an application ("€85.00 per hour"), or undefined when none was given. */
export function formatApplicationRate(intl: IntlShape, rate: Application['hourlyRate']): string | undefined {
  if (!rate || rate.value === null) return undefined;
  const amount = intl.formatNumber(rate.value, {
    style: 'currency',
    currency: rate.currency,
    // Whole amounts read better without cents; cents are shown when there are any.
    maximumFractionDigits: Number.isInteger(rate.value) ? 0 : 2,
  });
  return intl.formatMessage(messages.ratePerUnit, { amount, unit: rate.period });
}
