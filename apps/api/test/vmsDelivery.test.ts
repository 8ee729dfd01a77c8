// Webhook deliveries to the client's system (VMS), to a real HTTP receiver on 127.0.0.1: signed
// (a receiver checking with another secret refuses every delivery, and the application ends
// SEND_FAILED), retried with backoff until accepted (and then SENT_TO_CLIENT), deduplicated by the
// stable event id, and never lost — not even when the worker dies between the commit and the
// delivery.
import type { components } from '@talent/api-client';
import { asc, eq } from 'drizzle-orm';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { withTenant } from '../src/db/client.ts';
import { applicationEvents } from '../src/db/schema.ts';
import { contractAjv, contractRefs } from '../src/contract/contract.ts';
import { vmsDelivery } from '../src/services/vms/vmsDelivery.ts';
import { vmsLinks } from '../src/services/vms/vmsLinks.ts';
import { insertProjects } from './catalog.ts';
import { ALPHA, DB_KIND, FIXTURE_TENANTS, childDatabaseEnv, startTestServer, WAIT_FOR } from './harness.ts';
import type { TestServer } from './harness.ts';
import { insertTalent, statusOf, submitApplication, webhookReceiver } from './vmsFixtures.ts';

type Schemas = components['schemas'];

const KEY = 'alpha-vms-key-0123456789abcdefghijklmnop';
const API_DIR = join(import.meta.dirname, '..');
const validateEvent = contractAjv({ allErrors: true }).compile(
  contractRefs({ $ref: '#/components/schemas/VmsEvent' }) as object,
);

/** A server with its own webhook receiver, a talent and a project. */
async function setUp(env: Record<string, string>, answer?: (attempt: number) => number | 'hang', wrongSecret = false) {
  let secret = '';
  const receiver = await webhookReceiver(() => (wrongSecret ? `${secret}-not` : secret), answer);
  const server = await startTestServer({
    // The receiver listens on 127.0.0.1: the development switch lets webhooks reach this machine.
    env: { INTEGRATION_API_KEY_ALPHA: KEY, JOBS_RETRY_DELAY_SECONDS: '1', WEBHOOK_ALLOW_LOOPBACK: 'true', ...env },
  });
  const set = await server.call<Schemas['VmsWebhookCreated']>('setVmsWebhook', {
    headers: { 'x-api-key': KEY },
    body: { url: receiver.url },
  });
  secret = set.body.secret;
  const db = server.server.context.database;
  const talent = await insertTalent(db, 'alpha', `talent-${Date.now()}@example.com`);
  const [project] = await insertProjects(server, 'alpha', [{ title: 'Senior Java Developer', vmsId: 'ACME-1' }]);
  const submit = () =>
    submitApplication(
      { database: db, jobs: server.server.context.jobs, storage: server.server.context.storage },
      'alpha',
      talent,
      project!,
    );
  return { server, receiver, submit, secret: () => secret };
}

async function timeline(server: TestServer, applicationId: number) {
  return withTenant(server.server.context.database.db, 'alpha', (tx) =>
    tx
      .select({ id: applicationEvents.id, status: applicationEvents.status, source: applicationEvents.source })
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, applicationId))
      .orderBy(asc(applicationEvents.id)),
  );
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

describe('signed deliveries', () => {
  it('POSTs each change signed, and a submission the receiver accepted becomes SENT_TO_CLIENT', async () => {
    const { server, receiver, submit } = await setUp({});
    closers.push(
      () => receiver.close(),
      () => server.close(),
    );
    const app = await submit();
    await vi.waitFor(() => expect(receiver.deliveries.length).toBeGreaterThanOrEqual(2), WAIT_FOR);
    expect(await statusOf(server.server.context.database, 'alpha', app.id)).toBe('SENT_TO_CLIENT');
    const [submitted, sent] = receiver.deliveries;
    for (const delivery of [submitted!, sent!]) {
      expect(delivery.verified).toBe(true);
      expect(delivery.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      const event = JSON.parse(delivery.body) as Schemas['VmsEvent'];
      expect(validateEvent(event), JSON.stringify(validateEvent.errors)).toBe(true);
      expect(String(event.id)).toBe(delivery.eventId);
    }
    const events = await timeline(server, app.id);
    expect(events.map((e) => [e.status, e.source])).toEqual([
      ['SEND_PENDING', 'TALENT'],
      ['SENT_TO_CLIENT', 'SYSTEM'],
    ]);
    expect(receiver.deliveries.map((d) => d.eventId)).toEqual(events.map((e) => String(e.id)));
    expect((JSON.parse(submitted!.body) as Schemas['VmsEvent']).status).toBe('SEND_PENDING');
    // The talent hears that it arrived.
    const mails = (await server.outbox(ALPHA)).filter((m) => m.subject?.includes('was sent to the client'));
    expect(mails).toHaveLength(1);
    await server.server.context.jobs.settled();
    expect(receiver.deliveries).toHaveLength(2);
  });

  it('is refused by a receiver that checks with another secret; the submission ends SEND_FAILED', async () => {
    const { server, receiver, submit } = await setUp({ JOBS_RETRY_LIMIT: '1' }, undefined, true);
    closers.push(
      () => receiver.close(),
      () => server.close(),
    );
    const app = await submit();
    await vi.waitFor(
      async () => expect(await statusOf(server.server.context.database, 'alpha', app.id)).toBe('SEND_FAILED'),
      WAIT_FOR,
    );
    // The first attempt and one retry, each refused: the signature does not verify with another secret.
    const submission = receiver.deliveries.filter((d) => d.eventId === String(app.eventId));
    expect(submission.map((d) => [d.verified, d.answered])).toEqual([
      [false, 401],
      [false, 401],
    ]);
    expect(receiver.acceptedIds()).toEqual([]);
    expect((await timeline(server, app.id)).map((e) => [e.status, e.source])).toEqual([
      ['SEND_PENDING', 'TALENT'],
      ['SEND_FAILED', 'SYSTEM'],
    ]);
    const mails = (await server.outbox(ALPHA)).filter((m) => m.subject?.includes('could not be sent'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.links).toEqual([
      'http://alpha.test:3000/app/project?tab=applications',
      expect.stringMatching(/^http:\/\/alpha\.test:3000\/subscriptions\/[0-9a-f-]{36}$/),
    ]);
  });
});

describe('retries', () => {
  it('retries a receiver that fails twice, until it accepts; the event arrives once', async () => {
    const { server, receiver, submit } = await setUp({ JOBS_RETRY_LIMIT: '5' }, (attempt) =>
      attempt <= 2 ? 503 : 200,
    );
    closers.push(
      () => receiver.close(),
      () => server.close(),
    );
    const app = await submit();
    await vi.waitFor(
      async () => expect(await statusOf(server.server.context.database, 'alpha', app.id)).toBe('SENT_TO_CLIENT'),
      WAIT_FOR,
    );
    const submission = receiver.deliveries.filter((d) => d.eventId === String(app.eventId));
    expect(submission.map((d) => [d.verified, d.answered])).toEqual([
      [true, 503],
      [true, 503],
      [true, 200],
    ]);
    await vi.waitFor(() => expect(receiver.acceptedIds()).toHaveLength(2), WAIT_FOR);
    expect(receiver.acceptedIds()).toEqual((await timeline(server, app.id)).map((e) => String(e.id)));
  });

  it('delivers the same id again after a crash before the success was recorded; the receiver counts it once', async () => {
    // No worker in this server: the test plays the worker that died after the POST.
    const { server, receiver, submit } = await setUp({ JOBS_WORKER: 'off' });
    closers.push(
      () => receiver.close(),
      () => server.close(),
    );
    const app = await submit();
    const { context } = server.server;
    const delivery = vmsDelivery({
      database: context.database,
      jobs: context.jobs,
      messenger: context.messenger,
      tenants: context.tenants,
      links: vmsLinks(context.config.jwtSecret),
      reach: context.config.webhookReach,
      portalOrigin: (tenant) => context.portalOrigin(tenant),
      retryLimit: 3,
      now: context.now,
    });
    await delivery.deliver({ clientId: 'alpha', eventId: app.eventId }, 1);
    await delivery.deliver({ clientId: 'alpha', eventId: app.eventId }, 2);
    expect(receiver.deliveries.map((d) => d.eventId)).toEqual([String(app.eventId), String(app.eventId)]);
    expect(receiver.acceptedIds()).toEqual([String(app.eventId)]);
    // One move, however often the submission was delivered.
    expect((await timeline(server, app.id)).map((e) => e.status)).toEqual(['SEND_PENDING', 'SENT_TO_CLIENT']);
  });

  it('sends nothing without a webhook: the application waits in the feed for the VMS', async () => {
    const { server, receiver, submit } = await setUp({});
    closers.push(
      () => receiver.close(),
      () => server.close(),
    );
    await server.call('deleteVmsWebhook', { headers: { 'x-api-key': KEY } });
    const app = await submit();
    await server.server.context.jobs.settled();
    expect(receiver.deliveries).toEqual([]);
    expect(await statusOf(server.server.context.database, 'alpha', app.id)).toBe('SEND_PENDING');
    const feed = await server.call<Schemas['VmsEventPage']>('listVmsApplicationEvents', {
      headers: { 'x-api-key': KEY },
    });
    expect(feed.body.results.map((e) => [e.application.id, e.status])).toEqual([[app.id, 'SEND_PENDING']]);
  });
});

// A worker process killed between the commit and the delivery needs the database shared between
// processes: PostgreSQL (the embedded database belongs to one server process).
describe.skipIf(DB_KIND === 'pglite')('a worker killed between the commit and the delivery', () => {
  let work: string;
  let env: Record<string, string>;
  let dropDatabase: () => Promise<void>;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'talent-vms-'));
    ({ env, drop: dropDatabase } = await childDatabaseEnv(work));
  });
  afterAll(async () => {
    for (const child of workers) await kill(child);
    await dropDatabase?.();
    rmSync(work, { recursive: true, force: true });
  });

  const kill = (child: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });

  it('delivers the submission after a new worker starts', async () => {
    const workerEnv = {
      ...env,
      TENANTS_DIR: FIXTURE_TENANTS,
      DEFAULT_TENANT: 'alpha',
      JWT_SECRET: 'test-secret-test-secret-test-secret-123456',
      // An attempt whose worker died is retried 4 s after it started, then a second later.
      JOBS_EXPIRE_SECONDS: '4',
      JOBS_RETRY_DELAY_SECONDS: '1',
      WEBHOOK_ALLOW_LOOPBACK: 'true',
      LOG_LEVEL: 'warn',
    };
    // The first delivery hangs (the worker is mid-delivery when it dies); later ones are accepted.
    const { server, receiver, submit } = await setUp({ ...workerEnv, JOBS_WORKER: 'off' }, (attempt) =>
      attempt === 1 ? 'hang' : 200,
    );
    closers.push(
      () => receiver.close(),
      () => server.close(),
    );
    const startWorker = () => {
      const child = spawn(process.execPath, ['src/bootstrap/worker.ts'], {
        cwd: API_DIR,
        env: { ...process.env, ...workerEnv },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      workers.push(child);
      return child;
    };
    // Committed while no worker runs: the job waits in the database.
    const app = await submit();
    const first = startWorker();
    await vi.waitFor(() => expect(receiver.deliveries).toHaveLength(1), WAIT_FOR);
    await kill(first);
    expect(await statusOf(server.server.context.database, 'alpha', app.id)).toBe('SEND_PENDING');
    startWorker();
    await vi.waitFor(
      async () => expect(await statusOf(server.server.context.database, 'alpha', app.id)).toBe('SENT_TO_CLIENT'),
      { ...WAIT_FOR, timeout: 30_000 },
    );
    const submission = receiver.deliveries.filter((d) => d.eventId === String(app.eventId));
    expect(submission.map((d) => [d.verified, d.answered])).toEqual([
      [true, 0],
      [true, 200],
    ]);
    expect(receiver.acceptedIds()).toContain(String(app.eventId));
  }, 60_000);
});
