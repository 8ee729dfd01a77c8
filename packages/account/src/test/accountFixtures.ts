// Answers of the account page's calls in the contract's shapes (test files only), one function per
// entity so that each test states only what it is about.
import type { PoolMembership, Schema, TrustedDevice } from '@talent/api-client';

/** GET /freelancer/notificationSettings. */
export function notificationSettings(
  overrides: Partial<Schema<'NotificationSettings'>> = {},
): Schema<'NotificationSettings'> {
  return { subscribed: true, jobNotificationDigest: null, digestAvailable: true, ...overrides };
}

/** An accepted pool membership (GET /pool/membership/accepted). */
export function membership(poolId: number, name: string, jobNotificationsEnabled = true): PoolMembership {
  return {
    id: 100 + poolId,
    pool: { id: poolId, name, jobsCount: 3 },
    status: 'ACCEPTED',
    notificationsEnabled: true,
    jobNotificationsEnabled,
  };
}

/** A job alert (GET /jobAlerts). */
export function jobAlert(id: number, name: string, overrides: Partial<Schema<'JobAlert'>> = {}): Schema<'JobAlert'> {
  return {
    id,
    name,
    frequency: 'DAILY',
    active: true,
    query: 'java',
    createdAt: '2026-11-20T10:00:00Z',
    lastSentAt: null,
    ...overrides,
  };
}

/** A session (GET /freelancer/sessions). */
export function session(id: string, userAgent: string | null, current = false): Schema<'Session'> {
  return { id, userAgent, current, createdAt: '2026-11-01T08:00:00Z', lastUsedAt: '2026-11-24T09:30:00Z' };
}

/** A device (GET /userDevices). */
export function device(id: string, userAgent: string, overrides: Partial<TrustedDevice> = {}): TrustedDevice {
  return {
    id,
    userAgent,
    country: 'DE',
    isTrusted: true,
    trustedUntil: '2027-11-24T09:30:00Z',
    lastUsedAt: '2026-11-24T09:30:00Z',
    ...overrides,
  };
}

/** User agents as browsers send them. */
export const USER_AGENTS = {
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  chromeLinux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
} as const;

/** The manage-emails overview of a mail link (GET /subscriptions/{uuid}). */
export function subscriptionOverview(
  overrides: Partial<Schema<'SubscriptionOverview'>> = {},
): Schema<'SubscriptionOverview'> {
  return {
    subscribed: true,
    jobNotificationDigest: 'WEEKLY',
    digestAvailable: true,
    alerts: [jobAlert(3, 'Java in Berlin')],
    pools: [
      { id: 7, name: 'Cloud engineers', uuid: '5e1d0c9b-8a7f-4e6d-9c5b-4a3f2e1d0c9b', jobNotificationsEnabled: true },
    ],
    ...overrides,
  };
}
