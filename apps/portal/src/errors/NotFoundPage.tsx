// Unknown routes (spec §2): 404 "This page could not be found"; a job page whose project was
// removed: 410 "This project has been removed" (issue 17).
import { useDocumentTitle } from '@talent/app-context';
import { ProjectRemovedPage, isRemovedProject } from '@talent/search';
import type { NotFoundRouteProps } from '@tanstack/react-router';
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

/**
 * The not-found of the job pages: a project the client removed says so (status 410, which the
 * server answers with too); any other not-found is the 404 page.
 */
export function ProjectNotFoundPage({ data }: Pick<NotFoundRouteProps, 'data'>): ReactElement {
  return isRemovedProject(data) ? (
    <EnsureMain>
      <ProjectRemovedPage />
    </EnsureMain>
  ) : (
    <NotFoundPage />
  );
}
