// Starting a session: a refresh token (new family) and an access token bound to the tenant's host.
import type { TokenResponse } from '@talent/api-client';
import { randomUUID } from 'node:crypto';
import { createRefreshToken } from '../auth/tokens.ts';
import type { ServerContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import type { Tenant } from '../tenants.ts';

/**
 * Issues a token pair for a freelancer of a tenant: a new refresh-token family, or `rotated`, the
 * token that continues one. The access token names the family (`sid`).
 */
export async function startSession(
  context: ServerContext,
  tx: Tx,
  tenant: Tenant,
  freelancerId: number,
  rotated?: { token: string; familyId: string },
): Promise<TokenResponse> {
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
  const access = await context.accessTokens.issue(
    { freelancerId, clientId: tenant.id, sessionId: familyId },
    tenant.context.talentDomainName,
  );
  return {
    access_token: access.token,
    refresh_token: refresh,
    token_type: 'Bearer',
    expires_in: access.expiresIn,
    expires_at: access.expiresAt.toISOString(),
  };
}
