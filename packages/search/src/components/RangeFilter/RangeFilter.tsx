// A numeric range filter (hours per week, duration in months): two fields, applied when the user
// leaves a field or presses Enter, so a half-typed number never starts a search. A value that is
// not a number in range shows a translated error and is not applied; what was typed stays.
import type { NumberRange } from '@talent/domain';
import { TextField } from '@talent/ui';
import { useId, useState } from 'react';
import type { KeyboardEvent, ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { searchPageMessages } from '../../searchPageMessages.ts';
import * as styles from './RangeFilter.css.ts';

/** Props of `RangeFilter`. */
export interface RangeFilterProps {
  /** The translated name of the range, e.g. "Hours per week". */
  readonly legend: string;
  /** The range in the URL. */
  readonly value: NumberRange | undefined;
  /** Largest value accepted. */
  readonly max: number;
  /** Called with the new range (undefined when both fields are empty). */
  readonly onChange: (range: NumberRange | undefined) => void;
}

const text = (n: number | undefined) => (n === undefined ? '' : String(n));

/** The number typed (a decimal comma is fine), undefined for an empty field, NaN when invalid. */
function parse(value: string, max: number): number | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (!/^\d+([.,]\d+)?$/.test(trimmed)) return Number.NaN;
  const n = Number(trimmed.replace(',', '.'));
  return n <= max ? n : Number.NaN;
}

export function RangeFilter({ legend, value, max, onChange }: RangeFilterProps): ReactElement {
  const intl = useIntl();
  const hintId = useId();
  const [min, setMin] = useState(text(value?.min));
  const [top, setTop] = useState(text(value?.max));
  const [invalid, setInvalid] = useState<{ min: boolean; max: boolean }>({ min: false, max: false });

  // The URL changed elsewhere (Back, "Clear filters"): show its range, in the same render.
  const [shown, setShown] = useState({ min: value?.min, max: value?.max });
  if (shown.min !== value?.min || shown.max !== value?.max) {
    setShown({ min: value?.min, max: value?.max });
    setMin(text(value?.min));
    setTop(text(value?.max));
    setInvalid({ min: false, max: false });
  }

  const commit = () => {
    const from = parse(min, max);
    const to = parse(top, max);
    const bad = { min: Number.isNaN(from), max: Number.isNaN(to) };
    setInvalid(bad);
    if (bad.min || bad.max) return;
    if (from === value?.min && to === value?.max) return;
    onChange(
      from === undefined && to === undefined
        ? undefined
        : { ...(from !== undefined && { min: from }), ...(to !== undefined && { max: to }) },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };
  const error = intl.formatMessage(searchPageMessages.rangeInvalid, { max });

  return (
    <fieldset className={styles.fieldset} aria-describedby={hintId}>
      <legend className={styles.legend}>{legend}</legend>
      <p id={hintId} className={styles.hint}>
        {intl.formatMessage(searchPageMessages.rangeHint)}
      </p>
      <div className={styles.row}>
        <TextField
          label={intl.formatMessage(searchPageMessages.rangeFrom)}
          inputMode="decimal"
          autoComplete="off"
          value={min}
          {...(invalid.min ? { error } : {})}
          onChange={(event) => setMin(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <TextField
          label={intl.formatMessage(searchPageMessages.rangeTo)}
          inputMode="decimal"
          autoComplete="off"
          value={top}
          {...(invalid.max ? { error } : {})}
          onChange={(event) => setTop(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
      </div>
    </fieldset>
  );
}
