import type { InputHTMLAttributes, ReactElement, ReactNode } from 'react';
import { useFieldIds } from '../../hooks/useFieldIds.ts';
import * as shared from '../../styles/shared.css.ts';
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
  const ids = useFieldIds({ id, hint, error });
  return (
    <div className={className}>
      <div className={styles.row}>
        <input {...rest} {...ids.describedBy} id={ids.controlId} type="checkbox" className={styles.input} />
        <label htmlFor={ids.controlId} className={styles.text}>
          {label}
        </label>
      </div>
      {hint ? (
        <p id={ids.hintId} className={shared.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className={shared.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
