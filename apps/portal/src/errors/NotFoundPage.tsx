// Unknown routes (spec §2): 404 "This page could not be found".
import { useDocumentTitle } from '@talent/app-context';
import { ErrorScreen } from '@talent/ui';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { DefaultLayout } from '../layouts/DefaultLayout.tsx';
import { EnsureMain } from '../layouts/MainLandmark.tsx';
import { messages } from '../messages.ts';

/** The 404 page; inside a layout (a route's `notFound()`) it takes that layout's main landmark. */
export function NotFoundPage(): ReactElement {
  const intl = useIntl();
  const text = intl.formatMessage(messages.notFound);
  useDocumentTitle(text);
  return (
    <EnsureMain>
      <ErrorScreen status={404} genericMessage={text} homeLabel={intl.formatMessage(messages.backHome)} homeHref="/" />
    </EnsureMain>
  );
}

/**
 * The root's 404 — a URL that no route matches (the server answers it with status 404 too): the
 * page in the default layout, so it carries the tenant's header and footer like every other page.
 */
export function UnknownUrlPage(): ReactElement {
  return (
    <DefaultLayout>
      <NotFoundPage />
    </DefaultLayout>
  );
}
