import { showLanguageChooser, type Language } from '@talent/domain';
import type { ReactElement } from 'react';
import { RadioGroup } from '../RadioGroup/RadioGroup.tsx';

/** Props of `LanguageChooser`. */
export interface LanguageChooserProps {
  /** The tenant's languages (client context). */
  readonly languages: readonly Language[];
  /** The current locale. */
  readonly value: string;
  readonly onValueChange: (locale: string) => void;
  /** E.g. "Language". */
  readonly label: string;
}

/**
 * The tenant's languages as a radio list (spec §2). Renders nothing for a single-language
 * tenant (`showLanguageChooser`). Names are given in their own language ("Deutsch"), so each is
 * recognisable whatever the current locale.
 */
export function LanguageChooser({ languages, value, onValueChange, label }: LanguageChooserProps): ReactElement | null {
  if (!showLanguageChooser(languages)) return null;
  return (
    <RadioGroup
      label={label}
      value={value}
      onValueChange={onValueChange}
      orientation="horizontal"
      options={languages.map((l) => ({ value: l.iso, label: l.name }))}
    />
  );
}
