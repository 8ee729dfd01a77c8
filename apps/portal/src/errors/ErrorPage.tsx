// The error page of every route (spec §2 "Error screen", §8): the status from the error
// (statusCode, status or response status, default 500); below 500 the generic text and a home
// link; from 500 the error's messages, each translated, or a plain message. An unknown guard is a
// 500 "Unknown middleware"; a failed chunk load reloads the page instead (at most once per 60 s).
import { errorMessageIds, translateError, useDocumentTitle } from '@talent/app-context';
import { UnknownGuardError, errorPageStatus, errorScreenVariant } from '@talent/domain';
import { ErrorScreen } from '@talent/ui';
import { useEffect } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { EnsureMain } from '../layouts/MainLandmark.tsx';
import { messages } from '../messages.ts';
import { isChunkLoadError, reloadAfterChunkError } from './chunkReload.ts';

/** Props of `ErrorPage` (the router's error component props; only the error is read). */
export interface ErrorPageProps {
  readonly error: unknown;
}

export function ErrorPage({ error }: ErrorPageProps): ReactElement {
  const intl = useIntl();
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError(sessionStorage, Date.now(), () => location.reload());
  }, [error]);
  const status = errorPageStatus(error);
  const generic = intl.formatMessage(status === 404 ? messages.notFound : messages.genericError);
  useDocumentTitle(generic);
  if (errorScreenVariant(status) === 'generic') {
    return (
      <EnsureMain>
        <ErrorScreen
          status={status}
          genericMessage={generic}
          homeLabel={intl.formatMessage(messages.backHome)}
          homeHref="/"
        />
      </EnsureMain>
    );
  }
  // From 500: the error's own messages (an API error's ids, translated), else a plain message.
  const list = errorMessageIds(error).length > 0 ? translateError(intl, error) : undefined;
  const message = error instanceof UnknownGuardError ? intl.formatMessage(messages.unknownMiddleware) : generic;
  return (
    <EnsureMain>
      <ErrorScreen
        status={status}
        genericMessage={generic}
        {...(list ? { messages: list } : { message })}
        homeLabel={intl.formatMessage(messages.backHome)}
        homeHref="/"
      />
    </EnsureMain>
  );
}
