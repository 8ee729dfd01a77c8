// The error page of every route (spec §2 "Error screen", §8): the status from the error, below 500
// the generic text and a home link, from 500 each message translated. An unknown guard is a 500
// "Unknown middleware"; a failed chunk load reloads the page instead (once per 60 s).
import { UnknownGuardError, errorPageStatus, errorScreenVariant } from '@talent/domain';
import { ErrorScreen } from '@talent/ui';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../messages.ts';
import { isChunkLoadError, reloadAfterChunkError } from './chunkReload.ts';
import { errorMessageIds, translateError } from './translateError.ts';

export function ErrorPage({ error }: ErrorComponentProps): ReactElement {
  const intl = useIntl();
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError(sessionStorage, Date.now(), () => location.reload());
  }, [error]);
  const status = errorPageStatus(error);
  const generic = status === 404 ? intl.formatMessage(messages.notFound) : intl.formatMessage(messages.genericError);
  let list: string[] | undefined;
  let message: string | undefined;
  if (error instanceof UnknownGuardError) message = intl.formatMessage(messages.unknownMiddleware);
  else if (errorMessageIds(error).length > 0) list = translateError(intl, error);
  else message = intl.formatMessage(messages.genericError);
  return (
    <main id="main" tabIndex={-1}>
      <ErrorScreen
        status={status}
        genericMessage={generic}
        {...(errorScreenVariant(status) === 'messages' && list ? { messages: list } : {})}
        {...(errorScreenVariant(status) === 'messages' && message ? { message } : {})}
        homeLabel={intl.formatMessage(messages.backHome)}
        homeHref="/"
      />
    </main>
  );
}
