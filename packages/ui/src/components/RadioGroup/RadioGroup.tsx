import * as Radio from '@radix-ui/react-radio-group';
import type { ReactElement } from 'react';
import { FieldGroup } from '../FieldGroup/FieldGroup.tsx';
import * as styles from './RadioGroup.css.ts';

/** One choice of a `RadioGroup`. */
export interface RadioOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
}

/** Props of `RadioGroup`. */
export interface RadioGroupProps {
  /** The question, rendered as the group's legend. */
  readonly label: string;
  readonly options: readonly RadioOption[];
  readonly value?: string;
  readonly defaultValue?: string;
  readonly onValueChange?: (value: string) => void;
  readonly name?: string;
  readonly required?: boolean;
  readonly hint?: string;
  readonly error?: string;
  readonly orientation?: 'vertical' | 'horizontal';
  readonly className?: string;
}

/**
 * One choice out of a few (Radix radio group): Tab enters the group at the selected option,
 * arrow keys move and select, as the ARIA radio group pattern expects.
 */
export function RadioGroup({
  label,
  options,
  hint,
  error,
  orientation = 'vertical',
  className,
  ...rest
}: RadioGroupProps): ReactElement {
  return (
    // The radiogroup is a div named by the question (Radix renders it), not a fieldset.
    <FieldGroup label={label} labelAs="text" labelStyle="question" hint={hint} error={error} className={className}>
      {(field) => (
        <Radio.Root
          {...rest}
          {...field.describedBy}
          aria-labelledby={field.labelId}
          orientation={orientation}
          className={[styles.list, orientation === 'horizontal' ? styles.horizontal : ''].join(' ')}
        >
          {options.map((option) => {
            const id = `${field.controlId}-${option.value}`;
            return (
              <div key={option.value} className={styles.item}>
                <Radio.Item id={id} value={option.value} disabled={option.disabled} className={styles.radio}>
                  <Radio.Indicator className={styles.indicator} />
                </Radio.Item>
                <label htmlFor={id} className={styles.itemLabel}>
                  {option.label}
                </label>
              </div>
            );
          })}
        </Radio.Root>
      )}
    </FieldGroup>
  );
}
