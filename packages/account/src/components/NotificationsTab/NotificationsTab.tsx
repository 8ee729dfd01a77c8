// /app/account?tab=notifications: job emails and the digest (GET/PUT
// /freelancer/notificationSettings), each accepted pool's job notifications (GET
// /pool/membership/accepted, POST /pool/{id}/toggleJobNotification) and the job alerts
// (`JobAlertList`). Every change applies at once, shows the new state while it is saved, and says
// what was saved in the section's live status; a failure puts the old state back with its reason.
import { CURRENT_USER_KEY, usePortal } from '@talent/app-context';
import type { PoolMembership } from '@talent/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { ActionError } from '../ActionError/ActionError.tsx';
import { pageMessages as messages } from '../../messages.ts';
import {
  accountKeys,
  notificationSettingsQuery,
  poolNotificationsQuery,
  togglePoolJobNotificationMutation,
  updateNotificationSettingsMutation,
} from '../../queries.ts';
import type { NotificationSettingsChange } from '../../queries.ts';
import { AccountSection } from '../AccountSection/AccountSection.tsx';
import { EmailSettingsFields, emailSettingsSaved, withChange } from '../EmailSettingsFields/EmailSettingsFields.tsx';
import { Loaded } from '../Loaded/Loaded.tsx';
import { PoolNotificationList } from '../PoolNotificationList/PoolNotificationList.tsx';
import { JobAlertList } from './JobAlertList.tsx';

export function NotificationsTab(): ReactElement {
  return (
    <>
      <EmailSection />
      <PoolsSection />
      <JobAlertList />
    </>
  );
}

function EmailSection(): ReactElement {
  const intl = useIntl();
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const settings = useQuery(notificationSettingsQuery(api));
  const update = useMutation(updateNotificationSettingsMutation(api));
  const [status, setStatus] = useState<string>();

  const save = (change: NotificationSettingsChange) => {
    setStatus(undefined);
    update.mutate(change, {
      onSuccess: (saved) => {
        queryClient.setQueryData(accountKeys.notificationSettings(), saved);
        setStatus(emailSettingsSaved(intl, change));
        // The user's `subscribed` (GET /freelancer) follows the job emails switch.
        if (change.subscribed !== undefined) void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      },
    });
  };

  return (
    <AccountSection title={intl.formatMessage(messages.emailsTitle)} status={status}>
      <ActionError error={update.error} />
      <Loaded query={settings}>
        {(data) => (
          <EmailSettingsFields
            idPrefix="account"
            settings={withChange(data, update.isPending ? update.variables : undefined)}
            onChange={save}
            pending={update.isPending}
          />
        )}
      </Loaded>
    </AccountSection>
  );
}

function PoolsSection(): ReactElement {
  const intl = useIntl();
  const { api } = usePortal();
  const queryClient = useQueryClient();
  const memberships = useQuery(poolNotificationsQuery(api));
  const toggle = useMutation(togglePoolJobNotificationMutation(api));
  const [status, setStatus] = useState<string>();
  const pendingId = toggle.isPending ? toggle.variables : undefined;

  const flip = (poolId: number, name: string) => {
    setStatus(undefined);
    toggle.mutate(poolId, {
      onSuccess: (updated) => {
        queryClient.setQueryData<readonly PoolMembership[]>(accountKeys.poolNotifications(), (list) =>
          list?.map((m) => (m.pool.id === poolId ? updated : m)),
        );
        const message = updated.jobNotificationsEnabled ? messages.poolOn : messages.poolOff;
        setStatus(intl.formatMessage(message, { pool: name }));
      },
    });
  };

  return (
    <AccountSection
      title={intl.formatMessage(messages.poolsTitle)}
      description={intl.formatMessage(messages.poolsDescription)}
      status={status}
    >
      <ActionError error={toggle.error} />
      <Loaded query={memberships}>
        {(list) => (
          <PoolNotificationList
            linkToPools
            pendingId={pendingId}
            onToggle={(pool) => flip(pool.id, pool.name)}
            pools={list.map((m) => ({
              id: m.pool.id,
              name: m.pool.name,
              // While the change is saved, the switch already shows where it goes.
              enabled: m.pool.id === pendingId ? !m.jobNotificationsEnabled : m.jobNotificationsEnabled,
            }))}
          />
        )}
      </Loaded>
    </AccountSection>
  );
}
