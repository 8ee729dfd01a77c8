// The client's job emails: subscribe or unsubscribe, logged in or from the unsubscribe link of a
// mail (public, so it works without logging in).
import type { components } from '@talent/api-client';
import type { ServerContext } from '../bootstrap/context.ts';
import { freelancerHandler, tenantHandler } from '../http/operations.ts';
import type { OperationHandlers } from '../http/operations.ts';
import { setSubscribed, setSubscribedByUuid } from '../services/subscriptions.ts';

type Schemas = components['schemas'];

/** Subscription handlers. */
export function subscriptionHandlers(context: ServerContext): OperationHandlers {
  const now = () => new Date(context.now());
  return {
    updateClientSubscription: freelancerHandler(context, async ({ tx, tenant, freelancer, body: { subscribed } }) => {
      await setSubscribed(tx, tenant.id, freelancer.id, subscribed, now());
      return { subscribed } satisfies Schemas['ClientSubscription'];
    }),

    updateClientSubscriptionByUuid: tenantHandler(context, async ({ tx, tenant, params, body: { subscribed } }) => {
      await setSubscribedByUuid(tx, tenant.id, params.uuid, subscribed, now());
      return { subscribed } satisfies Schemas['ClientSubscription'];
    }),
  };
}
