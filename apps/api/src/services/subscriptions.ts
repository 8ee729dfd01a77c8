// The client's job emails: whether a freelancer gets them, set while logged in or from the
// unsubscribe link of a mail (`freelancers.subscription_uuid`).
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { freelancers } from '../db/schema.ts';
import { updateFreelancer } from './freelancers.ts';
import { problem } from '../http/errors.ts';

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

/**
 * Sets the subscription of the freelancer a mail's unsubscribe link names. The uuid is looked up in
 * the tenant only: another tenant's link is unknown here. Unsubscribing always works; a
 * deactivated account cannot be subscribed again from a link (404 `subscription.notFound`).
 */
export async function setSubscribedByUuid(
  tx: Tx,
  clientId: string,
  uuid: string,
  subscribed: boolean,
  now: Date,
): Promise<void> {
  const [row] = await tx
    .select({ id: freelancers.id, isActive: freelancers.isActive })
    .from(freelancers)
    .where(and(eq(freelancers.clientId, clientId), eq(freelancers.subscriptionUuid, uuid)));
  if (!row || (subscribed && !row.isActive)) throw problem.notFound('subscription.notFound');
  await setSubscribed(tx, clientId, row.id, subscribed, now);
}
