// Access tokens, refresh tokens and link tokens.
//
// Access tokens are short-lived JWTs (HS256, typ "at+jwt", RFC 9068 claims) whose audience is the
// tenant's host: a token minted for acme.localhost is rejected on globex.localhost. Refresh tokens
// and link tokens are random opaque strings stored only as SHA-256 hashes. Refresh tokens rotate:
// each is accepted once; presenting one that was already rotated revokes its whole family.
import { and, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Tx } from '../../db/client.ts';
import { linkTokens, refreshTokens } from '../../db/schema.ts';
import type { LINK_PURPOSES } from '../../db/schema.ts';
import { problem } from '../../problems.ts';

const ISSUER = 'talent-portal';

/** A random URL-safe token of 32 bytes (43 characters). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of a token, hex: what the database stores instead of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Constant-time string comparison for secrets of equal length. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Claims of a verified access token. */
export interface AccessClaims {
  readonly freelancerId: number;
  readonly clientId: string;
  /**
   * The refresh-token family (session) the access token was issued with (claim `sid`): every
   * request checks that it is not revoked, and an operation can tell the caller's own session
   * from the account's other sessions.
   */
  readonly sessionId: string;
  /**
   * When the user logged in to start that session, epoch seconds (claim `auth_time`, OpenID Connect
   * Core 2): kept over refreshes, unlike `iat`, so an operation that wants a recent login (erasing
   * the account) can tell a fresh login from a long-lived session. Tokens issued before the claim
   * existed have none: they never count as recent.
   */
  readonly authTime?: number;
}

/** Issues and verifies access tokens with one secret. */
export interface AccessTokens {
  issue(claims: AccessClaims, audience: string): Promise<{ token: string; expiresIn: number; expiresAt: Date }>;
  /** The claims of a valid token for this audience; throws a 401 problem otherwise. */
  verify(token: string, audience: string): Promise<AccessClaims>;
}

/** Access tokens signed with `secret`, valid for `ttlSeconds`. */
export function accessTokens(secret: string, ttlSeconds: number, now: () => number): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(claims, audience) {
      const issuedAt = Math.floor(now() / 1000);
      const token = await new SignJWT({
        cid: claims.clientId,
        sid: claims.sessionId,
        ...(claims.authTime !== undefined && { auth_time: claims.authTime }),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
        .setSubject(String(claims.freelancerId))
        .setIssuer(ISSUER)
        .setAudience(audience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .setJti(randomUUID())
        .sign(key);
      return { token, expiresIn: ttlSeconds, expiresAt: new Date((issuedAt + ttlSeconds) * 1000) };
    },
    async verify(token, audience) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          typ: 'at+jwt',
          issuer: ISSUER,
          audience,
          currentDate: new Date(now()),
          requiredClaims: ['sub', 'exp', 'iat', 'sid'],
        });
        const freelancerId = Number(payload.sub);
        const { cid, sid, auth_time: authTime } = payload;
        // Without a session there is nothing to revoke, so such a token is not accepted.
        if (!Number.isSafeInteger(freelancerId) || typeof cid !== 'string' || typeof sid !== 'string' || !sid) {
          throw problem.unauthorized('auth.tokenInvalid');
        }
        return {
          freelancerId,
          clientId: cid,
          sessionId: sid,
          ...(typeof authTime === 'number' && Number.isSafeInteger(authTime) && { authTime }),
        };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw problem.unauthorized('auth.tokenExpired');
        throw problem.unauthorized('auth.tokenInvalid');
      }
    },
  };
}

/** Stores a new refresh token of a family (a new family: `randomUUID()`) and returns it. */
export async function createRefreshToken(
  tx: Tx,
  input: { clientId: string; freelancerId: number; familyId: string; ttlSeconds: number; now: Date },
): Promise<string> {
  const token = randomToken();
  await tx.insert(refreshTokens).values({
    clientId: input.clientId,
    freelancerId: input.freelancerId,
    familyId: input.familyId,
    tokenHash: hashToken(token),
    expiresAt: new Date(input.now.getTime() + input.ttlSeconds * 1000),
    // The server's clock, like the expiry: a session's login time is its first token's.
    createdAt: input.now,
  });
  return token;
}

/** The outcome of presenting a refresh token. */
export type RotationOutcome =
  | { readonly kind: 'rotated'; readonly freelancerId: number; readonly token: string; readonly familyId: string }
  | { readonly kind: 'rejected'; readonly message: string; readonly revokedFamily?: string };

/**
 * Rotates a refresh token: the presented token is used up and a new one of the same family is
 * returned. A token that was already rotated is a reuse — possibly a stolen token — so the whole
 * family is revoked. The outcome is returned rather than thrown, so the caller commits the
 * revocation before it answers 401.
 */
export async function rotateRefreshToken(
  tx: Tx,
  input: { clientId: string; token: string; ttlSeconds: number; now: Date },
): Promise<RotationOutcome> {
  const [row] = await tx
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.clientId, input.clientId), eq(refreshTokens.tokenHash, hashToken(input.token))))
    .for('update');
  if (!row || row.revokedAt) return { kind: 'rejected', message: 'auth.refreshTokenInvalid' };
  if (row.rotatedAt) {
    await revokeFamily(tx, row.familyId, input.now);
    return { kind: 'rejected', message: 'auth.refreshTokenReused', revokedFamily: row.familyId };
  }
  if (row.expiresAt <= input.now) return { kind: 'rejected', message: 'auth.refreshTokenExpired' };
  await tx.update(refreshTokens).set({ rotatedAt: input.now }).where(eq(refreshTokens.id, row.id));
  const token = await createRefreshToken(tx, {
    clientId: input.clientId,
    freelancerId: row.freelancerId,
    familyId: row.familyId,
    ttlSeconds: input.ttlSeconds,
    now: input.now,
  });
  return { kind: 'rotated', freelancerId: row.freelancerId, token, familyId: row.familyId };
}

/** Revokes every token of a family that is not revoked yet. */
async function revokeFamily(tx: Tx, familyId: string, now: Date): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** The family (session) of one of the freelancer's refresh tokens; undefined for any other token. */
export async function familyOfRefreshToken(
  tx: Tx,
  input: { clientId: string; freelancerId: number; token: string },
): Promise<string | undefined> {
  const [row] = await tx
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.clientId, input.clientId),
        eq(refreshTokens.freelancerId, input.freelancerId),
        eq(refreshTokens.tokenHash, hashToken(input.token)),
      ),
    );
  return row?.familyId;
}

/** Revokes sessions of a freelancer (logout); families of other freelancers are left alone. */
export async function revokeSessions(
  tx: Tx,
  input: { freelancerId: number; familyIds: readonly string[]; now: Date },
): Promise<void> {
  if (input.familyIds.length === 0) return;
  await tx
    .update(refreshTokens)
    .set({ revokedAt: input.now })
    .where(
      and(
        eq(refreshTokens.freelancerId, input.freelancerId),
        inArray(refreshTokens.familyId, [...input.familyIds]),
        isNull(refreshTokens.revokedAt),
      ),
    );
}

/**
 * Revokes every refresh token of a freelancer (deactivation, password reset), except those of the
 * family `keepFamilyId` when given (the session that changed the password stays logged in).
 * Returns the families it revoked, for the session cache (`Sessions.revoked`).
 */
export async function revokeAllRefreshTokens(
  tx: Tx,
  freelancerId: number,
  now: Date,
  keepFamilyId?: string,
): Promise<string[]> {
  const rows = await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.freelancerId, freelancerId),
        isNull(refreshTokens.revokedAt),
        keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set(rows.map((row) => row.familyId))];
}

/** Whether a session (refresh-token family) was revoked: revocation always covers the whole family. */
export async function isSessionRevoked(tx: Tx, familyId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), isNotNull(refreshTokens.revokedAt)))
    .limit(1);
  return row !== undefined;
}

/** Retires the freelancer's unused link tokens of the given purposes (their links stop working). */
export async function retireLinkTokens(
  tx: Tx,
  freelancerId: number,
  purposes: readonly LinkPurpose[],
  now: Date,
): Promise<void> {
  await tx
    .update(linkTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(linkTokens.freelancerId, freelancerId),
        inArray(linkTokens.purpose, [...purposes]),
        isNull(linkTokens.usedAt),
      ),
    );
}

/** A link token's purpose. */
export type LinkPurpose = (typeof LINK_PURPOSES)[number];

/** How long each kind of link stays valid. */
export const LINK_TTL_SECONDS: Record<LinkPurpose, number> = {
  activation: 7 * 24 * 3600,
  verifyEmail: 3 * 24 * 3600,
  changeEmail: 3 * 24 * 3600,
  resetPassword: 3600,
  oneTimeLink: 15 * 60,
  deviceLogin: 30 * 60,
};

/** Creates a single-use link token; earlier unused tokens of the same purpose stop working. */
export async function createLinkToken(
  tx: Tx,
  input: { clientId: string; freelancerId: number; purpose: LinkPurpose; data?: Record<string, string>; now: Date },
): Promise<string> {
  await tx
    .update(linkTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(linkTokens.freelancerId, input.freelancerId),
        eq(linkTokens.purpose, input.purpose),
        isNull(linkTokens.usedAt),
      ),
    );
  const token = randomToken();
  await tx.insert(linkTokens).values({
    clientId: input.clientId,
    freelancerId: input.freelancerId,
    purpose: input.purpose,
    tokenHash: hashToken(token),
    data: input.data ?? {},
    expiresAt: new Date(input.now.getTime() + LINK_TTL_SECONDS[input.purpose] * 1000),
  });
  return token;
}

/**
 * Uses up a link token of a purpose. Expired → 400 (the portal shows EXPIRED), unknown → 404
 * (`n_f`) when `unknownIsNotFound`, otherwise 401; already used → 401 (INVALID).
 */
export async function consumeLinkToken(
  tx: Tx,
  input: { clientId: string; token: string; purpose: LinkPurpose; now: Date; unknownIsNotFound?: boolean },
): Promise<{ freelancerId: number; data: Record<string, string> }> {
  const [row] = await tx
    .select()
    .from(linkTokens)
    .where(
      and(
        eq(linkTokens.clientId, input.clientId),
        eq(linkTokens.tokenHash, hashToken(input.token)),
        eq(linkTokens.purpose, input.purpose),
      ),
    )
    .for('update');
  if (!row)
    throw input.unknownIsNotFound ? problem.notFound('auth.linkNotFound') : problem.unauthorized('auth.linkInvalid');
  if (row.usedAt) throw problem.unauthorized('auth.linkInvalid');
  if (row.expiresAt <= input.now) throw problem.badRequest('auth.linkExpired');
  await tx.update(linkTokens).set({ usedAt: input.now }).where(eq(linkTokens.id, row.id));
  return { freelancerId: row.freelancerId, data: row.data };
}
