// Starting a session: a refresh token (new family) and an access token bound to the tenant's host.
import type { TokenResponse } from '@talent/api-client';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { issueRefreshCookie } from '../auth/refreshCookie.ts';
import { createRefreshToken } from '../auth/tokens.ts';
import type { ServerContext } from '../bootstrap/context.ts';
import type { Tx } from '../db/client.ts';

/**
 * Issues tokens for a freelancer of the request's tenant: a new refresh-token family, or `rotated`,
 * the token that continues one. The access token names the family (`sid`) and is the answer's
 * body; the refresh token goes into the answer's HttpOnly cookie (written only if the answer is a
 * success, so a transaction rolled back after this leaves no cookie).
 */
export async function startSession(
  context: ServerContext,
  tx: Tx,
  request: FastifyRequest,
  freelancerId: number,
  rotated?: { token: string; familyId: string },
): Promise<TokenResponse> {
  const tenant = request.tenant;
  const now = new Date(context.now());
  const familyId = rotated?.familyId ?? randomUUID();
  const refresh =
    rotated?.token ??
    (await createRefreshToken(tx, {
      clientId: tenant.id,
      freelancerId,
      familyId,
      ttlSeconds: context.config.refreshTokenTtlSeconds,
      now,
    }));
  issueRefreshCookie(request, refresh);
  const access = await context.accessTokens.issue(
    { freelancerId, clientId: tenant.id, sessionId: familyId },
    tenant.context.talentDomainName,
  );
  return {
    access_token: access.token,
    token_type: 'Bearer',
    expires_in: access.expiresIn,
    expires_at: access.expiresAt.toISOString(),
  };
}
