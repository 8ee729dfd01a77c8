import type { ReactElement } from 'react';
import * as styles from './Skeleton.css.ts';

/** Props of `Skeleton`. */
export interface SkeletonProps {
  /** Announced once for the whole placeholder, e.g. "Loading projects". */
  readonly label: string;
  readonly variant?: 'text' | 'rect' | 'circle';
  /** Number of text lines (text variant). */
  readonly lines?: number;
  readonly width?: number | string;
  readonly height?: number | string;
}

/** A placeholder in the shape of content that is loading; one status for screen readers, shapes hidden. */
export function Skeleton({ label, variant = 'text', lines = 1, width, height }: SkeletonProps): ReactElement {
  const count = variant === 'text' ? Math.max(1, lines) : 1;
  return (
    <div role="status" aria-label={label} aria-busy="true" className={styles.group}>
      {Array.from({ length: count }, (_, i) => (
        <span
          key={i}
          aria-hidden="true"
          className={`${styles.shape} ${styles.variant[variant]}`}
          // The last line of a paragraph is shorter, as real text is.
          style={{ width: width ?? (variant === 'text' && i === count - 1 && count > 1 ? '60%' : '100%'), height }}
        />
      ))}
    </div>
  );
}
