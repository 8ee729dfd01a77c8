import { phoneCodeDigits, type Country, type PhoneValue } from '@talent/domain';
import type { ReactElement } from 'react';
import * as shared from '../../styles/shared.css.ts';
import { FieldGroup } from '../FieldGroup/FieldGroup.tsx';
import * as styles from './PhoneField.css.ts';

/** Props of `PhoneField`. */
export interface PhoneFieldProps {
  /** The group label, e.g. "Mobile number". */
  readonly label: string;
  /** Label of the country code select, e.g. "Country code". */
  readonly countryLabel: string;
  /** Label of the number input, e.g. "Number". */
  readonly numberLabel: string;
  /** Countries offered, already filtered and ordered (`mobileCountries` of @talent/domain). */
  readonly countries: readonly Country[];
  readonly value: PhoneValue;
  readonly onChange: (value: PhoneValue) => void;
  readonly hint?: string;
  readonly error?: string;
  readonly required?: boolean;
  readonly id?: string;
}

/**
 * A mobile number as country code + number (the `validPhone` value of @talent/domain): a group
 * of a native select of calling codes and a telephone input, each with its own label.
 */
export function PhoneField({
  label,
  countryLabel,
  numberLabel,
  countries,
  value,
  onChange,
  hint,
  error,
  required,
  id,
}: PhoneFieldProps): ReactElement {
  const withCode = countries.filter((c) => phoneCodeDigits(c.phoneCode) !== '');
  return (
    <FieldGroup label={label} labelAs="legend" hint={hint} error={error} id={id}>
      {(group) => (
        <div className={styles.row}>
          <FieldGroup label={countryLabel} labelStyle="part" id={`${group.controlId}-country`}>
            {(country) => (
              <select
                id={country.controlId}
                className={shared.control}
                value={value.countryCode}
                required={required}
                onChange={(e) => onChange({ ...value, countryCode: e.target.value })}
              >
                {withCode.map((c) => (
                  <option key={c.iso2} value={c.iso2}>
                    {`${c.name} (+${phoneCodeDigits(c.phoneCode)})`}
                  </option>
                ))}
              </select>
            )}
          </FieldGroup>
          {/* The number input carries the group's id, so the group's hint and error describe it. */}
          <FieldGroup label={numberLabel} labelStyle="part" id={group.controlId}>
            {() => (
              <input
                {...group.describedBy}
                id={group.controlId}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                required={required}
                className={shared.control}
                value={value.number}
                onChange={(e) => onChange({ ...value, number: e.target.value })}
              />
            )}
          </FieldGroup>
        </div>
      )}
    </FieldGroup>
  );
}
