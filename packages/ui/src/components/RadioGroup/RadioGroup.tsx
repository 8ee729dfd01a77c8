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
  /** The radios' form name; one is generated when omitted (it is what makes them one group). */
  readonly name?: string;
  readonly required?: boolean;
  readonly hint?: string;
  readonly error?: string;
  readonly orientation?: 'vertical' | 'horizontal';
  readonly className?: string;
}

/**
 * One choice out of a few, as the browser's own radio buttons: one name makes them one group, so
 * Tab enters it at the selected option and arrow keys move and select (the ARIA radio group
 * pattern, by the browser, with no script). Native inputs rather than a Radix group: the same
 * behaviour for ~6 KB gzip less on every page that shows one (the footer's language chooser).
 */
export function RadioGroup({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  name,
  required,
  hint,
  error,
  orientation = 'vertical',
  className,
}: RadioGroupProps): ReactElement {
  return (
    // The radiogroup is a div named by the question, not a fieldset.
    <FieldGroup label={label} labelAs="text" labelStyle="question" hint={hint} error={error} className={className}>
      {(field) => (
        <div
          role="radiogroup"
          {...field.describedBy}
          aria-labelledby={field.labelId}
          aria-required={required === true ? true : undefined}
          className={[styles.list, orientation === 'horizontal' ? styles.horizontal : ''].join(' ')}
        >
          {options.map((option) => {
            const id = `${field.controlId}-${option.value}`;
            const checked =
              value !== undefined
                ? { checked: value === option.value }
                : defaultValue !== undefined
                  ? { defaultChecked: defaultValue === option.value }
                  : {};
            return (
              <div key={option.value} className={styles.item}>
                <input
                  type="radio"
                  id={id}
                  name={name ?? field.controlId}
                  value={option.value}
                  {...checked}
                  onChange={(event) => {
                    if (event.target.checked) onValueChange?.(option.value);
                  }}
                  disabled={option.disabled}
                  required={required}
                  className={styles.radio}
                />
                <label htmlFor={id} className={styles.itemLabel}>
                  {option.label}
                </label>
              </div>
            );
          })}
        </div>
      )}
    </FieldGroup>
  );
}
