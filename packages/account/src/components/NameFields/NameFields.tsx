// A person's names (the contract's `PersonName` twice), with the autocomplete tokens that let
// browsers fill them in.
import { TextField } from '@talent/ui';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { BoundField } from '../../form/useForm.ts';
import { messages } from '../../messages.ts';

/** Props of `NameFields`. */
export interface NameFieldsProps {
  /** Prefix of the ids (`<prefix>-firstName`, `<prefix>-lastName`). */
  readonly idPrefix: string;
  readonly firstName: BoundField;
  readonly lastName: BoundField;
}

export function NameFields({ idPrefix, firstName, lastName }: NameFieldsProps): ReactElement {
  const intl = useIntl();
  return (
    <>
      <TextField
        id={`${idPrefix}-firstName`}
        label={intl.formatMessage(messages.firstName)}
        autoComplete="given-name"
        required
        {...firstName}
      />
      <TextField
        id={`${idPrefix}-lastName`}
        label={intl.formatMessage(messages.lastName)}
        autoComplete="family-name"
        required
        {...lastName}
      />
    </>
  );
}
