// One search result: the title as a link (public or in-app page by login, spec §2 "Links"), the
// status, and the facts a talent scans for first (rate, place, work preference, start).
import type { Job } from '@talent/api-client';
import { jobLink } from '@talent/domain';
import { Link } from '@talent/ui';
import { useId } from 'react';
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
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          <Link href={jobLink(job, isLoggedIn)} lang={job.jobLanguage ?? undefined}>
            {job.title}
          </Link>
        </Heading>
        <ProjectStatusBadge status={job.status} />
      </div>
      <dl className={styles.facts}>
        {cardFacts(intl, job).map((f) => (
          <div key={f.key} className={styles.fact}>
            <dt className={styles.term}>{f.label}</dt>
            <dd className={styles.value}>{f.value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
