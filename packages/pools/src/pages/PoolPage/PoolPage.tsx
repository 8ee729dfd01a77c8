// /app/pool/{id}: a pool with its description and facts, the freelancer's membership (join,
// job notifications, cancel), the talent's applications and invitations of the pool, and a link to
// the pool's open projects in the search (the ones its facts count).
import { useDocumentTitle, usePortal } from '@talent/app-context';
import { ROUTES, poolProjectsLink } from '@talent/domain';
import { Link, Skeleton } from '@talent/ui';
import { useQuery } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { useId } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { MembershipPanel } from '../../components/MembershipPanel/MembershipPanel.tsx';
import { PoolActivity } from '../../components/PoolActivity/PoolActivity.tsx';
import { PoolFacts } from '../../components/PoolFacts/PoolFacts.tsx';
import { usePoolDescription } from '../../hooks/usePoolDescription.ts';
import { messages } from '../../messages.ts';
import { poolQuery } from '../../queries.ts';
import * as styles from './PoolPage.css.ts';

/** Props of `PoolPage`. */
export interface PoolPageProps {
  /** The pool's id (the route's loader has checked it exists). */
  readonly poolId: number;
}

export function PoolPage({ poolId }: PoolPageProps): ReactElement {
  const intl = useIntl();
  const { api, tenant } = usePortal();
  const pool = useQuery(poolQuery(api, poolId));
  const description = usePoolDescription(pool.data ?? {});
  const titleId = useId();
  const aboutId = useId();
  useDocumentTitle(pool.data?.name);

  if (pool.isPending) return <Skeleton label={intl.formatMessage(messages.loading)} variant="rect" height={240} />;
  // Not a pool (any more): the router's 404; other failures: the route's error page.
  if (pool.isError) throw pool.error;
  if (pool.data === null) throw notFound();

  const { data } = pool;
  // The open projects, which its facts count ("12 open projects" opens 12 projects found).
  const projects = poolProjectsLink(data, tenant.config, true);
  return (
    <article aria-labelledby={titleId} className={styles.page}>
      <p className={styles.back}>
        <Link href={ROUTES.pools}>{intl.formatMessage(messages.backToPools)}</Link>
      </p>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          {data.name}
        </h1>
        <PoolFacts pool={data} allCities />
      </header>
      {description ? (
        <section aria-labelledby={aboutId} className={styles.section}>
          <h2 id={aboutId} className={styles.sectionTitle}>
            {intl.formatMessage(messages.about)}
          </h2>
          <p className={styles.description}>{description}</p>
        </section>
      ) : null}
      <MembershipPanel pool={data} />
      <PoolActivity poolId={data.id} />
      <p>
        <Link href={projects}>{intl.formatMessage(messages.viewProjects)}</Link>
      </p>
    </article>
  );
}
