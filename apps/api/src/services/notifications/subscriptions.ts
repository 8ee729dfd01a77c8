// The freelancer's email settings: whether they get the client's job emails (`subscribed`: job
// alerts and digests), the job notification digest of their pools (where the tenant offers it),
// set while logged in or from the link every mail carries (`freelancers.subscription_uuid`, no
// login needed), and RFC 8058 one-click unsubscribe.
import type { components } from '@talent/api-client';
import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { freelancers, poolMemberships, pools } from '../../db/schema.ts';
import { updateFreelancer } from '../identity/freelancers.ts';
import type { FreelancerRow } from '../identity/freelancers.ts';
import { listJobAlerts, pauseJobAlert } from './jobAlerts.ts';
import { poolName } from '../catalog/projects.ts';
import type { Tenant } from '../../tenants/tenants.ts';
import { problem } from '../../problems.ts';

type Schemas = components['schemas'];

/** Pools listed on the manage-emails page at most (the contract's limit). */
const MAX_POOLS_LISTED = 500;

/** Sets whether the freelancer gets the client's job emails. */
export async function setSubscribed(
  tx: Tx,
  clientId: string,
  freelancerId: number,
  subscribed: boolean,
  now: Date,
): Promise<void> {
  await updateFreelancer(tx, clientId, freelancerId, { subscribed, updatedAt: now });
}

/** The freelancer a mail's link names, in this tenant only (another tenant's uuid is 404 `subscription.notFound`). */
export async function freelancerByUuid(tx: Tx, clientId: string, uuid: string): Promise<FreelancerRow> {
  const [row] = await tx
    .select()
    .from(freelancers)
    .where(and(eq(freelancers.clientId, clientId), eq(freelancers.subscriptionUuid, uuid)));
  if (!row) throw problem.notFound('subscription.notFound');
  return row;
}

/**
 * Sets the subscription of the freelancer a mail's unsubscribe link names. The uuid is looked up in
 * the tenant only: another tenant's link is unknown here. Unsubscribing always works; a
 * deactivated account cannot be subscribed again from a link (404 `subscription.notFound`).
 */
export async function setSubscribedByUuid(
  tx: Tx,
  tenant: Tenant,
  uuid: string,
  subscribed: boolean,
  now: Date,
): Promise<void> {
  await updateSettingsByUuid(tx, tenant, uuid, { subscribed }, now);
}

/** Whether the tenant offers the job notification digest (client config `jobNotificationDigest`). */
export const digestAvailable = (tenant: Tenant): boolean => tenant.config.jobNotificationDigest;

/** The contract's NotificationSettings of a freelancer; the digest shows as off where the tenant has none. */
export function notificationSettings(tenant: Tenant, freelancer: FreelancerRow): Schemas['NotificationSettings'] {
  const available = digestAvailable(tenant);
  return {
    subscribed: freelancer.subscribed,
    jobNotificationDigest: available ? freelancer.jobNotificationDigest : null,
    digestAvailable: available,
  };
}

/**
 * Changes the freelancer's email settings and answers the new row. A digest can be chosen only where
 * the tenant offers it (422 `notifications.digestUnavailable`; turning it off always works). The
 * first digest after switching it on covers the projects from then on.
 */
export async function updateNotificationSettings(
  tx: Tx,
  tenant: Tenant,
  freelancer: FreelancerRow,
  update: Schemas['NotificationSettingsUpdate'],
  now: Date,
): Promise<FreelancerRow> {
  const digest = update.jobNotificationDigest;
  if (digest && !digestAvailable(tenant)) {
    throw problem.rejected(
      [{ field: 'jobNotificationDigest', messages: ['notifications.digestUnavailable'] }],
      'notifications.digestUnavailable',
    );
  }
  const [row] = await tx
    .update(freelancers)
    .set({
      ...(update.subscribed !== undefined && { subscribed: update.subscribed }),
      ...(digest !== undefined && { jobNotificationDigest: digest }),
      ...(digest && freelancer.jobNotificationDigest === null && { jobNotificationDigestSince: now }),
      updatedAt: now,
    })
    .where(and(eq(freelancers.clientId, tenant.id), eq(freelancers.id, freelancer.id)))
    .returning();
  return row!;
}

/**
 * Changes the settings of the freelancer a mail's link names. A deactivated account can only turn
 * emails off from a link: subscribing or choosing a digest is 404 `subscription.notFound`, as if the
 * link were unknown (it must not revive a closed account's mail).
 */
export async function updateSettingsByUuid(
  tx: Tx,
  tenant: Tenant,
  uuid: string,
  update: Schemas['NotificationSettingsUpdate'],
  now: Date,
): Promise<FreelancerRow> {
  const freelancer = await freelancerByUuid(tx, tenant.id, uuid);
  if (!freelancer.isActive && (update.subscribed === true || Boolean(update.jobNotificationDigest)))
    throw problem.notFound('subscription.notFound');
  return updateNotificationSettings(tx, tenant, freelancer, update, now);
}

/** The accepted pool memberships of a freelancer with their job-notification switch and its link id. */
async function poolSwitches(tx: Tx, freelancer: FreelancerRow): Promise<Schemas['SubscriptionOverview']['pools']> {
  const rows = await tx
    .select({
      id: pools.id,
      name: pools.name,
      nameTranslations: pools.nameTranslations,
      uuid: poolMemberships.notificationUuid,
      jobNotificationsEnabled: poolMemberships.jobNotificationsEnabled,
    })
    .from(poolMemberships)
    .innerJoin(pools, and(eq(pools.id, poolMemberships.poolId), eq(pools.clientId, poolMemberships.clientId)))
    .where(
      and(
        eq(poolMemberships.clientId, freelancer.clientId),
        eq(poolMemberships.freelancerId, freelancer.id),
        eq(poolMemberships.status, 'ACCEPTED'),
      ),
    )
    .orderBy(desc(poolMemberships.createdAt), desc(poolMemberships.id))
    .limit(MAX_POOLS_LISTED);
  return rows.map((row) => ({
    id: row.id,
    name: poolName(row, freelancer.locale),
    uuid: row.uuid,
    jobNotificationsEnabled: row.jobNotificationsEnabled,
  }));
}

/** Everything the manage-emails page shows: the settings, the job alerts and the pools' job mails. */
export async function subscriptionOverview(
  tx: Tx,
  tenant: Tenant,
  freelancer: FreelancerRow,
): Promise<Schemas['SubscriptionOverview']> {
  const owner = { clientId: tenant.id, freelancerId: freelancer.id };
  return {
    ...notificationSettings(tenant, freelancer),
    alerts: await listJobAlerts(tx, owner),
    pools: await poolSwitches(tx, freelancer),
  };
}

/**
 * RFC 8058 one-click unsubscribe of the freelancer a mail's header names: with `alertId`, that job
 * alert is paused (the digest that carried the header stops; the others go on); without, every job
 * email stops (`subscribed` false). 404 when the uuid or the alert is not this tenant's freelancer's.
 */
export async function oneClickUnsubscribe(
  tx: Tx,
  clientId: string,
  uuid: string,
  alertId: number | undefined,
  now: Date,
): Promise<void> {
  const freelancer = await freelancerByUuid(tx, clientId, uuid);
  if (alertId === undefined) await setSubscribed(tx, clientId, freelancer.id, false, now);
  else await pauseJobAlert(tx, { clientId, freelancerId: freelancer.id }, alertId, now);
}
