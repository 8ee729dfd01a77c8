// The honest placeholder of routes whose screens come with later work (onboarding, profile,
// account pages, the application flow): the route, its layout and its guards are real; the page
// says plainly that it is not available yet and pretends nothing.
import { useDocumentTitle } from '@talent/app-context';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../messages.ts';

export function ComingSoon(): ReactElement {
  const intl = useIntl();
  const title = intl.formatMessage(messages.placeholderTitle);
  useDocumentTitle(title);
  return (
    <section aria-labelledby="coming-soon">
      <h1 id="coming-soon">{title}</h1>
      <p>{intl.formatMessage(messages.placeholderBody)}</p>
    </section>
  );
}
