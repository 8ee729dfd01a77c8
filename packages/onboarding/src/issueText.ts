// A row's issue as text: the rules' messages are the API's `validation.*` texts (one vocabulary for
// the client's and the server's checks), the editors' own problems the feature's.
import { hasApiMessage, translateApiMessage } from '@talent/app-context';
import type { IntlShape } from 'react-intl';
import { messages } from './messages.ts';
import type { RowIssue } from './validation.ts';

/** The issue in the user's language. */
export function issueText(intl: IntlShape, issue: RowIssue): string {
  switch (issue.id) {
    case 'historyTitle':
    case 'historyDates':
    case 'languageMissing':
      return intl.formatMessage(messages[issue.id], { entry: issue.entry });
    default:
      return translateApiMessage(intl, hasApiMessage(intl, issue.id) ? issue.id : 'validation.invalid');
  }
}
