import type { ReactElement } from 'react';
import { Alert } from '../Alert/Alert.tsx';
import { Button } from '../Button/Button.tsx';
import * as styles from './LoadFailure.css.ts';

/** Props of `LoadFailure` (texts are already translated). */
export interface LoadFailureProps {
  /** What could not be loaded (and why), e.g. "Your applications could not be loaded." */
  readonly message: string;
  /** Text of the retry button, e.g. "Try again"; the button shows only with `onRetry` too. */
  readonly retryLabel?: string;
  /** Asks again (a query's refetch). Without it the alert only says what failed. */
  readonly onRetry?: () => void;
}

/**
 * Data of a page or a section that could not be loaded: an error alert in place of it, saying what
 * failed, and a button to ask again (the API may be back). Not live: it is what the place shows,
 * not news about an action.
 */
export function LoadFailure({ message, retryLabel, onRetry }: LoadFailureProps): ReactElement {
  return (
    <Alert tone="error">
      <span className={styles.failure}>
        {message}
        {onRetry && retryLabel ? (
          <Button variant="secondary" size="small" onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : null}
      </span>
    </Alert>
  );
}
