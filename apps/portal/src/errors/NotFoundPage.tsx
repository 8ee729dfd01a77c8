// Unknown routes (spec §2): 404 "This page could not be found".
import { ErrorScreen } from '@talent/ui';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../messages.ts';

export function NotFoundPage(): ReactElement {
  const intl = useIntl();
  return (
    <main id="main" tabIndex={-1}>
      <ErrorScreen
        status={404}
        genericMessage={intl.formatMessage(messages.notFound)}
        homeLabel={intl.formatMessage(messages.backHome)}
        homeHref="/"
      />
    </main>
  );
}
