import type { ReactElement, SelectHTMLAttributes } from 'react';
import * as shared from '../../styles/shared.css.ts';
import { FieldGroup } from '../FieldGroup/FieldGroup.tsx';
import * as styles from './Select.css.ts';

/** One option of a `Select`. */
export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
}

/** Props of `Select`. */
export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  readonly label: string;
  readonly options: readonly SelectOption[];
  /** Text of an empty first option ("Choose…"); omit for none. */
  readonly placeholder?: string;
  readonly hint?: string;
  readonly error?: string;
}

/** A labelled native select: the most robust choice for short lists on every device. */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  id,
  className,
  ...rest
}: SelectProps): ReactElement {
  return (
    <FieldGroup label={label} hint={hint} error={error} id={id} className={className}>
      {(field) => (
        <select {...rest} {...field.describedBy} id={field.controlId} className={`${shared.control} ${styles.select}`}>
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldGroup>
  );
}
