// Country lists for pickers and the mobile number field (spec §5 "Mobile countries", "Country sorting").
import { DEFAULT_COUNTRY } from './constants.ts';
import type { Country } from './entities.ts';

/** Mobile-country settings of the client config. */
export interface MobileCountriesSettings {
  readonly excludedEnabled: boolean;
  readonly excludedList: readonly string[];
  readonly prefEnabled: boolean;
  readonly prefList: readonly string[];
}

/** A country offered in the phone field, with its calling code as digits. */
export type MobileCountry<C extends Country = Country> = C & { readonly callingCode: string };

/**
 * Countries with the preferred ones first, in the configured order, then the rest alphabetically by
 * name (compared in `locale`). ISO codes match case-insensitively; unknown preferred codes are ignored.
 */
export function sortCountries<C extends Pick<Country, 'name' | 'iso2'>>(
  countries: readonly C[],
  preferredIso2: readonly string[] = [],
  locale = 'en',
): C[] {
  const order = new Map<string, number>();
  preferredIso2.forEach((iso2, index) => {
    const key = iso2.toUpperCase();
    if (!order.has(key)) order.set(key, index);
  });
  const collator = new Intl.Collator(locale);
  const preferred = countries
    .filter((c) => order.has(c.iso2.toUpperCase()))
    .sort((a, b) => order.get(a.iso2.toUpperCase())! - order.get(b.iso2.toUpperCase())!);
  const rest = countries
    .filter((c) => !order.has(c.iso2.toUpperCase()))
    .sort((a, b) => collator.compare(a.name, b.name));
  return [...preferred, ...rest];
}

/** Digits of a calling code: only the part before "and", digits only ("+1 and 1-684" → "1"). */
export function phoneCodeDigits(code: string | null | undefined): string {
  if (!code) return '';
  const [first = ''] = code.split(/\band\b/i);
  return first.replace(/\D/g, '');
}

/**
 * Countries for the mobile number field: excluded countries removed (case-insensitive) when
 * excludedEnabled, the preferred list put first only when prefEnabled, and countries without a
 * calling code skipped.
 */
export function mobileCountries<C extends Country>(
  countries: readonly C[],
  settings: MobileCountriesSettings,
  locale = 'en',
): MobileCountry<C>[] {
  const excluded = new Set(settings.excludedEnabled ? settings.excludedList.map((c) => c.toUpperCase()) : []);
  const offered = countries
    .filter((c) => !excluded.has(c.iso2.toUpperCase()))
    .map((c) => ({ ...c, callingCode: phoneCodeDigits(c.phoneCode) }))
    .filter((c) => c.callingCode !== '');
  return sortCountries(offered, settings.prefEnabled ? settings.prefList : [], locale);
}

/**
 * The calling-code country a mobile number field starts at, once its countries are in (spec §9):
 * the first of the tenant's `preferredSortedCountries` that is offered, else Germany
 * (`DEFAULT_COUNTRY`) when offered, else the first offered; `undefined` while nothing is offered.
 * Preferred codes match case-insensitively; the answer is the offered country's `iso2`.
 */
export function initialMobileCountry(
  offered: readonly Pick<Country, 'iso2'>[],
  preferredSortedCountries: readonly string[],
): string | undefined {
  const first = [...preferredSortedCountries, DEFAULT_COUNTRY].find((iso2) =>
    offered.some((c) => c.iso2 === iso2.toUpperCase()),
  );
  return first?.toUpperCase() ?? offered[0]?.iso2;
}
