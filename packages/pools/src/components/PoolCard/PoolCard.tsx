// A pool in the list: its name (the link to the pool), the freelancer's membership state, an
// excerpt of the description and the pool's facts.
import type { Pool } from '@talent/api-client';
import { poolLink } from '@talent/domain';
import { Card, Link } from '@talent/ui';
import type { ReactElement } from 'react';
import { excerpt, usePoolDescription } from '../../hooks/usePoolDescription.ts';
import type { MembershipState } from '../../membership.ts';
import { MembershipBadge } from '../MembershipBadge/MembershipBadge.tsx';
import { PoolFacts } from '../PoolFacts/PoolFacts.tsx';
import * as styles from './PoolCard.css.ts';

/** Props of `PoolCard`. */
export interface PoolCardProps {
  readonly pool: Pool;
  /** The membership state; undefined when the memberships could not be loaded (no badge then). */
  readonly state: MembershipState | undefined;
}

export function PoolCard({ pool, state }: PoolCardProps): ReactElement {
  const description = usePoolDescription(pool);
  return (
    <Card>
      <div className={styles.head}>
        <h3 className={styles.title}>
          {/* The pools page is behind login, so the in-app pool page (spec §2 "Links"). */}
          <Link href={poolLink(pool, true)}>{pool.name}</Link>
        </h3>
        {state ? <MembershipBadge state={state} /> : null}
      </div>
      {description ? <p className={styles.description}>{excerpt(description)}</p> : null}
      <PoolFacts pool={pool} />
    </Card>
  );
}
