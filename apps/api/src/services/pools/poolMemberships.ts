// A freelancer's pool memberships: listing them with their pools, applying, cancelling, and the
// two notification switches (pool news, and job mails, which a mail's link can also flip).
import type { components } from '@talent/api-client';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { poolMemberships, pools } from '../../db/schema.ts';
import { findPools } from './pools.ts';
import { problem } from '../../problems.ts';

type Schemas = components['schemas'];
type MembershipRow = typeof poolMemberships.$inferSelect;

/** Whose memberships: the tenant and the freelancer. */
export interface MembershipOwner {
  readonly clientId: string;
  readonly freelancerId: number;
}

/** A pool of the tenant as the contract's Pool, names in `language`; 404 when there is none. */
export async function poolOf(tx: Tx, tenantId: string, id: number, language: string): Promise<Schemas['Pool']> {
  const { results } = await findPools(tx, { tenantId, language, ids: [id] });
  if (!results[0]) throw problem.notFound('pool.notFound');
  return results[0];
}

function toMembership(row: MembershipRow, pool: Schemas['Pool']): Schemas['PoolMembership'] {
  return {
    id: row.id,
    pool,
    status: row.status,
    notificationsEnabled: row.notificationsEnabled,
    jobNotificationsEnabled: row.jobNotificationsEnabled,
    created: row.createdAt.toISOString(),
  };
}

/** The freelancer's memberships (optionally only accepted ones), newest first, with their pools. */
export async function listMemberships(
  tx: Tx,
  owner: MembershipOwner,
  language: string,
  onlyAccepted: boolean,
): Promise<Schemas['PoolMembership'][]> {
  const rows = await tx
    .select()
    .from(poolMemberships)
    .where(
      and(
        eq(poolMemberships.clientId, owner.clientId),
        eq(poolMemberships.freelancerId, owner.freelancerId),
        onlyAccepted ? eq(poolMemberships.status, 'ACCEPTED') : undefined,
      ),
    )
    .orderBy(desc(poolMemberships.createdAt), desc(poolMemberships.id))
    .limit(500);
  const { results: pools } = await findPools(tx, {
    tenantId: owner.clientId,
    language,
    ids: rows.map((r) => r.poolId),
  });
  const byId = new Map(pools.map((p) => [p.id, p]));
  return rows.filter((r) => byId.has(r.poolId)).map((r) => toMembership(r, byId.get(r.poolId)!));
}

/** The freelancer's membership of a pool, or by its own id; 404 when they have none. */
async function membershipOf(tx: Tx, owner: MembershipOwner, where: { poolId?: number; id?: number }) {
  const [row] = await tx
    .select()
    .from(poolMemberships)
    .where(
      and(
        eq(poolMemberships.clientId, owner.clientId),
        eq(poolMemberships.freelancerId, owner.freelancerId),
        where.poolId !== undefined ? eq(poolMemberships.poolId, where.poolId) : undefined,
        where.id !== undefined ? eq(poolMemberships.id, where.id) : undefined,
      ),
    );
  if (!row) throw problem.notFound('pool.membershipNotFound');
  return row;
}

/** Applies to a pool (404 for an unknown pool, 409 `pool.alreadyMember`). */
export async function joinPool(
  tx: Tx,
  owner: MembershipOwner,
  poolId: number,
  language: string,
): Promise<Schemas['PoolMembership']> {
  const pool = await poolOf(tx, owner.clientId, poolId, language);
  const [row] = await tx
    .insert(poolMemberships)
    .values({ clientId: owner.clientId, freelancerId: owner.freelancerId, poolId })
    .onConflictDoNothing()
    .returning();
  if (!row) throw problem.conflict('pool.alreadyMember');
  return toMembership(row, pool);
}

/**
 * Applies to every pool of `poolIds` that is still offered in onboarding, skipping those the
 * freelancer is already in: finishing onboarding joins the pools chosen in it, and finishing it
 * again changes nothing. Returns the ids of the pools newly joined.
 */
export async function joinOnboardingPools(
  tx: Tx,
  owner: MembershipOwner,
  poolIds: readonly number[],
): Promise<number[]> {
  if (poolIds.length === 0) return [];
  const offered = await tx
    .select({ id: pools.id })
    .from(pools)
    .where(and(eq(pools.clientId, owner.clientId), eq(pools.onBoarding, true), inArray(pools.id, [...poolIds])));
  if (offered.length === 0) return [];
  const joined = await tx
    .insert(poolMemberships)
    .values(offered.map((pool) => ({ clientId: owner.clientId, freelancerId: owner.freelancerId, poolId: pool.id })))
    .onConflictDoNothing()
    .returning({ poolId: poolMemberships.poolId });
  return joined.map((row) => row.poolId);
}

/** Cancels the freelancer's membership of a pool (404 when they have none). */
export async function leavePool(tx: Tx, owner: MembershipOwner, poolId: number): Promise<void> {
  const row = await membershipOf(tx, owner, { poolId });
  await tx.delete(poolMemberships).where(eq(poolMemberships.id, row.id));
}

/**
 * Flips a notification switch of a membership, found by its own id or by its pool; answers the
 * membership with its pool.
 */
export async function toggleMembershipSwitch(
  tx: Tx,
  owner: MembershipOwner,
  where: { readonly poolId: number } | { readonly id: number },
  field: 'notificationsEnabled' | 'jobNotificationsEnabled',
  language: string,
): Promise<Schemas['PoolMembership']> {
  const row = await membershipOf(tx, owner, where);
  const [updated] = await tx
    .update(poolMemberships)
    .set({ [field]: !row[field] })
    .where(eq(poolMemberships.id, row.id))
    .returning();
  return toMembership(updated!, await poolOf(tx, owner.clientId, row.poolId, language));
}

/** Flips job mails of the membership a mail's link names (pool and the membership's UUID). */
export async function toggleJobMailsByUuid(
  tx: Tx,
  clientId: string,
  poolId: number,
  uuid: string,
): Promise<Schemas['JobNotificationState']> {
  const [row] = await tx
    .select()
    .from(poolMemberships)
    .where(
      and(
        eq(poolMemberships.clientId, clientId),
        eq(poolMemberships.poolId, poolId),
        eq(poolMemberships.notificationUuid, uuid),
      ),
    );
  if (!row) throw problem.notFound('pool.membershipNotFound');
  const [updated] = await tx
    .update(poolMemberships)
    .set({ jobNotificationsEnabled: !row.jobNotificationsEnabled })
    .where(eq(poolMemberships.id, row.id))
    .returning({ jobNotificationsEnabled: poolMemberships.jobNotificationsEnabled });
  return updated!;
}
