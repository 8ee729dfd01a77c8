// Sessions of a freelancer: starting one (a refresh token of a new family and an access token bound
// to the tenant's host), continuing one at a refresh, listing the live ones and signing one out.
// A session is a refresh-token family; its `sessions` row (same id) records the browser, the login
// time (the access tokens' `auth_time`) and the last use. Revocation itself stays with the refresh
// tokens (a family with a revoked token is revoked), which every revocation path already writes.
import type { TokenResponse, components } from '@talent/api-client';
import { and, desc, eq, exists, gt, isNull, min, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { createRefreshToken } from './tokens.ts';
import type { ServerContext } from '../../bootstrap/context.ts';
import type { Tx } from '../../db/client.ts';
import { refreshTokens, sessions } from '../../db/schema.ts';
import { ofFreelancer } from '../shared/ownership.ts';
import type { FreelancerOwner } from '../shared/ownership.ts';
import type { Tenant } from '../../tenants/tenants.ts';
import { problem } from '../../problems.ts';

type Schemas = components['schemas'];

/**
 * The request a login finishes on, as the HTTP layer hands it over (`loginRequest` of
 * http/loginRequest.ts): the tenant, the browser, and where the answer's refresh token goes.
 */
export interface LoginRequest {
  readonly tenant: Tenant;
  /** The browser's user agent as devices and sessions record it (the contract's 512 characters; `unknown` when none was sent). */
  readonly userAgent: string;
  /** Whether the request named its user agent at all (a session without one records none). */
  readonly sentUserAgent: boolean;
  /** Hands the new refresh token to the answer (its HttpOnly cookie, written only if the answer is a success). */
  issueRefreshToken(token: string): void;
  /** Notes that the freelancer's account was written: their next reads must not go to a replica that lacks it. */
  noteWriter(freelancerId: number): void;
}

/** Sessions a list answers at most (the contract's bound). */
const MAX_SESSIONS_LISTED = 1000;

/**
 * Records the session of a new family, or the use of an existing one (a refresh), and returns when
 * it was signed in. A family from before the `sessions` table gets its row now, signed in when its
 * first refresh token was issued — never "now", which would make an old session look like a fresh
 * login to the operations that ask for one.
 */
async function touchSession(
  tx: Tx,
  input: {
    clientId: string;
    freelancerId: number;
    familyId: string;
    now: Date;
    started?: { userAgent: string | null; deviceId: string | null };
  },
): Promise<Date> {
  if (input.started) {
    const [row] = await tx
      .insert(sessions)
      .values({
        id: input.familyId,
        clientId: input.clientId,
        freelancerId: input.freelancerId,
        userAgent: input.started.userAgent,
        deviceId: input.started.deviceId,
        createdAt: input.now,
        lastUsedAt: input.now,
      })
      .returning({ createdAt: sessions.createdAt });
    return row!.createdAt;
  }
  const [row] = await tx
    .insert(sessions)
    .select(
      tx
        .select({
          id: sql<string>`${input.familyId}::uuid`.as('id'),
          clientId: sql<string>`${input.clientId}`.as('client_id'),
          freelancerId: sql<number>`${input.freelancerId}::bigint`.as('freelancer_id'),
          userAgent: sql<string | null>`NULL`.as('user_agent'),
          deviceId: sql<string | null>`NULL::uuid`.as('device_id'),
          createdAt: sql<Date>`coalesce(${min(refreshTokens.createdAt)}, ${input.now})`.as('created_at'),
          lastUsedAt: sql<Date>`${input.now}::timestamptz`.as('last_used_at'),
        })
        .from(refreshTokens)
        .where(eq(refreshTokens.familyId, input.familyId)),
    )
    .onConflictDoUpdate({ target: sessions.id, set: { lastUsedAt: input.now } })
    .returning({ createdAt: sessions.createdAt });
  return row!.createdAt;
}

/**
 * Issues tokens for a freelancer of the request's tenant: a new refresh-token family (a login; the
 * browser's `_brws_id` is recorded with it when given), or `rotated`, the token that continues one.
 * The access token names the family (`sid`) and the login time (`auth_time`) and is the answer's
 * body; the refresh token goes into the answer's HttpOnly cookie (written only if the answer is a
 * success, so a transaction rolled back after this leaves no cookie).
 */
export async function startSession(
  context: ServerContext,
  tx: Tx,
  request: LoginRequest,
  freelancerId: number,
  rotated?: { token: string; familyId: string },
  login: { deviceId?: string | undefined } = {},
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
  const signedIn = await touchSession(tx, {
    clientId: tenant.id,
    freelancerId,
    familyId,
    now,
    ...(!rotated && {
      started: {
        userAgent: request.sentUserAgent ? request.userAgent : null,
        deviceId: login.deviceId ?? null,
      },
    }),
  });
  request.issueRefreshToken(refresh);
  // The account may be new (registration): its reads must not go to a replica that lacks it.
  request.noteWriter(freelancerId);
  const access = await context.accessTokens.issue(
    {
      freelancerId,
      clientId: tenant.id,
      sessionId: familyId,
      authTime: Math.floor(signedIn.getTime() / 1000),
    },
    tenant.context.talentDomainName,
  );
  return {
    access_token: access.token,
    token_type: 'Bearer',
    expires_in: access.expiresIn,
    expires_at: access.expiresAt.toISOString(),
  };
}

/**
 * The owner's live sessions — those with a refresh token that is neither used up, revoked nor
 * expired — most recently used first; `current` marks the session of the request.
 */
export async function listSessions(
  tx: Tx,
  owner: FreelancerOwner,
  currentSessionId: string,
  now: Date,
): Promise<Schemas['Session'][]> {
  const liveToken = tx
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, sessions.id),
        isNull(refreshTokens.revokedAt),
        isNull(refreshTokens.rotatedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    );
  const rows = await tx
    .select()
    .from(sessions)
    .where(and(ofFreelancer(sessions, owner), exists(liveToken)))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt))
    .limit(MAX_SESSIONS_LISTED);
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    userAgent: row.userAgent,
    current: row.id === currentSessionId,
  }));
}

/**
 * Signs one of the owner's sessions out: its refresh tokens are revoked (the caller reports the
 * session to `Sessions.revoked`, so its access tokens are refused at once). 404 `session.notFound`
 * for another freelancer's session, an unknown id, or one already signed out or expired — whatever
 * it is, it is not a live session of this account.
 */
export async function revokeSession(tx: Tx, owner: FreelancerOwner, sessionId: string, now: Date): Promise<void> {
  const revoked = await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        ofFreelancer(refreshTokens, owner),
        eq(refreshTokens.familyId, sessionId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning({ id: refreshTokens.id });
  if (revoked.length === 0) throw problem.notFound('session.notFound');
}
