import type { InputHTMLAttributes, ReactElement, ReactNode } from 'react';
import { FieldGroup } from '../FieldGroup/FieldGroup.tsx';
import * as styles from './Checkbox.css.ts';

/** Props of `Checkbox`. */
export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  /** The label; may contain links (e.g. to the terms). */
  readonly label: ReactNode;
  readonly hint?: string;
  readonly error?: string;
}

/** A native checkbox with its label (Space toggles; the whole label is the click target). */
export function Checkbox({ label, hint, error, id, className, ...rest }: CheckboxProps): ReactElement {
  return (
    <FieldGroup label={label} labelPlacement="after" hint={hint} error={error} id={id} className={className}>
      {(field) => (
        <input {...rest} {...field.describedBy} id={field.controlId} type="checkbox" className={styles.input} />
      )}
    </FieldGroup>
  );
}
