// A page's data could not be loaded: the API's reason, translated, and a retry in place.
import { Alert, Button } from '@talent/ui';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { errorTexts } from '../../errors.ts';
import { messages } from '../../messages.ts';

/** Props of `QueryFailure`. */
export interface QueryFailureProps {
  readonly error: unknown;
  readonly onRetry: () => void;
}

export function QueryFailure({ error, onRetry }: QueryFailureProps): ReactElement {
  const intl = useIntl();
  return (
    <Alert tone="error">
      {errorTexts(intl, error).join(' ')}{' '}
      <Button variant="ghost" size="small" onClick={onRetry}>
        {intl.formatMessage(messages.retry)}
      </Button>
    </Alert>
  );
}
