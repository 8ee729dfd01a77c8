// The mobile number of a form: the design system's PhoneField over the countries of
// `useMobileCountries` (@talent/app-context: GET /country with the tenant's mobile-country settings,
// starting at the tenant's first preferred country, else Germany, spec §9). A list that could not be
// loaded is said above the field, with a retry.
import { useMobileCountries } from '@talent/app-context';
import type { PhoneValue } from '@talent/domain';
import { LoadFailure, PhoneField } from '@talent/ui';
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
  const { countries, failed, retry } = useMobileCountries(value, onChange);
  return (
    <>
      {failed ? (
        <LoadFailure
          message={intl.formatMessage(messages.countriesFailed)}
          retryLabel={intl.formatMessage(messages.retry)}
          onRetry={retry}
        />
      ) : null}
      <PhoneField
        id={id}
        label={intl.formatMessage(messages.mobile)}
        countryLabel={intl.formatMessage(messages.mobileCountry)}
        numberLabel={intl.formatMessage(messages.mobileNumber)}
        countries={countries}
        value={value}
        onChange={onChange}
        {...(required ? { required } : {})}
        {...(error ? { error } : {})}
      />
    </>
  );
}
