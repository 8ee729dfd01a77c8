// One application of the talent: the job (linking to its page) and its city, when it was
// submitted, the proposed rate, its status (badge and one sentence), the status history behind a
// disclosure, and what the talent may still do: edit it, withdraw it (with confirmation).
import type { Application } from '@talent/api-client';
import { applicationStatusText, translateError, usePortal } from '@talent/app-context';
import { APPLICATION_STATUSES, canEditApplication, canWithdrawApplication, isOneOf, jobLink } from '@talent/domain';
import { Button, Card, Link, StatusBadge } from '@talent/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { formatApplicationRate, formatDateTime, formatLongDate } from '../../format.ts';
import { useStatusText } from '../../hooks/useStatusText.ts';
import { editApplicationHref } from '../../links.ts';
import { messages } from '../../messages.ts';
import { withdrawApplicationMutation } from '../../queries.ts';
import { WithdrawDialog } from '../WithdrawDialog/WithdrawDialog.tsx';
import * as shared from '../../styles.css.ts';
import * as styles from './ApplicationCard.css.ts';

/** Props of `ApplicationCard`. */
export interface ApplicationCardProps {
  readonly application: Application;
}

function Timeline({ events }: { readonly events: NonNullable<Application['timeline']> }): ReactElement {
  const intl = useIntl();
  return (
    <details className={styles.timeline}>
      <summary className={styles.summary}>{intl.formatMessage(messages.timeline)}</summary>
      <ol className={styles.events}>
        {events.map((event) => (
          <li key={`${event.status}-${event.at}`} className={styles.event}>
            <span className={styles.eventStatus}>{applicationStatusText(intl, event.status).label}</span>{' '}
            <time dateTime={event.at} className={styles.eventTime}>
              {formatDateTime(intl, event.at)}
            </time>
          </li>
        ))}
      </ol>
    </details>
  );
}

export function ApplicationCard({ application }: ApplicationCardProps): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const queryClient = useQueryClient();
  const status = useStatusText(application.status);
  const [confirming, setConfirming] = useState(false);
  // After a withdrawal the Withdraw button is gone; keyboard focus goes to the new status sentence
  // (read out) rather than falling back to the page's start.
  const [justWithdrew, setJustWithdrew] = useState(false);
  const statusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (justWithdrew) statusRef.current?.focus();
  }, [justWithdrew]);
  const withdraw = useMutation(withdrawApplicationMutation(portal.api, queryClient));
  const { job } = application;
  // The contract's enum and the domain's list are the same ten statuses; a newer server's unknown
  // status offers no action rather than a wrong one.
  const known = isOneOf(APPLICATION_STATUSES, application.status) ? application.status : null;
  const mayWithdraw = known !== null && canWithdrawApplication(known);
  const mayEdit = application.canEdit && known !== null && canEditApplication(known);
  const rate = formatApplicationRate(intl, application.hourlyRate);
  const timeline = application.timeline ?? [];

  function openChange(open: boolean): void {
    setConfirming(open);
    // A failure shown in the dialog belongs to that attempt; opening again starts clean.
    if (!open) withdraw.reset();
  }

  function confirm(reason: string): void {
    withdraw.mutate(
      { id: application.id, reason },
      {
        onSuccess: () => {
          setConfirming(false);
          setJustWithdrew(true);
          portal.notify({ tone: 'success', message: intl.formatMessage(messages.withdrawn, { job: job.title }) });
        },
      },
    );
  }

  const actions =
    mayEdit || mayWithdraw ? (
      <>
        {mayEdit ? <Link href={editApplicationHref(job.id)}>{intl.formatMessage(messages.edit)}</Link> : null}
        {mayWithdraw ? (
          <Button variant="secondary" size="small" onClick={() => openChange(true)}>
            {intl.formatMessage(messages.withdraw)}
          </Button>
        ) : null}
      </>
    ) : undefined;

  return (
    <Card
      as="article"
      title={<Link href={jobLink(job, true)}>{job.title}</Link>}
      badge={<StatusBadge type={status.display.type} icon={status.display.icon} label={status.label} />}
      actions={actions}
    >
      <p ref={statusRef} tabIndex={-1} className={styles.description}>
        {status.description}
      </p>
      <ul className={shared.facts}>
        {job.siteCity ? <li>{job.siteCity}</li> : null}
        {application.submitted ? (
          <li>
            <time dateTime={application.submitted}>
              {intl.formatMessage(messages.submittedOn, { date: formatLongDate(intl, application.submitted) })}
            </time>
          </li>
        ) : null}
        {rate ? <li>{intl.formatMessage(messages.proposedRate, { rate })}</li> : null}
      </ul>
      {timeline.length > 0 ? <Timeline events={timeline} /> : null}
      {/* Stays while open: after a refused withdrawal the refreshed status may forbid another try,
          and the talent still needs to read why. */}
      {mayWithdraw || confirming ? (
        <WithdrawDialog
          open={confirming}
          onOpenChange={openChange}
          jobTitle={job.title}
          onConfirm={confirm}
          confirming={withdraw.isPending}
          errors={withdraw.isError ? translateError(intl, withdraw.error) : []}
        />
      ) : null}
    </Card>
  );
}
