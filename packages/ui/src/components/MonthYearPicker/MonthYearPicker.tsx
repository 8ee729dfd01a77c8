import { yearOptions, type DateInput } from '@talent/domain';
import { useMemo, type ReactElement } from 'react';
import * as shared from '../../styles/shared.css.ts';
import { FieldGroup } from '../FieldGroup/FieldGroup.tsx';
import * as styles from './MonthYearPicker.css.ts';

/** A month of a year; either part may be unset. Months are 1–12. */
export interface MonthYear {
  readonly month: number | null;
  readonly year: number | null;
}

/** Props of `MonthYearPicker`. */
export interface MonthYearPickerProps {
  /** Group label, e.g. "Start date". */
  readonly label: string;
  readonly monthLabel: string;
  readonly yearLabel: string;
  /** Text of the empty choice of each select, e.g. "—". */
  readonly emptyLabel: string;
  readonly value: MonthYear;
  readonly onChange: (value: MonthYear) => void;
  /** Locale of the month names. */
  readonly locale: string;
  /** Today, injected so the year list (90 back to 10 ahead) is testable. */
  readonly now: DateInput;
  readonly hint?: string;
  readonly error?: string;
  readonly disabled?: boolean;
  readonly id?: string;
}

/**
 * Month and year of a CV entry (employment, education): two native selects in a labelled
 * group; month names come from `Intl` in the given locale, years from `yearOptions` (spec §9).
 */
export function MonthYearPicker({
  label,
  monthLabel,
  yearLabel,
  emptyLabel,
  value,
  onChange,
  locale,
  now,
  hint,
  error,
  disabled,
  id,
}: MonthYearPickerProps): ReactElement {
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, i) => format.format(Date.UTC(2000, i, 1)));
  }, [locale]);
  const years = useMemo(() => yearOptions(now), [now]);
  const toNumber = (s: string) => (s === '' ? null : Number(s));
  return (
    <FieldGroup label={label} labelAs="legend" hint={hint} error={error} id={id}>
      {(group) => (
        <div className={styles.row}>
          <FieldGroup label={monthLabel} labelStyle="part" id={`${group.controlId}-month`}>
            {(month) => (
              <select
                id={month.controlId}
                className={shared.control}
                disabled={disabled}
                value={value.month ?? ''}
                onChange={(e) => onChange({ ...value, month: toNumber(e.target.value) })}
              >
                <option value="">{emptyLabel}</option>
                {months.map((name, i) => (
                  <option key={name} value={i + 1}>
                    {name}
                  </option>
                ))}
              </select>
            )}
          </FieldGroup>
          {/* The year select carries the group's id, so the group's hint and error describe it. */}
          <FieldGroup label={yearLabel} labelStyle="part" id={group.controlId}>
            {() => (
              <select
                {...group.describedBy}
                id={group.controlId}
                className={shared.control}
                disabled={disabled}
                value={value.year ?? ''}
                onChange={(e) => onChange({ ...value, year: toNumber(e.target.value) })}
              >
                <option value="">{emptyLabel}</option>
                {years.map((year) => (
                  <option key={year} value={year}>
                    {year}
                  </option>
                ))}
              </select>
            )}
          </FieldGroup>
        </div>
      )}
    </FieldGroup>
  );
}
