// The talent's open invitations to apply (list, decline). Another talent's invitation is a 404,
// never a 403.
import type { ServerContext } from '../../bootstrap/context.ts';
import { freelancerHandler } from '../../http/operations.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { declineInvitation, openInvitations } from '../../services/invitations/invitations.ts';

/** Invitation handlers. */
export function invitationHandlers(context: ServerContext): OperationHandlers {
  const owner = (call: { tenant: { id: string }; freelancer: { id: number } }) => ({
    clientId: call.tenant.id,
    freelancerId: call.freelancer.id,
  });
  return {
    listOpenInvitations: freelancerHandler(context, async (call) => ({
      results: await openInvitations(call.tx, owner(call), new Date(context.now())),
    })),

    declineInvitation: freelancerHandler(context, (call) =>
      declineInvitation(call.tx, owner(call), call.params.id, new Date(context.now())),
    ),
  };
}
