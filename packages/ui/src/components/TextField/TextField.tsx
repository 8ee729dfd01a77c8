import type { InputHTMLAttributes, ReactElement } from 'react';
import { useFieldIds } from '../../hooks/useFieldIds.ts';
import * as shared from '../../styles/shared.css.ts';

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
  const ids = useFieldIds({ id, hint, error });
  return (
    <div className={[shared.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={ids.controlId} className={shared.label}>
        {label}
      </label>
      {hint ? (
        <p id={ids.hintId} className={shared.hint}>
          {hint}
        </p>
      ) : null}
      <input {...rest} {...ids.describedBy} id={ids.controlId} type={type} className={shared.control} />
      {error ? (
        <p id={ids.errorId} className={shared.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
