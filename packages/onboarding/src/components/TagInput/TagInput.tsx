// A list of short tags (skills, tools): type one, press Enter (or Add); each chosen tag is a chip
// with its own remove button. Repeats (ignoring case) are not added twice.
import { Button, Chip, FieldGroup, bareList } from '@talent/ui';
import { useState } from 'react';
import type { KeyboardEvent, ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../../messages.ts';
import * as styles from './TagInput.css.ts';

/** Props of `TagInput`. */
export interface TagInputProps {
  readonly id: string;
  readonly label: string;
  readonly values: readonly string[];
  readonly onChange: (values: string[]) => void;
  readonly error?: string | undefined;
  readonly disabled?: boolean;
}

/** At most this many characters per tag (the contract's TagList). */
const MAX_TAG = 100;

export function TagInput({ id, label, values, onChange, error, disabled }: TagInputProps): ReactElement {
  const intl = useIntl();
  const [draft, setDraft] = useState('');
  const add = () => {
    const tag = draft.trim().slice(0, MAX_TAG);
    if (tag && !values.some((v) => v.toLowerCase() === tag.toLowerCase())) onChange([...values, tag]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the tag instead of submitting the step.
    event.preventDefault();
    add();
  };
  return (
    <FieldGroup id={id} label={label} hint={intl.formatMessage(messages.tagHint)} error={error}>
      {(field) => (
        <div className={styles.editor}>
          <div className={styles.entry}>
            <input
              {...field.describedBy}
              id={field.controlId}
              className={styles.input}
              value={draft}
              maxLength={MAX_TAG}
              disabled={disabled}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
            />
            <Button variant="secondary" onClick={add} disabled={disabled || draft.trim() === ''}>
              {intl.formatMessage(messages.addTag)}
            </Button>
          </div>
          {values.length > 0 ? (
            <ul
              className={`${bareList} ${styles.chips}`}
              aria-label={intl.formatMessage(messages.chosenTags, { label })}
            >
              {values.map((tag) => (
                <li key={tag}>
                  <Chip
                    label={tag}
                    {...(disabled
                      ? {}
                      : {
                          onRemove: () => onChange(values.filter((v) => v !== tag)),
                          removeLabel: intl.formatMessage(messages.removeTag, { tag }),
                        })}
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </FieldGroup>
  );
}
