// Projects: the project page (public fields for visitors, personalised with a token), locations,
// "not interested" exclusions, page views, similar projects, and what applying involves.
import type { components } from '@talent/api-client';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ServerContext } from '../bootstrap/context.ts';
import type { OperationHandlers } from '../http/operations.ts';
import { rowsOf, withTenant } from '../db/client.ts';
import type { Tx } from '../db/client.ts';
import { projectExclusions, projectQuestions, projects } from '../db/schema.ts';
import { problem } from '../http/errors.ts';
import { currentFreelancer } from '../services/freelancers.ts';
import { findProject, poolsOfProjects, toJob } from '../services/projects.ts';
import type { ProjectRow } from '../services/projects.ts';
import { reader } from '../services/reader.ts';

type Schemas = components['schemas'];

/** Similar projects listed at most. */
const MAX_SIMILAR = 10;
/** The rate units a talent may propose (spec §3). */
const RATE_UNITS = ['HR', 'DAY', 'WEEK', 'MONTH', 'YEAR', 'PROJECT'] as const;

/** Project handlers. */
export function projectHandlers(context: ServerContext): OperationHandlers {
  const { db } = context.database;

  /** The project of the `{id}` path in the request's tenant; 404 when there is none. */
  const projectOf = async (tx: Tx, tenantId: string, id: number) => {
    const row = await findProject(tx, tenantId, id);
    if (!row) throw problem.notFound('project.notFound');
    return row;
  };

  return {
    getProject(request) {
      const { id } = request.params;
      return withTenant(db, request.tenant.id, async (tx) => {
        const who = await reader(tx, request);
        const row = await projectOf(tx, request.tenant.id, id);
        const pools = (await poolsOfProjects(tx, request.tenant.id, [row.id], who.language)).get(row.id) ?? [];
        if (who.freelancerId === undefined) return toJob(row, { pools, withDescriptionHtml: true });
        const [excluded] = await tx
          .select({ n: count() })
          .from(projectExclusions)
          .where(
            and(
              eq(projectExclusions.clientId, request.tenant.id),
              eq(projectExclusions.freelancerId, who.freelancerId),
              eq(projectExclusions.projectId, row.id),
            ),
          );
        return toJob(row, {
          pools,
          withDescriptionHtml: true,
          // Applications arrive with the application flow; until then there is none to point to.
          reader: { excluded: (excluded?.n ?? 0) > 0, applicationId: null },
        });
      });
    },

    listSiteLocations(request) {
      return withTenant(db, request.tenant.id, async (tx) => {
        const rows = await tx
          .selectDistinct({ country: projects.siteCountry, city: projects.siteCity })
          .from(projects)
          .where(
            and(
              eq(projects.clientId, request.tenant.id),
              sql`${projects.siteCity} IS NOT NULL AND ${projects.siteCountry} IS NOT NULL`,
            ),
          )
          .orderBy(asc(projects.siteCountry), asc(projects.siteCity))
          .limit(5000);
        return {
          results: rows.map((r) => ({ country: r.country!, city: r.city! })),
        } satisfies Schemas['LocationList'];
      });
    },

    async excludeProject(request, reply) {
      const { id } = request.params;
      await withTenant(db, request.tenant.id, async (tx) => {
        const freelancer = await currentFreelancer(tx, request.auth);
        await projectOf(tx, request.tenant.id, id);
        await tx
          .insert(projectExclusions)
          .values({ clientId: request.tenant.id, freelancerId: freelancer.id, projectId: id })
          .onConflictDoNothing();
      });
      return reply.code(204).send();
    },

    /** Excludes or includes again a set of projects; all must exist in the tenant, else nothing changes. */
    async setProjectExclusions(request, reply) {
      const body = request.body;
      const ids = [...new Set(body.projectIds)];
      await withTenant(db, request.tenant.id, async (tx) => {
        const freelancer = await currentFreelancer(tx, request.auth);
        const found = await tx
          .select({ id: projects.id })
          .from(projects)
          .where(and(eq(projects.clientId, request.tenant.id), inArray(projects.id, ids)));
        if (found.length !== ids.length) throw problem.notFound('project.notFound');
        if (body.excluded) {
          await tx
            .insert(projectExclusions)
            .values(ids.map((projectId) => ({ clientId: request.tenant.id, freelancerId: freelancer.id, projectId })))
            .onConflictDoNothing();
        } else {
          await tx
            .delete(projectExclusions)
            .where(
              and(
                eq(projectExclusions.clientId, request.tenant.id),
                eq(projectExclusions.freelancerId, freelancer.id),
                inArray(projectExclusions.projectId, ids),
              ),
            );
        }
      });
      return reply.code(204).send();
    },

    async listProjectExclusions(request, reply) {
      const { offset = 0, limit = 20 } = request.query;
      const page = await withTenant(db, request.tenant.id, async (tx) => {
        const freelancer = await currentFreelancer(tx, request.auth);
        const mine = and(
          eq(projectExclusions.clientId, request.tenant.id),
          eq(projectExclusions.freelancerId, freelancer.id),
        );
        const rows = await tx
          .select({ id: projects.id, title: projects.title, excludedAt: projectExclusions.createdAt })
          .from(projectExclusions)
          .innerJoin(projects, eq(projects.id, projectExclusions.projectId))
          .where(and(mine, eq(projects.clientId, request.tenant.id)))
          .orderBy(desc(projectExclusions.createdAt), desc(projects.id))
          .limit(limit)
          .offset(offset);
        const [total] = await tx.select({ n: count() }).from(projectExclusions).where(mine);
        return {
          results: rows.map((r) => ({ id: r.id, title: r.title, excludedAt: r.excludedAt.toISOString() })),
          total: total?.n ?? 0,
          offset,
          limit,
        } satisfies Schemas['ExcludedProjectPage'];
      });
      const links = paginationLinks(request.url, page.offset, page.limit, page.total);
      if (links) reply.header('Link', links);
      return reply.header('X-Total-Count', String(page.total)).send(page);
    },

    async countProjectPageOpen(request, reply) {
      const { id } = request.params;
      const updated = await withTenant(db, request.tenant.id, (tx) =>
        tx
          .update(projects)
          .set({ pageOpenCount: sql`${projects.pageOpenCount} + 1` })
          .where(and(eq(projects.clientId, request.tenant.id), eq(projects.id, id)))
          .returning({ id: projects.id }),
      );
      if (updated.length === 0) throw problem.notFound('project.notFound');
      return reply.code(204).send();
    },

    /**
     * Up to 10 other projects sharing a pool, else the job class or the language: open ones first,
     * then by how much they share (pool > class > language), newest first. A logged-in reader does
     * not see projects they excluded.
     */
    listSimilarProjects(request) {
      const { id } = request.params;
      const tenantId = request.tenant.id;
      return withTenant(db, tenantId, async (tx) => {
        const who = await reader(tx, request);
        const row = await projectOf(tx, tenantId, id);
        const excluded =
          who.freelancerId === undefined
            ? sql`false`
            : sql`EXISTS (SELECT 1 FROM project_exclusions e WHERE e.project_id = p.id AND e.client_id = ${tenantId} AND e.freelancer_id = ${who.freelancerId})`;
        const found = rowsOf<{ id: number | string }>(
          await tx.execute(sql`
            SELECT p.id,
              EXISTS (SELECT 1 FROM project_pools a JOIN project_pools b ON a.pool_id = b.pool_id
                      WHERE a.project_id = p.id AND b.project_id = ${row.id}) AS same_pool
            FROM projects p
            WHERE p.client_id = ${tenantId} AND p.id <> ${row.id} AND NOT ${excluded}
              AND (
                EXISTS (SELECT 1 FROM project_pools a JOIN project_pools b ON a.pool_id = b.pool_id
                        WHERE a.project_id = p.id AND b.project_id = ${row.id} AND a.client_id = ${tenantId})
                OR (p.job_class IS NOT NULL AND p.job_class = ${row.jobClass})
                OR (p.job_language IS NOT NULL AND p.job_language = ${row.jobLanguage})
              )
            ORDER BY (p.status = 'ACTIVE') DESC, same_pool DESC,
              (p.job_class IS NOT DISTINCT FROM ${row.jobClass}) DESC, p.created_at DESC, p.id DESC
            LIMIT ${MAX_SIMILAR}`),
        ).map((r) => Number(r.id));
        if (found.length === 0) return { results: [] } satisfies Schemas['JobList'];
        const rows = await tx
          .select()
          .from(projects)
          .where(and(eq(projects.clientId, tenantId), inArray(projects.id, found)));
        const byId = new Map<number, ProjectRow>(rows.map((r) => [r.id, r]));
        const pools = await poolsOfProjects(tx, tenantId, found, who.language);
        const view = who.freelancerId === undefined ? {} : { reader: { excluded: false, applicationId: null } };
        return {
          results: found.map((pid) => toJob(byId.get(pid)!, { pools: pools.get(pid) ?? [], ...view })),
        } satisfies Schemas['JobList'];
      });
    },

    getProjectOptions(request) {
      const { id } = request.params;
      const tenant = request.tenant;
      return withTenant(db, tenant.id, async (tx) => {
        await currentFreelancer(tx, request.auth);
        const row = await projectOf(tx, tenant.id, id);
        const [question] = await tx
          .select({ id: projectQuestions.id })
          .from(projectQuestions)
          .where(and(eq(projectQuestions.clientId, tenant.id), eq(projectQuestions.projectId, row.id)))
          .limit(1);
        return {
          currencies: [...tenant.config.currencies],
          rateUnits: [...RATE_UNITS],
          preApplicationQuestions: tenant.config.preApplicationQuestions && question !== undefined,
          coverLetter: row.coverLetter,
          liveInterview: row.liveInterview,
          securityIdRequired: row.securityIdRequired,
          externalApplicationUrl: tenant.config.externalApplicationLink ? row.externalApplicationUrl : null,
        } satisfies Schemas['ProjectOptions'];
      });
    },

    getSecurityIdFaqVerbiage(request) {
      const { id } = request.params;
      return withTenant(db, request.tenant.id, async (tx) => {
        await currentFreelancer(tx, request.auth);
        const row = await projectOf(tx, request.tenant.id, id);
        if (!row.securityIdRequired || !row.securityIdFaq) throw problem.notFound('project.noSecurityId');
        return { text: row.securityIdFaq } satisfies Schemas['SecurityIdFaq'];
      });
    },

    getSecurityIdPattern(request) {
      const { id } = request.params;
      return withTenant(db, request.tenant.id, async (tx) => {
        await currentFreelancer(tx, request.auth);
        const row = await projectOf(tx, request.tenant.id, id);
        if (!row.securityIdRequired || !row.securityIdPattern) throw problem.notFound('project.noSecurityId');
        return { pattern: row.securityIdPattern } satisfies Schemas['SecurityIdPattern'];
      });
    },
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
