import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../messages.ts';
import * as styles from './Layouts.css.ts';

/** "Skip to content" (WCAG 2.4.1): the first focusable element of every layout. */
export function SkipLink(): ReactElement {
  const intl = useIntl();
  return (
    <a href="#main" className={styles.skipLink}>
      {intl.formatMessage(messages.skipToContent)}
    </a>
  );
}
