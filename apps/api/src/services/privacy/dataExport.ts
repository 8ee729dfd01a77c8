// "Download my data" (GDPR art. 15 and 20): a zip of everything the portal holds about the talent,
// built in the background by an `export` job, kept through the file storage, and downloaded with an
// emailed link that lives EXPORT_TTL_SECONDS. One export per talent: asking again while one is being
// built answers that one; asking for a new one deletes the older ones (rows and files). When a
// link expires, a job scheduled for that moment deletes the file and marks the row EXPIRED (the row
// stays, so the old link answers 410 rather than 404, until a newer export or the erasure removes it).
import type { components } from '@talent/api-client';
import { and, desc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import yazl from 'yazl';
import { hashToken, randomToken } from '../identity/tokens.ts';
import { withTenant } from '../../db/client.ts';
import type { Tx } from '../../db/client.ts';
import { dataExports, freelancers } from '../../db/schema.ts';
import type { Limiter } from '../../limits/limiter.ts';
import type { JobQueue, JobWorkerParts } from '../../jobs/jobQueue.ts';
import type { DataExportJob } from '../../jobs/payloads.ts';
import { storageKey } from '../../storage/storage.ts';
import { UNRECORDED_GRACE_SECONDS, queueContentCheck } from '../files/contentChecks.ts';
import type { FileStorage } from '../../storage/storage.ts';
import type { Tenant } from '../../tenants/tenants.ts';
import { EXPORT_SECTIONS, exportFiles } from './dataExportSections.ts';
import { ofFreelancer } from '../shared/ownership.ts';
import type { FreelancerOwner } from '../shared/ownership.ts';
import type { ExportFile } from './dataExportSections.ts';
import { Problem, problem } from '../../problems.ts';

type Schemas = components['schemas'];
type ExportRow = typeof dataExports.$inferSelect;

/** How long a download link works (the mail says 7 days). */
export const EXPORT_TTL_SECONDS = 7 * 24 * 3600;
/** New exports per account per day: each reads all of the account and copies every file. */
export const EXPORTS_PER_DAY = 5;
/** The download path, under the API (the link works on the portal's origin, which serves the API too). */
export const EXPORT_DOWNLOAD_PATH = '/v1/api/dataExport/download';

/** The owner's latest export. */
async function latestExport(tx: Tx, owner: FreelancerOwner): Promise<ExportRow | undefined> {
  const [row] = await tx
    .select()
    .from(dataExports)
    .where(ofFreelancer(dataExports, owner))
    .orderBy(desc(dataExports.requestedAt))
    .limit(1);
  return row;
}

/** The contract's DataExport of a row (NONE without one); a READY export past its expiry is EXPIRED. */
export function toDataExport(row: ExportRow | undefined, now: Date): Schemas['DataExport'] {
  if (!row) return { status: 'NONE' };
  const expired =
    row.status === 'EXPIRED' || (row.status === 'READY' && row.expiresAt !== null && row.expiresAt <= now);
  return {
    status: expired ? 'EXPIRED' : row.status,
    requestedAt: row.requestedAt.toISOString(),
    ...(row.readyAt && { readyAt: row.readyAt.toISOString() }),
    ...(row.expiresAt && { expiresAt: row.expiresAt.toISOString() }),
  };
}

/** The state of the owner's latest export. */
export async function getDataExport(tx: Tx, owner: FreelancerOwner, now: Date): Promise<Schemas['DataExport']> {
  return toDataExport(await latestExport(tx, owner), now);
}

/**
 * Starts an export, or answers the one being built. A new export deletes the owner's older ones;
 * their stored files are returned for the caller to remove once the transaction has committed.
 * 429 past EXPORTS_PER_DAY new exports.
 */
export async function requestDataExport(
  tx: Tx,
  deps: { readonly jobs: Pick<JobQueue, 'enqueue'>; readonly limiter: Limiter },
  owner: FreelancerOwner,
  now: Date,
): Promise<{ export: Schemas['DataExport']; removedKeys: string[] }> {
  // One request at a time per account: two clicks at once must not start two exports.
  await tx
    .select({ id: freelancers.id })
    .from(freelancers)
    .where(and(eq(freelancers.clientId, owner.clientId), eq(freelancers.id, owner.freelancerId)))
    .for('update');
  const latest = await latestExport(tx, owner);
  if (latest?.status === 'PENDING') return { export: toDataExport(latest, now), removedKeys: [] };
  await deps.limiter.hit(`dataExport:${owner.clientId}:${owner.freelancerId}`, EXPORTS_PER_DAY, 24 * 3600);
  const removed = await tx
    .delete(dataExports)
    .where(ofFreelancer(dataExports, owner))
    .returning({ storageKey: dataExports.storageKey });
  // Removed by the caller after the commit; checked as well, should it die before it does.
  for (const { storageKey: key } of removed) {
    if (key) await queueContentCheck(tx, deps.jobs, { clientId: owner.clientId, storageKey: key });
  }
  const [row] = await tx
    .insert(dataExports)
    .values({ clientId: owner.clientId, freelancerId: owner.freelancerId, requestedAt: now })
    .returning();
  await deps.jobs.enqueue(
    tx,
    'export',
    { clientId: owner.clientId, exportId: row!.id, action: 'build' },
    { key: `export-build:${row!.id}` },
  );
  return {
    export: toDataExport(row, now),
    removedKeys: removed.flatMap((r) => (r.storageKey ? [r.storageKey] : [])),
  };
}

/**
 * The stored zip of a download token: 404 `dataExport.notFound` for a token no export has (never
 * issued, or its export was replaced or erased), 410 `dataExport.expired` past its expiry.
 */
export async function findDownload(
  tx: Tx,
  clientId: string,
  token: string,
  now: Date,
): Promise<{ storageKey: string; size: number | null; readyAt: Date }> {
  const [row] = await tx
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.clientId, clientId), eq(dataExports.tokenHash, hashToken(token))));
  if (!row) throw problem.notFound('dataExport.notFound');
  if (toDataExport(row, now).status === 'EXPIRED') throw new Problem(410, ['dataExport.expired']);
  if (row.status !== 'READY' || !row.storageKey || !row.readyAt) throw problem.notFound('dataExport.notFound');
  return { storageKey: row.storageKey, size: row.size, readyAt: row.readyAt };
}

/** The download's file name: the tenant and the day it was made (`acme-data-2026-11-24.zip`). */
export function exportFileName(tenant: Tenant, readyAt: Date): string {
  return `${tenant.id}-data-${readyAt.toISOString().slice(0, 10)}.zip`;
}

/** What the export jobs need (a build failing its last attempt is FAILED). */
export interface DataExportWorkerOptions extends JobWorkerParts {
  readonly storage: FileStorage;
  /** Where problems that do not fail the job go (a file that could not be removed). */
  readonly logError: (details: Record<string, unknown>, message: string) => void;
}

/** Runs the `export` jobs. */
export interface DataExportWorker {
  run(job: DataExportJob, attempt: number): Promise<void>;
}

/** The zip of an export: the sections as JSON, then the files, then files.json listing them. */
function zipOf(
  sections: readonly { file: string; content: unknown }[],
  stored: readonly ExportFile[],
  storage: FileStorage,
) {
  const zip = new yazl.ZipFile();
  const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');
  for (const section of sections) zip.addBuffer(json(section.content), section.file);
  const missing = new Set<number>();
  for (const file of stored) {
    // Opened one at a time, when the zip reaches the entry: an account may have many files.
    zip.addReadStreamLazy(file.path, (done) => {
      storage.stream(file.storageKey).then(
        (stream) => {
          // A row without content is damaged storage: the export says so instead of failing for good.
          if (!stream) missing.add(file.id);
          done(null, stream ?? Readable.from([]));
        },
        (error: unknown) => done(error, Readable.from([])),
      );
    });
  }
  // Written after the files, so it can tell which contents were missing.
  zip.addReadStreamLazy('files.json', (done) => {
    const list = stored.map(({ storageKey: _key, ...file }) =>
      missing.has(file.id) ? { ...file, path: null, contentMissing: true } : file,
    );
    done(null, Readable.from([json(list)]));
  });
  zip.end();
  const output = zip.outputStream as Readable;
  // A file that cannot be read fails the zip (yazl reports it on the zip, not on its output).
  zip.on('error', (error: Error) => output.destroy(error));
  return output;
}

export function dataExportWorker(options: DataExportWorkerOptions): DataExportWorker {
  const { db } = options.database;

  async function remove(key: string): Promise<void> {
    await options.storage.delete(key).catch((error: unknown) => {
      options.logError({ err: error, storageKey: key }, 'could not remove the file of a data export');
    });
  }

  /** Builds the zip, stores it, and makes the export READY with a mailed link. */
  async function build(tenant: Tenant, job: DataExportJob): Promise<void> {
    const read = await withTenant(db, tenant.id, async (tx) => {
      const [row] = await tx
        .select({ export: dataExports, freelancer: freelancers })
        .from(dataExports)
        .innerJoin(freelancers, eq(freelancers.id, dataExports.freelancerId))
        .where(and(eq(dataExports.clientId, tenant.id), eq(dataExports.id, job.exportId)));
      // Replaced by a newer export, erased, or already built by an earlier attempt.
      if (!row || row.export.status !== 'PENDING') return undefined;
      const subject = { clientId: tenant.id, freelancerId: row.freelancer.id, freelancer: row.freelancer };
      const sections = [];
      for (const section of EXPORT_SECTIONS) {
        sections.push({ file: section.file, content: await section.collect(tx, subject) });
      }
      return { sections, files: await exportFiles(tx, subject) };
    });
    if (!read) return;
    // A new key per attempt: a retried build never writes over a file another attempt may serve.
    // Announced first: a zip this attempt stores but does not record (it dies) is removed later.
    const key = storageKey(tenant.id, randomUUID());
    await withTenant(db, tenant.id, (tx) =>
      queueContentCheck(tx, options.jobs, { clientId: tenant.id, storageKey: key }, UNRECORDED_GRACE_SECONDS),
    );
    const stored = await options.storage.put(key, zipOf(read.sections, read.files, options.storage));
    const done = await withTenant(db, tenant.id, async (tx) => {
      const [row] = await tx
        .select({ export: dataExports, freelancer: freelancers })
        .from(dataExports)
        .innerJoin(freelancers, eq(freelancers.id, dataExports.freelancerId))
        .where(and(eq(dataExports.clientId, tenant.id), eq(dataExports.id, job.exportId)))
        .for('update', { of: dataExports });
      if (!row || row.export.status !== 'PENDING') return false;
      const now = new Date(options.now());
      const expiresAt = new Date(now.getTime() + EXPORT_TTL_SECONDS * 1000);
      const token = randomToken();
      await tx
        .update(dataExports)
        .set({
          status: 'READY',
          readyAt: now,
          expiresAt,
          tokenHash: hashToken(token),
          storageKey: key,
          size: stored.size,
        })
        .where(eq(dataExports.id, job.exportId));
      await options.messenger.send(tx, {
        tenant,
        kind: 'dataExportReady',
        locale: row.freelancer.locale,
        to: row.freelancer.email,
        channel: 'email',
        link: `${options.portalOrigin(tenant)}${EXPORT_DOWNLOAD_PATH}?token=${token}`,
        values: { name: row.freelancer.firstName ?? 'none' },
        key: `data-export:${job.exportId}`,
        subscriptionUuid: row.freelancer.subscriptionUuid,
      });
      await options.jobs.enqueue(
        tx,
        'export',
        { clientId: tenant.id, exportId: job.exportId, action: 'expire' },
        { key: `export-expire:${job.exportId}`, startAfter: expiresAt },
      );
      return true;
    }).catch(async (error: unknown) => {
      await remove(key);
      throw error;
    });
    // Replaced or erased while it was being built: the file belongs to nobody.
    if (!done) await remove(key);
  }

  /** The last attempt failed: the export is FAILED (the account page offers to ask again). */
  async function markFailed(tenant: Tenant, job: DataExportJob): Promise<void> {
    await withTenant(db, tenant.id, (tx) =>
      tx
        .update(dataExports)
        .set({ status: 'FAILED' })
        .where(and(eq(dataExports.id, job.exportId), eq(dataExports.status, 'PENDING'))),
    );
  }

  /** The link has expired: the file goes, the row stays (EXPIRED) so the link answers 410. */
  async function expire(tenant: Tenant, job: DataExportJob): Promise<void> {
    const key = await withTenant(db, tenant.id, async (tx) => {
      const [row] = await tx
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.clientId, tenant.id), eq(dataExports.id, job.exportId)))
        .for('update');
      if (!row || row.status !== 'READY' || !row.expiresAt) return undefined;
      // Started a little early (the queue's clock is the database's): the retry comes back later.
      if (row.expiresAt.getTime() > options.now()) throw new Error(`data export ${row.id} has not expired yet`);
      await tx
        .update(dataExports)
        .set({ status: 'EXPIRED', storageKey: null, size: null })
        .where(eq(dataExports.id, row.id));
      if (row.storageKey) {
        await queueContentCheck(tx, options.jobs, { clientId: tenant.id, storageKey: row.storageKey });
      }
      return row.storageKey;
    });
    if (key) await remove(key);
  }

  return {
    async run(job, attempt) {
      const tenant = options.tenants.get(job.clientId);
      // A tenant removed since: nothing to build or serve.
      if (!tenant) return;
      if (job.action === 'expire') return expire(tenant, job);
      try {
        await build(tenant, job);
      } catch (error) {
        if (attempt > options.retryLimit) await markFailed(tenant, job);
        throw error;
      }
    },
  };
}
