// The project page and what hangs off it: the project as its reader may see it (public fields for
// visitors, personalised for talent), its similar projects, and what applying to it involves. A
// project that is not there is a 404, or a 410 when the tenant had it and deleted it.
import type { components } from '@talent/api-client';
import type { Tx } from '../../db/client.ts';
import { problem } from '../../problems.ts';
import type { Problem } from '../../problems.ts';
import type { Tenant } from '../../tenants/tenants.ts';
import { isProjectExcluded } from './projectExclusions.ts';
import {
  findJob,
  findProject,
  hasProjectQuestions,
  poolsOfProjects,
  readerOfJobs,
  similarProjects,
  toJob,
  wasProjectRemoved,
} from './projects.ts';
import type { JobRow, ProjectRow } from './projects.ts';

type Schemas = components['schemas'];

/** Who reads a project: the logged-in freelancer (undefined for a visitor) and the language of names. */
export interface ProjectReader {
  readonly freelancerId: number | undefined;
  readonly language: string;
}

/** The rate units a talent may propose (spec §3). */
const RATE_UNITS = ['HR', 'DAY', 'WEEK', 'MONTH', 'YEAR', 'PROJECT'] as const;

/** The project `id` of the tenant; 404 when there is none. */
export async function requireProject(tx: Tx, tenantId: string, id: number): Promise<ProjectRow> {
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
): Promise<Problem> {
  return (await wasProjectRemoved(tx, tenantId, key))
    ? problem.gone('project.removed')
    : problem.notFound('project.notFound');
}

/** The project as its reader may see it: public fields for visitors, personalised for talent. */
async function projectForReader(tx: Tx, tenantId: string, { row, pools }: JobRow, who: ProjectReader) {
  if (who.freelancerId === undefined) return toJob(row, { pools, withDescriptionHtml: true });
  const owner = { clientId: tenantId, freelancerId: who.freelancerId };
  const excluded = await isProjectExcluded(tx, owner, row.id);
  const readers = await readerOfJobs(tx, owner, [row.id], new Set(excluded ? [row.id] : []));
  return toJob(row, { pools, withDescriptionHtml: true, reader: readers.get(row.id)! });
}

/** The project page of the project with the tenant's `id` or the client's own `vmsId`. */
export async function readProject(
  tx: Tx,
  tenantId: string,
  key: { readonly id: number } | { readonly vmsId: string },
  who: ProjectReader,
): Promise<Schemas['Job']> {
  const job = await findJob(tx, tenantId, key, who.language);
  if (!job) throw await missingProject(tx, tenantId, key);
  return projectForReader(tx, tenantId, job, who);
}

/**
 * Up to 10 other projects sharing a pool, else the job class or the language (`similarProjects`).
 * A logged-in reader does not see projects they excluded.
 */
export async function similarJobs(tx: Tx, tenantId: string, id: number, who: ProjectReader): Promise<Schemas['Job'][]> {
  const row = await requireProject(tx, tenantId, id);
  const similar = await similarProjects(tx, tenantId, row, who.freelancerId);
  if (similar.length === 0) return [];
  const ids = similar.map((r) => r.id);
  const pools = await poolsOfProjects(tx, tenantId, ids, who.language);
  const readers =
    who.freelancerId === undefined
      ? undefined
      : await readerOfJobs(tx, { clientId: tenantId, freelancerId: who.freelancerId }, ids);
  return similar.map((r) => {
    const reader = readers?.get(r.id);
    return toJob(r, { pools: pools.get(r.id) ?? [], ...(reader && { reader }) });
  });
}

/** What applying to the project involves in this tenant. */
export async function projectOptions(tx: Tx, tenant: Tenant, id: number): Promise<Schemas['ProjectOptions']> {
  const row = await requireProject(tx, tenant.id, id);
  const hasQuestions = await hasProjectQuestions(tx, tenant.id, row.id);
  return {
    currencies: [...tenant.config.currencies],
    rateUnits: [...RATE_UNITS],
    preApplicationQuestions: tenant.config.preApplicationQuestions && hasQuestions,
    coverLetter: row.coverLetter,
    liveInterview: row.liveInterview,
    securityIdRequired: row.securityIdRequired,
    externalApplicationUrl: tenant.config.externalApplicationLink ? row.externalApplicationUrl : null,
  };
}

/** The project's security id texts (its FAQ and its pattern); 404 when it asks for none. */
export async function securityIdTexts(
  tx: Tx,
  tenantId: string,
  id: number,
): Promise<{ readonly faq: string | null; readonly pattern: string | null }> {
  const row = await requireProject(tx, tenantId, id);
  if (!row.securityIdRequired) throw problem.notFound('project.noSecurityId');
  return { faq: row.securityIdFaq, pattern: row.securityIdPattern };
}
