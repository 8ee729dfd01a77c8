// The translated label and description of an application status, from the message ids
// `applicationStatusDisplay` of @talent/domain names (an unknown status reads as the placeholder).
import { applicationStatusDisplay } from '@talent/domain';
import type { ApplicationStatusDisplay } from '@talent/domain';
import { useIntl } from 'react-intl';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { statusMessages, statusMessagesById } from '../messages.ts';

/** How a status is shown: type and icon of the domain, label and description translated. */
export interface StatusText {
  readonly display: ApplicationStatusDisplay;
  readonly label: string;
  readonly description: string;
}

/** The status texts in `intl`'s locale; a message id the feature does not define reads as the placeholder. */
export function statusText(intl: IntlShape, status: string | null | undefined): StatusText {
  const display = applicationStatusDisplay(status);
  const label: MessageDescriptor = statusMessagesById.get(display.labelKey) ?? statusMessages.placeholderLabel;
  const description: MessageDescriptor =
    statusMessagesById.get(display.descriptionKey) ?? statusMessages.placeholderDescription;
  return { display, label: intl.formatMessage(label), description: intl.formatMessage(description) };
}

/** `statusText` in the current locale. */
export function useStatusText(status: string | null | undefined): StatusText {
  return statusText(useIntl(), status);
}
