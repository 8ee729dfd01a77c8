// /app/project?tab=invitations: the invitations to apply that are still open, each with its
// answers (accept: the apply page; decline: after confirmation), or an empty state.
import { useDocumentTitle, usePortal } from '@talent/app-context';
import { searchLink } from '@talent/domain';
import { EmptyState, Link, Skeleton } from '@talent/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { InvitationCard } from '../../components/InvitationCard/InvitationCard.tsx';
import { LoadFailure } from '../../components/LoadFailure/LoadFailure.tsx';
import { messages } from '../../messages.ts';
import { openInvitationsQuery } from '../../queries.ts';
import * as styles from '../../styles.css.ts';

export function InvitationsPage(): ReactElement {
  const intl = useIntl();
  const { api, tenant } = usePortal();
  const title = intl.formatMessage(messages.invitationsTitle);
  useDocumentTitle(title);
  const invitations = useQuery(openInvitationsQuery(api));
  // One moment for every card, taken once: "expires in 3 days" does not shift while reading.
  const [now] = useState(() => Date.now());

  let content: ReactElement;
  if (invitations.isPending) {
    content = <Skeleton label={intl.formatMessage(messages.invitationsLoading)} variant="rect" height={160} />;
  } else if (invitations.isError) {
    content = (
      <LoadFailure
        message={intl.formatMessage(messages.invitationsFailed)}
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
            <InvitationCard invitation={invitation} now={now} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{intl.formatMessage(messages.invitationsIntro)}</p>
      </header>
      {content}
    </div>
  );
}
