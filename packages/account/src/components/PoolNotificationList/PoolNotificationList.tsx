// The job notifications of each pool that accepted the talent, one switch per pool named after it.
// The account's notifications tab (by pool id) and the manage-emails page (by the pool's link id)
// flip them with their own calls.
import { ROUTES } from '@talent/domain';
import { Link, Switch } from '@talent/ui';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { pageMessages as messages } from '../../messages.ts';
import * as styles from '../AccountSection/AccountSection.css.ts';

/** A pool as the list shows it. */
export interface PoolNotification {
  readonly id: number;
  readonly name: string;
  readonly enabled: boolean;
}

/** Props of `PoolNotificationList`. */
export interface PoolNotificationListProps {
  readonly pools: readonly PoolNotification[];
  /** Flip the notifications of a pool (the list ignores clicks while `pendingId` is that pool). */
  readonly onToggle: (pool: PoolNotification) => void;
  /** The pool whose change is being saved, if any. */
  readonly pendingId?: number | undefined;
  /** Offer a link to the pools page when there are none (the logged-in account page). */
  readonly linkToPools?: boolean;
}

export function PoolNotificationList({
  pools,
  onToggle,
  pendingId,
  linkToPools = false,
}: PoolNotificationListProps): ReactElement {
  const intl = useIntl();
  if (pools.length === 0) {
    return (
      <p className={styles.itemMeta}>
        {intl.formatMessage(messages.poolsEmpty)}{' '}
        {linkToPools ? <Link href={ROUTES.pools}>{intl.formatMessage(messages.poolsLink)}</Link> : null}
      </p>
    );
  }
  return (
    <ul className={styles.list}>
      {pools.map((pool) => (
        <li key={pool.id} className={styles.item}>
          <Switch
            label={intl.formatMessage(messages.poolSwitch, { pool: pool.name })}
            checked={pool.enabled}
            onCheckedChange={() => {
              // The calls flip the setting: a second click while one is under way would undo it.
              if (pendingId !== pool.id) onToggle(pool);
            }}
          />
        </li>
      ))}
    </ul>
  );
}
