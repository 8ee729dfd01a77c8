// A new password: the field with the contract's rules as a hint, and (for setting one) the same
// password typed again. Both are "new-password" to password managers, which offer to generate one.
import { TextField } from '@talent/ui';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { BoundField } from '../../form/useForm.ts';
import { messages } from '../../messages.ts';

/** Props of `NewPasswordField`. */
export interface NewPasswordFieldProps {
  readonly id: string;
  readonly label: string;
  /** `form.field('password')`. */
  readonly field: BoundField;
}

export function NewPasswordField({ id, label, field }: NewPasswordFieldProps): ReactElement {
  const intl = useIntl();
  return (
    <TextField
      id={id}
      label={label}
      hint={intl.formatMessage(messages.passwordHint)}
      type="password"
      autoComplete="new-password"
      required
      {...field}
    />
  );
}

/** Props of `PasswordFields`. */
export interface PasswordFieldsProps {
  /** Prefix of the ids (`<prefix>-password`, `<prefix>-confirmation`). */
  readonly idPrefix: string;
  /** The label of the first field. */
  readonly label: string;
  /** `form.field` of a form with `password` and `confirmation`. */
  readonly fields: (name: 'password' | 'confirmation') => BoundField;
}

/** A new password and its confirmation (rules: `newPasswordForm`). */
export function PasswordFields({ idPrefix, label, fields }: PasswordFieldsProps): ReactElement {
  const intl = useIntl();
  return (
    <>
      <NewPasswordField id={`${idPrefix}-password`} label={label} field={fields('password')} />
      <TextField
        id={`${idPrefix}-confirmation`}
        label={intl.formatMessage(messages.confirmPassword)}
        type="password"
        autoComplete="new-password"
        required
        {...fields('confirmation')}
      />
    </>
  );
}
