// Starting a session: a refresh token (new family) and an access token bound to the tenant's host.
import type { TokenResponse } from '@talent/api-client';
import { createRefreshToken } from '../auth/tokens.ts';
import type { ServerContext } from '../context.ts';
import type { Tx } from '../db/client.ts';
import type { Tenant } from '../tenants.ts';

/** Issues a token pair for a freelancer of a tenant. */
export async function startSession(
  context: ServerContext,
  tx: Tx,
  tenant: Tenant,
  freelancerId: number,
  familyRefreshToken?: string,
): Promise<TokenResponse> {
  const now = new Date(context.now());
  const refresh =
    familyRefreshToken ??
    (await createRefreshToken(tx, {
      clientId: tenant.id,
      freelancerId,
      ttlSeconds: context.config.refreshTokenTtlSeconds,
      now,
    }));
  const access = await context.accessTokens.issue(
    { freelancerId, clientId: tenant.id },
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
