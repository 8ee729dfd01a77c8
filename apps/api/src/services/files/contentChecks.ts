// Stored contents and the rows that name them, kept in step through crashes. Content is written
// before the row that names it commits (a row never names content that is not there) and removed
// after the row that named it is gone; a process killed in between leaves content no row names —
// a whole file, or a partial write if it died while writing. Nothing would ever find it: it is no
// one's, and it fills the disk.
//
// So each side writes a `storage` job where a crash cannot lose it: before content is stored, in a
// transaction of its own, a check due once the row must long have committed
// (UNRECORDED_GRACE_SECONDS); in the transaction that deletes a row naming content, a check due at
// once. The check removes the content, and any partial write of it, unless a row names it when it
// runs (`files`: CVs, documents, images; `data_exports`: export zips). Removing content that is
// already gone is no error, so the checks are safe to repeat.
import { and, eq, sql } from 'drizzle-orm';
import { withTenant } from '../../db/client.ts';
import type { Database, Tx } from '../../db/client.ts';
import { dataExports, files } from '../../db/schema.ts';
import type { JobQueue } from '../../jobs/jobQueue.ts';
import type { StorageCheckJob } from '../../jobs/payloads.ts';
import type { FileStorage } from '../../storage/storage.ts';
import type { InTransaction } from '../shared/transactions.ts';

/**
 * How long content stored ahead of its row is given for the row to commit. Storing and recording
 * take seconds (an upload's bytes are in memory by then; an export's zip is written once, then
 * recorded), so content still unnamed an hour later was left by a process that died in between.
 */
export const UNRECORDED_GRACE_SECONDS = 3600;

/** What announcing content needs: the job queue and a transaction of the caller's. */
export interface ContentLedger {
  readonly jobs: Pick<JobQueue, 'enqueue'>;
  readonly inTenant: InTransaction;
}

/**
 * Queues the check of `storageKey` in `tx`: at once (`delaySeconds` 0, for content whose row `tx`
 * deletes), or later (content about to be stored, whose row is still to be written). The delay
 * counts on the database's clock, as the queue does.
 */
export async function queueContentCheck(
  tx: Tx,
  jobs: Pick<JobQueue, 'enqueue'>,
  job: StorageCheckJob,
  delaySeconds = 0,
): Promise<void> {
  await jobs.enqueue(tx, 'storage', job, delaySeconds > 0 ? { delaySeconds } : {});
}

/** Announces content about to be stored under `storageKey`: removed unless its row is there in time. */
export async function announceContent(ledger: ContentLedger, job: StorageCheckJob): Promise<void> {
  await ledger.inTenant((tx) => queueContentCheck(tx, ledger.jobs, job, UNRECORDED_GRACE_SECONDS));
}

/** The uuid a file's key ends with (`storageKey`): the `files` row is found by its unique uuid. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether a row of the tenant names `storageKey`. */
async function isNamed(tx: Tx, { clientId, storageKey }: StorageCheckJob): Promise<boolean> {
  const uuid = UUID.exec(storageKey)?.[0];
  if (uuid) {
    const [file] = await tx
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.clientId, clientId), eq(files.uuid, uuid), eq(files.storageKey, storageKey)));
    if (file) return true;
  }
  // An account has one export at a time: a tenant's rows are as many as its talents who asked.
  const [zip] = await tx
    .select({ one: sql`1` })
    .from(dataExports)
    .where(and(eq(dataExports.clientId, clientId), eq(dataExports.storageKey, storageKey)));
  return zip !== undefined;
}

/**
 * Runs a `storage` job: removes the content under the key (and a partial write of it) unless a row
 * names it. A row written later would name content that is gone, so the later check waits well past
 * any real store-then-record (UNRECORDED_GRACE_SECONDS).
 */
export async function checkStoredContent(
  options: { readonly database: Database; readonly storage: FileStorage },
  job: StorageCheckJob,
): Promise<void> {
  const named = await withTenant(options.database.db, job.clientId, (tx) => isNamed(tx, job));
  if (!named) await options.storage.delete(job.storageKey);
}
