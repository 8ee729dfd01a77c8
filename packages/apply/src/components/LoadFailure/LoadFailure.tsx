// A list that could not be loaded: what failed, and a button to ask again (the API may be back).
import { Alert, Button } from '@talent/ui';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../../messages.ts';
import * as styles from './LoadFailure.css.ts';

/** Props of `LoadFailure`. */
export interface LoadFailureProps {
  /** What could not be loaded, translated ("Your applications could not be loaded."). */
  readonly message: string;
  readonly onRetry: () => void;
}

export function LoadFailure({ message, onRetry }: LoadFailureProps): ReactElement {
  const intl = useIntl();
  return (
    <Alert tone="error">
      <span className={styles.failure}>
        {message}
        <Button variant="secondary" size="small" onClick={onRetry}>
          {intl.formatMessage(messages.retry)}
        </Button>
      </span>
    </Alert>
  );
}
