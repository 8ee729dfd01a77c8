// The job a visitor chose before signing up (spec §4 short onboarding): title, city, hours.
import type { CollectedJob } from '@talent/domain';
import { Card } from '@talent/ui';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../../messages.ts';
import * as styles from './JobSummary.css.ts';

/** Props of `JobSummary`. */
export interface JobSummaryProps {
  readonly job: CollectedJob;
  /** The heading above the job, e.g. "You are applying for". */
  readonly heading?: string;
}

export function JobSummary({ job, heading }: JobSummaryProps): ReactElement {
  const intl = useIntl();
  const facts = [
    job.siteCity ? intl.formatMessage(messages.jobCity, { city: job.siteCity }) : null,
    job.hoursPerWeek != null ? intl.formatMessage(messages.jobHours, { hours: job.hoursPerWeek }) : null,
  ].filter((fact): fact is string => fact !== null);
  return (
    <Card title={heading ?? intl.formatMessage(messages.applyingFor)} headingLevel={2}>
      <p className={styles.title}>{job.title}</p>
      {facts.length > 0 ? (
        <ul className={styles.facts}>
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
