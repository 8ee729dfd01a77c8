// The logged-in freelancer's account.
import type { OperationHandlers, ServerContext } from '../context.ts';
import { withTenant } from '../db/client.ts';
import { currentFreelancer, toFreelancerUser } from '../services/freelancers.ts';

/** Account handlers. */
export function accountHandlers(context: ServerContext): OperationHandlers {
  const { db } = context.database;
  return {
    getFreelancer(request) {
      return withTenant(db, request.tenant.id, async (tx) =>
        toFreelancerUser(tx, await currentFreelancer(tx, request.auth)),
      );
    },
  };
}
