// The mobile number of a form: the design system's PhoneField over the countries of GET /country,
// filtered and ordered by the tenant's mobile-country settings (domain `mobileCountries`). The
// country starts at the tenant's first preferred country (else Germany, spec §9), once the list is in.
import { countriesQuery, usePortal } from '@talent/app-context';
import { DEFAULT_COUNTRY, mobileCountries } from '@talent/domain';
import type { PhoneValue } from '@talent/domain';
import { Alert, Button, PhoneField } from '@talent/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../../messages.ts';

/** Props of `MobileNumberField`. */
export interface MobileNumberFieldProps {
  readonly id: string;
  readonly value: PhoneValue;
  readonly onChange: (value: PhoneValue) => void;
  readonly error?: string | undefined;
  readonly required?: boolean;
}

export function MobileNumberField({ id, value, onChange, error, required }: MobileNumberFieldProps): ReactElement {
  const intl = useIntl();
  const { api, locale, tenant } = usePortal();
  const countries = useQuery(countriesQuery(api, locale));
  const offered = useMemo(
    () => mobileCountries(countries.data ?? [], tenant.config.mobileCountriesSettings, locale),
    [countries.data, tenant.config.mobileCountriesSettings, locale],
  );

  useEffect(() => {
    if (offered.length === 0 || offered.some((c) => c.iso2 === value.countryCode)) return;
    const preferred = [...tenant.config.preferredSortedCountries, DEFAULT_COUNTRY].find((iso2) =>
      offered.some((c) => c.iso2 === iso2.toUpperCase()),
    );
    onChange({ ...value, countryCode: preferred?.toUpperCase() ?? offered[0]!.iso2 });
  }, [offered, value, onChange, tenant.config.preferredSortedCountries]);

  return (
    <>
      {countries.isError ? (
        <Alert tone="error">
          {intl.formatMessage(messages.countriesFailed)}{' '}
          <Button variant="ghost" size="small" onClick={() => void countries.refetch()}>
            {intl.formatMessage(messages.retry)}
          </Button>
        </Alert>
      ) : null}
      <PhoneField
        id={id}
        label={intl.formatMessage(messages.mobile)}
        countryLabel={intl.formatMessage(messages.mobileCountry)}
        numberLabel={intl.formatMessage(messages.mobileNumber)}
        countries={offered}
        value={value}
        onChange={onChange}
        {...(required ? { required } : {})}
        {...(error ? { error } : {})}
      />
    </>
  );
}
