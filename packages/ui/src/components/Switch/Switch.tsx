import { useState, type ReactElement } from 'react';
import * as styles from './Switch.css.ts';

/** Props of `Switch`. */
export interface SwitchProps {
  readonly label: string;
  /** Controlled state; leave undefined with `defaultChecked` for an uncontrolled switch. */
  readonly checked?: boolean;
  readonly defaultChecked?: boolean;
  readonly onCheckedChange?: (checked: boolean) => void;
  readonly disabled?: boolean;
  readonly id?: string;
}

/**
 * An on/off setting that applies at once (e.g. pool job notifications): a button with the
 * `switch` role, toggled by click, Enter or Space.
 */
export function Switch({
  label,
  checked,
  defaultChecked = false,
  onCheckedChange,
  disabled = false,
  id,
}: SwitchProps): ReactElement {
  const [own, setOwn] = useState(defaultChecked);
  const on = checked ?? own;
  return (
    <button
      type="button"
      role="switch"
      id={id}
      aria-checked={on}
      disabled={disabled}
      className={styles.row}
      onClick={() => {
        setOwn(!on);
        onCheckedChange?.(!on);
      }}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span>{label}</span>
    </button>
  );
}
