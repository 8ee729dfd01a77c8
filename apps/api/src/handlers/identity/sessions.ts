// The freelancer's sessions (one per login) on the account page: list them, sign one out, sign out
// everywhere. Every revocation is reported to `context.sessions` after its commit, so the access
// tokens of a signed-out session are refused from the next request on, not when they expire.
import type { components } from '@talent/api-client';
import { clearRefreshCookie } from '../../http/refreshCookie.ts';
import { revokeAllRefreshTokens } from '../../services/identity/tokens.ts';
import type { ServerContext } from '../../bootstrap/context.ts';
import { asFreelancer, freelancerHandler } from '../../http/operations.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { listSessions, revokeSession } from '../../services/identity/session.ts';

type Schemas = components['schemas'];

/** Session handlers. */
export function sessionHandlers(context: ServerContext): OperationHandlers {
  return {
    listSessions: freelancerHandler(context, async ({ tx, tenant, freelancer, request }) => {
      const owner = { clientId: tenant.id, freelancerId: freelancer.id };
      const results = await listSessions(tx, owner, request.auth!.sessionId, new Date(context.now()));
      return { results } satisfies Schemas['SessionList'];
    }),

    /** Signs one session out; signing out the caller's own session also clears its refresh cookie. */
    async revokeSession(request, reply) {
      const { id } = request.params;
      await asFreelancer(context, request, ({ tx, tenant, freelancer }) =>
        revokeSession(tx, { clientId: tenant.id, freelancerId: freelancer.id }, id, new Date(context.now())),
      );
      await context.sessions.revoked([id]);
      if (id === request.auth!.sessionId) clearRefreshCookie(request);
      return reply.code(204).send();
    },

    /**
     * Revokes every session of the account, the caller's too (its access token is reported even
     * when no refresh token carries its id), and clears the caller's refresh cookie.
     */
    async signOutEverywhere(request, reply) {
      const revoked = await asFreelancer(context, request, ({ tx, freelancer }) =>
        revokeAllRefreshTokens(tx, freelancer.id, new Date(context.now())),
      );
      await context.sessions.revoked(new Set([...revoked, request.auth!.sessionId]));
      clearRefreshCookie(request);
      return reply.code(204).send();
    },
  };
}
