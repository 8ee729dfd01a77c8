// The account feature's query keys, apart from its queries. The portal's header (on every page)
// reads one query of the feature (`securityIds.ts`), whose key (and the root all keys share) is in
// securityIdsKey.ts: a module is bundled whole, so this list stays with the account's pages.
import { ACCOUNT_KEY, securityIdsKey } from './securityIdsKey.ts';

/** Query keys of the account feature. */
export const accountKeys = {
  all: ACCOUNT_KEY,
  legalNeeds: () => [...accountKeys.all, 'legalNeeds'] as const,
  hasPassword: () => [...accountKeys.all, 'hasPassword'] as const,
  notificationSettings: () => [...accountKeys.all, 'notificationSettings'] as const,
  poolNotifications: () => [...accountKeys.all, 'poolNotifications'] as const,
  jobAlerts: () => [...accountKeys.all, 'jobAlerts'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
  consents: () => [...accountKeys.all, 'consents'] as const,
  dataExport: () => [...accountKeys.all, 'dataExport'] as const,
  /** The user's security ids: the account page and the portal header (its security id entry) share it. */
  securityIds: securityIdsKey,
  securityIdRule: (projectId: number) => [...accountKeys.all, 'securityIdRule', projectId] as const,
  devices: () => [...accountKeys.all, 'devices'] as const,
  subscription: (uuid: string) => [...accountKeys.all, 'subscription', uuid] as const,
};
