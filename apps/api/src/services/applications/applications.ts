// Applications as the talent sees them: the list (with status filter and paging), drafts, one
// application with its timeline, withdrawing, the submitted data for editing, and the counters of
// the freelancer's header. Every read is limited to the freelancer's own rows: another talent's id
// is a 404, never a 403, so nothing tells that it exists.
import type { components } from '@talent/api-client';
import { APPLICATION_STATUS_CODES, canEditApplication, canWithdrawApplication, longStatusOf } from '@talent/domain';
import type { ApplicationStatus, ApplicationStatusCode } from '@talent/domain';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { applicationEvents, applications, projectPools, projects } from '../../db/schema.ts';
import type { JobQueue } from '../../jobs/jobQueue.ts';
import { recordApplicationEvent } from './applicationEvents.ts';
import { toRate } from './applicationRates.ts';
import { heldSlot, releaseSlot } from './interviewSlots.ts';
import { problem } from '../../problems.ts';

type Schemas = components['schemas'];

/** An application row. */
export type ApplicationRow = typeof applications.$inferSelect;

/** Whose applications. */
export interface ApplicationOwner {
  readonly clientId: string;
  readonly freelancerId: number;
}

/** Timeline events answered per application at most (the contract's bound). */
const MAX_TIMELINE = 100;
/** Applications a list answers at most (the contract's bound). */
const MAX_LIST = 500;

const STATUS_CODE_OF = Object.fromEntries(
  Object.entries(APPLICATION_STATUS_CODES).map(([code, status]) => [status, code]),
) as Record<ApplicationStatus, ApplicationStatusCode>;

/** Rows of the owner. */
export function ownedBy(owner: ApplicationOwner): SQL {
  return and(eq(applications.clientId, owner.clientId), eq(applications.freelancerId, owner.freelancerId))!;
}

/** The owner's application `id`, locked for the change about to be made; 404 when it is not theirs. */
export async function lockApplication(tx: Tx, owner: ApplicationOwner, id: number): Promise<ApplicationRow> {
  const [row] = await tx
    .select()
    .from(applications)
    .where(and(ownedBy(owner), eq(applications.id, id)))
    .for('update');
  if (!row) throw problem.notFound('application.notFound');
  return row;
}

/** The owner's application `id` (unlocked); 404 when it is not theirs. */
export async function findApplication(tx: Tx, owner: ApplicationOwner, id: number): Promise<ApplicationRow> {
  const [row] = await tx
    .select()
    .from(applications)
    .where(and(ownedBy(owner), eq(applications.id, id)));
  if (!row) throw problem.notFound('application.notFound');
  return row;
}

/** The contract's Applications of rows, each with its project and timeline. */
export async function toApplications(tx: Tx, clientId: string, rows: readonly ApplicationRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const jobs = await tx
    .select({ id: projects.id, title: projects.title, siteCity: projects.siteCity, status: projects.status })
    .from(projects)
    .where(and(eq(projects.clientId, clientId), inArray(projects.id, [...new Set(rows.map((r) => r.projectId))])));
  const jobById = new Map(jobs.map((j) => [j.id, j]));
  const events = await tx
    .select({
      applicationId: applicationEvents.applicationId,
      status: applicationEvents.status,
      at: applicationEvents.createdAt,
    })
    .from(applicationEvents)
    .where(and(eq(applicationEvents.clientId, clientId), inArray(applicationEvents.applicationId, ids)))
    .orderBy(asc(applicationEvents.id));
  const timelines = new Map<number, Schemas['ApplicationEvent'][]>();
  for (const event of events) {
    const list = timelines.get(event.applicationId) ?? [];
    list.push({ status: event.status, at: event.at.toISOString() });
    timelines.set(event.applicationId, list);
  }
  return rows.map((row): Schemas['Application'] => ({
    id: row.id,
    job: jobById.get(row.projectId)!,
    status: row.status,
    statusCode: STATUS_CODE_OF[row.status],
    longStatus: row.longStatus ?? longStatusOf(row.status),
    canEdit: canEditApplication(row.status),
    created: row.createdAt.toISOString(),
    submitted: row.submittedAt?.toISOString() ?? null,
    // The talent's own rate (what they proposed); the client's display rate is for the VMS.
    hourlyRate: row.rateCurrency && row.rateUnit ? toRate(row.talentRateMinor, row.rateCurrency, row.rateUnit) : null,
    // The newest events when there are more than the contract allows, still oldest first.
    timeline: (timelines.get(row.id) ?? []).slice(-MAX_TIMELINE),
  }));
}

/** One application as the contract sends it. */
export async function toApplication(tx: Tx, clientId: string, row: ApplicationRow): Promise<Schemas['Application']> {
  const [answer] = await toApplications(tx, clientId, [row]);
  return answer!;
}

/**
 * A page of the owner's applications, newest first. Without a status filter, drafts are left out
 * (they are listed by `drafts`); a filter naming UNDER_CONSTRUCTION includes them.
 */
export async function listApplications(
  tx: Tx,
  owner: ApplicationOwner,
  filter: { statuses?: readonly ApplicationStatus[]; offset: number; limit: number },
): Promise<{ results: Schemas['Application'][]; total: number }> {
  const where = and(
    ownedBy(owner),
    filter.statuses?.length
      ? inArray(applications.status, [...filter.statuses])
      : ne(applications.status, 'UNDER_CONSTRUCTION'),
  );
  const [counted] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(applications)
    .where(where);
  const rows = await tx
    .select()
    .from(applications)
    .where(where)
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .offset(filter.offset)
    .limit(filter.limit);
  return { results: await toApplications(tx, owner.clientId, rows), total: counted?.n ?? 0 };
}

/** The owner's drafts (UNDER_CONSTRUCTION), newest first; only to projects of `poolId` when given. */
export async function listDrafts(tx: Tx, owner: ApplicationOwner): Promise<Schemas['Application'][]> {
  const rows = await tx
    .select()
    .from(applications)
    .where(and(ownedBy(owner), eq(applications.status, 'UNDER_CONSTRUCTION')))
    .orderBy(desc(applications.updatedAt), desc(applications.id))
    .limit(MAX_LIST);
  return toApplications(tx, owner.clientId, rows);
}

/** The owner's submitted applications to projects of a pool, newest first. */
export async function listPoolApplications(
  tx: Tx,
  owner: ApplicationOwner,
  poolId: number,
): Promise<Schemas['Application'][]> {
  const rows = await tx
    .select()
    .from(applications)
    .where(
      and(
        ownedBy(owner),
        ne(applications.status, 'UNDER_CONSTRUCTION'),
        sql`EXISTS (SELECT 1 FROM ${projectPools} pp WHERE pp.project_id = ${applications.projectId} AND pp.pool_id = ${poolId} AND pp.client_id = ${owner.clientId})`,
      ),
    )
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(MAX_LIST);
  return toApplications(tx, owner.clientId, rows);
}

/**
 * The header counter: the owner's submitted applications that are not withdrawn (drafts are not
 * applications yet; a withdrawn one is no longer one the talent follows).
 */
export async function countApplications(tx: Tx, owner: ApplicationOwner): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(applications)
    .where(and(ownedBy(owner), sql`${applications.status} NOT IN ('UNDER_CONSTRUCTION', 'WITHDRAWN')`));
  return row?.n ?? 0;
}

/** The owner's application to each project (id and submission time), by project id. */
export async function applicationsToProjects(
  tx: Tx,
  owner: ApplicationOwner,
  projectIds: readonly number[],
): Promise<Map<number, { id: number; submittedAt: Date | null }>> {
  if (projectIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: applications.id, projectId: applications.projectId, submittedAt: applications.submittedAt })
    .from(applications)
    .where(and(ownedBy(owner), inArray(applications.projectId, [...projectIds])));
  return new Map(rows.map((r) => [r.projectId, { id: r.id, submittedAt: r.submittedAt }]));
}

/**
 * Withdraws the owner's application: only while `canWithdrawApplication` (409
 * `application.cannotWithdraw` otherwise, a draft included: it is cancelled instead); keeps the
 * reason, frees its interview slot and records the change for the VMS.
 */
export async function withdrawApplication(
  tx: Tx,
  jobs: Pick<JobQueue, 'enqueue'>,
  owner: ApplicationOwner,
  id: number,
  reason: string | undefined,
): Promise<Schemas['Application']> {
  const row = await lockApplication(tx, owner, id);
  if (!canWithdrawApplication(row.status)) throw problem.conflict('application.cannotWithdraw');
  await tx
    .update(applications)
    .set({ withdrawReason: reason?.trim() || null })
    .where(eq(applications.id, row.id));
  await releaseSlot(tx, { clientId: owner.clientId, projectId: row.projectId, applicationId: row.id });
  await recordApplicationEvent(tx, jobs, {
    clientId: owner.clientId,
    applicationId: row.id,
    status: 'WITHDRAWN',
    longStatus: 'WITHDRAWN',
    source: 'TALENT',
    ...(reason?.trim() && { note: reason.trim() }),
  });
  return toApplication(tx, owner.clientId, await findApplication(tx, owner, id));
}

/** The submitted data of the owner's application, for editing; 404 for a draft (nothing submitted yet). */
export async function loadApplication(
  tx: Tx,
  owner: ApplicationOwner,
  id: number,
): Promise<Schemas['LoadedApplication']> {
  const row = await findApplication(tx, owner, id);
  const submitted = row.submission as Schemas['SubmitPayload'] | null;
  if (!submitted) throw problem.notFound('application.notSubmitted');
  const cover = submitted.cvCover;
  return {
    id: row.id,
    job: row.projectId,
    canEdit: canEditApplication(row.status),
    cvUuid: submitted.cvUuid,
    motivationComment: submitted.motivationComment,
    hourlyRate: submitted.hourlyRate,
    cvCover: cover ? { contentType: 'application/pdf', name: cover.name, uuid: cover.uuid } : null,
    interviewSlot: await heldSlot(tx, { clientId: owner.clientId, applicationId: row.id }),
    liveInterview: submitted.liveInterview,
    appAnswers: submitted.appAnswers,
  };
}
