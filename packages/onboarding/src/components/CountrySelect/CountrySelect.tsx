// A country choice over GET /country, named in the locale, the tenant's preferred countries first
// (spec §5 "Country sorting"), as the sign-up forms order them.
import { countriesQuery, usePortal } from '@talent/app-context';
import { sortCountries } from '@talent/domain';
import { Select } from '@talent/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../../messages.ts';

/** Props of `CountrySelect`. */
export interface CountrySelectProps {
  readonly id: string;
  readonly label: string;
  /** ISO 3166-1 alpha-2, or '' for none. */
  readonly value: string;
  readonly onChange: (iso2: string) => void;
  readonly error?: string | undefined;
  readonly required?: boolean;
  readonly disabled?: boolean;
}

export function CountrySelect({
  id,
  label,
  value,
  onChange,
  error,
  required,
  disabled,
}: CountrySelectProps): ReactElement {
  const intl = useIntl();
  const { api, locale, tenant } = usePortal();
  const countries = useQuery(countriesQuery(api, locale));
  const options = useMemo(
    () =>
      sortCountries(countries.data ?? [], tenant.config.preferredSortedCountries, locale).map((c) => ({
        value: c.iso2,
        label: c.name,
      })),
    [countries.data, tenant.config.preferredSortedCountries, locale],
  );
  // A saved country stays choosable while the list loads (or if it failed).
  const shown = value && !options.some((o) => o.value === value) ? [{ value, label: value }, ...options] : options;
  return (
    <Select
      id={id}
      label={label}
      placeholder={intl.formatMessage(messages.choose)}
      options={shown}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      {...(countries.isError ? { hint: intl.formatMessage(messages.countriesFailed) } : {})}
      {...(error ? { error } : {})}
      {...(required ? { required } : {})}
      {...(disabled ? { disabled } : {})}
    />
  );
}
