// Erasing an account (GDPR art. 17), in one transaction: every row that holds the talent's personal
// data is deleted or anonymised, the account is deactivated and its sessions revoked, and the
// client's system is told through the application events (the VMS feed and webhook). What is kept,
// why and for how long is docs/retention.md. Files in storage and message jobs (pg-boss
// tables the requests' role may not change) are removed by an `erasure` job queued in the same
// transaction, so a crash after the commit cannot leave them behind.
import { canWithdrawApplication } from '@talent/domain';
import { and, eq, inArray, isNotNull, notInArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/client.ts';
import {
  applicationEvents,
  applications,
  cvs,
  dataExports,
  devices,
  digestRuns,
  files,
  freelancers,
  identities,
  invitations,
  jobAlerts,
  legalAgreements,
  linkTokens,
  notAvailable,
  onboardingAnswers,
  outbox,
  phoneCodes,
  poolMemberships,
  projectExclusions,
  referrals,
  refreshTokens,
  securityIds,
  sessions,
} from '../../db/schema.ts';
import type { JobQueue } from '../../jobs/jobQueue.ts';
import type { ErasureCleanupJob } from '../../jobs/payloads.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { recordApplicationEvent } from '../applications/applicationEvents.ts';
import type { FreelancerRow } from '../identity/freelancers.ts';
import { releaseSlot } from '../applications/interviewSlots.ts';
import { ofFreelancer } from '../shared/ownership.ts';
import type { FreelancerTable } from '../shared/ownership.ts';
import { referralMailKey } from '../profile/referrals.ts';

/** The domain of erased accounts' addresses (`.invalid`: never mailed, never a login; RFC 2606). */
export const ERASED_EMAIL_DOMAIN = 'erased.invalid';

/** The unique placeholder address of an erased account (the column is required and unique per tenant). */
export const erasedEmail = (freelancerId: number) => `erased-${freelancerId}@${ERASED_EMAIL_DOMAIN}`;

/** The note of the application events that tell the client's system about the erasure. */
export const ERASURE_NOTE = 'The talent erased their account (GDPR art. 17); their personal data was removed.';

/**
 * Tables whose rows of the talent are deleted outright: nothing in them is kept for anyone else.
 * A new table of the talent's data is one entry here (job alerts: `jobAlerts`). `refresh_tokens`
 * and `files` are handled on their own (sessions to report, contents to delete); applications and
 * invitations are anonymised instead (retention).
 */
const ERASED_TABLES: readonly FreelancerTable[] = [
  devices,
  identities,
  linkTokens,
  sessions,
  securityIds,
  notAvailable,
  referrals,
  legalAgreements,
  poolMemberships,
  projectExclusions,
  onboardingAnswers,
  cvs,
  dataExports,
  // Digest runs before the alerts they name (they would cascade anyway; explicit is clearer).
  digestRuns,
  jobAlerts,
];

/** What an erasure did, for the caller to finish after the commit. */
export interface Erasure {
  /** Every session of the account (to refuse their access tokens at once). */
  readonly revokedSessions: readonly string[];
}

/**
 * Erases the account `freelancer` of the tenant in `tx`. Applications already sent to the client
 * stay, without personal data, as the client's record: open ones are withdrawn, final ones get an
 * event with their unchanged status, each with ERASURE_NOTE, so the VMS learns of the erasure
 * (`talentErased` on its application); drafts (never sent) are deleted. An account with nothing
 * sent to the client is deleted outright; otherwise its row stays, anonymised.
 */
export async function eraseAccount(
  tx: Tx,
  deps: { readonly jobs: Pick<JobQueue, 'enqueue' | 'findJobs'> },
  freelancer: FreelancerRow,
  now: Date,
): Promise<Erasure> {
  const clientId = freelancer.clientId;
  const id = freelancer.id;
  const owned = (table: FreelancerTable) => ofFreelancer(table, { clientId, freelancerId: id });
  // Nothing else changes the account meanwhile (a login, an export being requested).
  const [locked] = await tx
    .select()
    .from(freelancers)
    .where(and(eq(freelancers.clientId, clientId), eq(freelancers.id, id)))
    .for('update');
  const account = locked ?? freelancer;

  const keptApplications = await eraseApplications(tx, deps.jobs, clientId, id);

  // Invitations an application answers stay (the application points to the client's invitation),
  // without the client's message to the talent; the others go.
  await tx.update(invitations).set({ message: null }).where(owned(invitations));
  const answered = tx
    .select({ id: applications.invitationId })
    .from(applications)
    .where(and(owned(applications), isNotNull(applications.invitationId)));
  await tx.delete(invitations).where(and(owned(invitations), notInArray(invitations.id, answered)));

  // Messages sent to or about the talent, in the dev outbox and the job queue's history.
  const addresses = [account.email, account.futureEmail, account.phoneE164].filter((a): a is string => Boolean(a));
  const referralKeys = (await tx.select({ id: referrals.id }).from(referrals).where(owned(referrals))).map((row) =>
    referralMailKey(row.id),
  );
  await tx.delete(outbox).where(
    and(
      eq(outbox.clientId, clientId),
      or(
        inArray(
          sql`lower(${outbox.recipient})`,
          addresses.map((a) => a.toLowerCase()),
        ),
        referralKeys.length > 0 ? inArray(outbox.deliveryKey, referralKeys) : undefined,
      ),
    ),
  );
  const messageJobs = [
    ...(await deps.jobs.findJobs(tx, 'message', { clientId, field: 'to', values: addresses })),
    ...(await deps.jobs.findJobs(tx, 'message', { clientId, field: 'key', values: referralKeys })),
  ];
  if (account.phoneE164) {
    await tx
      .delete(phoneCodes)
      .where(and(eq(phoneCodes.clientId, clientId), eq(phoneCodes.phoneE164, account.phoneE164)));
  }

  const storedFiles = await tx.delete(files).where(owned(files)).returning({ storageKey: files.storageKey });
  const storedExports = await tx
    .select({ storageKey: dataExports.storageKey })
    .from(dataExports)
    .where(owned(dataExports));
  const storageKeys = [...storedFiles, ...storedExports].flatMap((row) => (row.storageKey ? [row.storageKey] : []));

  const families = await tx
    .delete(refreshTokens)
    .where(owned(refreshTokens))
    .returning({ familyId: refreshTokens.familyId });
  const sessionRows = await tx.select({ id: sessions.id }).from(sessions).where(owned(sessions));
  for (const table of ERASED_TABLES) await tx.delete(table).where(owned(table));

  const accountRow = and(eq(freelancers.clientId, clientId), eq(freelancers.id, id))!;
  // Nothing was sent to the client: nothing points to the account, which goes entirely.
  if (keptApplications === 0) await tx.delete(freelancers).where(accountRow);
  else await anonymise(tx, accountRow, id, account.deactivatedAt ?? now, now);

  if (storageKeys.length > 0 || messageJobs.length > 0) {
    await deps.jobs.enqueue(
      tx,
      'erasure',
      { clientId, storageKeys, messageJobs },
      { key: `erasure:${clientId}:${id}` },
    );
  }
  return {
    revokedSessions: [...new Set([...families.map((row) => row.familyId), ...sessionRows.map((row) => row.id)])],
  };
}

/**
 * Anonymises the account row that the applications kept for the client point to: a unique
 * placeholder address under `.invalid` (never mailed, never a login), nothing else of the person.
 */
async function anonymise(tx: Tx, where: SQL, id: number, deactivatedAt: Date, now: Date): Promise<void> {
  await tx
    .update(freelancers)
    .set({
      email: erasedEmail(id),
      futureEmail: null,
      passwordHash: null,
      firstName: null,
      lastName: null,
      isActive: false,
      deactivatedAt,
      erasedAt: now,
      subscribed: false,
      jobNotificationDigest: null,
      jobNotificationDigestSince: null,
      // Links to manage emails that are still in mailboxes stop working.
      subscriptionUuid: randomUUID(),
      residenceCountry: null,
      verificationStatus: 'UV',
      hasCompletedOnboarding: false,
      phoneCountry: null,
      phoneE164: null,
      profile: {},
      hiddenFields: [],
      rateValue: null,
      rateCurrency: null,
      ratePeriod: null,
      affiliate: null,
      onboardingJobId: null,
      updatedAt: now,
    })
    .where(where);
}

/**
 * Drafts (never sent to the client) are deleted. Submitted applications keep status, timeline and
 * dates; their answers, motivation, rates, documents and notes go. Open ones are withdrawn (their
 * interview slot freed for others); every one gets an event with ERASURE_NOTE, which queues its
 * VMS delivery.
 */
async function eraseApplications(
  tx: Tx,
  jobs: Pick<JobQueue, 'enqueue'>,
  clientId: string,
  freelancerId: number,
): Promise<number> {
  const rows = await tx
    .select({ id: applications.id, status: applications.status, projectId: applications.projectId })
    .from(applications)
    .where(ofFreelancer(applications, { clientId, freelancerId }))
    .for('update');
  const drafts = rows.filter((row) => row.status === 'UNDER_CONSTRUCTION');
  const submitted = rows.filter((row) => row.status !== 'UNDER_CONSTRUCTION');
  for (const draft of drafts) {
    await releaseSlot(tx, { clientId, projectId: draft.projectId, applicationId: draft.id });
  }
  if (drafts.length > 0) {
    await tx.delete(applications).where(
      inArray(
        applications.id,
        drafts.map((row) => row.id),
      ),
    );
  }
  if (submitted.length === 0) return 0;
  const ids = submitted.map((row) => row.id);
  // The VMS's notes may speak of the talent (a rejection's reason); the statuses and times stay.
  await tx.update(applicationEvents).set({ note: null }).where(inArray(applicationEvents.applicationId, ids));
  await tx
    .update(applications)
    .set({
      stepName: null,
      draft: {},
      submission: null,
      talentRateMinor: null,
      displayRateMinor: null,
      rateCurrency: null,
      rateUnit: null,
      cvFileId: null,
      coverFileId: null,
      withdrawReason: null,
    })
    .where(inArray(applications.id, ids));
  for (const row of submitted) {
    const withdraw = canWithdrawApplication(row.status);
    if (withdraw) await releaseSlot(tx, { clientId, projectId: row.projectId, applicationId: row.id });
    await recordApplicationEvent(tx, jobs, {
      clientId,
      applicationId: row.id,
      status: withdraw ? 'WITHDRAWN' : row.status,
      ...(withdraw && { longStatus: 'WITHDRAWN' as const }),
      source: 'TALENT',
      note: ERASURE_NOTE,
    });
  }
  return submitted.length;
}

/** What the `erasure` job needs. */
export interface ErasureCleanupOptions {
  readonly jobs: Pick<JobQueue, 'deleteJobs'>;
  readonly storage: FileStorage;
}

/**
 * Runs an `erasure` job: deletes the file contents and the message jobs the erasure found. Both
 * are idempotent (a missing key or job is no error), so a retried job simply finishes the work.
 */
export async function cleanUpErasure(options: ErasureCleanupOptions, job: ErasureCleanupJob): Promise<void> {
  for (const key of job.storageKeys) await options.storage.delete(key);
  await options.jobs.deleteJobs(job.messageJobs);
}
