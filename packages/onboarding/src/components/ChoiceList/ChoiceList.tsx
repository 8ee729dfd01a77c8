// Several choices as a group of checkboxes (a multiselect question, job categories, pools).
import { Checkbox, FieldGroup } from '@talent/ui';
import type { ReactElement } from 'react';
import * as styles from './ChoiceList.css.ts';

/** Props of `ChoiceList`. */
export interface ChoiceListProps {
  readonly id: string;
  readonly label: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly values: readonly string[];
  readonly onChange: (values: string[]) => void;
  readonly hint?: string | undefined;
  readonly error?: string | undefined;
  readonly disabled?: boolean;
}

export function ChoiceList({
  id,
  label,
  options,
  values,
  onChange,
  hint,
  error,
  disabled,
}: ChoiceListProps): ReactElement {
  return (
    <FieldGroup id={id} label={label} labelAs="legend" hint={hint} error={error}>
      {() => (
        <div className={styles.options}>
          {options.map((option, index) => (
            <Checkbox
              key={option.value}
              id={`${id}-${index + 1}`}
              label={option.label}
              checked={values.includes(option.value)}
              disabled={disabled}
              onChange={(event) =>
                onChange(event.target.checked ? [...values, option.value] : values.filter((v) => v !== option.value))
              }
            />
          ))}
        </div>
      )}
    </FieldGroup>
  );
}
