// The talent's activity in a pool: their applications to its projects (with the status) and the
// invitations to its projects still open (with the way to apply). Nothing when there is none.
import { applicationStatusText, usePortal } from '@talent/app-context';
import { ROUTES, jobLink, projectTabHref } from '@talent/domain';
import { Link, StatusBadge, actionLink } from '@talent/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../../messages.ts';
import { poolActivityQuery } from '../../queries.ts';
import * as styles from './PoolActivity.css.ts';

/** Props of `PoolActivity`. */
export interface PoolActivityProps {
  readonly poolId: number;
}

export function PoolActivity({ poolId }: PoolActivityProps): ReactElement | null {
  const intl = useIntl();
  const { api } = usePortal();
  const activity = useQuery(poolActivityQuery(api, poolId));
  const headingId = useId();
  const applications = activity.data?.applications ?? [];
  const invitations = activity.data?.invitations ?? [];
  if (applications.length === 0 && invitations.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.title}>
        {intl.formatMessage(messages.activityTitle)}
      </h2>
      {invitations.length > 0 ? (
        <>
          <h3 className={styles.subtitle}>{intl.formatMessage(messages.activityInvitations)}</h3>
          <ul className={styles.list}>
            {invitations.map((invitation) => (
              <li key={invitation.id} className={styles.item}>
                <Link href={jobLink(invitation.job, true)}>{invitation.job.title}</Link>
                {/* The apply page starts the application (accepting the invitation). */}
                <a href={`${ROUTES.projects}/${invitation.job.id}/apply`} className={actionLink}>
                  {intl.formatMessage(messages.activityApply)}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {applications.length > 0 ? (
        <>
          <h3 className={styles.subtitle}>{intl.formatMessage(messages.activityApplications)}</h3>
          <ul className={styles.list}>
            {applications.map((application) => {
              const status = applicationStatusText(intl, application.status);
              return (
                <li key={application.id} className={styles.item}>
                  <Link href={jobLink(application.job, true)}>{application.job.title}</Link>
                  <StatusBadge
                    type={status.display.type}
                    icon={status.display.icon}
                    label={status.label}
                    description={status.description}
                  />
                </li>
              );
            })}
          </ul>
          <Link href={projectTabHref('applications')}>{intl.formatMessage(messages.activityAll)}</Link>
        </>
      ) : null}
    </section>
  );
}
