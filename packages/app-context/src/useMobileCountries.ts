// The countries of a mobile number field (sign-up, mobile login, onboarding, the profile): GET
// /country in the current locale, filtered and ordered by the tenant's mobile-country settings
// (domain `mobileCountries`); once the list is in, a value without an offered country starts at the
// tenant's first preferred one, else Germany (spec §9, domain `initialMobileCountry`). The features
// draw the field (the design system's PhoneField) with their own texts and their own way of saying
// that the list could not be loaded.
import { initialMobileCountry, mobileCountries } from '@talent/domain';
import type { Country, MobileCountry, PhoneValue } from '@talent/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { usePortal } from './portal.ts';
import { countriesQuery } from './queries.ts';

/** What a mobile number field offers, and whether the list could be loaded. */
export interface MobileCountries {
  /** The countries offered, filtered and in the tenant's order (none until loaded). */
  readonly countries: readonly MobileCountry<Country>[];
  /** Whether GET /country failed. */
  readonly failed: boolean;
  /** Asks for the list again. */
  readonly retry: () => void;
}

/** The offered countries of the mobile number `value`; starts it at the tenant's country through `onChange`. */
export function useMobileCountries(value: PhoneValue, onChange: (value: PhoneValue) => void): MobileCountries {
  const { api, locale, tenant } = usePortal();
  const query = useQuery(countriesQuery(api, locale));
  const settings = tenant.config.mobileCountriesSettings;
  const countries = useMemo(() => mobileCountries(query.data ?? [], settings, locale), [query.data, settings, locale]);
  const preferred = tenant.config.preferredSortedCountries;
  useEffect(() => {
    if (countries.some((c) => c.iso2 === value.countryCode)) return;
    const countryCode = initialMobileCountry(countries, preferred);
    if (countryCode !== undefined) onChange({ ...value, countryCode });
  }, [countries, value, onChange, preferred]);
  return { countries, failed: query.isError, retry: () => void query.refetch() };
}
