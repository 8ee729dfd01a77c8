// A home address: its parts as text fields and the country as a choice. Parts the tenant hides for
// this talent (`homeAddress.*` of GET /freelancer/hiddenFields) are left out.
import { ADDRESS_PARTS } from '@talent/domain';
import { FieldGroup, TextField } from '@talent/ui';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { AddressPart, AddressValue } from '../../answers.ts';
import { messages } from '../../messages.ts';
import { CountrySelect } from '../CountrySelect/CountrySelect.tsx';
import * as styles from './AddressFields.css.ts';

/** Props of `AddressFields`. */
export interface AddressFieldsProps {
  readonly id: string;
  readonly label: string;
  readonly value: AddressValue;
  readonly onChange: (value: AddressValue) => void;
  /** Parts not to show. */
  readonly hiddenParts?: readonly AddressPart[];
  readonly error?: string | undefined;
  readonly disabled?: boolean;
}

const LABELS: Record<AddressPart, MessageDescriptor> = {
  address_line1: messages.addressLine1,
  address_line2: messages.addressLine2,
  street: messages.street,
  zip: messages.zip,
  city: messages.city,
  state: messages.state,
  country: messages.country,
};

/** Browser autofill hints per part (WCAG 1.3.5). */
const AUTOCOMPLETE: Record<AddressPart, string> = {
  address_line1: 'address-line1',
  address_line2: 'address-line2',
  street: 'street-address',
  zip: 'postal-code',
  city: 'address-level2',
  state: 'address-level1',
  country: 'country',
};

export function AddressFields({
  id,
  label,
  value,
  onChange,
  hiddenParts = [],
  error,
  disabled,
}: AddressFieldsProps): ReactElement {
  const intl = useIntl();
  const set = (part: AddressPart, text: string) => onChange({ ...value, [part]: text });
  return (
    <FieldGroup id={id} label={label} labelAs="legend" error={error}>
      {() => (
        <div className={styles.grid}>
          {ADDRESS_PARTS.filter((part) => !hiddenParts.includes(part)).map((part) =>
            part === 'country' ? (
              <CountrySelect
                key={part}
                id={`${id}-${part}`}
                label={intl.formatMessage(LABELS[part])}
                value={value.country ?? ''}
                onChange={(iso2) => set('country', iso2)}
                {...(disabled ? { disabled } : {})}
              />
            ) : (
              <TextField
                key={part}
                id={`${id}-${part}`}
                label={intl.formatMessage(LABELS[part])}
                value={value[part] ?? ''}
                autoComplete={AUTOCOMPLETE[part]}
                maxLength={part === 'zip' ? 20 : 255}
                disabled={disabled}
                onChange={(event) => set(part, event.target.value)}
              />
            ),
          )}
        </div>
      )}
    </FieldGroup>
  );
}
