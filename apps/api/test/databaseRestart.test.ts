// PostgreSQL going away and coming back under a running server process: a cluster of the test's
// own (test/pgCluster.ts) stopped `fast` (clients disconnected, as a restart or failover does) and
// `immediate` (as a crash) while the server (`node src/bootstrap/main.ts`, a process of its own, as
// deployed) is asked for searches. While the database is away every request answers at once, 503
// with Retry-After, and /readyz says not ready; the process stays up; once the database is back it
// serves again by itself, without a restart — its job workers too: a registration answered just
// before the stop, and one after the return, each get their activation mail (the job queue resumes
// polling by itself, and a job committed before the stop is not lost).
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from '../src/bootstrap/config.ts';
import { DB_KIND, FIXTURE_TENANTS, NO_SHEDDING_ON_DELAY, rawRequest, WAIT_FOR } from './harness.ts';
import { registration } from './accounts.ts';
import { privateCluster } from './pgCluster.ts';
import type { PrivateCluster } from './pgCluster.ts';

let searches = 0;

/** A request that needs the database: a visitor's search on tenant alpha, a new query each time (no cache answers it). */
async function search(url: string): Promise<{ status: number; retryAfter: string | undefined; ms: number }> {
  const started = performance.now();
  const response = await rawRequest(url, {
    method: 'POST',
    path: '/v1/api/publicsearch/project/query',
    host: 'alpha.test',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ offset: 0, size: 5, query: `developer${searches++}` }),
  });
  return {
    status: response.status,
    retryAfter: response.headers['retry-after'] as string | undefined,
    ms: performance.now() - started,
  };
}

const ready = async (url: string) => (await rawRequest(url, { method: 'GET', path: '/readyz' })).status;

/** Registers a talent on alpha (its activation mail is a job); the status answered. */
async function register(url: string, email: string): Promise<number> {
  const response = await rawRequest(url, {
    method: 'POST',
    path: '/v1/api/freelancer/register',
    host: 'alpha.test',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(registration(email)),
  });
  return response.status;
}

/** How many mails the dev outbox holds to `email`. */
async function mailed(url: string, email: string): Promise<number> {
  const response = await rawRequest(url, { method: 'GET', path: '/__dev/outbox', host: 'alpha.test' });
  if (response.status !== 200) return 0;
  return (JSON.parse(response.body) as { to: string }[]).filter((message) => message.to === email).length;
}

describe.skipIf(DB_KIND === 'pglite')('PostgreSQL restarts under a running server', () => {
  let cluster: PrivateCluster;
  let child: ChildProcess;
  let url: string;
  let output = '';
  let work: string;

  beforeAll(async () => {
    cluster = await privateCluster();
    work = mkdtempSync(join(tmpdir(), 'talent-db-restart-'));
    child = spawn(process.execPath, [join(REPO_ROOT, 'apps', 'api', 'src', 'bootstrap', 'main.ts')], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env['PATH'] ?? '',
        NODE_ENV: 'test',
        ...NO_SHEDDING_ON_DELAY,
        TENANTS_DIR: FIXTURE_TENANTS,
        DEFAULT_TENANT: 'alpha',
        JWT_SECRET: 'restart-test-secret-restart-test-secret-1',
        DATABASE_URL: cluster.url,
        // The activation mails land in the dev outbox, where the test reads them.
        DEV_MAILBOX: 'true',
        // Eight visitors searching flat out: the per-address limit is not what this tests.
        RATE_LIMIT_PER_MINUTE: '100000',
        FILES_DIR: join(work, 'files'),
        SEED_PROJECTS: '0',
        GAZETTEER_PRELOAD: 'false',
        DIGEST_SCHEDULE: 'off',
        PORT: '0',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const listening = () => /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
    await vi.waitFor(() => expect(listening() !== undefined || child.exitCode !== null).toBe(true), {
      ...WAIT_FOR,
      timeout: 60_000,
    });
    if (!listening()) throw new Error(`the server did not start:\n${output}`);
    url = listening()!;
  }, 90_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await cluster?.remove();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  for (const mode of ['fast', 'immediate'] as const) {
    it(`fails fast while the database is away (stop -m ${mode}, under load) and serves again once it is back`, async () => {
      expect((await search(url)).status).toBe(200);
      expect(await ready(url)).toBe(200);

      // Eight visitors searching all along: requests are in flight (connections checked out, in
      // transactions) when the database goes.
      const answers: { status: number; ms: number }[] = [];
      let stopLoad = false;
      const load = Array.from({ length: 8 }, async () => {
        while (!stopLoad) answers.push(await search(url).catch(() => ({ status: 0, retryAfter: undefined, ms: 0 })));
      });
      await vi.waitFor(() => expect(answers.length).toBeGreaterThan(20), WAIT_FOR);

      // Committed just before the database goes: its mail job must survive the stop.
      const before = `before-${mode}@example.com`;
      expect(await register(url, before)).toBe(201);
      await cluster.stop(mode);
      const whileAway = answers.length;
      // Every request while it is away: a quick 503 that says when to come back, never a hang.
      for (let i = 0; i < 5; i++) {
        const away = await search(url);
        expect(away.status, output).toBe(503);
        expect(away.retryAfter).toMatch(/^\d+$/);
        expect(away.ms).toBeLessThan(5_000);
      }
      expect(await ready(url)).toBe(503);
      // The visitors went on meanwhile, and were answered too.
      await vi.waitFor(() => expect(answers.length).toBeGreaterThan(whileAway + 40), WAIT_FOR);
      expect(child.exitCode, output).toBeNull();

      await cluster.start();
      await vi.waitFor(async () => expect((await search(url)).status).toBe(200), { ...WAIT_FOR, timeout: 20_000 });
      await vi.waitFor(async () => expect(await ready(url)).toBe(200), { ...WAIT_FOR, timeout: 20_000 });
      // The job queue works again by itself: the mail of a registration now, and the one committed
      // before the stop (delivered then, or retried now — either way delivered, once).
      const after = `after-${mode}@example.com`;
      expect(await register(url, after)).toBe(201);
      await vi.waitFor(async () => expect(await mailed(url, after)).toBe(1), { ...WAIT_FOR, timeout: 60_000 });
      // The one committed before the stop may have been taken by a worker when the database went
      // (a crash, `immediate`): its lease lapses and it is retried (lostJobRetrySeconds, 42 s).
      await vi.waitFor(async () => expect(await mailed(url, before)).toBe(1), { ...WAIT_FOR, timeout: 90_000 });
      const back = answers.length;
      await vi.waitFor(
        () => expect(answers.slice(back).filter((a) => a.status === 200).length).toBeGreaterThan(20),
        WAIT_FOR,
      );
      stopLoad = true;
      await Promise.all(load);
      // Nothing but answers and refusals: no 500, no dropped connection, none slower than the bound.
      const statuses = new Set(answers.map((a) => a.status));
      expect([...statuses].sort(), output).toEqual([200, 503]);
      expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(5_000);
      expect(child.exitCode, output).toBeNull();
    }, 200_000);
  }
});
