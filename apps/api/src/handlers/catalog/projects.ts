// Projects: the project page (public fields for visitors, personalised with a token), locations,
// "not interested" exclusions, page views, similar projects, and what applying involves.
import type { components } from '@talent/api-client';
import type { ServerContext } from '../../bootstrap/context.ts';
import { asFreelancer, freelancerHandler, inTenant, tenantReadHandler } from '../../http/operations.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { sendPage } from '../../http/pagination.ts';
import { reader } from '../../http/reader.ts';
import { problem } from '../../problems.ts';
import {
  excludeProjects,
  listProjectExclusions,
  setProjectExclusions,
} from '../../services/catalog/projectExclusions.ts';
import {
  projectOptions,
  readProject,
  requireProject,
  securityIdTexts,
  similarJobs,
} from '../../services/catalog/projectPage.ts';
import { countProjectPageOpen, siteLocations } from '../../services/catalog/projects.ts';

type Schemas = components['schemas'];

/** Project handlers. */
export function projectHandlers(context: ServerContext): OperationHandlers {
  const owner = (tenant: { id: string }, freelancer: { id: number }) => ({
    clientId: tenant.id,
    freelancerId: freelancer.id,
  });

  return {
    // The project page and its neighbours are reads: on the read replica when it is fresh enough.
    getProject: tenantReadHandler(context, async ({ tx, tenant, params, request }) =>
      readProject(tx, tenant.id, { id: params.id }, await reader(tx, request)),
    ),

    /** `getProject` by the client's own id; visitors only where the tenant has public search. */
    getProjectByVmsId: tenantReadHandler(context, async ({ tx, tenant, params, request }) => {
      if (!request.auth && tenant.config.publicSearchDisabled) throw problem.forbidden('search.publicSearchDisabled');
      return readProject(tx, tenant.id, { vmsId: params.vmsId }, await reader(tx, request));
    }),

    listSiteLocations: tenantReadHandler(context, async ({ tx, tenant, request }) => {
      const who = await reader(tx, request);
      const results = await siteLocations(tx, tenant.id, who.language);
      return { results } satisfies Schemas['LocationList'];
    }),

    async excludeProject(request, reply) {
      await asFreelancer(context, request, async ({ tx, tenant, freelancer, params }) => {
        await requireProject(tx, tenant.id, params.id);
        await excludeProjects(tx, owner(tenant, freelancer), [params.id]);
      });
      return reply.code(204).send();
    },

    /** Excludes or includes again a set of projects; all must exist in the tenant, else nothing changes. */
    async setProjectExclusions(request, reply) {
      const ids = [...new Set(request.body.projectIds)];
      await asFreelancer(context, request, ({ tx, tenant, freelancer, body }) =>
        setProjectExclusions(tx, owner(tenant, freelancer), ids, body.excluded),
      );
      return reply.code(204).send();
    },

    async listProjectExclusions(request, reply) {
      const { offset = 0, limit = 20 } = request.query;
      const page = await asFreelancer(context, request, async ({ tx, tenant, freelancer }) => {
        const { rows, total } = await listProjectExclusions(tx, owner(tenant, freelancer), offset, limit);
        return {
          results: rows.map((r) => ({ id: r.id, title: r.title, excludedAt: r.excludedAt.toISOString() })),
          total,
          offset,
          limit,
        } satisfies Schemas['ExcludedProjectPage'];
      });
      return sendPage(request, reply, page);
    },

    async countProjectPageOpen(request, reply) {
      const counted = await inTenant(context, request, ({ tx, tenant, params }) =>
        countProjectPageOpen(tx, tenant.id, params.id),
      );
      if (!counted) throw problem.notFound('project.notFound');
      return reply.code(204).send();
    },

    listSimilarProjects: tenantReadHandler(context, async ({ tx, tenant, params, request }) => ({
      results: await similarJobs(tx, tenant.id, params.id, await reader(tx, request)),
    })),

    getProjectOptions: freelancerHandler(context, ({ tx, tenant, params }) => projectOptions(tx, tenant, params.id)),

    getSecurityIdFaqVerbiage: freelancerHandler(context, async ({ tx, tenant, params }) => {
      const { faq } = await securityIdTexts(tx, tenant.id, params.id);
      if (!faq) throw problem.notFound('project.noSecurityId');
      return { text: faq } satisfies Schemas['SecurityIdFaq'];
    }),

    getSecurityIdPattern: freelancerHandler(context, async ({ tx, tenant, params }) => {
      const { pattern } = await securityIdTexts(tx, tenant.id, params.id);
      if (!pattern) throw problem.notFound('project.noSecurityId');
      return { pattern } satisfies Schemas['SecurityIdPattern'];
    }),
  };
}
