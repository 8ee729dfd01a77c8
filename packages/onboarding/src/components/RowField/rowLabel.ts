// The label of an onboarding row: the tenant's (`form.label`, already in the user's language),
// else the built-in label of a known type, else a generic "Question".
import type { IntlShape } from 'react-intl';
import type { OnboardingRow } from '../../answers.ts';
import { messages, rowLabels } from '../../messages.ts';

/** The row's label in the user's language. */
export function rowLabel(intl: IntlShape, row: OnboardingRow): string {
  const own = row.form?.label?.trim();
  if (own) return own;
  const builtIn = Object.hasOwn(rowLabels, row.type) ? rowLabels[row.type as keyof typeof rowLabels] : undefined;
  return intl.formatMessage(builtIn ?? messages.question);
}
