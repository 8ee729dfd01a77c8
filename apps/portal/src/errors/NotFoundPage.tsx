// Unknown routes (spec §2): 404 "This page could not be found".
import { useDocumentTitle } from '@talent/app-context';
import { ErrorScreen } from '@talent/ui';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { EnsureMain } from '../layouts/MainLandmark.tsx';
import { messages } from '../messages.ts';

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
