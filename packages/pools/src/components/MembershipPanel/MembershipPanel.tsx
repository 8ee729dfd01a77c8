// The freelancer's membership of one pool and what they can do about it: join (no membership),
// switch job notifications and cancel (applied or member, behind a confirmation). A rejected
// application shows its state only: whether to try again is the client's decision, made outside
// the portal.
import type { Pool } from '@talent/api-client';
import { usePortal } from '@talent/app-context';
import { Alert, Button, ConfirmDialog, Skeleton, Switch } from '@talent/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { MEMBERSHIP_DISPLAY, membershipState } from '../../membership.ts';
import { messages } from '../../messages.ts';
import {
  applyToPoolMutation,
  cancelPoolMembershipMutation,
  poolMembershipsQuery,
  togglePoolJobNotificationMutation,
} from '../../queries.ts';
import { MembershipBadge } from '../MembershipBadge/MembershipBadge.tsx';
import * as styles from './MembershipPanel.css.ts';

/** Props of `MembershipPanel`. */
export interface MembershipPanelProps {
  readonly pool: Pool;
}

export function MembershipPanel({ pool }: MembershipPanelProps): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const { api } = portal;
  const queryClient = useQueryClient();
  const headingId = useId();
  const memberships = useQuery(poolMembershipsQuery(api));
  const apply = useMutation(applyToPoolMutation(api, queryClient));
  const cancel = useMutation(cancelPoolMembershipMutation(api, queryClient));
  const toggle = useMutation(togglePoolJobNotificationMutation(api, queryClient));
  const [confirming, setConfirming] = useState(false);

  const membership = memberships.data?.find((m) => m.pool.id === pool.id);
  const state = membershipState(membership);

  // The button that was pressed disappears when the state changes (Join becomes Cancel and back):
  // focus moves to the new state, which is also what a screen reader then reads.
  const statusRef = useRef<HTMLDivElement>(null);
  const shownState = useRef(state);
  useEffect(() => {
    if (memberships.data && shownState.current !== state) statusRef.current?.focus();
    shownState.current = state;
  }, [state, memberships.data]);

  let body: ReactElement;
  if (memberships.isPending) {
    body = <Skeleton label={intl.formatMessage(messages.yourMembership)} lines={2} />;
  } else if (memberships.isError) {
    body = <Alert tone="warning">{intl.formatMessage(messages.membershipUnknown)}</Alert>;
  } else {
    const name = { pool: pool.name };
    const active = membership && (state === 'member' || state === 'pending');
    body = (
      <>
        <div ref={statusRef} tabIndex={-1} className={styles.status}>
          <MembershipBadge state={state} />
          <p className={styles.hint}>{intl.formatMessage(MEMBERSHIP_DISPLAY[state].hint)}</p>
        </div>
        {active ? (
          <Switch
            label={intl.formatMessage(messages.jobNotifications)}
            checked={membership.jobNotificationsEnabled}
            onCheckedChange={() => {
              // The call flips the setting: a second click while one is under way would undo it.
              if (toggle.isPending) return;
              toggle.mutate(pool.id, {
                onSuccess: (updated) =>
                  portal.notify({
                    tone: 'success',
                    message: intl.formatMessage(
                      updated.jobNotificationsEnabled ? messages.jobNotificationsOn : messages.jobNotificationsOff,
                      name,
                    ),
                  }),
              });
            }}
          />
        ) : null}
        <div className={styles.actions}>
          {state === 'none' ? (
            <Button
              loading={apply.isPending}
              onClick={() =>
                apply.mutate(pool.id, {
                  onSuccess: () =>
                    portal.notify({ tone: 'success', message: intl.formatMessage(messages.joined, name) }),
                })
              }
            >
              {intl.formatMessage(messages.join)}
            </Button>
          ) : null}
          {active ? (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              {intl.formatMessage(state === 'pending' ? messages.withdraw : messages.cancelMembership)}
            </Button>
          ) : null}
        </div>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={intl.formatMessage(state === 'pending' ? messages.confirmWithdrawTitle : messages.confirmCancelTitle)}
          message={intl.formatMessage(
            state === 'pending' ? messages.confirmWithdrawMessage : messages.confirmCancelMessage,
            name,
          )}
          confirmLabel={intl.formatMessage(state === 'pending' ? messages.withdraw : messages.cancelMembership)}
          cancelLabel={intl.formatMessage(messages.keep)}
          destructive
          confirming={cancel.isPending}
          onConfirm={() => {
            const wasPending = state === 'pending';
            cancel.mutate(pool.id, {
              onSuccess: () =>
                portal.notify({
                  tone: 'success',
                  message: intl.formatMessage(wasPending ? messages.withdrawn : messages.cancelled, name),
                }),
              // A failure shows the global error toast; the dialog closes either way.
              onSettled: () => setConfirming(false),
            });
          }}
        />
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.title}>
        {intl.formatMessage(messages.yourMembership)}
      </h2>
      {body}
    </section>
  );
}
