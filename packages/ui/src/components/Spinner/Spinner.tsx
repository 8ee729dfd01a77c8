import type { ReactElement } from 'react';
import * as styles from './Spinner.css.ts';

/** Props of `Spinner`. */
export interface SpinnerProps {
  /** Text for screen readers ("Loading"); omit when a surrounding element already says it. */
  readonly label?: string;
  readonly size?: 'small' | 'medium' | 'large';
  /** `current` takes the text colour (inside buttons), `primary` the brand colour. */
  readonly tone?: 'current' | 'primary';
}

/** An indeterminate progress indicator; announced as a status when it has a label. */
export function Spinner({ label, size = 'medium', tone = 'primary' }: SpinnerProps): ReactElement {
  const className = `${styles.spinner} ${styles.size[size]} ${styles.tone[tone]}`;
  return label ? (
    <span role="status" aria-label={label} className={className} />
  ) : (
    <span aria-hidden="true" className={className} />
  );
}
