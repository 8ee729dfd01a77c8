// The agreements of a registration: the terms of use and the privacy policy, each its own
// checkbox (the contract records them separately), with links to read them in a new tab so the
// form keeps what the user typed.
import { ROUTES } from '@talent/domain';
import { Checkbox, Link } from '@talent/ui';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { FormErrors } from '../../form/rules.ts';
import { messages } from '../../messages.ts';
import * as styles from '../AuthPage/AuthPage.css.ts';

/** Props of `TermsFields`. */
export interface TermsFieldsProps {
  /** Prefix of the checkbox ids. */
  readonly idPrefix: string;
  /** The form's values (the agreements among them). */
  readonly values: { readonly termsAccepted: boolean; readonly privacyAccepted: boolean };
  /** The form's errors (those of the agreements are shown here). */
  readonly errors: FormErrors;
  readonly onChange: (field: 'termsAccepted' | 'privacyAccepted', value: boolean) => void;
  /** Show only the agreements still needed (the others are already given). */
  readonly show?: { readonly terms: boolean; readonly privacy: boolean };
}

export function TermsFields({
  idPrefix,
  values,
  errors,
  onChange,
  show = { terms: true, privacy: true },
}: TermsFieldsProps): ReactElement {
  const intl = useIntl();
  const newTab = intl.formatMessage(messages.newTab);
  const termsError = errors['termsAccepted'];
  const privacyError = errors['privacyAccepted'];
  return (
    <>
      {show.terms ? (
        <Checkbox
          id={`${idPrefix}-terms`}
          label={intl.formatMessage(messages.termsLabel)}
          checked={values.termsAccepted}
          required
          onChange={(event) => onChange('termsAccepted', event.target.checked)}
          {...(termsError ? { error: termsError } : {})}
        />
      ) : null}
      {show.privacy ? (
        <Checkbox
          id={`${idPrefix}-privacy`}
          label={intl.formatMessage(messages.privacyLabel)}
          checked={values.privacyAccepted}
          required
          onChange={(event) => onChange('privacyAccepted', event.target.checked)}
          {...(privacyError ? { error: privacyError } : {})}
        />
      ) : null}
      {show.terms || show.privacy ? (
        <ul className={styles.links}>
          {show.terms ? (
            <li>
              <Link href={ROUTES.terms} external newTabLabel={newTab}>
                {intl.formatMessage(messages.readTerms)}
              </Link>
            </li>
          ) : null}
          {show.privacy ? (
            <li>
              <Link href={ROUTES.privacy} external newTabLabel={newTab}>
                {intl.formatMessage(messages.readPrivacy)}
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
    </>
  );
}
