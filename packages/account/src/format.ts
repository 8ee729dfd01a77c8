// Dates of the account screens in the display formats of spec §3 (domain `DATE_FORMATS`).
import { DATE_FORMATS } from '@talent/domain';
import type { IntlShape } from 'react-intl';

/** A moment of the API as a long date ("20 November 2026"). */
export function longDate(intl: IntlShape, value: string): string {
  return intl.formatDate(value, DATE_FORMATS.long);
}

/** A moment of the API as a long date with the time ("20 November 2026, 10:12"). */
export function dateTime(intl: IntlShape, value: string): string {
  return intl.formatDate(value, DATE_FORMATS.longWithTime);
}
