import { PAGE_LOADER_OFF_DELAY_MS } from '@talent/domain';
import type { ReactElement } from 'react';
import { useDelayedFlag } from '../../hooks/useDelayedFlag.ts';
import * as styles from './PageLoader.css.ts';

/** Props of `PageLoader`. */
export interface PageLoaderProps {
  /** True while page data loads. */
  readonly active: boolean;
  /** Name of the progress bar, e.g. "Loading page". */
  readonly label: string;
}

/**
 * The global page loader: a bar at the top of the viewport (loader z-index 998). It stays up
 * 300 ms after the last request ends (spec §9), so back-to-back requests do not make it flicker.
 */
export function PageLoader({ active, label }: PageLoaderProps): ReactElement | null {
  const shown = useDelayedFlag(active, 0, PAGE_LOADER_OFF_DELAY_MS);
  if (!shown) return null;
  return (
    <div role="progressbar" aria-label={label} className={styles.bar}>
      <div className={styles.runner} />
    </div>
  );
}
