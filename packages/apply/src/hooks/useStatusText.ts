// The translated label and description of an application status in the current locale
// (`applicationStatusText` of @talent/app-context).
import { applicationStatusText } from '@talent/app-context';
import type { ApplicationStatusText } from '@talent/app-context';
import { useIntl } from 'react-intl';

/** `applicationStatusText` in the current locale. */
export function useStatusText(status: string | null | undefined): ApplicationStatusText {
  return applicationStatusText(useIntl(), status);
}
