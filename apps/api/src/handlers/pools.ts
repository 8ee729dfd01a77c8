// Pools: a pool's page, the freelancer's memberships (apply, cancel, notifications), the job
// notification links of mails, and pools grouped under the tenant's CMS categories.
import type { components } from '@talent/api-client';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../bootstrap/context.ts';
import type { OperationHandlers } from '../http/operations.ts';
import { withTenant } from '../db/client.ts';
import type { Tx } from '../db/client.ts';
import { poolMemberships } from '../db/schema.ts';
import { problem } from '../http/errors.ts';
import { cmsContent, localizedCategory } from '../services/cms.ts';
import { currentFreelancer } from '../services/freelancers.ts';
import { findPools } from '../services/pools.ts';
import { reader } from '../services/reader.ts';

type Schemas = components['schemas'];
type MembershipRow = typeof poolMemberships.$inferSelect;

/** Pool handlers. */
export function poolHandlers(context: ServerContext): OperationHandlers {
  const { db } = context.database;

  /** A pool of the tenant as the contract's Pool; 404 when there is none. */
  const poolOf = async (tx: Tx, tenantId: string, id: number, language: string) => {
    const { results } = await findPools(tx, { tenantId, language, ids: [id] });
    if (!results[0]) throw problem.notFound('pool.notFound');
    return results[0];
  };

  const toMembership = (row: MembershipRow, pool: Schemas['Pool']): Schemas['PoolMembership'] => ({
    id: row.id,
    pool,
    status: row.status,
    notificationsEnabled: row.notificationsEnabled,
    jobNotificationsEnabled: row.jobNotificationsEnabled,
    created: row.createdAt.toISOString(),
  });

  /** The freelancer's memberships (optionally only accepted ones), newest first, with their pools. */
  const memberships = (request: FastifyRequest, onlyAccepted: boolean) =>
    withTenant(db, request.tenant.id, async (tx) => {
      const freelancer = await currentFreelancer(tx, request.auth);
      const rows = await tx
        .select()
        .from(poolMemberships)
        .where(
          and(
            eq(poolMemberships.clientId, request.tenant.id),
            eq(poolMemberships.freelancerId, freelancer.id),
            onlyAccepted ? eq(poolMemberships.status, 'ACCEPTED') : undefined,
          ),
        )
        .orderBy(desc(poolMemberships.createdAt), desc(poolMemberships.id))
        .limit(500);
      const { results: pools } = await findPools(tx, {
        tenantId: request.tenant.id,
        language: freelancer.locale,
        ids: rows.map((r) => r.poolId),
      });
      const byId = new Map(pools.map((p) => [p.id, p]));
      return {
        results: rows.filter((r) => byId.has(r.poolId)).map((r) => toMembership(r, byId.get(r.poolId)!)),
      } satisfies Schemas['PoolMembershipList'];
    });

  /** The freelancer's membership of a pool; 404 when they have none. */
  const membershipOf = async (
    tx: Tx,
    tenantId: string,
    freelancerId: number,
    where: { poolId?: number; id?: number },
  ) => {
    const [row] = await tx
      .select()
      .from(poolMemberships)
      .where(
        and(
          eq(poolMemberships.clientId, tenantId),
          eq(poolMemberships.freelancerId, freelancerId),
          where.poolId !== undefined ? eq(poolMemberships.poolId, where.poolId) : undefined,
          where.id !== undefined ? eq(poolMemberships.id, where.id) : undefined,
        ),
      );
    if (!row) throw problem.notFound('pool.membershipNotFound');
    return row;
  };

  return {
    getPool(request) {
      const { id } = request.params;
      return withTenant(db, request.tenant.id, async (tx) => {
        const who = await reader(tx, request);
        return poolOf(tx, request.tenant.id, id, who.language);
      });
    },

    listPoolMemberships: (request) => memberships(request, false),
    listAcceptedPoolMemberships: (request) => memberships(request, true),

    async applyToPool(request, reply) {
      const { id } = request.params;
      const membership = await withTenant(db, request.tenant.id, async (tx) => {
        const freelancer = await currentFreelancer(tx, request.auth);
        const pool = await poolOf(tx, request.tenant.id, id, freelancer.locale);
        const [row] = await tx
          .insert(poolMemberships)
          .values({ clientId: request.tenant.id, freelancerId: freelancer.id, poolId: id })
          .onConflictDoNothing()
          .returning();
        if (!row) throw problem.conflict('pool.alreadyMember');
        return toMembership(row, pool);
      });
      return reply.code(201).send(membership);
    },

    async cancelPoolMembership(request, reply) {
      const { id } = request.params;
      await withTenant(db, request.tenant.id, async (tx) => {
        const freelancer = await currentFreelancer(tx, request.auth);
        const row = await membershipOf(tx, request.tenant.id, freelancer.id, { poolId: id });
        await tx.delete(poolMemberships).where(eq(poolMemberships.id, row.id));
      });
      return reply.code(204).send();
    },

    /** Flips the membership's notifications (the `{id}` is the membership's, as listed). */
    switchPoolMembershipNotification(request) {
      const { id } = request.params;
      return withTenant(db, request.tenant.id, async (tx) => {
        const freelancer = await currentFreelancer(tx, request.auth);
        const row = await membershipOf(tx, request.tenant.id, freelancer.id, { id });
        const [updated] = await tx
          .update(poolMemberships)
          .set({ notificationsEnabled: !row.notificationsEnabled })
          .where(eq(poolMemberships.id, row.id))
          .returning();
        return toMembership(updated!, await poolOf(tx, request.tenant.id, row.poolId, freelancer.locale));
      });
    },

    /** Flips job notifications of the freelancer's membership of the pool `{id}`. */
    togglePoolJobNotification(request) {
      const { id } = request.params;
      return withTenant(db, request.tenant.id, async (tx) => {
        const freelancer = await currentFreelancer(tx, request.auth);
        const row = await membershipOf(tx, request.tenant.id, freelancer.id, { poolId: id });
        const [updated] = await tx
          .update(poolMemberships)
          .set({ jobNotificationsEnabled: !row.jobNotificationsEnabled })
          .where(eq(poolMemberships.id, row.id))
          .returning();
        return toMembership(updated!, await poolOf(tx, request.tenant.id, id, freelancer.locale));
      });
    },

    /**
     * The link in job notification mails: the membership's own UUID proves the mail, so no login
     * is needed. It turns notifications off the first time and on again the next, as a toggle.
     */
    togglePoolJobNotificationByUuid(request) {
      const { id, uuid } = request.params;
      return withTenant(db, request.tenant.id, async (tx) => {
        const [row] = await tx
          .select()
          .from(poolMemberships)
          .where(
            and(
              eq(poolMemberships.clientId, request.tenant.id),
              eq(poolMemberships.poolId, id),
              eq(poolMemberships.notificationUuid, uuid),
            ),
          );
        if (!row) throw problem.notFound('pool.membershipNotFound');
        const [updated] = await tx
          .update(poolMemberships)
          .set({ jobNotificationsEnabled: !row.jobNotificationsEnabled })
          .where(eq(poolMemberships.id, row.id))
          .returning({ jobNotificationsEnabled: poolMemberships.jobNotificationsEnabled });
        return updated! satisfies Schemas['JobNotificationState'];
      });
    },

    /** Applications arrive with the application flow: until then a pool has none to list. */
    listPoolProjectApplications(request) {
      const { id } = request.params;
      return withTenant(db, request.tenant.id, async (tx) => {
        const freelancer = await currentFreelancer(tx, request.auth);
        await poolOf(tx, request.tenant.id, id, freelancer.locale);
        return { results: [] } satisfies Schemas['ApplicationList'];
      });
    },

    /** Invitations arrive with the application flow: until then a pool has none to list. */
    listPoolOpenInvitations(request) {
      const { id } = request.params;
      return withTenant(db, request.tenant.id, async (tx) => {
        const freelancer = await currentFreelancer(tx, request.auth);
        await poolOf(tx, request.tenant.id, id, freelancer.locale);
        return { results: [] } satisfies Schemas['InvitationList'];
      });
    },

    /**
     * Pools grouped under the tenant's CMS categories (in the CMS order), the rest as orphans. A
     * CMS that cannot be read makes every pool an orphan (spec §4) rather than failing the page.
     */
    listPoolsByCategory(request) {
      const query = request.query;
      return withTenant(db, request.tenant.id, async (tx) => {
        const who = await reader(tx, request);
        let categories: ReturnType<typeof cmsContent>['categories'] = [];
        try {
          categories = cmsContent(request.tenant).categories;
        } catch (error) {
          request.log.error({ err: error }, 'CMS categories unreadable; every pool is an orphan');
        }
        const wanted = query.categoryIds?.length ? new Set(query.categoryIds) : undefined;
        const { results: pools } = await findPools(tx, {
          tenantId: request.tenant.id,
          language: who.language,
          ...(query.onBoarding && { onBoarding: true }),
          sort: { field: 'name', direction: 'asc' },
        });
        const known = new Set(categories.map((c) => c.id));
        const results = categories
          .filter((c) => !wanted || wanted.has(c.id))
          .map((category) => ({
            category: localizedCategory(request.tenant, category, who.language),
            pools: pools.filter((p) => p.categoryId === category.id),
          }))
          .filter((group) => group.pools.length > 0);
        const orphans = wanted ? [] : pools.filter((p) => p.categoryId == null || !known.has(p.categoryId));
        return {
          categoryResults: { results },
          orphanPools: { results: orphans },
        } satisfies Schemas['PoolCategories'];
      });
    },
  };
}
