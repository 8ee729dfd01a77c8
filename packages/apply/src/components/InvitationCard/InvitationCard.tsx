// One open invitation: the job (linking to its page) and its city, when the talent was invited,
// how long the invitation stays open, and the two answers: accept (the apply page starts the
// application) or decline (the page asks first).
import type { Invitation } from '@talent/api-client';
import { jobLink } from '@talent/domain';
import { Button, Card, Link, actionLink } from '@talent/ui';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { formatLongDate, relativeSpan } from '../../format.ts';
import { applyHref } from '../../links.ts';
import { messages } from '../../messages.ts';
import * as styles from '../../styles.css.ts';

/** Props of `InvitationCard`. */
export interface InvitationCardProps {
  readonly invitation: Invitation;
  /** The moment "expires in …" counts from (the page's render time, in ms). */
  readonly now: number;
  /** "Decline" was pressed: the page confirms and declines. */
  readonly onDecline: () => void;
}

export function InvitationCard({ invitation, now, onDecline }: InvitationCardProps): ReactElement {
  const intl = useIntl();
  const { job } = invitation;

  let expiry: string | null = null;
  if (invitation.expiresAt) {
    const expiresAt = Date.parse(invitation.expiresAt);
    const span = relativeSpan(expiresAt, now);
    expiry =
      expiresAt <= now
        ? intl.formatMessage(messages.expired)
        : intl.formatMessage(messages.expires, {
            when: intl.formatRelativeTime(span.value, span.unit, { numeric: 'auto' }),
          });
  }

  return (
    <Card
      as="article"
      // Listed right under the page's <h1>.
      headingLevel={2}
      title={<Link href={jobLink(job, true)}>{job.title}</Link>}
      actions={
        <>
          <a href={applyHref(job.id)} className={actionLink}>
            {intl.formatMessage(messages.accept)}
          </a>
          <Button variant="secondary" size="small" onClick={onDecline}>
            {intl.formatMessage(messages.decline)}
          </Button>
        </>
      }
    >
      <ul className={styles.facts}>
        {job.siteCity ? <li>{job.siteCity}</li> : null}
        <li>
          <time dateTime={invitation.created}>
            {intl.formatMessage(messages.invitedOn, { date: formatLongDate(intl, invitation.created) })}
          </time>
        </li>
        {expiry && invitation.expiresAt ? (
          <li>
            <time dateTime={invitation.expiresAt} title={formatLongDate(intl, invitation.expiresAt)}>
              {expiry}
            </time>
          </li>
        ) : null}
      </ul>
    </Card>
  );
}
