// Every status change of an application goes through here: the application's status, a row of its
// timeline (`application_events`), and — in the same transaction — the job that tells the client's
// system (VMS) about it. A rolled-back change therefore tells nobody, and a committed one is never
// lost (the job survives a crash; its id, derived from the event, makes a retry one job).
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { applicationEvents, applications } from '../../db/schema.ts';
import type { APPLICATION_STATUS_VALUES } from '../../db/schema.ts';
import type { JobQueue } from '../../jobs/jobQueue.ts';

/** A display status of an application. */
export type StoredApplicationStatus = (typeof APPLICATION_STATUS_VALUES)[number];

/** Who caused a change. */
export type ApplicationEventSource = 'TALENT' | 'VMS' | 'SYSTEM';

/** A change to record. */
export interface ApplicationChange {
  readonly clientId: string;
  readonly applicationId: number;
  readonly status: StoredApplicationStatus;
  readonly source: ApplicationEventSource;
  /** The long-form status to set with it (left as it is when absent). */
  readonly longStatus?: (typeof applications.$inferSelect)['longStatus'];
  /** The id the client's system gave the change, to recognise it when sent again. */
  readonly externalId?: string;
  readonly note?: string;
}

/**
 * Sets the application's status, appends the change to its timeline and queues its delivery to
 * the VMS, all in `tx`. Returns the event's id.
 */
export async function recordApplicationEvent(
  tx: Tx,
  jobs: Pick<JobQueue, 'enqueue'>,
  change: ApplicationChange,
): Promise<number> {
  // The VMS feed pages by event id, so ids must become visible in their order: a transaction that
  // took id 11 and committed before the one holding id 10 would let a reader pass 10 for good. One
  // lock per tenant, held to the commit, makes the tenant's events commit in id order (changes of
  // one tenant's applications are few; other tenants never wait).
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`application-events:${change.clientId}`}, 0))`);
  await tx
    .update(applications)
    .set({
      status: change.status,
      ...(change.longStatus !== undefined && { longStatus: change.longStatus }),
      updatedAt: sql`now()`,
    })
    .where(and(eq(applications.clientId, change.clientId), eq(applications.id, change.applicationId)));
  const [event] = await tx
    .insert(applicationEvents)
    .values({
      clientId: change.clientId,
      applicationId: change.applicationId,
      status: change.status,
      source: change.source,
      externalId: change.externalId ?? null,
      note: change.note ?? null,
    })
    .returning({ id: applicationEvents.id });
  const eventId = event!.id;
  await jobs.enqueue(tx, 'vms', { clientId: change.clientId, eventId }, { key: `vms-event:${eventId}` });
  return eventId;
}
