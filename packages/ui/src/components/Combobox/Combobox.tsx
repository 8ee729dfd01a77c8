import { useId, useMemo, useState, type KeyboardEvent, type ReactElement } from 'react';
import * as shared from '../../styles/shared.css.ts';
import { FieldGroup } from '../FieldGroup/FieldGroup.tsx';
import * as styles from './Combobox.css.ts';

/** One option of a `Combobox`. */
export interface ComboboxOption {
  readonly value: string;
  readonly label: string;
}

/** Props of `Combobox`. */
export interface ComboboxProps {
  readonly label: string;
  readonly options: readonly ComboboxOption[];
  /** The selected value (controlled); `null` for none. */
  readonly value?: string | null;
  readonly defaultValue?: string | null;
  readonly onValueChange?: (value: string | null) => void;
  /** Shown when the typed text matches nothing, e.g. "No country matches". */
  readonly noResultsText: string;
  readonly placeholder?: string;
  readonly hint?: string;
  readonly error?: string;
  readonly required?: boolean;
  readonly id?: string;
}

/** Case- and accent-insensitive form for matching ("Österreich" matches "oster"). */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * A searchable list (ARIA 1.2 combobox with a listbox popup), e.g. for countries: typing
 * filters, arrow keys move the active option, Enter picks it, Escape closes the list, and
 * leaving the field restores the text of the selected option.
 */
export function Combobox({
  label,
  options,
  value,
  defaultValue = null,
  onValueChange,
  noResultsText,
  placeholder,
  hint,
  error,
  required,
  id,
}: ComboboxProps): ReactElement {
  const listId = useId();
  const [own, setOwn] = useState<string | null>(defaultValue);
  const selected = value === undefined ? own : value;
  const selectedLabel = options.find((o) => o.value === selected)?.label ?? '';
  const [text, setText] = useState<string | null>(null); // null: not editing, show the selection
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const shown = text ?? selectedLabel;
  const matches = useMemo(() => {
    if (text === null || text.trim() === '') return options;
    const needle = fold(text.trim());
    return options.filter((o) => fold(o.label).includes(needle));
  }, [options, text]);

  const choose = (option: ComboboxOption) => {
    setOwn(option.value);
    onValueChange?.(option.value);
    setText(null);
    setOpen(false);
  };
  const close = () => {
    setOpen(false);
    setText(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(
            Math.max(
              0,
              matches.findIndex((o) => o.value === selected),
            ),
          );
        } else setActive((i) => Math.min(matches.length - 1, i + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((i) => Math.max(0, i - 1));
        break;
      case 'Home':
      case 'End':
        if (open) {
          event.preventDefault();
          setActive(event.key === 'Home' ? 0 : matches.length - 1);
        }
        break;
      case 'Enter': {
        const option = matches[active];
        if (open && option) {
          event.preventDefault();
          choose(option);
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        }
        break;
      default:
    }
  };

  const activeOption = open ? matches[active] : undefined;
  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <FieldGroup label={label} hint={hint} error={error} id={id}>
      {(field) => (
        <div className={styles.wrapper}>
          <input
            {...field.describedBy}
            id={field.controlId}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={activeOption ? optionId(active) : undefined}
            required={required}
            placeholder={placeholder}
            className={shared.control}
            value={shown}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            onBlur={close}
            onClick={() => setOpen(true)}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={label}
            className={styles.listbox}
            hidden={!open || matches.length === 0}
          >
            {matches.map((option, index) => (
              // The keyboard path is the input's onKeyDown (aria-activedescendant): options never
              // take focus, so they cannot receive key events of their own.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={option.value === selected}
                data-active={index === active}
                className={styles.option}
                // Keep focus in the input: the click must not blur it before the choice is made.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                {option.label}
              </li>
            ))}
          </ul>
          {open && matches.length === 0 ? (
            <p role="status" className={`${styles.listbox} ${styles.empty}`}>
              {noResultsText}
            </p>
          ) : null}
        </div>
      )}
    </FieldGroup>
  );
}
