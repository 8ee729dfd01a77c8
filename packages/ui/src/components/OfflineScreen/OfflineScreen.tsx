import { WifiOff } from 'lucide-react';
import { useId } from 'react';
import type { ReactElement } from 'react';
import { Button } from '../Button/Button.tsx';
import * as styles from './OfflineScreen.css.ts';

/** Props of `OfflineScreen` (texts are already translated). */
export interface OfflineScreenProps {
  /** The page's heading, e.g. "No connection". */
  readonly title: string;
  /** What happened and what to do, e.g. "This page needs an internet connection…". */
  readonly message: string;
  /** Text of the retry button, e.g. "Try again". */
  readonly retryLabel: string;
  readonly onRetry: () => void;
}

/**
 * What a page shows in place of its content when it could not load for want of a connection: the
 * page's heading (h1, where focus goes after a navigation), the message, and a retry. A section,
 * not <main>: the app decides where the page's main landmark is, as for `ErrorScreen`.
 */
export function OfflineScreen({ title, message, retryLabel, onRetry }: OfflineScreenProps): ReactElement {
  const headingId = useId();
  return (
    <section className={styles.screen} aria-labelledby={headingId}>
      <WifiOff aria-hidden size={48} className={styles.icon} />
      <h1 className={styles.title} id={headingId}>
        {title}
      </h1>
      <p className={styles.message}>{message}</p>
      <Button onClick={onRetry}>{retryLabel}</Button>
    </section>
  );
}
