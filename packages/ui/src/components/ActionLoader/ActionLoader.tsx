import { ACTION_LOADER_DELAY_MS } from '@talent/domain';
import type { ReactElement } from 'react';
import { useDelayedFlag } from '../../hooks/useDelayedFlag.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './ActionLoader.css.ts';

/** Props of `ActionLoader`. */
export interface ActionLoaderProps {
  /** True while a user action (save, submit, upload) runs. */
  readonly active: boolean;
  /** Announced to screen readers, e.g. "Working". */
  readonly label: string;
  /** Optional visible text, e.g. "Sending your application…". */
  readonly caption?: string;
}

/**
 * A blocking overlay for user actions, shown only if the action takes longer than 200 ms
 * (spec §9) so quick saves never flash it; loader z-index 998.
 */
export function ActionLoader({ active, label, caption }: ActionLoaderProps): ReactElement | null {
  const shown = useDelayedFlag(active, ACTION_LOADER_DELAY_MS);
  if (!shown || !active) return null;
  return (
    <div className={styles.overlay}>
      <Spinner label={caption ?? label} size="large" />
      {caption ? (
        <p className={styles.caption} aria-hidden="true">
          {caption}
        </p>
      ) : null}
    </div>
  );
}
