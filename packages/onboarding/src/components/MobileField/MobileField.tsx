// A mobile number: the design system's PhoneField over GET /country, filtered and ordered by the
// tenant's mobile-country settings (domain `mobileCountries`), starting at the tenant's first
// preferred country (else Germany, spec §9) once the list is in.
import { countriesQuery, usePortal } from '@talent/app-context';
import { DEFAULT_COUNTRY, mobileCountries } from '@talent/domain';
import type { PhoneValue } from '@talent/domain';
import { PhoneField } from '@talent/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../../messages.ts';

/** Props of `MobileField`. */
export interface MobileFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: PhoneValue;
  readonly onChange: (value: PhoneValue) => void;
  readonly error?: string | undefined;
  readonly required?: boolean;
}

export function MobileField({ id, label, value, onChange, error, required }: MobileFieldProps): ReactElement {
  const intl = useIntl();
  const { api, locale, tenant } = usePortal();
  const countries = useQuery(countriesQuery(api, locale));
  const offered = useMemo(
    () => mobileCountries(countries.data ?? [], tenant.config.mobileCountriesSettings, locale),
    [countries.data, tenant.config.mobileCountriesSettings, locale],
  );
  const preferred = tenant.config.preferredSortedCountries;
  useEffect(() => {
    if (offered.length === 0 || offered.some((c) => c.iso2 === value.countryCode)) return;
    const first = [...preferred, DEFAULT_COUNTRY].find((iso2) => offered.some((c) => c.iso2 === iso2.toUpperCase()));
    onChange({ ...value, countryCode: first?.toUpperCase() ?? offered[0]!.iso2 });
  }, [offered, value, onChange, preferred]);
  return (
    <PhoneField
      id={id}
      label={label}
      countryLabel={intl.formatMessage(messages.phoneCountry)}
      numberLabel={intl.formatMessage(messages.phoneNumber)}
      countries={offered}
      value={value}
      onChange={onChange}
      {...(countries.isError ? { hint: intl.formatMessage(messages.countriesFailed) } : {})}
      {...(required ? { required } : {})}
      {...(error ? { error } : {})}
    />
  );
}
