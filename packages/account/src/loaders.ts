// What the account routes' loaders run before a page renders: the data of the open tab (prefetched,
// so a reload shows it at once; each section shows its own failure and retry), the redirect of the
// security id tab when the user has none, and the 404 of a manage-emails link the API does not know.
import { ApiError } from '@talent/api-client';
import type { TalentApi } from '@talent/api-client';
import { countriesQuery } from '@talent/app-context';
import { ROUTES } from '@talent/domain';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { DEFAULT_ACCOUNT_TAB } from './accountTabs.ts';
import type { AccountSearch } from './accountTabs.ts';
import {
  consentsQuery,
  dataExportQuery,
  devicesQuery,
  hasPasswordQuery,
  jobAlertsQuery,
  notificationSettingsQuery,
  poolNotificationsQuery,
  securityIdRuleQuery,
  securityIdsQuery,
  sessionsQuery,
  subscriptionQuery,
} from './queries.ts';

/** What the account loaders need of the portal's runtime (the router context's `runtime` fits). */
export interface AccountRuntime {
  readonly api: TalentApi;
  readonly queryClient: QueryClient;
  readonly locale: string;
}

/**
 * Whether the security id tab is offered: the user has security ids (spec §2, as the header's
 * entry), or the page was opened to add one for a project (`?project=`).
 */
export function offersSecurityIdTab(ids: readonly unknown[] | undefined, project: number | undefined): boolean {
  return project !== undefined || (ids?.length ?? 0) > 0;
}

/**
 * /app/account?tab=…: prefetches the open tab's data. The security ids are read first: without any
 * (and no project to add one for) `tab=securityId` goes to the default tab, as the header offers no
 * such entry either. A failed read of the ids keeps the tab (it shows the failure and a retry).
 */
export async function loadAccountPage(
  { api, queryClient, locale }: AccountRuntime,
  { tab, project }: AccountSearch,
): Promise<void> {
  const q = queryClient;
  switch (tab) {
    case 'notifications':
      await Promise.all([
        q.prefetchQuery(notificationSettingsQuery(api)),
        q.prefetchQuery(poolNotificationsQuery(api)),
        q.prefetchQuery(jobAlertsQuery(api)),
      ]);
      return;
    case 'security':
      await Promise.all([q.prefetchQuery(hasPasswordQuery(api)), q.prefetchQuery(sessionsQuery(api))]);
      return;
    case 'securityId': {
      const ids = await q.ensureQueryData(securityIdsQuery(api)).catch(() => undefined);
      if (ids && !offersSecurityIdTab(ids, project)) {
        throw redirect({ href: `${ROUTES.account}?tab=${DEFAULT_ACCOUNT_TAB}`, replace: true });
      }
      if (project !== undefined) await q.prefetchQuery(securityIdRuleQuery(api, project));
      return;
    }
    case 'verifiedDevices':
      await q.prefetchQuery(devicesQuery(api));
      return;
    case 'privacy':
      await Promise.all([
        q.prefetchQuery(hasPasswordQuery(api)),
        q.prefetchQuery(consentsQuery(api)),
        q.prefetchQuery(dataExportQuery(api)),
      ]);
      return;
    case 'settings':
      await q.prefetchQuery(countriesQuery(api, locale));
      return;
  }
}

/** The path params of `/subscriptions/{uuid?}`. */
export interface SubscriptionPageParams {
  readonly uuid?: string | undefined;
}

/** The shape of a subscription's id (the contract's `Uuid`). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is shaped like a subscription's id. */
export function isSubscriptionUuid(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}

/**
 * /subscriptions/{uuid}: reads the settings the link names (GET /subscriptions/{uuid}; reading
 * changes nothing, so mail scanners that open links do no harm). A missing or malformed uuid and a
 * 404 are shown by the page as "this link is not valid"; other failures there with a retry.
 */
export async function loadSubscriptionPage(
  { api, queryClient }: AccountRuntime,
  { uuid }: SubscriptionPageParams,
): Promise<void> {
  if (!isSubscriptionUuid(uuid)) return;
  await queryClient.prefetchQuery(subscriptionQuery(api, uuid));
}

/** Whether a failed read of a subscription means the link is unknown (rather than a passing failure). */
export function isUnknownSubscription(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
