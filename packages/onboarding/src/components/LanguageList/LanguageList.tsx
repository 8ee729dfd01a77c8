// Mastered languages: one row per language (a searchable language choice and a level 1–5, spec §3
// proficiency default 3), added and removed with buttons.
import { Button, Combobox, FieldGroup, Select, bareList } from '@talent/ui';
import { useMemo } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { DEFAULT_PROFICIENCY } from '@talent/domain';
import type { LanguageDraft } from '../../answers.ts';
import { messages } from '../../messages.ts';
import { languageOptions } from './languageOptions.ts';
import * as styles from './LanguageList.css.ts';

/** Props of `LanguageList`. */
export interface LanguageListProps {
  readonly id: string;
  readonly label: string;
  readonly languages: readonly LanguageDraft[];
  readonly onChange: (languages: LanguageDraft[]) => void;
  readonly error?: string | undefined;
  readonly disabled?: boolean;
}

const LEVELS = [messages.level1, messages.level2, messages.level3, messages.level4, messages.level5] as const;

export function LanguageList({ id, label, languages, onChange, error, disabled }: LanguageListProps): ReactElement {
  const intl = useIntl();
  const options = useMemo(() => languageOptions(intl.locale), [intl.locale]);
  const levels = LEVELS.map((message, index) => ({ value: String(index + 1), label: intl.formatMessage(message) }));
  const change = (index: number, patch: Partial<LanguageDraft>) =>
    onChange(languages.map((language, i) => (i === index ? { ...language, ...patch } : language)));
  return (
    <FieldGroup id={id} label={label} labelAs="legend" error={error}>
      {() => (
        <div className={styles.list}>
          <ul className={bareList}>
            {languages.map((language, index) => {
              const number = index + 1;
              return (
                // Entries have no id of their own; their place is what the talent sees.
                <li key={index} className={styles.row}>
                  <Combobox
                    id={`${id}-${number}-language`}
                    label={intl.formatMessage(messages.languageNumber, { number })}
                    options={options}
                    value={language.code || null}
                    onValueChange={(code) => change(index, { code: code ?? '' })}
                    noResultsText={intl.formatMessage(messages.noLanguageMatches)}
                  />
                  <Select
                    id={`${id}-${number}-level`}
                    label={intl.formatMessage(messages.proficiency)}
                    options={levels}
                    value={String(language.proficiency)}
                    disabled={disabled}
                    onChange={(event) => change(index, { proficiency: Number(event.target.value) })}
                  />
                  <Button
                    variant="ghost"
                    disabled={disabled}
                    onClick={() => onChange(languages.filter((_, i) => i !== index))}
                  >
                    {intl.formatMessage(messages.removeLanguage, { number })}
                  </Button>
                </li>
              );
            })}
          </ul>
          <div>
            <Button
              variant="secondary"
              disabled={disabled}
              onClick={() => onChange([...languages, { code: '', proficiency: DEFAULT_PROFICIENCY }])}
            >
              {intl.formatMessage(messages.addLanguage)}
            </Button>
          </div>
        </div>
      )}
    </FieldGroup>
  );
}
