// The freelancer's email settings and job alerts: logged in, or from the link every mail carries
// (`/subscriptions/<uuid>`, public, so it works without logging in), and RFC 8058 one-click
// unsubscribe (the `List-Unsubscribe-Post` target of every mail).
import type { components } from '@talent/api-client';
import type { ServerContext } from '../../bootstrap/context.ts';
import { asFreelancer, freelancerHandler, inTenant, tenantHandler } from '../../http/operations.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import {
  createJobAlert,
  deleteJobAlert,
  listJobAlerts,
  updateJobAlert,
} from '../../services/notifications/jobAlerts.ts';
import {
  freelancerByUuid,
  notificationSettings,
  oneClickUnsubscribe,
  setSubscribed,
  setSubscribedByUuid,
  subscriptionOverview,
  updateNotificationSettings,
  updateSettingsByUuid,
} from '../../services/notifications/subscriptions.ts';

type Schemas = components['schemas'];

/** Subscription, email-settings and job-alert handlers. */
export function subscriptionHandlers(context: ServerContext): OperationHandlers {
  const now = () => new Date(context.now());
  const owner = (tenant: { id: string }, freelancer: { id: number }) => ({
    clientId: tenant.id,
    freelancerId: freelancer.id,
  });
  return {
    updateClientSubscription: freelancerHandler(context, async ({ tx, tenant, freelancer, body: { subscribed } }) => {
      await setSubscribed(tx, tenant.id, freelancer.id, subscribed, now());
      return { subscribed } satisfies Schemas['ClientSubscription'];
    }),

    updateClientSubscriptionByUuid: tenantHandler(context, async ({ tx, tenant, params, body: { subscribed } }) => {
      await setSubscribedByUuid(tx, tenant, params.uuid, subscribed, now());
      return { subscribed } satisfies Schemas['ClientSubscription'];
    }),

    getNotificationSettings: freelancerHandler(
      context,
      ({ tenant, freelancer }) =>
        Promise.resolve(notificationSettings(tenant, freelancer)) satisfies Promise<Schemas['NotificationSettings']>,
    ),

    updateNotificationSettings: freelancerHandler(context, async ({ tx, tenant, freelancer, body }) => {
      const row = await updateNotificationSettings(tx, tenant, freelancer, body, now());
      return notificationSettings(tenant, row) satisfies Schemas['NotificationSettings'];
    }),

    listJobAlerts: freelancerHandler(context, async ({ tx, tenant, freelancer }) => {
      const results = await listJobAlerts(tx, owner(tenant, freelancer));
      return { results } satisfies Schemas['JobAlertList'];
    }),

    async createJobAlert(request, reply) {
      const alert = await asFreelancer(context, request, ({ tx, tenant, freelancer, body }) =>
        createJobAlert(tx, owner(tenant, freelancer), body, now()),
      );
      return reply.code(201).send(alert satisfies Schemas['JobAlert']);
    },

    updateJobAlert: freelancerHandler(context, ({ tx, tenant, freelancer, params, body }) =>
      updateJobAlert(tx, owner(tenant, freelancer), params.id, body, now()),
    ),

    async deleteJobAlert(request, reply) {
      await asFreelancer(context, request, ({ tx, tenant, freelancer, params }) =>
        deleteJobAlert(tx, owner(tenant, freelancer), params.id),
      );
      return reply.code(204).send();
    },

    getSubscriptionByUuid: tenantHandler(context, async ({ tx, tenant, params }) => {
      const freelancer = await freelancerByUuid(tx, tenant.id, params.uuid);
      return subscriptionOverview(tx, tenant, freelancer);
    }),

    updateSubscriptionByUuid: tenantHandler(context, async ({ tx, tenant, params, body }) => {
      const freelancer = await updateSettingsByUuid(tx, tenant, params.uuid, body, now());
      return subscriptionOverview(tx, tenant, freelancer);
    }),

    async deleteJobAlertByUuid(request, reply) {
      await inTenant(context, request, async ({ tx, tenant, params }) => {
        const freelancer = await freelancerByUuid(tx, tenant.id, params.uuid);
        await deleteJobAlert(tx, owner(tenant, freelancer), params.id);
      });
      return reply.code(204).send();
    },

    async oneClickUnsubscribe(request, reply) {
      await inTenant(context, request, ({ tx, tenant, params, query }) =>
        oneClickUnsubscribe(tx, tenant.id, params.uuid, query.alert, now()),
      );
      return reply.code(204).send();
    },
  };
}
