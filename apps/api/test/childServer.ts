// The API server as a process of its own (`node src/bootstrap/main.ts`, as deployed), for what an
// in-process server cannot be put through: a SIGKILL, and a restart on the same database and files.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { expect, vi } from 'vitest';
import { REPO_ROOT } from '../src/bootstrap/config.ts';
import { ALPHA, callOperation, NO_SHEDDING_ON_DELAY, rawRequest, WAIT_FOR } from './harness.ts';
import type { ApiClient, OutboxMessage } from './harness.ts';

/** How much of the process's output is kept for a failure's message. */
const OUTPUT_KEPT = 64 * 1024;

/** A running server process. */
export interface ChildServer extends ApiClient {
  readonly process: ChildProcess;
  /** The last 64 KiB of its output (stdout and stderr). */
  output(): string;
  /** How many lines it has logged (stdout) since it started: a clock of its own work. */
  logLines(): number;
  /** Resolves once it has logged `count` lines (at once if it has). */
  loggedLines(count: number): Promise<void>;
  /** Kills it with SIGKILL (no shutdown code runs) and waits until it is gone. */
  kill(): Promise<void>;
  /** Stops it with SIGTERM (the graceful shutdown) and waits until it is gone. */
  stop(): Promise<void>;
}

/**
 * Starts `src/bootstrap/main.ts` with `env` only (plus PATH; PORT 0 and LOG_LEVEL info, so the
 * listening address can be read from its log) and resolves once it listens.
 */
export async function startChildServer(env: Record<string, string>, timeoutMs = 90_000): Promise<ChildServer> {
  const child = spawn(process.execPath, [`${REPO_ROOT}/apps/api/src/bootstrap/main.ts`], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env['PATH'] ?? '',
      NODE_ENV: 'test',
      ...NO_SHEDDING_ON_DELAY,
      ...env,
      PORT: '0',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_KEPT);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  // Each line of its log (pino: one per line) is a step of its work: a request taken or
  // answered, a job started or done. Waiting for a count of them waits for its work, not time.
  let lines = 0;
  const lineWaiters: { count: number; resolve: () => void }[] = [];
  child.stdout.on('data', (chunk: Buffer) => {
    for (const byte of chunk) if (byte === 0x0a) lines += 1;
    for (const waiter of lineWaiters.filter((w) => w.count <= lines)) {
      lineWaiters.splice(lineWaiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const end = async (signal: NodeJS.Signals) => {
    if (!gone()) child.kill(signal);
    await exited;
  };

  let url: string | undefined;
  await vi.waitFor(
    () => {
      url ??= /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      expect(url !== undefined || gone(), 'the server listens').toBe(true);
    },
    { ...WAIT_FOR, timeout: timeoutMs },
  );
  if (!url) throw new Error(`the server did not start:\n${output}`);
  const baseUrl = url;

  return {
    url: baseUrl,
    process: child,
    call: (operationId, options) => callOperation(baseUrl, operationId, options),
    async outbox(host = ALPHA) {
      const response = await rawRequest(baseUrl, { method: 'GET', path: '/__dev/outbox?limit=500', host });
      if (response.status !== 200) throw new Error(`outbox: ${response.status} ${response.body}`);
      return JSON.parse(response.body) as OutboxMessage[];
    },
    output: () => output,
    logLines: () => lines,
    loggedLines: (count) =>
      count <= lines ? Promise.resolve() : new Promise<void>((resolve) => lineWaiters.push({ count, resolve })),
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}
