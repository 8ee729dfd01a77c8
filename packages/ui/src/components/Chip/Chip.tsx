import { Check, X } from 'lucide-react';
import type { ReactElement } from 'react';
import * as styles from './Chip.css.ts';

/** Props of `Chip`. */
export interface ChipProps {
  readonly label: string;
  /** Makes it a toggle (filter chips): a button with `aria-pressed`. */
  readonly selected?: boolean;
  readonly onToggle?: (selected: boolean) => void;
  /** Makes it removable (chosen skills, active filters). */
  readonly onRemove?: () => void;
  /** Name of the remove button, e.g. "Remove React"; required with `onRemove`. */
  readonly removeLabel?: string;
}

/** A tag: static, a toggle (`onToggle`), or removable (`onRemove`). */
export function Chip({ label, selected = false, onToggle, onRemove, removeLabel }: ChipProps): ReactElement {
  if (onToggle) {
    return (
      <button
        type="button"
        aria-pressed={selected}
        className={`${styles.chip} ${styles.toggle}`}
        onClick={() => onToggle(!selected)}
      >
        {selected ? <Check aria-hidden size={14} /> : null}
        {label}
      </button>
    );
  }
  return (
    <span className={styles.chip}>
      {label}
      {onRemove ? (
        <button type="button" className={styles.remove} aria-label={removeLabel ?? label} onClick={onRemove}>
          <X aria-hidden size={14} />
        </button>
      ) : null}
    </span>
  );
}
