// /app/project?tab=invitations: the invitations to apply that are still open, each with its
// answers (accept: the apply page; decline: after confirmation), or an empty state.
import type { Invitation } from '@talent/api-client';
import { translateError, useDocumentTitle, usePortal } from '@talent/app-context';
import { searchLink } from '@talent/domain';
import { ConfirmDialog, EmptyState, Link, LoadFailure, Skeleton } from '@talent/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { InvitationCard } from '../../components/InvitationCard/InvitationCard.tsx';
import { messages } from '../../messages.ts';
import { declineInvitationMutation, openInvitationsQuery } from '../../queries.ts';
import * as styles from '../../styles.css.ts';

export function InvitationsPage(): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const { api, tenant } = portal;
  const queryClient = useQueryClient();
  const title = intl.formatMessage(messages.invitationsTitle);
  useDocumentTitle(title);
  const invitations = useQuery(openInvitationsQuery(api));
  const decline = useMutation(declineInvitationMutation(api, queryClient));
  // One moment for every card, taken once: "expires in 3 days" does not shift while reading.
  const [now] = useState(() => Date.now());
  // The dialog lives here, not in the card: a declined card leaves the list, and focus must not
  // leave with it. It goes to the page's heading.
  const [declining, setDeclining] = useState<Invitation | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Counts the answered declines; focus moves once the dialog (and its focus trap) is gone.
  const [answered, setAnswered] = useState(0);
  useEffect(() => {
    if (answered > 0) headingRef.current?.focus();
  }, [answered]);

  function confirm(invitation: Invitation): void {
    decline.mutate(invitation.id, {
      onSuccess: () => {
        setDeclining(null);
        setAnswered((n) => n + 1);
        const message = intl.formatMessage(messages.declined, { job: invitation.job.title });
        portal.notify({ tone: 'success', message });
      },
      onError: (error) => {
        // The list is read again (onSettled of the mutation): a stale invitation disappears.
        setDeclining(null);
        setAnswered((n) => n + 1);
        portal.notify({ tone: 'error', message: translateError(intl, error).join(' ') });
      },
    });
  }

  let content: ReactElement;
  if (invitations.isPending) {
    content = <Skeleton label={intl.formatMessage(messages.invitationsLoading)} variant="rect" height={160} />;
  } else if (invitations.isError) {
    content = (
      <LoadFailure
        message={intl.formatMessage(messages.invitationsFailed)}
        retryLabel={intl.formatMessage(messages.retry)}
        onRetry={() => void invitations.refetch()}
      />
    );
  } else if (invitations.data.length === 0) {
    content = (
      <EmptyState
        title={intl.formatMessage(messages.invitationsEmptyTitle)}
        description={intl.formatMessage(messages.invitationsEmptyDescription)}
        action={<Link href={searchLink(tenant.config, true)}>{intl.formatMessage(messages.searchProjects)}</Link>}
      />
    );
  } else {
    content = (
      <ul className={styles.list}>
        {invitations.data.map((invitation) => (
          <li key={invitation.id}>
            <InvitationCard invitation={invitation} now={now} onDecline={() => setDeclining(invitation)} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        <p className={styles.intro}>{intl.formatMessage(messages.invitationsIntro)}</p>
      </header>
      {content}
      <ConfirmDialog
        open={declining !== null}
        onOpenChange={(open) => {
          if (!open) setDeclining(null);
        }}
        title={intl.formatMessage(messages.declineTitle, { job: declining?.job.title ?? '' })}
        message={intl.formatMessage(messages.declineMessage)}
        confirmLabel={intl.formatMessage(messages.declineConfirm)}
        cancelLabel={intl.formatMessage(messages.declineCancel)}
        onConfirm={() => {
          if (declining) confirm(declining);
        }}
        destructive
        confirming={decline.isPending}
      />
    </div>
  );
}
