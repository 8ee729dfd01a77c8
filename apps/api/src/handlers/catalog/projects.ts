// Projects: the project page (public fields for visitors, personalised with a token), locations,
// "not interested" exclusions, page views, similar projects, and what applying involves.
import type { components } from '@talent/api-client';
import type { ServerContext } from '../../bootstrap/context.ts';
import { asFreelancer, freelancerHandler, inTenant, tenantReadHandler } from '../../http/operations.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import type { Tx } from '../../db/client.ts';
import { HttpProblem, problem } from '../../http/errors.ts';
import {
  excludeProjects,
  isProjectExcluded,
  listProjectExclusions,
  setProjectExclusions,
} from '../../services/catalog/projectExclusions.ts';
import {
  countProjectPageOpen,
  findJob,
  findProject,
  hasProjectQuestions,
  poolsOfProjects,
  readerOfJobs,
  similarProjects,
  siteLocations,
  toJob,
  wasProjectRemoved,
} from '../../services/catalog/projects.ts';
import type { JobRow } from '../../services/catalog/projects.ts';
import { reader } from '../../http/reader.ts';

type Schemas = components['schemas'];

/** The rate units a talent may propose (spec §3). */
const RATE_UNITS = ['HR', 'DAY', 'WEEK', 'MONTH', 'YEAR', 'PROJECT'] as const;

/** The project of the `{id}` path in the request's tenant; 404 when there is none. */
async function projectOf(tx: Tx, tenantId: string, id: number) {
  const row = await findProject(tx, tenantId, id);
  if (!row) throw problem.notFound('project.notFound');
  return row;
}

/**
 * The problem for a project that is not there: 410 `project.removed` when the tenant had it and it
 * was deleted (gone for good: its page answers 410), else 404 `project.notFound`.
 */
async function missingProject(
  tx: Tx,
  tenantId: string,
  key: { readonly id: number } | { readonly vmsId: string },
): Promise<HttpProblem> {
  return (await wasProjectRemoved(tx, tenantId, key))
    ? new HttpProblem(410, ['project.removed'])
    : problem.notFound('project.notFound');
}

/** The project as its reader may see it: public fields for visitors, personalised for talent. */
async function projectForReader(
  tx: Tx,
  tenantId: string,
  { row, pools }: JobRow,
  who: { readonly freelancerId: number | undefined; readonly language: string },
): Promise<Schemas['Job']> {
  if (who.freelancerId === undefined) return toJob(row, { pools, withDescriptionHtml: true });
  const owner = { clientId: tenantId, freelancerId: who.freelancerId };
  const excluded = await isProjectExcluded(tx, owner, row.id);
  const readers = await readerOfJobs(tx, owner, [row.id], new Set(excluded ? [row.id] : []));
  return toJob(row, { pools, withDescriptionHtml: true, reader: readers.get(row.id)! });
}

/** Project handlers. */
export function projectHandlers(context: ServerContext): OperationHandlers {
  const owner = (tenant: { id: string }, freelancer: { id: number }) => ({
    clientId: tenant.id,
    freelancerId: freelancer.id,
  });

  return {
    // The project page and its neighbours are reads: on the read replica when it is fresh enough.
    getProject: tenantReadHandler(context, async ({ tx, tenant, params, request }) => {
      const who = await reader(tx, request);
      const job = await findJob(tx, tenant.id, { id: params.id }, who.language);
      if (!job) throw await missingProject(tx, tenant.id, { id: params.id });
      return projectForReader(tx, tenant.id, job, who);
    }),

    /** `getProject` by the client's own id; visitors only where the tenant has public search. */
    getProjectByVmsId: tenantReadHandler(context, async ({ tx, tenant, params, request }) => {
      if (!request.auth && tenant.config.publicSearchDisabled) throw problem.forbidden('search.publicSearchDisabled');
      const who = await reader(tx, request);
      const job = await findJob(tx, tenant.id, { vmsId: params.vmsId }, who.language);
      if (!job) throw await missingProject(tx, tenant.id, { vmsId: params.vmsId });
      return projectForReader(tx, tenant.id, job, who);
    }),

    listSiteLocations: tenantReadHandler(context, async ({ tx, tenant, request }) => {
      const who = await reader(tx, request);
      const results = await siteLocations(tx, tenant.id, who.language);
      return { results } satisfies Schemas['LocationList'];
    }),

    async excludeProject(request, reply) {
      await asFreelancer(context, request, async ({ tx, tenant, freelancer, params }) => {
        await projectOf(tx, tenant.id, params.id);
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
      const links = paginationLinks(request.url, page.offset, page.limit, page.total);
      if (links) reply.header('Link', links);
      return reply.header('X-Total-Count', String(page.total)).send(page);
    },

    async countProjectPageOpen(request, reply) {
      const counted = await inTenant(context, request, ({ tx, tenant, params }) =>
        countProjectPageOpen(tx, tenant.id, params.id),
      );
      if (!counted) throw problem.notFound('project.notFound');
      return reply.code(204).send();
    },

    /**
     * Up to 10 other projects sharing a pool, else the job class or the language (`similarProjects`).
     * A logged-in reader does not see projects they excluded.
     */
    listSimilarProjects: tenantReadHandler(context, async ({ tx, tenant, params, request }) => {
      const who = await reader(tx, request);
      const row = await projectOf(tx, tenant.id, params.id);
      const similar = await similarProjects(tx, tenant.id, row, who.freelancerId);
      if (similar.length === 0) return { results: [] } satisfies Schemas['JobList'];
      const ids = similar.map((r) => r.id);
      const pools = await poolsOfProjects(tx, tenant.id, ids, who.language);
      const readers =
        who.freelancerId === undefined
          ? undefined
          : await readerOfJobs(tx, { clientId: tenant.id, freelancerId: who.freelancerId }, ids);
      return {
        results: similar.map((r) => {
          const reader = readers?.get(r.id);
          return toJob(r, { pools: pools.get(r.id) ?? [], ...(reader && { reader }) });
        }),
      } satisfies Schemas['JobList'];
    }),

    getProjectOptions: freelancerHandler(context, async ({ tx, tenant, params }) => {
      const row = await projectOf(tx, tenant.id, params.id);
      const hasQuestions = await hasProjectQuestions(tx, tenant.id, row.id);
      return {
        currencies: [...tenant.config.currencies],
        rateUnits: [...RATE_UNITS],
        preApplicationQuestions: tenant.config.preApplicationQuestions && hasQuestions,
        coverLetter: row.coverLetter,
        liveInterview: row.liveInterview,
        securityIdRequired: row.securityIdRequired,
        externalApplicationUrl: tenant.config.externalApplicationLink ? row.externalApplicationUrl : null,
      } satisfies Schemas['ProjectOptions'];
    }),

    getSecurityIdFaqVerbiage: freelancerHandler(context, async ({ tx, tenant, params }) => {
      const row = await projectOf(tx, tenant.id, params.id);
      if (!row.securityIdRequired || !row.securityIdFaq) throw problem.notFound('project.noSecurityId');
      return { text: row.securityIdFaq } satisfies Schemas['SecurityIdFaq'];
    }),

    getSecurityIdPattern: freelancerHandler(context, async ({ tx, tenant, params }) => {
      const row = await projectOf(tx, tenant.id, params.id);
      if (!row.securityIdRequired || !row.securityIdPattern) throw problem.notFound('project.noSecurityId');
      return { pattern: row.securityIdPattern } satisfies Schemas['SecurityIdPattern'];
    }),
  };
}

/** RFC 8288 `next`/`prev` links of an offset/limit page, or undefined when there is no other page. */
export function paginationLinks(url: string, offset: number, limit: number, total: number): string | undefined {
  const link = (rel: string, at: number) => {
    const target = new URL(url, 'http://relative.invalid');
    target.searchParams.set('offset', String(at));
    target.searchParams.set('limit', String(limit));
    return `<${target.pathname}${target.search}>; rel="${rel}"`;
  };
  const links = [
    ...(offset + limit < total ? [link('next', offset + limit)] : []),
    ...(offset > 0 ? [link('prev', Math.max(0, offset - limit))] : []),
  ];
  return links.length > 0 ? links.join(', ') : undefined;
}
