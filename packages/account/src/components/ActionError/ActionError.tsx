// Why an action failed (a setting not saved, an item not removed): the API's messages, translated,
// announced at once (role alert). Nothing while there is no error.
import { Alert } from '@talent/ui';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { errorTexts } from '../../errors.ts';

/** Props of `ActionError`. */
export interface ActionErrorProps {
  /** The failed call's error (a mutation's `error`); null or undefined shows nothing. */
  readonly error: unknown;
}

export function ActionError({ error }: ActionErrorProps): ReactElement | null {
  const intl = useIntl();
  if (error === null || error === undefined) return null;
  return (
    <Alert tone="error" live>
      {errorTexts(intl, error).join(' ')}
    </Alert>
  );
}
