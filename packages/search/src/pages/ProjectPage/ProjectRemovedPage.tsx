// A job page whose project the client removed (the API's 410 `project.removed`): the error screen
// with status 410, saying the project is gone rather than "could not be found", and a way on to
// the other projects. The server answers it with HTTP 410 (issue 17), so search engines drop it.
import { useDocumentTitle, usePortal, useSession } from '@talent/app-context';
import { searchLink } from '@talent/domain';
import { ErrorScreen } from '@talent/ui';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../../messages.ts';

export function ProjectRemovedPage(): ReactElement {
  const intl = useIntl();
  const { tenant } = usePortal();
  const { isLoggedIn } = useSession();
  const text = intl.formatMessage(messages.removed);
  useDocumentTitle(text);
  return (
    <ErrorScreen
      status={410}
      genericMessage={text}
      homeLabel={intl.formatMessage(messages.removedSearch)}
      homeHref={searchLink(tenant.config, isLoggedIn)}
    />
  );
}
