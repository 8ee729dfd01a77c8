// /app/pool: every pool of the tenant, grouped under the CMS categories (in CMS order), then the
// pools that belong to none as "Other pools" (spec §4). Each card links to its pool page and shows
// the freelancer's membership state.
import type { Pool } from '@talent/api-client';
import { useDocumentTitle, usePortal } from '@talent/app-context';
import { groupPoolsByCategory, searchLink } from '@talent/domain';
import { EmptyState, Link, Skeleton } from '@talent/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { categoryDescription, categoryName } from '../../category.ts';
import { PoolCard } from '../../components/PoolCard/PoolCard.tsx';
import { membershipState, membershipsByPool } from '../../membership.ts';
import { messages } from '../../messages.ts';
import { cmsCategoriesQuery, poolMembershipsQuery, poolSearchQuery } from '../../queries.ts';
import * as styles from './PoolsPage.css.ts';

interface PoolGroupProps {
  readonly heading: string | null;
  readonly description?: string | null;
  readonly pools: readonly Pool[];
  readonly states: ReturnType<typeof membershipsByPool> | undefined;
}

function PoolGroup({ heading, description, pools, states }: PoolGroupProps): ReactElement {
  const headingId = useId();
  return (
    <section className={styles.group} {...(heading ? { 'aria-labelledby': headingId } : {})}>
      {heading ? (
        <h2 id={headingId} className={styles.groupTitle}>
          {heading}
        </h2>
      ) : null}
      {description ? <p className={styles.groupDescription}>{description}</p> : null}
      <ul className={styles.list}>
        {pools.map((pool) => (
          <li key={pool.id}>
            <PoolCard pool={pool} state={states ? membershipState(states.get(pool.id)) : undefined} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PoolsPage(): ReactElement {
  const intl = useIntl();
  const { api, locale, tenant } = usePortal();
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(title);

  const pools = useQuery(poolSearchQuery(api));
  const categories = useQuery(cmsCategoriesQuery(api, locale));
  // Without memberships the cards show no state rather than a wrong "Not a member".
  const memberships = useQuery(poolMembershipsQuery(api));
  const states = memberships.data ? membershipsByPool(memberships.data) : undefined;

  const grouped = useMemo(() => {
    // The search answers newest first (spec §3); people scan a group by name.
    const collator = new Intl.Collator(locale);
    const byName = [...(pools.data ?? [])].sort((a, b) => collator.compare(a.name, b.name));
    return groupPoolsByCategory(byName, categories.data);
  }, [pools.data, categories.data, locale]);

  let content: ReactElement;
  if (pools.isPending || categories.isPending) {
    content = <Skeleton label={intl.formatMessage(messages.loading)} variant="rect" height={160} />;
  } else if (grouped.categories.length === 0 && grouped.orphans.length === 0) {
    // Also what a failed pool search shows (spec §8: logged, the list stays empty).
    content = (
      <EmptyState
        title={intl.formatMessage(messages.emptyTitle)}
        description={intl.formatMessage(messages.emptyDescription)}
        action={<Link href={searchLink(tenant.config, true)}>{intl.formatMessage(messages.searchProjects)}</Link>}
      />
    );
  } else {
    content = (
      <>
        {grouped.categories.map(({ category, pools: inCategory }) => (
          <PoolGroup
            key={category.id}
            heading={categoryName(category, locale)}
            description={categoryDescription(category, locale)}
            pools={inCategory}
            states={states}
          />
        ))}
        {grouped.orphans.length > 0 ? (
          <PoolGroup
            // Without any category (none fit, or the CMS failed) the list needs no group heading.
            heading={grouped.categories.length > 0 ? intl.formatMessage(messages.otherPools) : null}
            pools={grouped.orphans}
            states={states}
          />
        ) : null}
      </>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{intl.formatMessage(messages.intro)}</p>
      </header>
      {content}
    </div>
  );
}
