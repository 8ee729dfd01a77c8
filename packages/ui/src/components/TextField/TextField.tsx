import type { InputHTMLAttributes, ReactElement } from 'react';
import * as shared from '../../styles/shared.css.ts';
import { FieldGroup } from '../FieldGroup/FieldGroup.tsx';

/** Props of `TextField`: a native input with its label, hint and error. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  readonly label: string;
  /** Help shown under the label and read with the field. */
  readonly hint?: string;
  /** Error message; marks the field invalid and is read with it. */
  readonly error?: string;
}

/** A labelled text input. The label is a real `<label>`; hint and error describe the input. */
export function TextField({ label, hint, error, id, type = 'text', className, ...rest }: TextFieldProps): ReactElement {
  return (
    <FieldGroup label={label} hint={hint} error={error} id={id} className={className}>
      {(field) => (
        <input {...rest} {...field.describedBy} id={field.controlId} type={type} className={shared.control} />
      )}
    </FieldGroup>
  );
}
