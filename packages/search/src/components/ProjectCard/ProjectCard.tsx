// One search result: the title as a link (public or in-app page by login, spec §2 "Links"), the
// status, and the facts a talent scans for first (rate, place, work preference, start).
import type { Job } from '@talent/api-client';
import { jobLink } from '@talent/domain';
import { Card, Link } from '@talent/ui';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { ProjectStatusBadge } from '../ProjectStatusBadge/ProjectStatusBadge.tsx';
import * as styles from './ProjectCard.css.ts';
import { cardFacts } from './jobFacts.ts';

/** Props of `ProjectCard`. */
export interface ProjectCardProps {
  readonly job: Job;
  readonly isLoggedIn: boolean;
  /** Level of the title in the page outline (3 under a "Results" heading). */
  readonly headingLevel?: 2 | 3;
}

export function ProjectCard({ job, isLoggedIn, headingLevel = 3 }: ProjectCardProps): ReactElement {
  const intl = useIntl();
  return (
    <Card
      as="article"
      headingLevel={headingLevel}
      title={
        <Link href={jobLink(job, isLoggedIn)} lang={job.jobLanguage ?? undefined}>
          {job.title}
        </Link>
      }
      badge={<ProjectStatusBadge status={job.status} />}
    >
      <dl className={styles.facts}>
        {cardFacts(intl, job).map((f) => (
          <div key={f.key} className={styles.fact}>
            <dt className={styles.term}>{f.label}</dt>
            <dd className={styles.value}>{f.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
