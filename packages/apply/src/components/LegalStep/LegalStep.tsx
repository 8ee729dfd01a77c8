// The legal step: the client's terms and privacy statement, each a required checkbox; the flow
// records the agreement (POST /projectApplication/{id}/legal/agree?terms=true&privacy=true) on Next.
import { ROUTES } from '@talent/domain';
import { Checkbox, Link, bareList, stack } from '@talent/ui';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { issueFieldId } from '../../flow.ts';
import type { StepIssues } from '../../flow.ts';
import { flowMessages as messages } from '../../messages.ts';

/** What the talent agreed to. */
export interface LegalAgreement {
  readonly terms: boolean;
  readonly privacy: boolean;
}

/** Props of `LegalStep`. */
export interface LegalStepProps {
  readonly value: LegalAgreement;
  readonly onChange: (value: LegalAgreement) => void;
  readonly issues: StepIssues;
}

export function LegalStep({ value, onChange, issues }: LegalStepProps): ReactElement {
  const intl = useIntl();
  const newTab = intl.formatMessage(messages.newTab);
  const required = intl.formatMessage(messages.legalRequired);
  return (
    <div className={stack.md}>
      <p>{intl.formatMessage(messages.legalIntro)}</p>
      <ul className={bareList}>
        <li>
          <Link href={ROUTES.terms} external newTabLabel={newTab}>
            {intl.formatMessage(messages.readTerms)}
          </Link>
        </li>
        <li>
          <Link href={ROUTES.privacy} external newTabLabel={newTab}>
            {intl.formatMessage(messages.readPrivacy)}
          </Link>
        </li>
      </ul>
      <Checkbox
        id={issueFieldId('terms')}
        required
        label={intl.formatMessage(messages.legalTerms)}
        checked={value.terms}
        onChange={(e) => onChange({ ...value, terms: e.target.checked })}
        {...(issues['terms'] ? { error: required } : {})}
      />
      <Checkbox
        id={issueFieldId('privacy')}
        required
        label={intl.formatMessage(messages.legalPrivacy)}
        checked={value.privacy}
        onChange={(e) => onChange({ ...value, privacy: e.target.checked })}
        {...(issues['privacy'] ? { error: required } : {})}
      />
    </div>
  );
}
