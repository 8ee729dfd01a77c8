// Date rules (spec §5 histories, §9 relative dates and year list). All calendar maths is in UTC so
// the same instant gives the same answer on the server and in every browser.
import { RELATIVE_DATE_TWO_UNITS_FROM_MONTHS, YEAR_RANGE } from './constants.ts';

/** A date as the API sends it (ISO string), a Date, or epoch milliseconds. */
export type DateInput = string | number | Date;

function toMs(input: DateInput | null | undefined): number {
  // `new Date(null)` would be 1970; a missing date is no date. Invalid strings give NaN.
  if (input == null) return Number.NaN;
  return input instanceof Date ? input.getTime() : new Date(input).getTime();
}

/**
 * Employment, education or certificate entries sorted by start date, newest first. Entries without
 * a valid start go last; equal starts keep their order. The input is not changed.
 */
export function sortByStartDateDesc<E extends { readonly start?: DateInput | null }>(entries: readonly E[]): E[] {
  return entries.toSorted((a, b) => {
    const sa = toMs(a.start);
    const sb = toMs(b.start);
    if (Number.isNaN(sa) || Number.isNaN(sb)) return Number(Number.isNaN(sa)) - Number(Number.isNaN(sb));
    return sb - sa;
  });
}

/** A unit of a relative date. */
export type RelativeUnit = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';

/** One part of a relative date, e.g. { unit: 'month', value: 5 }. */
export interface RelativePart {
  readonly unit: RelativeUnit;
  readonly value: number;
}

/** A relative date: its parts, largest first, and whether it lies in the future. */
export interface RelativeDate {
  readonly future: boolean;
  readonly parts: readonly RelativePart[];
}

function addMonthsUtc(ms: number, months: number): number {
  const d = new Date(ms);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d.getTime();
}

/** Whole calendar months from `from` to `to` (from ≤ to). */
function wholeMonths(from: number, to: number): number {
  const a = new Date(from);
  const b = new Date(to);
  let months = (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + (b.getUTCMonth() - a.getUTCMonth());
  if (addMonthsUtc(from, months) > to) months -= 1;
  return Math.max(0, months);
}

/**
 * Time between `date` and `now` as display parts: one unit under 12 months (the largest non-zero of
 * month, day, hour, minute, second), two units (years and months) from 12 months on.
 */
export function relativeDateParts(date: DateInput, now: DateInput): RelativeDate {
  const at = toMs(date);
  const current = toMs(now);
  if (Number.isNaN(at) || Number.isNaN(current)) throw new RangeError('relativeDateParts needs two valid dates');
  const future = at > current;
  const [from, to] = future ? [current, at] : [at, current];
  const months = wholeMonths(from, to);
  if (months >= RELATIVE_DATE_TWO_UNITS_FROM_MONTHS) {
    return {
      future,
      parts: [
        { unit: 'year', value: Math.floor(months / 12) },
        { unit: 'month', value: months % 12 },
      ],
    };
  }
  if (months > 0) return { future, parts: [{ unit: 'month', value: months }] };
  const seconds = Math.floor((to - from) / 1000);
  const units: [RelativeUnit, number][] = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of units) {
    if (seconds >= size) return { future, parts: [{ unit, value: Math.floor(seconds / size) }] };
  }
  return { future, parts: [{ unit: 'second', value: seconds }] };
}

/** Years offered by year pickers, newest first: 10 years ahead of `now` down to 90 years back. */
export function yearOptions(now: DateInput): number[] {
  const ms = toMs(now);
  if (Number.isNaN(ms)) throw new RangeError('yearOptions needs a valid date');
  const year = new Date(ms).getUTCFullYear();
  const years: number[] = [];
  for (let y = year + YEAR_RANGE.ahead; y >= year - YEAR_RANGE.back; y -= 1) years.push(y);
  return years;
}
