// The client's job emails: subscribe or unsubscribe, logged in or from the unsubscribe link of a
// mail (`freelancers.subscription_uuid`, public, so it works without logging in).
import type { components } from '@talent/api-client';
import { and, eq } from 'drizzle-orm';
import type { OperationHandlers, ServerContext } from '../context.ts';
import { withTenant } from '../db/client.ts';
import { freelancers } from '../db/schema.ts';
import { problem } from '../errors.ts';
import { currentFreelancer } from '../services/freelancers.ts';

type Schemas = components['schemas'];

/** Subscription handlers. */
export function subscriptionHandlers(context: ServerContext): OperationHandlers {
  const { db } = context.database;
  const now = () => new Date(context.now());
  return {
    updateClientSubscription(request) {
      const { subscribed } = request.body as Schemas['ClientSubscriptionUpdate'];
      return withTenant(db, request.tenant.id, async (tx) => {
        const freelancer = await currentFreelancer(tx, request.auth);
        await tx
          .update(freelancers)
          .set({ subscribed, updatedAt: now() })
          .where(and(eq(freelancers.clientId, request.tenant.id), eq(freelancers.id, freelancer.id)));
        return { subscribed } satisfies Schemas['ClientSubscription'];
      });
    },

    updateClientSubscriptionByUuid(request) {
      const { uuid } = request.params as { uuid: string };
      const { subscribed } = request.body as Schemas['ClientSubscriptionUpdate'];
      return withTenant(db, request.tenant.id, async (tx) => {
        // The uuid is looked up in this host's tenant only: another tenant's link is unknown here.
        const [row] = await tx
          .select({ id: freelancers.id, isActive: freelancers.isActive })
          .from(freelancers)
          .where(and(eq(freelancers.clientId, request.tenant.id), eq(freelancers.subscriptionUuid, uuid)));
        // Unsubscribing always works; a deactivated account cannot be subscribed again from a link.
        if (!row || (subscribed && !row.isActive)) throw problem.notFound('subscription.notFound');
        await tx
          .update(freelancers)
          .set({ subscribed, updatedAt: now() })
          .where(and(eq(freelancers.clientId, request.tenant.id), eq(freelancers.id, row.id)));
        return { subscribed } satisfies Schemas['ClientSubscription'];
      });
    },
  };
}
