// The logged-in freelancer's security ids: only the masked value ever leaves the server (see
// services/profile/securityIds.ts for how the value is kept).
import type { components } from '@talent/api-client';
import type { ServerContext } from '../../bootstrap/context.ts';
import { asFreelancer, freelancerHandler } from '../../http/operations.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { isUniqueViolation } from '../../services/shared/dbErrors.ts';
import {
  addSecurityId,
  listSecurityIds,
  normalizeSecurityId,
  securityIdCipher,
} from '../../services/profile/securityIds.ts';
import { problem } from '../../problems.ts';

type Schemas = components['schemas'];

/** Security id handlers. */
export function securityIdHandlers(context: ServerContext): OperationHandlers {
  const cipher = securityIdCipher(context.config.jwtSecret);
  return {
    listSecurityIds: freelancerHandler(context, async ({ tx, tenant, freelancer }) => {
      const results = await listSecurityIds(tx, { clientId: tenant.id, freelancerId: freelancer.id });
      return { results } satisfies Schemas['SecurityIdList'];
    }),

    async createSecurityId(request, reply) {
      const body = request.body;
      if (normalizeSecurityId(body.value) === '') {
        throw problem.rejected([{ field: 'value', messages: ['validation.required'] }]);
      }
      const created = await asFreelancer(context, request, ({ tx, tenant, freelancer }) =>
        addSecurityId(tx, cipher, { clientId: tenant.id, freelancerId: freelancer.id }, body, request.log),
      ).catch((error: unknown) => {
        // Two identical requests at once: the unique index decides, and the loser is a duplicate.
        if (isUniqueViolation(error)) throw problem.conflict('securityId.duplicate', 'value');
        throw error;
      });
      return reply.code(201).send(created);
    },
  };
}
