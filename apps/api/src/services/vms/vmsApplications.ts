// Submitted applications as the client's system (VMS) sees them — the body of a webhook delivery,
// an item of the feed, the answer of `getVmsApplication` — and the moves the VMS and the portal's
// delivery make, each by the state machine of @talent/domain and through `recordApplicationEvent`
// (status, timeline row and the VMS job in one transaction), each emailing the talent.
import type { components } from '@talent/api-client';
import { canMoveApplication, longStatusOf, projectTabHref } from '@talent/domain';
import type { ApplicationActor } from '@talent/domain';
import { and, asc, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { applicationEvents, applications, files, freelancers, interviewSlots, projects } from '../../db/schema.ts';
import type { JobQueue } from '../../jobs/jobQueue.ts';
import type { MessageKind } from '../messaging/catalog.ts';
import type { Messenger } from '../messaging/messenger.ts';
import type { Tenant } from '../../tenants/tenants.ts';
import { recordApplicationEvent } from '../applications/applicationEvents.ts';
import { toRate } from '../applications/applicationRates.ts';
import type { StoredApplicationStatus } from '../applications/applicationEvents.ts';
import { isUniqueViolation } from '../shared/dbErrors.ts';
import type { VmsDocument, VmsLinks } from './vmsLinks.ts';
import { Problem, problem } from '../../problems.ts';

type Schemas = components['schemas'];
/** A submitted application as the VMS sees it (contract `VmsApplication`). */
export type VmsApplication = Schemas['VmsApplication'];
/** One change of a submitted application (contract `VmsEvent`). */
export type VmsEvent = Schemas['VmsEvent'];

/** What the VMS operations of one tenant need besides the transaction. */
export interface VmsScope {
  readonly tenant: Tenant;
  readonly jobs: Pick<JobQueue, 'enqueue'>;
  readonly messenger: Messenger;
  readonly links: VmsLinks;
  /** The portal's origin of the tenant (links in mails and documents). */
  readonly origin: string;
  /** Current time, epoch ms. */
  readonly now: number;
}

/** The email the talent gets when their application moves to a status (the others mail nothing). */
const STATUS_MAILS: Partial<Record<StoredApplicationStatus, MessageKind>> = {
  SENT_TO_CLIENT: 'applicationSentToClient',
  SEND_FAILED: 'applicationSendFailed',
  ACTIVE: 'applicationActive',
  UNCONFIRMED: 'applicationUnconfirmed',
  HIRED: 'applicationHired',
  REJECTED_BY_MSP: 'applicationRejectedByMsp',
  REJECTED_BY_VMS: 'applicationRejectedByVms',
};

/** The talent's page of their applications, where every status mail points. */
export const APPLICATIONS_PAGE = projectTabHref('applications');

/** A stored rate (integer minor units) as the contract's `Rate`, or null when none was given. */
function rateOf(
  minor: number | null,
  currency: string | null,
  unit: Schemas['RateUnit'] | null,
): Schemas['Rate'] | null {
  return minor === null || currency === null || unit === null ? null : toRate(minor, currency, unit);
}

const cvFiles = alias(files, 'cv_files');
const coverFiles = alias(files, 'cover_files');

/** The submitted applications with these ids (drafts are left out), as the VMS sees them. */
export async function loadVmsApplications(
  tx: Tx,
  scope: VmsScope,
  ids: readonly number[],
): Promise<Map<number, VmsApplication>> {
  if (ids.length === 0) return new Map();
  const clientId = scope.tenant.id;
  const rows = await tx
    .select({
      application: applications,
      project: { id: projects.id, vmsId: projects.vmsId, title: projects.title },
      freelancer: {
        id: freelancers.id,
        firstName: freelancers.firstName,
        lastName: freelancers.lastName,
        email: freelancers.email,
        phone: freelancers.phoneE164,
      },
      erasedAt: freelancers.erasedAt,
      cvFileId: cvFiles.id,
      coverFileId: coverFiles.id,
      slotStart: interviewSlots.startsAt,
      slotEnd: interviewSlots.endsAt,
    })
    .from(applications)
    .innerJoin(projects, eq(projects.id, applications.projectId))
    .innerJoin(freelancers, eq(freelancers.id, applications.freelancerId))
    .leftJoin(cvFiles, eq(cvFiles.id, applications.cvFileId))
    .leftJoin(coverFiles, eq(coverFiles.id, applications.coverFileId))
    .leftJoin(interviewSlots, eq(interviewSlots.applicationId, applications.id))
    .where(
      and(
        eq(applications.clientId, clientId),
        inArray(applications.id, [...ids]),
        ne(applications.status, 'UNDER_CONSTRUCTION'),
      ),
    );
  const expires = scope.links.expiryAt(scope.now);
  const link = (applicationId: number, document: VmsDocument) =>
    scope.links.url(scope.origin, { clientId, applicationId, document, expires });
  const result = new Map<number, VmsApplication>();
  for (const row of rows) {
    const app = row.application;
    const submission = (app.submission ?? {}) as Partial<Schemas['SubmitPayload']>;
    const live = submission.liveInterview ?? null;
    const slot =
      row.slotStart && row.slotEnd
        ? { start: row.slotStart.toISOString(), end: row.slotEnd.toISOString() }
        : live && { start: live.start, end: live.end };
    result.set(app.id, {
      id: app.id,
      status: app.status,
      longStatus: app.longStatus,
      project: row.project,
      freelancer: row.freelancer,
      talentRate: rateOf(app.talentRateMinor, app.rateCurrency, app.rateUnit),
      displayRate: rateOf(app.displayRateMinor, app.rateCurrency, app.rateUnit),
      answers: Array.isArray(submission.appAnswers) ? submission.appAnswers : [],
      motivationComment: submission.motivationComment ?? app.draft.motivationComment ?? null,
      interviewSlot: slot ?? null,
      alternativeInterviewSlot:
        app.draft.alternativeInterviewSlot ?? (app.submission !== null && live === null && !slot),
      cvUrl: row.cvFileId === null ? null : link(app.id, 'cv'),
      coverLetterUrl: row.coverFileId === null ? null : link(app.id, 'coverLetter'),
      linksExpireAt: new Date(expires * 1000).toISOString(),
      invitationId: app.invitationId,
      submitted: app.submittedAt?.toISOString() ?? null,
      updated: app.updatedAt.toISOString(),
      talentErased: row.erasedAt !== null,
    });
  }
  return result;
}

/** One submitted application as the VMS sees it; 404 for an unknown id or a draft. */
export async function getVmsApplication(tx: Tx, scope: VmsScope, id: number): Promise<VmsApplication> {
  const application = (await loadVmsApplications(tx, scope, [id])).get(id);
  if (!application) throw problem.notFound('integration.applicationNotFound');
  return application;
}

const CURSOR_PREFIX = 'v1:';

/** The opaque feed cursor after event `id` (0: the beginning). */
export function feedCursor(id: number): string {
  return Buffer.from(`${CURSOR_PREFIX}${id}`, 'utf8').toString('base64url');
}

/** The event id a cursor stands for; undefined when it is no cursor of ours. */
export function parseFeedCursor(cursor: string): number | undefined {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = /^v1:(0|[1-9]\d{0,15})$/.exec(text);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) ? id : undefined;
}

/** The feed's events after `afterId`, oldest first, with their applications. */
export async function listVmsEvents(
  tx: Tx,
  scope: VmsScope,
  afterId: number,
  limit: number,
): Promise<{ results: VmsEvent[]; nextCursor: string }> {
  const rows = await tx
    .select()
    .from(applicationEvents)
    .where(
      and(
        eq(applicationEvents.clientId, scope.tenant.id),
        gt(applicationEvents.id, afterId),
        ne(applicationEvents.status, 'UNDER_CONSTRUCTION'),
      ),
    )
    .orderBy(asc(applicationEvents.id))
    .limit(limit);
  const apps = await loadVmsApplications(tx, scope, [...new Set(rows.map((row) => row.applicationId))]);
  const results = rows.flatMap((row) => {
    const application = apps.get(row.applicationId);
    return application ? [eventOf(row, application)] : [];
  });
  return { results, nextCursor: feedCursor(rows.at(-1)?.id ?? afterId) };
}

function eventOf(row: typeof applicationEvents.$inferSelect, application: VmsApplication): VmsEvent {
  return {
    id: row.id,
    status: row.status,
    source: row.source,
    note: row.note,
    at: row.createdAt.toISOString(),
    application,
  };
}

/** One event with its application (the body of its webhook delivery); undefined when it is gone or a draft's. */
export async function loadVmsEvent(tx: Tx, scope: VmsScope, eventId: number): Promise<VmsEvent | undefined> {
  const [row] = await tx
    .select()
    .from(applicationEvents)
    .where(and(eq(applicationEvents.clientId, scope.tenant.id), eq(applicationEvents.id, eventId)));
  if (!row || row.status === 'UNDER_CONSTRUCTION') return undefined;
  const application = (await loadVmsApplications(tx, scope, [row.applicationId])).get(row.applicationId);
  return application && eventOf(row, application);
}

/** The application row locked for a move (no other move of it runs until this transaction ends). */
async function lockApplication(tx: Tx, clientId: string, id: number) {
  const [row] = await tx
    .select({
      id: applications.id,
      status: applications.status,
      freelancerId: applications.freelancerId,
      projectId: applications.projectId,
    })
    .from(applications)
    .where(and(eq(applications.clientId, clientId), eq(applications.id, id)))
    .for('update');
  return row;
}

type LockedApplication = NonNullable<Awaited<ReturnType<typeof lockApplication>>>;

/** Records the move and emails the talent about it (both in `tx`). */
async function move(
  tx: Tx,
  scope: VmsScope,
  app: LockedApplication,
  to: StoredApplicationStatus,
  source: ApplicationActor,
  extra: { externalId?: string; note?: string } = {},
): Promise<void> {
  const eventId = await recordApplicationEvent(tx, scope.jobs, {
    clientId: scope.tenant.id,
    applicationId: app.id,
    status: to,
    source,
    longStatus: longStatusOf(to),
    ...extra,
  });
  const kind = STATUS_MAILS[to];
  if (!kind) return;
  const [talent] = await tx
    .select({
      email: freelancers.email,
      firstName: freelancers.firstName,
      locale: freelancers.locale,
      subscriptionUuid: freelancers.subscriptionUuid,
    })
    .from(freelancers)
    .where(eq(freelancers.id, app.freelancerId));
  const [project] = await tx.select({ title: projects.title }).from(projects).where(eq(projects.id, app.projectId));
  if (!talent || !project) return;
  await scope.messenger.send(tx, {
    tenant: scope.tenant,
    kind,
    locale: talent.locale,
    to: talent.email,
    channel: 'email',
    link: `${scope.origin}${APPLICATIONS_PAGE}`,
    values: { name: talent.firstName ?? 'none', project: project.title },
    subscriptionUuid: talent.subscriptionUuid,
    // One mail per change, however often its delivery is retried.
    key: `application-event:${eventId}`,
  });
}

/** A status change pushed by the VMS. */
export interface VmsStatusChange {
  readonly applicationId: number;
  readonly status: StoredApplicationStatus;
  /** The VMS's id of the change: the same id again changes nothing. */
  readonly eventId: string;
  readonly reason?: string | undefined;
}

/**
 * Moves an application as the VMS asks, by the state machine (actor VMS). 404 for an unknown id or
 * a draft, 409 for a move the machine refuses (naming both statuses) or for an `eventId` already
 * used for another application; the same `eventId` again is no change. Returns the application.
 */
export async function setVmsApplicationStatus(
  tx: Tx,
  scope: VmsScope,
  change: VmsStatusChange,
): Promise<VmsApplication> {
  const clientId = scope.tenant.id;
  const app = await lockApplication(tx, clientId, change.applicationId);
  if (!app || app.status === 'UNDER_CONSTRUCTION') throw problem.notFound('integration.applicationNotFound');
  const [seen] = await tx
    .select({ applicationId: applicationEvents.applicationId })
    .from(applicationEvents)
    .where(and(eq(applicationEvents.clientId, clientId), eq(applicationEvents.externalId, change.eventId)));
  if (seen && seen.applicationId !== app.id) throw problem.conflict('integration.eventIdReused', 'eventId');
  if (!seen) {
    if (!canMoveApplication(app.status, change.status, 'VMS')) {
      throw new Problem(
        409,
        ['integration.transitionRefused'],
        [{ field: 'status', messages: ['integration.transitionRefused'] }],
        { detail: `Application ${app.id} cannot move from ${app.status} to ${change.status}.` },
      );
    }
    try {
      await move(tx, scope, app, change.status, 'VMS', {
        externalId: change.eventId,
        ...(change.reason !== undefined && { note: change.reason }),
      });
    } catch (error) {
      // The same eventId for another application, sent at the same moment: the index decides.
      if (isUniqueViolation(error)) throw problem.conflict('integration.eventIdReused', 'eventId');
      throw error;
    }
  }
  return getVmsApplication(tx, scope, app.id);
}

/**
 * A move of the portal's own delivery (actor SYSTEM): `from` → `to` when the application is still
 * in `from` (a retried or late delivery finds it moved on and does nothing). Returns whether it moved.
 */
export async function moveBySystem(
  tx: Tx,
  scope: VmsScope,
  applicationId: number,
  from: StoredApplicationStatus,
  to: StoredApplicationStatus,
): Promise<boolean> {
  const app = await lockApplication(tx, scope.tenant.id, applicationId);
  if (!app || app.status !== from || !canMoveApplication(from, to, 'SYSTEM')) return false;
  await move(tx, scope, app, to, 'SYSTEM');
  return true;
}

/** A line of the `vms list` command: a submitted application with its project and talent. */
export interface ApplicationSummary {
  readonly id: number;
  readonly status: StoredApplicationStatus;
  readonly projectId: number;
  readonly projectVmsId: string | null;
  readonly projectTitle: string;
  readonly talentEmail: string;
  readonly submitted: Date | null;
}

/** The tenant's submitted applications, newest first (at most `limit`). */
export async function listSubmittedApplications(tx: Tx, clientId: string, limit = 200): Promise<ApplicationSummary[]> {
  return tx
    .select({
      id: applications.id,
      status: applications.status,
      projectId: projects.id,
      projectVmsId: projects.vmsId,
      projectTitle: projects.title,
      talentEmail: freelancers.email,
      submitted: applications.submittedAt,
    })
    .from(applications)
    .innerJoin(projects, eq(projects.id, applications.projectId))
    .innerJoin(freelancers, eq(freelancers.id, applications.freelancerId))
    .where(and(eq(applications.clientId, clientId), ne(applications.status, 'UNDER_CONSTRUCTION')))
    .orderBy(desc(applications.id))
    .limit(limit);
}
