// The text box of the search page, bound to the URL's `any`: typing searches after a pause
// (replacing the history entry, so Back does not step through every letter), Enter searches at
// once, and an empty box removes `any` from the URL.
import { Button, TextField } from '@talent/ui';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { searchPageMessages } from '../../searchPageMessages.ts';
import * as styles from './SearchBox.css.ts';

/** Pause after the last key before typing searches. */
export const SEARCH_DEBOUNCE_MS = 400;
/** The contract's longest query. */
const MAX_QUERY_LENGTH = 200;

/** Props of `SearchBox`. */
export interface SearchBoxProps {
  /** The text in the URL (`any`), '' for none. */
  readonly value: string;
  /** Searches for `text` ('' clears it); `replace` while typing, a new history entry on Enter. */
  readonly onSearch: (text: string, replace: boolean) => void;
}

export function SearchBox({ value, onSearch }: SearchBoxProps): ReactElement {
  const intl = useIntl();
  const [text, setText] = useState(value);
  const typed = useRef(text);
  // Kept current after each commit (not during render), for the effect below.
  useLayoutEffect(() => {
    typed.current = text;
  });

  // The URL changed elsewhere (Back, a link): show its text, unless it is what is being typed
  // ("java " must keep its space while the next word comes).
  useEffect(() => {
    if (typed.current.trim() !== value) setText(value);
  }, [value]);

  useEffect(() => {
    const next = text.trim();
    if (next === value) return undefined;
    const timer = setTimeout(() => onSearch(next, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <form
      role="search"
      aria-label={intl.formatMessage(searchPageMessages.searchRegion)}
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        const next = text.trim();
        if (next !== value) onSearch(next, false);
      }}
    >
      <TextField
        className={styles.searchField}
        type="search"
        label={intl.formatMessage(searchPageMessages.searchLabel)}
        hint={intl.formatMessage(searchPageMessages.searchHint)}
        maxLength={MAX_QUERY_LENGTH}
        enterKeyHint="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit">{intl.formatMessage(searchPageMessages.searchButton)}</Button>
    </form>
  );
}
