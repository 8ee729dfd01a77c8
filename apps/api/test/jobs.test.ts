// Background jobs (pg-boss on the database): messages are jobs written in the transaction of their
// cause, retried with backoff, dead-lettered when they keep failing, deduplicated by key — and a
// worker killed mid-delivery delivers exactly once after a restart.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withTenant } from '../src/db/client.ts';
import { registration } from './accounts.ts';
import { ALPHA, DB_KIND, FIXTURE_TENANTS, childDatabaseEnv, startTestServer, WAIT_FOR } from './harness.ts';
import type { TestServer } from './harness.ts';
import { testSmtp } from './smtp.ts';

const API_DIR = join(import.meta.dirname, '..');

describe('messages as jobs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const message = (to: string, key?: string) => ({
    tenant: server.server.context.tenants.get('alpha')!,
    kind: 'activation' as const,
    locale: 'en',
    channel: 'email' as const,
    to,
    link: 'http://alpha.test/app/account/activate?token=x',
    ...(key && { key }),
  });

  it('sends nothing when the change that caused the message rolls back', async () => {
    const { context } = server.server;
    await expect(
      withTenant(context.database.db, 'alpha', async (tx) => {
        await context.messenger.send(tx, message('rolled-back@example.com'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await withTenant(context.database.db, 'alpha', (tx) =>
      context.messenger.send(tx, message('committed@example.com')),
    );
    const recipients = (await server.outbox(ALPHA)).map((m) => m.to);
    expect(recipients).toContain('committed@example.com');
    expect(recipients).not.toContain('rolled-back@example.com');
  });

  it('delivers a message once however often its key is enqueued', async () => {
    const { context } = server.server;
    for (let i = 0; i < 3; i++) {
      await withTenant(context.database.db, 'alpha', (tx) =>
        context.messenger.send(tx, message('once@example.com', 'activation:once@example.com:1')),
      );
    }
    const delivered = (await server.outbox(ALPHA)).filter((m) => m.to === 'once@example.com');
    expect(delivered).toHaveLength(1);
  });

  it('shows the queue on /readyz', async () => {
    const ready = await fetch(`${server.url}/readyz`);
    const body = (await ready.json()) as { jobs: Record<string, unknown> };
    expect(body.jobs).toEqual({
      message: { queued: expect.any(Number) as unknown, active: expect.any(Number) as unknown, failed: 0, dead: 0 },
      vms: { queued: expect.any(Number) as unknown, active: expect.any(Number) as unknown, failed: 0, dead: 0 },
      export: { queued: 0, active: 0, failed: 0, dead: 0 },
      erasure: { queued: 0, active: 0, failed: 0, dead: 0 },
      storage: { queued: 0, active: 0, failed: 0, dead: 0 },
    });
  });
});

describe('retries and dead letters', () => {
  it('retries a failed delivery with a growing delay until the mail server takes it', async () => {
    const smtp = await testSmtp({
      answer: (attempt) => (attempt <= 2 ? { code: 451, text: 'try again later' } : 'accept'),
    });
    const server = await startTestServer({
      env: { SMTP_URL: smtp.url, JOBS_RETRY_DELAY_SECONDS: '1', JOBS_RETRY_LIMIT: '5' },
    });
    try {
      expect((await server.call('register', { body: registration('retry@example.com') })).status).toBe(201);
      await smtp.delivery((d) => d.outcome === 'accepted');
      expect(smtp.deliveries.map((d) => d.outcome)).toEqual(['refused', 'refused', 'accepted']);
      const [first, second, third] = smtp.deliveries.map((d) => d.at);
      // Backoff: about 1 s, then about 2 s (with jitter, never less than the base delay).
      expect(second! - first!).toBeGreaterThanOrEqual(900);
      expect(third! - second!).toBeGreaterThanOrEqual(1800);
      expect(await server.server.context.jobs.counts('message')).toMatchObject({ failed: 0, dead: 0 });
    } finally {
      await server.close();
      await smtp.stop();
    }
  });

  it('moves a message that fails every retry to the dead-letter queue', async () => {
    const smtp = await testSmtp({ answer: () => ({ code: 451, text: 'mailbox busy' }) });
    const server = await startTestServer({
      env: { SMTP_URL: smtp.url, JOBS_RETRY_DELAY_SECONDS: '1', JOBS_RETRY_LIMIT: '1' },
    });
    try {
      expect((await server.call('register', { body: registration('dead@example.com') })).status).toBe(201);
      const counts = await vi.waitFor(async () => {
        const now = await server.server.context.jobs.counts('message');
        expect(now.failed).toBe(1);
        return now;
      }, WAIT_FOR);
      expect(counts).toEqual({ queued: 0, active: 0, failed: 1, dead: 1 });
      // The first attempt and one retry, then no more.
      expect(smtp.deliveries).toHaveLength(2);
    } finally {
      await server.close();
      await smtp.stop();
    }
  });
});

// Killing a worker mid-delivery is staged with table locks taken from a second connection, which
// the embedded database cannot offer: PGlite is a single session whose connections take turns,
// so a test transaction holding a lock would stop the worker before it even picked the job.
describe.skipIf(DB_KIND === 'pglite')('a worker killed mid-delivery', () => {
  let work: string;
  let env: Record<string, string>;
  let dropDatabase: () => Promise<void>;
  let server: TestServer;
  let control: pg.Client;
  let blocker: pg.Client;
  const workers: ChildProcess[] = [];

  /**
   * Jobs expire 4 s after they started (long enough to stage a crash, short for the restart) and
   * are retried a second later.
   */
  const workerEnv = () => ({
    ...env,
    TENANTS_DIR: FIXTURE_TENANTS,
    // The worker loads the tenants as the server does (VMS deliveries need them).
    DEFAULT_TENANT: 'alpha',
    JOBS_EXPIRE_SECONDS: '4',
    JOBS_RETRY_DELAY_SECONDS: '1',
    LOG_LEVEL: 'warn',
  });

  const startWorker = () => {
    const child = spawn(process.execPath, ['src/bootstrap/worker.ts'], {
      cwd: API_DIR,
      env: { ...process.env, ...workerEnv() },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    workers.push(child);
    return child;
  };

  const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
  const kill = (child: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (!running(child)) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'talent-jobs-'));
    ({ env, drop: dropDatabase } = await childDatabaseEnv(work));
    // The API server queues, the worker processes deliver.
    server = await startTestServer({ env: { ...workerEnv(), JOBS_WORKER: 'off' } });
    control = new pg.Client({ connectionString: env['DATABASE_URL'] });
    blocker = new pg.Client({ connectionString: env['DATABASE_URL'] });
    await control.connect();
    await blocker.connect();
  });

  afterAll(async () => {
    for (const child of workers) await kill(child);
    await control?.end();
    await blocker?.end();
    await server?.close();
    await dropDatabase?.();
    rmSync(work, { recursive: true, force: true });
  });

  const jobOf = async (to: string) => {
    const { rows } = await control.query<{ state: string; retry_count: number }>(
      "SELECT state, retry_count FROM pgboss.job WHERE name = 'message' AND data->>'to' = $1",
      [to],
    );
    return rows[0];
  };
  const delivered = async (to: string) => {
    const { rows } = await control.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE recipient = $1', [
      to,
    ]);
    return rows[0]!.n;
  };
  /** Whether some session waits for a lock on `table` (the worker, blocked by the test). */
  const waitsOn = async (table: string) => {
    const { rows } = await control.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
       WHERE NOT l.granted AND c.relname = $1`,
      [table],
    );
    return rows[0]!.n > 0;
  };

  /**
   * Registers `to` and starts a worker, whose delivery of the activation mail then waits for the
   * outbox lock the test holds (in `blocker`'s open transaction): a worker mid-delivery.
   */
  const workerStuckDelivering = async (to: string) => {
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE outbox IN SHARE MODE');
    expect((await server.call('register', { body: registration(to) })).status).toBe(201);
    const worker = startWorker();
    await vi.waitFor(async () => {
      expect((await jobOf(to))?.state).toBe('active');
      expect(await waitsOn('outbox')).toBe(true);
    }, WAIT_FOR);
    return worker;
  };

  /** Starts a new worker: the lost job expires, is retried once and is then done, delivered once. */
  const expectOneDeliveryAfterRestart = async (to: string) => {
    startWorker();
    const job = await vi.waitFor(async () => {
      const now = await jobOf(to);
      expect(now?.state).toBe('completed');
      return now!;
    }, WAIT_FOR);
    expect(job.retry_count).toBe(1);
    expect(await delivered(to)).toBe(1);
  };

  it('redelivers a message whose delivery never committed', async () => {
    const to = 'lost-in-flight@example.com';
    const first = await workerStuckDelivering(to);
    await kill(first);
    await blocker.query('ROLLBACK');
    expect(await delivered(to)).toBe(0);

    await expectOneDeliveryAfterRestart(to);
  });

  it('does not deliver again when the worker died after delivering, before marking the job done', async () => {
    for (const child of workers) await kill(child);
    const to = 'delivered-then-killed@example.com';
    const first = await workerStuckDelivering(to);
    // Now hold back the job's completion (an update of pg-boss's job table), then let the
    // delivery through: the message is in the outbox, the job still active.
    await control.query('BEGIN');
    await control.query('LOCK TABLE pgboss.job IN SHARE MODE');
    await blocker.query('ROLLBACK');
    await vi.waitFor(async () => expect(await delivered(to)).toBe(1), WAIT_FOR);
    await vi.waitFor(async () => expect(await waitsOn('job_common')).toBe(true), WAIT_FOR);
    await kill(first);
    // PostgreSQL finishes a statement whose client died once it gets its lock: the dead worker's
    // completion, already sent, would still land. Its connection goes down with it, as when the
    // machine dies with the statement in flight.
    await control.query(
      `SELECT pg_terminate_backend(l.pid) FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
       WHERE NOT l.granted AND c.relname = 'job_common'`,
    );
    await control.query('ROLLBACK');
    expect((await jobOf(to))?.state).toBe('active');

    // The retry runs and finds the delivery by its key.
    await expectOneDeliveryAfterRestart(to);
  });
});
