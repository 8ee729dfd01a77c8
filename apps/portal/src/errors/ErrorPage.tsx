// The error page of every route (spec §2 "Error screen", §8): the status from the error
// (statusCode, status or response status, default 500); below 500 the generic text and a home
// link; from 500 the error's messages, each translated, or a plain message. An unknown guard is a
// 500 "Unknown middleware"; a failed chunk load reloads the page instead (at most once per 60 s).
// A page that could not load for want of a connection says so, with a retry (issue 17): the
// request got no answer, or the browser was offline when the page's code failed to load (a reload
// then would only show the browser's own offline page).
import { ApiError } from '@talent/api-client';
import { errorMessageIds, translateError, useDocumentTitle } from '@talent/app-context';
import { UnknownGuardError, errorPageStatus, errorScreenVariant } from '@talent/domain';
import { ErrorScreen, OfflineScreen } from '@talent/ui';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { isOffline } from '../app/online.ts';
import { EnsureMain } from '../layouts/MainLandmark.tsx';
import { messages } from '../messages.ts';
import { isChunkLoadError, reloadAfterChunkError } from './chunkReload.ts';

/** Props of `ErrorPage` (the router's error component props; only the error is read). */
export interface ErrorPageProps {
  readonly error: unknown;
}

/** Whether a route failed for want of a connection (`offline`: the browser said so when it failed). */
export function isConnectionFailure(error: unknown, offline: boolean): boolean {
  // Status 0: the request got no response (openapi-fetch threw; the API client's `networkError`).
  if (error instanceof ApiError && error.status === 0) return true;
  return offline && isChunkLoadError(error);
}

/**
 * The page's content when it needs a connection: the route's loader (or code) could not be fetched.
 * Retry, as TanStack Router's data-loading guide advises for a failed route load: `router.invalidate()`
 * reloads the route and resets its error boundary. Code that failed to load is fetched with a page
 * load once the browser is online again (a failed module import may be remembered by the browser).
 */
function ConnectionErrorPage({ error }: ErrorPageProps): ReactElement {
  const intl = useIntl();
  const router = useRouter();
  const title = intl.formatMessage(messages.connectionTitle);
  useDocumentTitle(title);
  const retry = () => {
    if (isChunkLoadError(error) && !isOffline()) location.reload();
    else void router.invalidate();
  };
  return (
    <EnsureMain>
      <OfflineScreen
        title={title}
        message={intl.formatMessage(messages.connectionBody)}
        retryLabel={intl.formatMessage(messages.connectionRetry)}
        onRetry={retry}
      />
    </EnsureMain>
  );
}

export function ErrorPage({ error }: ErrorPageProps): ReactElement {
  // Whether the browser was offline when this error came (the server renders no such page).
  const [offline] = useState(isOffline);
  return isConnectionFailure(error, offline) ? (
    <ConnectionErrorPage error={error} />
  ) : (
    <StatusErrorPage error={error} />
  );
}

function StatusErrorPage({ error }: ErrorPageProps): ReactElement {
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
