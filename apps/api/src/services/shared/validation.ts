// Checks of registration and profile input beyond the contract's shapes: the rules of
// @talent/domain (locale, phone, special characters) and real country codes.
import { INVALID_LOCALE, SPECIAL_CHARS_PATTERN, isValidLocale, isValidPhone } from '@talent/domain';
import countries from 'i18n-iso-countries';
import { parsePhoneNumberWithError } from 'libphonenumber-js/max';
import type { CountryCode } from 'libphonenumber-js/max';
import type { Tenant } from '../../tenants/tenants.ts';
import { isUndeliverableEmail } from '../identity/emailAddresses.ts';
import type { FieldError } from '../../problems.ts';

/** A phone of the contract. */
export interface PhoneInput {
  readonly number: string;
  readonly countryCode: string;
}

/** Field errors of a locale that is not one of the tenant's languages. */
export function localeProblems(tenant: Tenant, locale: string, field = 'locale'): FieldError[] {
  return isValidLocale(locale, tenant.context.languages) === INVALID_LOCALE
    ? [{ field, messages: ['validation.locale'] }]
    : [];
}

/** Field errors of an ISO 3166-1 alpha-2 code that is not a country. */
export function countryProblems(code: string | undefined | null, field: string): FieldError[] {
  return code && !countries.isValid(code) ? [{ field, messages: ['validation.country'] }] : [];
}

/** Field errors of a mobile number that is not valid for its region (spec §5 validPhone). */
export function phoneProblems(phone: PhoneInput | undefined | null, field = 'phone'): FieldError[] {
  return phone && !isValidPhone(phone) ? [{ field: `${field}.number`, messages: ['validation.phone'] }] : [];
}

/** The E.164 form of a valid phone (`+4915123456789`). */
export function toE164(phone: PhoneInput): string {
  return parsePhoneNumberWithError(phone.number, phone.countryCode.toUpperCase() as CountryCode).number;
}

/** A valid phone, parsed: E.164 form, region, calling code and national number (digits). */
export interface ParsedPhone {
  readonly e164: string;
  readonly country: string;
  readonly callingCode: string;
  readonly nationalNumber: string;
}

/**
 * Parses a valid phone. The region is the number's own (`+33 6…` written for DE is French), falling
 * back to the region it was written for.
 */
export function parsePhone(phone: PhoneInput): ParsedPhone {
  const parsed = parsePhoneNumberWithError(phone.number, phone.countryCode.toUpperCase() as CountryCode);
  return {
    e164: parsed.number,
    country: parsed.country ?? phone.countryCode.toUpperCase(),
    callingCode: parsed.countryCallingCode,
    nationalNumber: parsed.nationalNumber,
  };
}

/**
 * Field errors of an email a freelancer may not use: special characters when the tenant does not
 * allow them, and addresses under `.invalid` (reserved for accounts without an email).
 */
export function emailCharacterProblems(tenant: Tenant, email: string, field = 'email'): FieldError[] {
  if (isUndeliverableEmail(email)) return [{ field, messages: ['validation.email'] }];
  return !tenant.config.emailSpecialCharacters && !SPECIAL_CHARS_PATTERN.test(email)
    ? [{ field, messages: ['validation.specialChars'] }]
    : [];
}

// Control characters (C0, DEL, C1) never belong in a name or a one-line text; a multi-line text
// may hold tabs and line breaks. (PostgreSQL also refuses NUL in text and jsonb outright.)
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const MULTILINE_CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Field errors of a multi-line text (description, message, reason) with control characters. */
export function multilineTextProblems(value: string | undefined, field: string): FieldError[] {
  return value !== undefined && MULTILINE_CONTROL_CHARACTERS.test(value)
    ? [{ field, messages: ['validation.invalid'] }]
    : [];
}

/** Field errors of a person's name: blank, or with control characters. */
export function nameProblems(value: string, field: string): FieldError[] {
  if (value.trim() === '') return [{ field, messages: ['validation.required'] }];
  if (CONTROL_CHARACTERS.test(value)) return [{ field, messages: ['validation.invalid'] }];
  return [];
}

/** A real calendar date `YYYY-MM-DD` (the contract's format checks the shape; this the calendar). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** `YYYY-MM-DD` of an epoch-ms instant (UTC), plus whole years. */
export function isoDate(epochMs: number, addYears = 0): string {
  const date = new Date(epochMs);
  date.setUTCFullYear(date.getUTCFullYear() + addYears);
  return date.toISOString().slice(0, 10);
}
