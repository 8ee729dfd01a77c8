// A mobile number: the design system's PhoneField over the countries of `useMobileCountries`
// (@talent/app-context: GET /country with the tenant's mobile-country settings, starting at the
// tenant's first preferred country, else Germany, spec §9). A list that could not be loaded is said
// in the field's hint.
import { useMobileCountries } from '@talent/app-context';
import type { PhoneValue } from '@talent/domain';
import { PhoneField } from '@talent/ui';
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
  const { countries, failed } = useMobileCountries(value, onChange);
  return (
    <PhoneField
      id={id}
      label={label}
      countryLabel={intl.formatMessage(messages.phoneCountry)}
      numberLabel={intl.formatMessage(messages.phoneNumber)}
      countries={countries}
      value={value}
      onChange={onChange}
      {...(failed ? { hint: intl.formatMessage(messages.countriesFailed) } : {})}
      {...(required ? { required } : {})}
      {...(error ? { error } : {})}
    />
  );
}
