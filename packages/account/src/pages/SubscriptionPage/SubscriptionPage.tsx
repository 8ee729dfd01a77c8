// /subscriptions/{uuid?}: the manage-emails page every job mail links to, without logging in (the
// uuid is the proof). It reads the settings the link names (GET /subscriptions/{uuid}; the route's
// loader prefetches it) and changes nothing on opening: mail scanners open links, so every change
// is a click. Job emails and the digest (PUT /subscriptions/{uuid}), each job alert's "stop"
// (DELETE /subscriptions/{uuid}/jobAlerts/{id}), each pool's job notifications (POST
// /pool/{id}/toggleJobNotification/{uuid} with the pool's own uuid), and "unsubscribe from all".
// A missing uuid says the link is incomplete; a malformed or unknown one that it is not valid.
import type { components } from '@talent/api-client';
import { usePortal } from '@talent/app-context';
import { Alert, Button, Link, LoadFailure } from '@talent/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { ActionError } from '../../components/ActionError/ActionError.tsx';
import { accountTabHref } from '../../accountTabs.ts';
import { AccountSection } from '../../components/AccountSection/AccountSection.tsx';
import * as sectionStyles from '../../components/AccountSection/AccountSection.css.ts';
import * as styles from '../../components/AuthPage/AuthPage.css.ts';
import { AuthPage } from '../../components/AuthPage/AuthPage.tsx';
import {
  EmailSettingsFields,
  emailSettingsSaved,
  withChange,
} from '../../components/EmailSettingsFields/EmailSettingsFields.tsx';
import { PoolNotificationList } from '../../components/PoolNotificationList/PoolNotificationList.tsx';
import { Working } from '../../components/Working/Working.tsx';
import { isSubscriptionUuid, isUnknownSubscription } from '../../loaders.ts';
import { loadFailureProps } from '../../loadFailure.ts';
import { messages, pageMessages } from '../../messages.ts';
import {
  accountKeys,
  deleteJobAlertByUuidMutation,
  subscriptionQuery,
  togglePoolJobNotificationByUuidMutation,
  updateSubscriptionMutation,
} from '../../queries.ts';
import type { NotificationSettingsChange } from '../../queries.ts';

type Overview = components['schemas']['SubscriptionOverview'];

/** Props of `SubscriptionPage`. */
export interface SubscriptionPageProps {
  /** The `{uuid}` of the path (the subscription); anything but a UUID is explained as not valid. */
  readonly uuid?: string | undefined;
}

export function SubscriptionPage({ uuid }: SubscriptionPageProps): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const valid = isSubscriptionUuid(uuid);
  const overview = useQuery({
    ...subscriptionQuery(portal.api, valid ? uuid : ''),
    enabled: valid,
    // The loader asked already: an unknown link is not asked about twice.
    retryOnMount: false,
  });
  const unknown = uuid !== undefined && (!valid || (overview.isError && isUnknownSubscription(overview.error)));

  let content: ReactElement;
  if (uuid === undefined) content = <Alert tone="error">{intl.formatMessage(messages.subscriptionMissing)}</Alert>;
  else if (unknown) content = <Alert tone="error">{intl.formatMessage(messages.subscriptionInvalid)}</Alert>;
  else if (overview.data) content = <ManageEmails uuid={uuid} overview={overview.data} />;
  else if (overview.isError) content = <LoadFailure {...loadFailureProps(intl, overview)} />;
  else content = <Working text={intl.formatMessage(pageMessages.loading)} />;

  return (
    <AuthPage
      title={intl.formatMessage(messages.subscriptionTitle)}
      intro={
        overview.data ? intl.formatMessage(messages.subscriptionIntro, { name: portal.tenant.context.name }) : undefined
      }
    >
      {content}
      <ul className={styles.links}>
        <li>
          <Link href={accountTabHref('notifications')}>{intl.formatMessage(messages.accountSettings)}</Link>
        </li>
      </ul>
    </AuthPage>
  );
}

function ManageEmails({ uuid, overview }: { readonly uuid: string; readonly overview: Overview }): ReactElement {
  const intl = useIntl();
  const portal = usePortal();
  const queryClient = useQueryClient();
  const key = accountKeys.subscription(uuid);
  const update = useMutation(updateSubscriptionMutation(portal.api));
  const stopAlert = useMutation(deleteJobAlertByUuidMutation(portal.api));
  const togglePool = useMutation(togglePoolJobNotificationByUuidMutation(portal.api));
  const [status, setStatus] = useState<{ section: 'emails' | 'alerts' | 'pools' | 'all'; text: string }>();
  const say = (section: 'emails' | 'alerts' | 'pools' | 'all', text: string) => setStatus({ section, text });
  const statusOf = (section: 'emails' | 'alerts' | 'pools' | 'all') =>
    status?.section === section ? status.text : undefined;
  const failure = [update, stopAlert, togglePool].find((m) => m.isError)?.error;
  const [saving, setSaving] = useState<'emails' | 'all'>('emails');

  const save = (change: NotificationSettingsChange, section: 'emails' | 'all') => {
    setStatus(undefined);
    setSaving(section);
    update.mutate(
      { uuid, change },
      {
        onSuccess: (next) => {
          queryClient.setQueryData(key, next);
          say(
            section,
            section === 'all'
              ? intl.formatMessage(messages.unsubscribedAll, { name: portal.tenant.context.name })
              : emailSettingsSaved(intl, change),
          );
        },
      },
    );
  };

  const pendingChange = update.isPending ? update.variables.change : undefined;
  const pendingPool = togglePool.isPending ? togglePool.variables.poolId : undefined;
  // "Unsubscribe from all" stops the job emails and the digest (pools feed only the digest).
  const everything: NotificationSettingsChange = {
    subscribed: false,
    ...(overview.digestAvailable && { jobNotificationDigest: null }),
  };

  return (
    <div className={styles.page}>
      <ActionError error={failure} />
      <AccountSection title={intl.formatMessage(pageMessages.emailsTitle)} status={statusOf('emails')}>
        <EmailSettingsFields
          idPrefix="subscription"
          settings={withChange(overview, pendingChange)}
          pending={update.isPending}
          onChange={(change) => save(change, 'emails')}
        />
      </AccountSection>
      <AccountSection title={intl.formatMessage(pageMessages.alertsTitle)} status={statusOf('alerts')}>
        {overview.alerts.length === 0 ? (
          <p className={sectionStyles.itemMeta}>{intl.formatMessage(messages.noAlerts)}</p>
        ) : (
          <ul className={sectionStyles.list}>
            {overview.alerts.map((alert) => (
              <li key={alert.id} className={sectionStyles.item}>
                <p className={sectionStyles.itemTitle}>{alert.name}</p>
                <Button
                  variant="secondary"
                  size="small"
                  loading={stopAlert.isPending && stopAlert.variables.id === alert.id}
                  aria-label={intl.formatMessage(pageMessages.itemAction, {
                    action: intl.formatMessage(messages.stopAlert),
                    name: alert.name,
                  })}
                  onClick={() => {
                    if (stopAlert.isPending) return;
                    setStatus(undefined);
                    stopAlert.mutate(
                      { uuid, id: alert.id },
                      {
                        onSuccess: () => {
                          queryClient.setQueryData<Overview>(key, (old) =>
                            old ? { ...old, alerts: old.alerts.filter((a) => a.id !== alert.id) } : old,
                          );
                          say('alerts', intl.formatMessage(messages.alertStopped, { name: alert.name }));
                        },
                      },
                    );
                  }}
                >
                  {intl.formatMessage(messages.stopAlert)}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </AccountSection>
      <AccountSection title={intl.formatMessage(pageMessages.poolsTitle)} status={statusOf('pools')}>
        <PoolNotificationList
          pendingId={pendingPool}
          pools={overview.pools.map((p) => ({
            id: p.id,
            name: p.name,
            enabled: p.id === pendingPool ? !p.jobNotificationsEnabled : p.jobNotificationsEnabled,
          }))}
          onToggle={(pool) => {
            const link = overview.pools.find((p) => p.id === pool.id);
            if (!link || togglePool.isPending) return;
            setStatus(undefined);
            togglePool.mutate(
              { poolId: link.id, uuid: link.uuid },
              {
                onSuccess: ({ jobNotificationsEnabled }) => {
                  queryClient.setQueryData<Overview>(key, (old) =>
                    old
                      ? {
                          ...old,
                          pools: old.pools.map((p) => (p.id === link.id ? { ...p, jobNotificationsEnabled } : p)),
                        }
                      : old,
                  );
                  const message = jobNotificationsEnabled ? pageMessages.poolOn : pageMessages.poolOff;
                  say('pools', intl.formatMessage(message, { pool: link.name }));
                },
              },
            );
          }}
        />
      </AccountSection>
      <AccountSection
        title={intl.formatMessage(messages.unsubscribeAllTitle)}
        description={intl.formatMessage(messages.unsubscribeAllText)}
        status={statusOf('all')}
      >
        <div>
          <Button
            variant="danger"
            loading={update.isPending && saving === 'all'}
            onClick={() => {
              if (!update.isPending) save(everything, 'all');
            }}
          >
            {intl.formatMessage(messages.unsubscribeAll)}
          </Button>
        </div>
      </AccountSection>
    </div>
  );
}
