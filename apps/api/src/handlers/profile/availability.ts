// Periods in which the logged-in freelancer is not available (spec §7 notAvailable); the rules are
// in services/profile/availability.ts.
import type { components } from '@talent/api-client';
import type { ServerContext } from '../../bootstrap/context.ts';
import { asFreelancer, freelancerHandler } from '../../http/operations.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import {
  addPeriod,
  deletePeriod,
  listPeriods,
  periodValues,
  updatePeriod,
} from '../../services/profile/availability.ts';

type Schemas = components['schemas'];

/** Availability handlers. */
export function availabilityHandlers(context: ServerContext): OperationHandlers {
  return {
    listNotAvailable: freelancerHandler(context, async ({ tx, tenant, freelancer }) => {
      const results = await listPeriods(tx, { clientId: tenant.id, freelancerId: freelancer.id });
      return { results } satisfies Schemas['NotAvailablePeriodList'];
    }),

    async createNotAvailable(request, reply) {
      const values = periodValues(request.body, context.now());
      const period = await asFreelancer(context, request, ({ tx, tenant, freelancer }) =>
        addPeriod(tx, { clientId: tenant.id, freelancerId: freelancer.id }, values),
      );
      return reply.code(201).send(period);
    },

    updateNotAvailable(request) {
      const values = periodValues(request.body, context.now());
      return asFreelancer(context, request, ({ tx, tenant, freelancer, params }) =>
        updatePeriod(tx, { clientId: tenant.id, freelancerId: freelancer.id }, params.id, values),
      );
    },

    async deleteNotAvailable(request, reply) {
      await asFreelancer(context, request, ({ tx, tenant, freelancer, params }) =>
        deletePeriod(tx, { clientId: tenant.id, freelancerId: freelancer.id }, params.id),
      );
      return reply.code(204).send();
    },
  };
}
