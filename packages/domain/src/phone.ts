// The phone rule of spec §5 (validPhone), apart from the other validation rules on purpose: it
// carries libphonenumber's metadata (about 50 KB gzip), so only the code of a page with a phone
// field imports this module, and a page that needs a locale or email rule stays small.
// The full ("max") metadata, not "min": the spec asks for a number *valid* for its region, and
// "min" only checks the length ("+49 111 23456789" passes it); not "mobile" either, which refuses
// landlines.
import { isSupportedCountry, isValidPhoneNumber } from 'libphonenumber-js/max';
import * as v from 'valibot';

/** A phone number with the region it is written for. */
export interface PhoneValue {
  readonly number: string;
  /** ISO 3166-1 alpha-2 region, e.g. "DE". */
  readonly countryCode: string;
}

/** Whether `number` is a valid phone number for the region `countryCode`. */
export function isValidPhone(value: PhoneValue): boolean {
  const region = value.countryCode.trim().toUpperCase();
  if (!isSupportedCountry(region)) return false;
  return isValidPhoneNumber(value.number, region);
}

/** An object with number and countryCode whose number is valid for that region (message id `validation.phone`). */
export const validPhone = v.pipe(
  v.object({ number: v.string(), countryCode: v.string() }),
  v.forward(
    v.check((value) => isValidPhone(value), 'validation.phone'),
    ['number'],
  ),
);
