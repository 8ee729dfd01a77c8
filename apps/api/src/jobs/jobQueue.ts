// Durable background jobs on the database (pg-boss): every outgoing side effect (email, SMS,
// webhooks and digests) is a job row written in the same transaction as the change that
// causes it, so a rolled-back change sends nothing and a committed one is never lost. Workers
// retry failures with exponential backoff; a job that keeps failing ends in its queue's dead-letter
// queue, where it stays visible (and can be redriven) instead of vanishing. Each job carries an
// idempotency key: enqueueing the same key twice makes one job, and the delivery side records the
// key so a job retried after a crash does not deliver twice. A running attempt holds a lease that its
// worker renews (pg-boss's heartbeat): a long attempt of a live worker keeps it, and the job of a
// worker that died is retried soon (`lostJobRetrySeconds`: 42 s with the defaults), not after its expiry.
//
// Workers run in the server process by default (`JOBS_WORKER=inline`), or in a process of their own
// (`pnpm --filter @talent/api worker`, with `JOBS_WORKER=off` on the API servers).
import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle } from 'pg-boss';
import { createHash, randomUUID } from 'node:crypto';
import { afterCommit, rowsOf } from '../db/client.ts';
import type { Database, Tx } from '../db/client.ts';
import type { Messenger } from '../services/messaging/messenger.ts';
import type { Tenant, TenantRegistry } from '../tenants/tenants.ts';
import type {
  DataExportJob,
  DigestJob,
  ErasureCleanupJob,
  MessageJob,
  StorageCheckJob,
  VmsEventJob,
} from './payloads.ts';

/** Every queue and what its jobs carry. */
export interface JobPayloads {
  /** One email or SMS, rendered when it was caused, to deliver through the configured transport. */
  readonly message: MessageJob;
  /** One application change to deliver to the tenant's VMS webhook (services/vms/vmsDelivery.ts). */
  readonly vms: VmsEventJob;
  /** The digest sweep, and each job alert's or pool digest's mail of a period (services/notifications/digests.ts). */
  readonly digest: DigestJob;
  /** Builds a talent's data export, or retires it when its link expires (services/privacy/dataExport.ts). */
  readonly export: DataExportJob;
  /** Removes what an erased account left outside its transaction: files, queued and sent messages. */
  readonly erasure: ErasureCleanupJob;
  /** Removes stored content no row names: left by a crash between storing and recording (services/files/contentChecks.ts). */
  readonly storage: StorageCheckJob;
}

/** A queue's name. */
export type QueueName = keyof JobPayloads;

const QUEUE_NAMES: readonly QueueName[] = ['message', 'vms', 'digest', 'export', 'erasure', 'storage'];

/**
 * What a job handler needs that reads a tenant's data and may send messages or queue more jobs:
 * the server's parts, or those of a worker process (`bootstrap/worker.ts`).
 */
export interface JobWorkerParts {
  readonly database: Database;
  readonly jobs: Pick<JobQueue, 'enqueue'>;
  readonly messenger: Messenger;
  readonly tenants: Pick<TenantRegistry, 'get'>;
  readonly portalOrigin: (tenant: Tenant) => string;
  /** Retries after the first attempt (JOBS_RETRY_LIMIT): attempt `retryLimit + 1` is the last. */
  readonly retryLimit: number;
  readonly now: () => number;
}

/** The dead-letter queue of a queue: jobs that failed every retry. Nobody works it. */
export const deadLetterQueue = (queue: QueueName) => `${queue}.dead`;

/** Handles one job; throwing fails the attempt (retried with backoff until the limit). */
export type JobHandler<Q extends QueueName> = (
  data: JobPayloads[Q],
  job: { readonly id: string; readonly attempt: number },
) => Promise<void>;

/** A handler per queue. */
export type JobHandlers = { readonly [Q in QueueName]: JobHandler<Q> };

/** How the queues retry and when a running job counts as lost. */
export interface JobPolicy {
  /** Retries after the first attempt before a job goes to the dead-letter queue. */
  readonly retryLimit: number;
  /** First retry delay in seconds; each further retry waits about twice as long (capped at an hour). */
  readonly retryDelaySeconds: number;
  /**
   * How long an attempt may run at most, however alive its worker: a job active for longer is
   * failed (and retried) even while its handler still runs.
   */
  readonly expireSeconds: number;
  /**
   * The lease of a running attempt: its worker renews it every third of this (pg-boss's heartbeat),
   * and an attempt not renewed for this long (its worker died) is retried. A long attempt of a live
   * worker keeps its lease; a dead worker's is retried within `lostJobRetrySeconds`. At least 10.
   */
  readonly heartbeatSeconds: number;
}

/** Job counts of a queue, for readiness and tests. */
export interface QueueCounts {
  /** Waiting to run now or later (new, or waiting for a retry). */
  readonly queued: number;
  readonly active: number;
  /** Failed every retry (also copied to the dead-letter queue). */
  readonly failed: number;
  /** Jobs in the dead-letter queue. */
  readonly dead: number;
}

/** The job queue of a process. */
export interface JobQueue {
  /** Installs or migrates pg-boss's schema and the queues. */
  start(): Promise<void>;
  /**
   * Writes a job in `tx`. With a `key`, the job's id is derived from it, so the same key enqueued
   * twice (a retried request) is one job. The local workers are woken once `tx` commits.
   */
  enqueue<Q extends QueueName>(
    tx: Tx,
    queue: Q,
    data: JobPayloads[Q],
    options?: {
      key?: string;
      /** Not before this time (an export's expiry); at once by default. */
      startAfter?: Date;
      /** Not before this many seconds from now, on the database's clock (instead of `startAfter`). */
      delaySeconds?: number;
    },
  ): Promise<void>;
  /**
   * The ids of jobs of `queue` (and of its dead-letter queue) that are not running and whose data
   * matches: `clientId` and any of the values of one field (e.g. the recipients `to` of messages).
   * Readable in a tenant's transaction (the requests' role may read the queue, not change it).
   */
  findJobs(
    tx: Tx,
    queue: QueueName,
    match: { readonly clientId: string; readonly field: string; readonly values: readonly string[] },
  ): Promise<{ readonly queue: string; readonly id: string }[]>;
  /** Deletes jobs by id (as the owner of the queue's tables: `findJobs` found them). */
  deleteJobs(jobs: readonly { readonly queue: string; readonly id: string }[]): Promise<void>;
  /** Starts this process's workers. */
  work(handlers: JobHandlers): Promise<void>;
  /** Resolves once no job of the queues is due or running (or after `timeoutMs`; then false). */
  settled(timeoutMs?: number): Promise<boolean>;
  counts(queue: QueueName): Promise<QueueCounts>;
  /**
   * Creates a job of `queue` with `data` on the UTC `cron` expression (pg-boss's schedule, stored in
   * the database: one schedule per queue and key, however many processes set it), or removes that
   * schedule when `cron` is undefined. The cron runs only in a process whose queue was created with
   * `cron: true`; an occurrence missed while no such process ran is caught up once at the next start.
   */
  schedule<Q extends QueueName>(queue: Q, cron: string | undefined, data: JobPayloads[Q]): Promise<void>;
  /** Stops the workers (waiting up to `graceMs` for running jobs) and the maintenance timers. */
  stop(graceMs?: number): Promise<void>;
}

/** pg-boss's schema in our database. */
const SCHEMA = 'pgboss';
/** Longest wait between retries. */
const MAX_RETRY_DELAY_SECONDS = 3600;

/**
 * A UUID derived from an idempotency key (the job id): SHA-256, shaped as an RFC 9562 version 8
 * UUID, so equal keys give equal ids and pg-boss's insert skips the second.
 */
export function jobIdForKey(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex').slice(0, 32).split('');
  hex[12] = '8';
  hex[16] = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * How often lost jobs are looked for (pg-boss's supervisor and its monitoring pass of each queue):
 * three times per heartbeat, twice per expiry period, between 1 s and a minute.
 */
const checkSeconds = (policy: JobPolicy) =>
  Math.max(1, Math.min(60, Math.floor(policy.expireSeconds / 2), Math.floor(policy.heartbeatSeconds / 3)));

/** How often a worker looks for due jobs when nothing woke it. */
const POLLING_SECONDS = 1;

/**
 * The longest time from a worker's death to the first retry of the attempt it was running (another
 * worker, or this one restarted, starting it again): the lease lapses (`heartbeatSeconds` after the
 * last renewal, which was at the latest the moment the worker died), the next monitoring pass finds
 * it (`checkSeconds`, and a second for the pass's own round trips), the retry waits its first delay
 * (`retryDelaySeconds`, up to twice that with jitter), and a worker polls for it. With the defaults
 * 15 + 5 + 1 + 20 + 1 = 42 s.
 */
export function lostJobRetrySeconds(policy: JobPolicy): number {
  return (
    Math.min(
      policy.heartbeatSeconds + checkSeconds(policy) + 1,
      // An expiry shorter than the heartbeat finds the job first.
      policy.expireSeconds + checkSeconds(policy) + 1,
    ) +
    2 * policy.retryDelaySeconds +
    POLLING_SECONDS
  );
}

/**
 * Row-level security on the jobs, as on every table of tenant data: a job's payload is a tenant's
 * (a rendered mail with its login link, an application's event), and `talent_app` needs to read
 * jobs (RETURNING the id of one it queues, the erasure's `findJobs`) — so it sees and queues only
 * those of the tenant its transaction is set to (`data.clientId`, which every queued payload
 * carries). pg-boss itself connects as the tables' owner, whom the policy does not bind. pg-boss
 * inserts into a queue's partition (`job_common`) directly, not through `job`, so every table of
 * the job family gets the policy. Run at each start, by each process: a policy another process
 * made in the meantime is left as it is.
 */
const TENANT_JOBS_POLICY = `
DO $$
DECLARE
  t regclass;
BEGIN
  FOR t IN
    SELECT c.oid::regclass FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = '${SCHEMA}'
       AND (c.relname = 'job' OR c.oid IN (SELECT inhrelid FROM pg_inherits WHERE inhparent = '${SCHEMA}.job'::regclass))
  LOOP
    -- Only when off: ALTER TABLE locks the jobs out for a moment at every start otherwise.
    IF NOT (SELECT relrowsecurity FROM pg_class WHERE oid = t) THEN
      EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', t);
    END IF;
    IF NOT EXISTS (SELECT 1 FROM pg_policy WHERE polrelid = t AND polname = 'tenant_isolation') THEN
      BEGIN
        EXECUTE format(
          'CREATE POLICY tenant_isolation ON %s FOR ALL TO talent_app'
          ' USING (data->>''clientId'' = current_setting(''app.client_id'', true))'
          ' WITH CHECK (data->>''clientId'' = current_setting(''app.client_id'', true))',
          t);
      EXCEPTION WHEN duplicate_object THEN
        NULL;
      END;
    END IF;
  END LOOP;
END
$$`;

/** The job queue on `database` (sharing its connection pool). */
export function createJobQueue(options: {
  readonly database: Database;
  readonly policy: JobPolicy;
  /** Where pg-boss's own errors go (the server's logger). */
  readonly onError: (error: Error) => void;
  /**
   * Whether this process turns schedules into jobs (pg-boss's cron monitor, a poll every few
   * seconds). Processes that work jobs do; API servers with JOBS_WORKER=off and tests do not.
   */
  readonly cron?: boolean;
}): JobQueue {
  const { database, policy } = options;
  const boss = new PgBoss({
    // The server's own pool: one set of connections, and on the embedded database one queue of turns.
    db: {
      executeSql: async (text: string, values?: unknown[]) => database.pool.query(text, values),
    },
    schema: SCHEMA,
    // Lost jobs (a worker that died mid-attempt: its lease not renewed, or past its expiry) are
    // found by the supervisor's monitoring pass of each queue: run it often enough that a lost job
    // is retried soon after its lease lapses.
    superviseIntervalSeconds: checkSeconds(policy),
    monitorIntervalSeconds: checkSeconds(policy),
    schedule: options.cron ?? false,
    // Vacuum and autovacuum warnings are the database operator's business, and PGlite has no autovacuum.
    monitorVacuum: false,
  });
  boss.on('error', options.onError);
  const workers: string[] = [];
  let started: Promise<void> | undefined;

  const queueOptions = {
    retryLimit: policy.retryLimit,
    retryDelay: policy.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: MAX_RETRY_DELAY_SECONDS,
    expireInSeconds: policy.expireSeconds,
    heartbeatSeconds: policy.heartbeatSeconds,
  };

  async function install(): Promise<void> {
    await boss.start();
    for (const queue of QUEUE_NAMES) {
      const dead = deadLetterQueue(queue);
      if (!(await boss.getQueue(dead))) await boss.createQueue(dead, { retryLimit: 0 });
      if (await boss.getQueue(queue)) await boss.updateQueue(queue, queueOptions);
      else await boss.createQueue(queue, { ...queueOptions, deadLetter: dead });
    }
    // Requests run as `talent_app` (row-level security), and they write jobs in their own
    // transactions: that role may read the queue settings and insert jobs, nothing more.
    await database.pool.query(`
      GRANT USAGE ON SCHEMA ${SCHEMA} TO talent_app;
      GRANT SELECT, INSERT ON ALL TABLES IN SCHEMA ${SCHEMA} TO talent_app;
      GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA ${SCHEMA} TO talent_app;
    `);
    await database.pool.query(TENANT_JOBS_POLICY);
  }

  return {
    start() {
      started ??= install();
      return started;
    },

    async enqueue(tx, queue, data, enqueueOptions = {}) {
      const id = enqueueOptions.key ? jobIdForKey(`${queue}:${enqueueOptions.key}`) : randomUUID();
      // Drizzle types a raw `execute` result as unknown; node-postgres answers the `{ rows }` pg-boss reads.
      await boss.send(queue, data as object, {
        id,
        db: fromDrizzle(tx as Parameters<typeof fromDrizzle>[0], sql),
        ...(enqueueOptions.startAfter && { startAfter: enqueueOptions.startAfter }),
        // pg-boss adds a number of seconds to the database's now(): a server clock that is off (or a
        // test's) does not move the job.
        ...(enqueueOptions.delaySeconds && { startAfter: enqueueOptions.delaySeconds }),
      });
      afterCommit(tx, () => {
        for (const worker of workers) boss.notifyWorker(worker);
      });
    },

    async work(handlers) {
      await this.start();
      for (const queue of QUEUE_NAMES) {
        // Each queue's jobs carry that queue's payload; TypeScript cannot follow the pairing in a loop.
        const handler = handlers[queue] as (data: unknown, job: { id: string; attempt: number }) => Promise<void>;
        workers.push(
          await boss.work<JobPayloads[QueueName]>(
            queue,
            // Two attempts at a time: deliveries wait on the network, not on this process. The
            // lease is renewed three times per heartbeat period, so one late renewal (a busy event
            // loop, a slow statement) does not lose it.
            {
              pollingIntervalSeconds: POLLING_SECONDS,
              localConcurrency: 2,
              heartbeatRefreshSeconds: policy.heartbeatSeconds / 3,
            },
            async ([job]) => {
              if (!job) return;
              try {
                await handler(job.data, { id: job.id, attempt: job.retryCount + 1 });
              } catch (error) {
                // Logged here; pg-boss records the failure and schedules the retry.
                options.onError(
                  new Error(`${queue} job ${job.id}, attempt ${job.retryCount + 1}: ${(error as Error).message}`, {
                    cause: error,
                  }),
                );
                throw error;
              }
            },
          ),
        );
      }
    },

    async findJobs(tx, queue, match) {
      if (match.values.length === 0) return [];
      const rows = rowsOf<{ queue: string; id: string }>(
        await tx.execute(sql`
          SELECT name AS queue, id::text AS id FROM ${sql.raw(SCHEMA)}.job
          WHERE name IN (${queue}, ${deadLetterQueue(queue)}) AND state <> 'active'
            AND data->>'clientId' = ${match.clientId}
            AND lower(data->>${match.field}) IN (${sql.join(
              match.values.map((value) => sql`${value.toLowerCase()}`),
              sql`, `,
            )})`),
      );
      return rows;
    },

    async deleteJobs(jobs) {
      const byQueue = Map.groupBy(jobs, (job) => job.queue);
      for (const [queue, ids] of byQueue) {
        await boss.deleteJob(
          queue,
          ids.map((job) => job.id),
        );
      }
    },

    async settled(timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const { rows } = await database.pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ${SCHEMA}.job
           WHERE name = ANY($1) AND (state = 'active' OR (state IN ('created', 'retry') AND start_after <= now()))`,
          [QUEUE_NAMES],
        );
        if (rows[0]!.n === 0) return true;
        if (Date.now() >= until) return false;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },

    async counts(queue) {
      const { rows } = await database.pool.query<{ name: string; state: string; n: number }>(
        `SELECT name, state, count(*)::int AS n FROM ${SCHEMA}.job WHERE name = ANY($1) GROUP BY name, state`,
        [[queue, deadLetterQueue(queue)]],
      );
      const count = (name: string, states: string[]) =>
        rows.filter((r) => r.name === name && states.includes(r.state)).reduce((sum, r) => sum + r.n, 0);
      return {
        queued: count(queue, ['created', 'retry']),
        active: count(queue, ['active']),
        failed: count(queue, ['failed']),
        dead: count(deadLetterQueue(queue), ['created', 'retry', 'active', 'failed', 'completed']),
      };
    },

    async schedule(queue, cron, data) {
      await this.start();
      if (cron === undefined) await boss.unschedule(queue);
      // `missed: 'once'`: a digest sweep missed while no process ran (a deploy at 07:00) runs once at
      // the next start; the digests' own period keys keep it from sending twice.
      else await boss.schedule(queue, cron, data, { tz: 'UTC', missed: 'once' });
    },

    async stop(graceMs = 10_000) {
      if (!started) return;
      await started.catch(() => undefined);
      // `close: false`: the pool belongs to the database, which closes it itself.
      await boss.stop({ graceful: true, timeout: graceMs, close: false });
    },
  };
}
