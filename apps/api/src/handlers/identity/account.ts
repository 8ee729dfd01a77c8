// The logged-in freelancer's account.
import type { ServerContext } from '../../bootstrap/context.ts';
import { inTenant } from '../../http/operations.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { requireFreelancer, toFreelancerUser } from '../../services/identity/freelancers.ts';
import { problem } from '../../problems.ts';

/** Account handlers. */
export function accountHandlers(context: ServerContext): OperationHandlers {
  return {
    // A deactivated account still reads itself (isActive false) while it holds a valid access
    // token (deactivateForTerms revokes every session, an account deactivated in the database
    // directly does not): the portal's "deactivated" guard refreshes the user and logs it out
    // (spec §2), and the contract declares no 403 here.
    getFreelancer(request) {
      return inTenant(context, request, async ({ tx }) => {
        if (!request.auth) throw problem.unauthorized();
        return toFreelancerUser(tx, await requireFreelancer(tx, request.tenant.id, request.auth.freelancerId));
      });
    },
  };
}
