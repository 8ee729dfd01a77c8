// One open invitation: the job (linking to its page) and its city, when the talent was invited,
// how long the invitation stays open, and the two answers: accept (the apply page starts the
// application) or decline (after confirmation).
import type { Invitation } from '@talent/api-client';
import { translateError, usePortal } from '@talent/app-context';
import { jobLink } from '@talent/domain';
import { Button, Card, ConfirmDialog, Link, actionLink } from '@talent/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { formatLongDate, relativeSpan } from '../../format.ts';
import { messages } from '../../messages.ts';
import { declineInvitationMutation } from '../../queries.ts';
import { applyHref } from '../../links.ts';
import * as styles from '../../styles.css.ts';

/** Props of `InvitationCard`. */
export interface InvitationCardProps {
  readonly invitation: Invitation;
  /** The moment "expires in …" counts from (the page's render time, in ms). */
  readonly now: number;
}

export function InvitationCard({ invitation, now }: InvitationCardProps): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const decline = useMutation(declineInvitationMutation(portal.api, queryClient));
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

  function confirm(): void {
    decline.mutate(invitation.id, {
      onSuccess: () => {
        setConfirming(false);
        portal.notify({ tone: 'success', message: intl.formatMessage(messages.declined, { job: job.title }) });
      },
      onError: (error) => {
        // The list is read again (onSettled of the mutation): a stale invitation disappears.
        setConfirming(false);
        portal.notify({ tone: 'error', message: translateError(intl, error).join(' ') });
      },
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
          <Button variant="secondary" size="small" onClick={() => setConfirming(true)}>
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
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={intl.formatMessage(messages.declineTitle, { job: job.title })}
        message={intl.formatMessage(messages.declineMessage)}
        confirmLabel={intl.formatMessage(messages.declineConfirm)}
        cancelLabel={intl.formatMessage(messages.declineCancel)}
        onConfirm={confirm}
        destructive
        confirming={decline.isPending}
      />
    </Card>
  );
}
