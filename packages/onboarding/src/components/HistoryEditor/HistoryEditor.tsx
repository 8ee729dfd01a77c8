// Employment, education or certificate entries (spec §3): title, organisation, start, end,
// ongoing and description per entry, added and removed with buttons. Entries are shown as given
// (the CV answers newest first, spec §5) and sorted newest first when saved, so an entry does not
// jump away while it is being typed.
import { Button, Checkbox, MonthYearPicker, TextArea, TextField } from '@talent/ui';
import type { MonthYear } from '@talent/ui';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { EMPTY_HISTORY } from '../../answers.ts';
import type { HistoryDraft } from '../../answers.ts';
import { messages } from '../../messages.ts';
import * as styles from './HistoryEditor.css.ts';

/** Which history an editor edits (the labels differ). */
export type HistoryKind = 'employment' | 'education' | 'certificate';

/** Props of `HistoryEditor`. */
export interface HistoryEditorProps {
  readonly id: string;
  readonly label: string;
  readonly kind: HistoryKind;
  readonly entries: readonly HistoryDraft[];
  readonly onChange: (entries: HistoryDraft[]) => void;
  readonly error?: string | undefined;
  readonly disabled?: boolean;
  /** Heading level of each entry's title (below the section's). */
  readonly headingLevel?: 3 | 4;
}

const TITLES: Record<HistoryKind, { title: MessageDescriptor; organization: MessageDescriptor }> = {
  employment: { title: messages.jobTitle, organization: messages.company },
  education: { title: messages.degree, organization: messages.school },
  certificate: { title: messages.certificate, organization: messages.issuer },
};

/** "2021-03-01" as a month and year. */
function monthYear(date: string | null): MonthYear {
  const match = date ? /^(\d{4})-(\d{2})/.exec(date) : null;
  return match ? { year: Number(match[1]), month: Number(match[2]) } : { year: null, month: null };
}

/** A month and year as a date (the first of the month); a year alone is January. */
function toDate(value: MonthYear): string | null {
  if (value.year === null) return null;
  return `${value.year}-${String(value.month ?? 1).padStart(2, '0')}-01`;
}

interface DateFieldProps {
  readonly id: string;
  readonly label: string;
  readonly value: string | null;
  readonly onChange: (date: string | null) => void;
  readonly disabled?: boolean | undefined;
}

/** A month-and-year field; a month chosen before the year is kept until the year comes. */
function DateField({ id, label, value, onChange, disabled }: DateFieldProps): ReactElement {
  const intl = useIntl();
  const [partial, setPartial] = useState<MonthYear | null>(null);
  // Today, once: the year list (90 back to 10 ahead) need not follow the clock while typing.
  const [now] = useState(() => Date.now());
  const shown = partial ?? monthYear(value);
  return (
    <MonthYearPicker
      id={id}
      label={label}
      monthLabel={intl.formatMessage(messages.month)}
      yearLabel={intl.formatMessage(messages.year)}
      emptyLabel={intl.formatMessage(messages.noDate)}
      value={shown}
      locale={intl.locale}
      now={now}
      {...(disabled ? { disabled } : {})}
      onChange={(next) => {
        setPartial(next.year === null && next.month !== null ? next : null);
        onChange(toDate(next));
      }}
    />
  );
}

export function HistoryEditor({
  id,
  label,
  kind,
  entries,
  onChange,
  error,
  disabled,
  headingLevel = 3,
}: HistoryEditorProps): ReactElement {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  const titles = TITLES[kind];
  const change = (index: number, patch: Partial<HistoryDraft>) =>
    onChange(entries.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));
  return (
    <fieldset className={styles.group} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.legend}>{label}</legend>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
      <div>
        <Button variant="secondary" disabled={disabled} onClick={() => onChange([{ ...EMPTY_HISTORY }, ...entries])}>
          {intl.formatMessage(messages.addEntry)}
        </Button>
      </div>
      {entries.length === 0 ? <p className={styles.empty}>{intl.formatMessage(messages.noEntries)}</p> : null}
      {entries.map((entry, index) => {
        const number = index + 1;
        const prefix = `${id}-${number}`;
        return (
          // Entries have no id of their own; their place is what the talent sees.
          <section key={index} className={styles.entry} aria-labelledby={`${prefix}-heading`}>
            <Heading id={`${prefix}-heading`} className={styles.entryHeading}>
              {entry.title.trim() || intl.formatMessage(messages.entryNumber, { number })}
            </Heading>
            <div className={styles.pair}>
              <TextField
                id={`${prefix}-title`}
                label={intl.formatMessage(titles.title)}
                value={entry.title}
                maxLength={255}
                disabled={disabled}
                onChange={(event) => change(index, { title: event.target.value })}
              />
              <TextField
                id={`${prefix}-organization`}
                label={intl.formatMessage(titles.organization)}
                value={entry.organization}
                maxLength={255}
                disabled={disabled}
                onChange={(event) => change(index, { organization: event.target.value })}
              />
            </div>
            <div className={styles.pair}>
              <DateField
                id={`${prefix}-start`}
                label={intl.formatMessage(messages.start)}
                value={entry.start}
                disabled={disabled}
                onChange={(start) => change(index, { start })}
              />
              <DateField
                id={`${prefix}-end`}
                label={intl.formatMessage(messages.end)}
                value={entry.ongoing ? null : entry.end}
                disabled={disabled || entry.ongoing}
                onChange={(end) => change(index, { end })}
              />
            </div>
            <Checkbox
              id={`${prefix}-ongoing`}
              label={intl.formatMessage(messages.ongoing)}
              checked={entry.ongoing}
              disabled={disabled}
              onChange={(event) => change(index, { ongoing: event.target.checked, end: null })}
            />
            <TextArea
              id={`${prefix}-description`}
              label={intl.formatMessage(messages.entryDescription)}
              value={entry.description}
              maxLength={5000}
              rows={3}
              disabled={disabled}
              onChange={(event) => change(index, { description: event.target.value })}
            />
            <div>
              <Button
                variant="ghost"
                disabled={disabled}
                onClick={() => onChange(entries.filter((_, i) => i !== index))}
              >
                {intl.formatMessage(messages.removeEntry, { number })}
              </Button>
            </div>
          </section>
        );
      })}
    </fieldset>
  );
}
