// Pools: a pool's page, the freelancer's memberships (apply, cancel, notifications), the job
// notification links of mails, and pools grouped under the tenant's CMS categories.
import type { components } from '@talent/api-client';
import type { ServerContext } from '../../bootstrap/context.ts';
import {
  asFreelancer,
  freelancerHandler,
  inTenantRead,
  tenantHandler,
  tenantReadHandler,
} from '../../http/operations.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { cmsContent, localizedCategory } from '../../services/cms/cms.ts';
import {
  joinPool,
  leavePool,
  listMemberships,
  poolOf,
  toggleJobMailsByUuid,
  toggleMembershipSwitch,
} from '../../services/pools/poolMemberships.ts';
import { listPoolApplications } from '../../services/applications/applications.ts';
import { openInvitations } from '../../services/invitations/invitations.ts';
import { findPools } from '../../services/pools/pools.ts';
import { reader } from '../../http/reader.ts';

type Schemas = components['schemas'];

/** Pool handlers. */
export function poolHandlers(context: ServerContext): OperationHandlers {
  const owner = (tenant: { id: string }, freelancer: { id: number }) => ({
    clientId: tenant.id,
    freelancerId: freelancer.id,
  });

  return {
    // A pool's public page: a read, on the read replica when it is fresh enough.
    getPool: tenantReadHandler(context, async ({ tx, tenant, params, request }) => {
      const who = await reader(tx, request);
      return poolOf(tx, tenant.id, params.id, who.language);
    }),

    listPoolMemberships: freelancerHandler(context, async ({ tx, tenant, freelancer }) => {
      const results = await listMemberships(tx, owner(tenant, freelancer), freelancer.locale, false);
      return { results } satisfies Schemas['PoolMembershipList'];
    }),

    listAcceptedPoolMemberships: freelancerHandler(context, async ({ tx, tenant, freelancer }) => {
      const results = await listMemberships(tx, owner(tenant, freelancer), freelancer.locale, true);
      return { results } satisfies Schemas['PoolMembershipList'];
    }),

    async applyToPool(request, reply) {
      const membership = await asFreelancer(context, request, ({ tx, tenant, freelancer, params }) =>
        joinPool(tx, owner(tenant, freelancer), params.id, freelancer.locale),
      );
      return reply.code(201).send(membership);
    },

    async cancelPoolMembership(request, reply) {
      await asFreelancer(context, request, ({ tx, tenant, freelancer, params }) =>
        leavePool(tx, owner(tenant, freelancer), params.id),
      );
      return reply.code(204).send();
    },

    /** Flips the membership's notifications (the `{id}` is the membership's, as listed). */
    switchPoolMembershipNotification: freelancerHandler(context, ({ tx, tenant, freelancer, params }) =>
      toggleMembershipSwitch(
        tx,
        owner(tenant, freelancer),
        { id: params.id },
        'notificationsEnabled',
        freelancer.locale,
      ),
    ),

    /** Flips job notifications of the freelancer's membership of the pool `{id}`. */
    togglePoolJobNotification: freelancerHandler(context, ({ tx, tenant, freelancer, params }) =>
      toggleMembershipSwitch(
        tx,
        owner(tenant, freelancer),
        { poolId: params.id },
        'jobNotificationsEnabled',
        freelancer.locale,
      ),
    ),

    /**
     * The link in job notification mails: the membership's own UUID proves the mail, so no login
     * is needed. It turns notifications off the first time and on again the next, as a toggle.
     */
    togglePoolJobNotificationByUuid: tenantHandler(context, ({ tx, tenant, params }) =>
      toggleJobMailsByUuid(tx, tenant.id, params.id, params.uuid),
    ),

    /** The freelancer's submitted applications to projects of the pool. */
    listPoolProjectApplications(request) {
      const { id } = request.params;
      return asFreelancer(context, request, async ({ tx, tenant, freelancer }) => {
        await poolOf(tx, tenant.id, id, freelancer.locale);
        const results = await listPoolApplications(tx, owner(tenant, freelancer), id);
        return { results } satisfies Schemas['ApplicationList'];
      });
    },

    /** The freelancer's open invitations to projects of the pool. */
    listPoolOpenInvitations(request) {
      const { id } = request.params;
      return asFreelancer(context, request, async ({ tx, tenant, freelancer }) => {
        await poolOf(tx, tenant.id, id, freelancer.locale);
        const results = await openInvitations(tx, owner(tenant, freelancer), new Date(context.now()), { poolId: id });
        return { results } satisfies Schemas['InvitationList'];
      });
    },

    /**
     * Pools grouped under the tenant's CMS categories (in the CMS order), the rest as orphans. A
     * CMS that cannot be read makes every pool an orphan (spec §4) rather than failing the page.
     */
    listPoolsByCategory(request) {
      const query = request.query;
      return inTenantRead(context, request, async ({ tx }) => {
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
