// A failed query as the design system's LoadFailure shows it. Apart from errors.ts, which the
// sign-in pages load: only the pages that show a failed load carry it.
import type { LoadFailureProps } from '@talent/ui';
import type { IntlShape } from 'react-intl';
import { errorTexts } from './errors.ts';
import { messages } from './messages.ts';

/**
 * What the design system's `LoadFailure` shows for a query that failed: the API's reason, translated
 * (`errorTexts`), and a retry that asks again.
 */
export function loadFailureProps(
  intl: IntlShape,
  query: { readonly error: unknown; readonly refetch: () => Promise<unknown> },
): LoadFailureProps {
  return {
    message: errorTexts(intl, query.error).join(' '),
    retryLabel: intl.formatMessage(messages.retry),
    onRetry: () => void query.refetch(),
  };
}
