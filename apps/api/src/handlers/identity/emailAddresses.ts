// The freelancer's email address (services/identity/emailChange.ts): changing it, confirming the
// change, verifying the current one, and re-sending either link.
import type { ServerContext } from '../../bootstrap/context.ts';
import { asFreelancer, inTenant } from '../../http/operations.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import {
  confirmEmailChange,
  resendEmailVerification,
  startEmailChange,
  verifyEmail,
} from '../../services/identity/emailChange.ts';

/** Email-address handlers. */
export function emailAddressHandlers(context: ServerContext): OperationHandlers {
  return {
    async changeEmail(request, reply) {
      const user = await asFreelancer(context, request, ({ tx, tenant, freelancer, body }) =>
        startEmailChange(context, tx, tenant, freelancer, body),
      );
      return reply.code(202).send(user);
    },

    async confirmUpdatedEmail(request, reply) {
      await inTenant(context, request, ({ tx, tenant, body }) => confirmEmailChange(context, tx, tenant, body.token));
      return reply.code(204).send();
    },

    verifyEmail(request) {
      return inTenant(context, request, ({ tx, tenant, query }) => verifyEmail(context, tx, tenant, query.token));
    },

    async resendEmailVerification(request, reply) {
      await asFreelancer(context, request, ({ tx, tenant, freelancer }) =>
        resendEmailVerification(context, tx, tenant, freelancer),
      );
      return reply.code(202).send({ accepted: true });
    },
  };
}
