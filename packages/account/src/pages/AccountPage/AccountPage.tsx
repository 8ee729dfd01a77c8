// /app/account?tab=…: the talent's account in tabs (spec §1 "manage account, notifications,
// security ids and verified devices", §2): notifications, security, security id (only for a talent
// with security ids, as the header's entry, or opened to add one for a project), verified devices,
// privacy, and general settings. The route validates the tab (`parseAccountSearch`) and prefetches
// its data (`loadAccountPage`); switching tabs replaces `?tab=` so the header marks the tab and a
// reload or a shared link opens it again.
import { useDocumentTitle, usePortal } from '@talent/app-context';
import { ROUTES } from '@talent/domain';
import { Tabs, pageTitle, stack } from '@talent/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { ACCOUNT_TABS, DEFAULT_ACCOUNT_TAB } from '../../accountTabs.ts';
import type { AccountTab } from '../../accountTabs.ts';
import { DevicesTab } from '../../components/DevicesTab/DevicesTab.tsx';
import { NotificationsTab } from '../../components/NotificationsTab/NotificationsTab.tsx';
import { PrivacyTab } from '../../components/PrivacyTab/PrivacyTab.tsx';
import { SecurityIdTab } from '../../components/SecurityIdTab/SecurityIdTab.tsx';
import { SecurityTab } from '../../components/SecurityTab/SecurityTab.tsx';
import { SettingsTab } from '../../components/SettingsTab/SettingsTab.tsx';
import { offersSecurityIdTab } from '../../loaders.ts';
import { pageMessages as messages } from '../../messages.ts';
import { securityIdsQuery } from '../../queries.ts';

const TAB_LABELS: Record<AccountTab, MessageDescriptor> = {
  notifications: messages.tabNotifications,
  security: messages.tabSecurity,
  securityId: messages.tabSecurityId,
  verifiedDevices: messages.tabVerifiedDevices,
  privacy: messages.tabPrivacy,
  settings: messages.tabSettings,
};

/** Props of `AccountPage`: what the route validated (`parseAccountSearch`). */
export interface AccountPageProps {
  readonly tab: AccountTab;
  /** The project a security id is added for (`?project=`, security id tab only). */
  readonly project?: number | undefined;
}

export function AccountPage({ tab, project }: AccountPageProps): ReactElement {
  const intl = useIntl();
  const { api } = usePortal();
  const navigate = useNavigate();
  const ids = useQuery(securityIdsQuery(api));
  // The loader sent a talent without security ids elsewhere; while the list is unknown the tab
  // asked for stays (it shows the failure and a retry).
  const withSecurityId = tab === 'securityId' || offersSecurityIdTab(ids.data, project);
  const tabs = ACCOUNT_TABS.filter((t) => t !== 'securityId' || withSecurityId);
  const shown = tabs.includes(tab) ? tab : DEFAULT_ACCOUNT_TAB;
  useDocumentTitle(intl.formatMessage(messages.documentTitle, { tab: intl.formatMessage(TAB_LABELS[shown]) }));

  const content = (t: AccountTab): ReactElement => {
    switch (t) {
      case 'notifications':
        return <NotificationsTab />;
      case 'security':
        return <SecurityTab />;
      case 'securityId':
        return <SecurityIdTab project={project} />;
      case 'verifiedDevices':
        return <DevicesTab />;
      case 'privacy':
        return <PrivacyTab />;
      case 'settings':
        return <SettingsTab />;
    }
  };

  return (
    <div className={stack.lg}>
      <h1 className={pageTitle}>{intl.formatMessage(messages.title)}</h1>
      <Tabs
        label={intl.formatMessage(messages.tabs)}
        value={shown}
        onValueChange={(next) =>
          void navigate({ to: ROUTES.account, search: { tab: next as AccountTab }, replace: true })
        }
        tabs={tabs.map((t) => ({ value: t, label: intl.formatMessage(TAB_LABELS[t]), content: content(t) }))}
      />
    </div>
  );
}
