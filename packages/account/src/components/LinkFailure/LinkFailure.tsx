// What a mail link's page shows when the link did not work: the API's reason, translated (expired,
// invalid or used, …), what to do next, and a retry when the failure was the connection or the
// server (the token may still be good).
import { ROUTES } from '@talent/domain';
import { Alert, Button, Link } from '@talent/ui';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { errorStatus, errorTexts } from '../../errors.ts';
import { messages } from '../../messages.ts';
import * as styles from '../AuthPage/AuthPage.css.ts';

/** Props of `LinkFailure`. */
export interface LinkFailureProps {
  readonly error: unknown;
  /** What to do next, per reason. */
  readonly nextSteps: string;
  readonly onRetry: () => void;
}

export function LinkFailure({ error, nextSteps, onRetry }: LinkFailureProps): ReactElement {
  const intl = useIntl();
  const status = errorStatus(error);
  const transient = status === 0 || status >= 500 || status === 429;
  return (
    <>
      <Alert tone="error" live>
        {errorTexts(intl, error).join(' ')}
      </Alert>
      {transient ? (
        <div>
          <Button variant="secondary" onClick={onRetry}>
            {intl.formatMessage(messages.retry)}
          </Button>
        </div>
      ) : (
        <p>{nextSteps}</p>
      )}
      <ul className={styles.links}>
        <li>
          <Link href={ROUTES.login}>{intl.formatMessage(messages.goToLogin)}</Link>
        </li>
      </ul>
    </>
  );
}
