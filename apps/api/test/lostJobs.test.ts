// A running job holds a lease its worker renews (pg-boss's heartbeat): a long attempt of a live
// worker keeps it past JOBS_HEARTBEAT_SECONDS (it is not run a second time beside itself), and once
// the worker is killed (`kill -9`) mid-attempt the job is retried within `lostJobRetrySeconds` —
// not after JOBS_EXPIRE_SECONDS — and its mail is sent once. The server runs as a child process
// (src/bootstrap/main.ts, the job workers inline) on the project's database, its mail going to a mail
// server of the test's (test/smtp.ts) that holds back its answer to the first message: the job is
// demonstrably mid-attempt while the test waits and when the process dies.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/bootstrap/config.ts';
import { lostJobRetrySeconds } from '../src/jobs/jobQueue.ts';
import { registration } from './accounts.ts';
import {
  callOperation,
  childDatabaseEnv,
  FIXTURE_TENANTS,
  NO_SHEDDING_ON_DELAY,
  rawRequest,
  WAIT_FOR,
} from './harness.ts';
import { freePort } from './pgCluster.ts';
import { testSmtp } from './smtp.ts';
import type { TestSmtp } from './smtp.ts';

const API_DIR = join(import.meta.dirname, '..');

/** Job counts of the `message` queue, as `/readyz` shows them. */
type Counts = { queued: number; active: number; failed: number; dead: number };

/** Rejects once `deadline` (epoch ms) has passed without `promise` settling: a bound, not a sleep. */
function before<T>(promise: Promise<T>, deadline: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within the bound`)), Math.max(0, deadline - Date.now()));
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

describe('a job whose worker was killed mid-attempt', () => {
  const work = mkdtempSync(join(tmpdir(), 'talent-lost-jobs-'));
  const processes: ChildProcess[] = [];
  let smtp: TestSmtp | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;

  afterAll(async () => {
    for (const child of processes) await kill(child);
    await smtp?.stop();
    await dropDatabase?.();
    rmSync(work, { recursive: true, force: true });
  });

  const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
  const kill = (child: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (!running(child)) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });

  /** Starts the server as a process and resolves with its URL once it is ready. */
  async function startServerProcess(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
    const port = await freePort();
    const child = spawn(process.execPath, ['src/bootstrap/main.ts'], {
      cwd: API_DIR,
      env: { ...process.env, ...NO_SHEDDING_ON_DELAY, ...env, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    processes.push(child);
    const url = `http://127.0.0.1:${port}`;
    await vi.waitFor(
      async () => {
        if (!running(child)) throw new Error(`the server process ended (${child.exitCode ?? child.signalCode})`);
        const ready = await rawRequest(url, { method: 'GET', path: '/readyz' }).catch(() => null);
        expect(ready?.status, 'server process not ready').toBe(200);
      },
      { timeout: 60_000, interval: 100 },
    );
    return { child, url };
  }

  const messageCounts = async (url: string) => {
    const ready = await rawRequest(url, { method: 'GET', path: '/readyz' });
    return (JSON.parse(ready.body) as { jobs: { message: Counts } }).jobs.message;
  };

  it('keeps its lease while the worker lives, is retried within lostJobRetrySeconds once it died, and its mail is sent once', async () => {
    // The first message is never answered (the worker waits in the middle of its delivery), every
    // later one is taken.
    smtp = await testSmtp({ answer: (attempt) => (attempt === 1 ? new Promise(() => {}) : 'accept') });
    const database = await childDatabaseEnv(work);
    dropDatabase = database.drop;
    const env = {
      ...database.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      TENANTS_DIR: FIXTURE_TENANTS,
      DEFAULT_TENANT: 'alpha',
      JWT_SECRET: 'lost-jobs-secret-lost-jobs-secret-0123456789',
      LOG_LEVEL: 'warn',
      SEED_PROJECTS: '0',
      GAZETTEER_PRELOAD: 'false',
      DIGEST_SCHEDULE: 'off',
      SMTP_URL: smtp.url,
      // The shortest lease pg-boss takes, and a short first retry; the expiry is the default (5 min).
      JOBS_HEARTBEAT_SECONDS: '10',
      JOBS_RETRY_DELAY_SECONDS: '1',
      // The attempt waits for the mail server's answer longer than the lease.
      SMTP_TIMEOUT_SECONDS: '60',
    };
    const bound = lostJobRetrySeconds(loadConfig(env).jobs);
    const to = 'killed-mid-delivery@example.com';

    const first = await startServerProcess(env);
    expect((await callOperation(first.url, 'register', { body: registration(to) })).status).toBe(201);
    // The activation mail's data reached the mail server, which holds back its answer: mid-attempt.
    const held = await before(
      smtp.delivery((d) => d.to.includes(to)),
      Date.now() + WAIT_FOR.timeout,
      'the first attempt',
    );
    expect(held.outcome).toBe('pending');
    // Past the lease and the supervisor's next pass after it (10 s + 3 s, and a second of round
    // trips): a lease that was not renewed would have been taken, and the job run again beside this
    // attempt (queued, then a second message).
    let lapsed: Counts | undefined;
    await vi.waitFor(
      async () => {
        const counts = await messageCounts(first.url);
        if (counts.active !== 1 || counts.queued !== 0) lapsed ??= counts;
        expect(Date.now() - held.at).toBeGreaterThan(15_000);
      },
      { timeout: 40_000, interval: 250 },
    );
    expect(lapsed).toBeUndefined();
    expect(smtp.deliveries.filter((d) => d.to.includes(to))).toHaveLength(1);
    await kill(first.child);
    const killedAt = Date.now();

    const second = await startServerProcess(env);
    // The bound runs from the death or from the moment a worker runs again, whichever is later (a
    // busy machine may take longer than the lease to start the server).
    const from = Math.max(killedAt, Date.now());
    const taken = await before(
      smtp.delivery((d) => d.to.includes(to) && d.outcome === 'accepted'),
      from + bound * 1000,
      `the retry of the killed attempt (${bound} s)`,
    );
    expect(taken.at - from).toBeLessThanOrEqual(bound * 1000);
    // The same message (its key names it), now done: nothing queued or running, nothing failed.
    expect(taken.messageId).toBe(held.messageId);
    await vi.waitFor(
      async () => expect(await messageCounts(second.url)).toEqual({ queued: 0, active: 0, failed: 0, dead: 0 }),
      WAIT_FOR,
    );
    expect(smtp.accepted(to)).toHaveLength(1);
    expect(smtp.deliveries.filter((d) => d.to.includes(to))).toHaveLength(2);
  }, 150_000);
});
