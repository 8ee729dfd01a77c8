import * as Radio from '@radix-ui/react-radio-group';
import { useId, type ReactElement } from 'react';
import { useFieldIds } from '../../hooks/useFieldIds.ts';
import * as shared from '../../styles/shared.css.ts';
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
  const ids = useFieldIds({ hint, error });
  const labelId = useId();
  return (
    <div className={[shared.field, className].filter(Boolean).join(' ')}>
      <span id={labelId} className={styles.legend}>
        {label}
      </span>
      {hint ? (
        <p id={ids.hintId} className={shared.hint}>
          {hint}
        </p>
      ) : null}
      <Radio.Root
        {...rest}
        {...ids.describedBy}
        aria-labelledby={labelId}
        orientation={orientation}
        className={[styles.list, orientation === 'horizontal' ? styles.horizontal : ''].join(' ')}
      >
        {options.map((option) => {
          const id = `${ids.controlId}-${option.value}`;
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
      {error ? (
        <p id={ids.errorId} className={shared.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
