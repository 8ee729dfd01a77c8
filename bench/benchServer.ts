// What the benchmarks that run a server of @talent/api share: its configuration (production mode,
// the repository's tenants, acme by default, logging at warn, rate limits lifted, no digest sweep)
// in process or as a child process of its own (spawned, waited for until ready, stopped), signing
// a talent up and in over HTTP as the portal does, a fresh PostgreSQL database, the machine's load
// average sampled during a run, and the machine line of the results.
import { loadConfig } from '@talent/api';
import type { Config } from '@talent/api';
import { spawn } from 'node:child_process';
import type { ChildProcess, StdioOptions } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, freemem, loadavg, release, totalmem, type } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import type { BenchClient } from './benchHttp.ts';
import { sleep } from './benchHttp.ts';

const ROOT = resolve(import.meta.dirname, '..');
/** The PostgreSQL server the benchmarks create their databases on (loopback only). */
export const ADMIN_URL = process.env['BENCH_PG_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The settings every benchmark server runs with, in process or spawned (a spawned one serves the
 * tenants of its own checkout, the default `TENANTS_DIR`).
 */
const BENCH_SETTINGS = {
  JWT_SECRET: 'benchmark-secret-benchmark-secret-0123456789',
  DEFAULT_TENANT: 'acme',
  LOG_LEVEL: 'warn',
  // One client address sends everything; the per-address limit would answer 429.
  RATE_LIMIT_PER_MINUTE: '100000000',
  DIGEST_SCHEDULE: 'off',
};

/** A benchmark server's configuration; `env` adds to it or overrides it. */
export function benchConfig(env: Record<string, string>): Config {
  return loadConfig({ NODE_ENV: 'production', TENANTS_DIR: join(ROOT, 'tenants'), ...BENCH_SETTINGS, ...env });
}

/**
 * Starts `entry` (`apps/server/src/main.ts`, `apps/api/src/bootstrap/main.ts`, or another
 * checkout's) as a process of its own on 127.0.0.1:`port`, from its app's folder, with the bench
 * settings, the tenant folders not watched, and `env` on top (NODE_ENV and the database among it).
 * Its output goes to `stdio` (default: standard output dropped, errors shown).
 */
export function spawnServer(
  entry: string,
  port: number,
  env: Record<string, string>,
  stdio: StdioOptions = ['ignore', 'ignore', 'inherit'],
): ChildProcess {
  return spawn(process.execPath, [entry], {
    cwd: dirname(dirname(entry)),
    stdio,
    env: {
      ...process.env,
      ...BENCH_SETTINGS,
      TENANTS_WATCH: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
  });
}

/** Waits until the server answers /readyz 200 (a first start migrates and seeds before it listens). */
export async function waitReady(child: ChildProcess, client: BenchClient, seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited with ${child.exitCode ?? child.signalCode}`);
    try {
      if ((await client.call('GET', '/readyz', { timeoutMs: 5000 })).status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`the server was not ready within ${seconds} s`);
    await sleep(250);
  }
}

/** Stops the server with SIGTERM (it closes gracefully) and waits until it has exited. */
export async function stopServer(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** A database of the benchmark's own on ADMIN_URL's server. */
export interface BenchDatabase {
  readonly name: string;
  readonly url: string;
  /** The server's version, e.g. `15.20`. */
  readonly postgres: string;
  drop(): Promise<void>;
}

/** Runs `work` on a connection to ADMIN_URL's server (loopback only). */
async function asAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const host = new URL(ADMIN_URL).hostname;
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(host)) throw new Error(`loopback only: ${host}`);
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Creates the database `name` afresh (dropped first if a crashed run left it) on ADMIN_URL. */
export async function freshDatabase(name: string): Promise<BenchDatabase> {
  const postgres = await asAdmin(async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const version = await admin.query<{ server_version: string }>('SHOW server_version');
    return (version.rows[0]?.server_version ?? '?').split(' ')[0]!;
  });
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    postgres,
    drop: () => asAdmin(async (admin) => void (await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))),
  };
}

/**
 * Samples the 1-minute load average every `everyMs` until `stop()`, which gives their mean and
 * maximum (the current load average when no sample was taken): other work on a shared machine.
 */
export function sampleLoad(everyMs = 10_000): { stop(): { mean: number; max: number } } {
  const loads: number[] = [];
  const sampler = setInterval(() => loads.push(loadavg()[0]!), everyMs);
  return {
    stop() {
      clearInterval(sampler);
      if (loads.length === 0) return { mean: loadavg()[0]!, max: loadavg()[0]! };
      return { mean: loads.reduce((a, b) => a + b, 0) / loads.length, max: Math.max(...loads) };
    },
  };
}

/**
 * The machine of the results: CPU, cores, memory (`freeNow`: with the memory free at this moment,
 * "at the end" of a run), kernel, Node.
 */
export function machineLine(freeNow = false): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const free = freeNow ? ` (${(freemem() / 2 ** 30).toFixed(1)} GiB free at the end)` : '';
  return `${cpu}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB${free}, ${type()} ${release()}, Node ${process.version}`;
}

/**
 * CPU time (user + system, ms) the process has used, from /proc (Linux; clock ticks of 10 ms).
 * On a shared machine, CPU per page is steadier than the latencies: other processes' load
 * lengthens the queue, not the server's own work.
 */
export function cpuMs(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of stat(5) (utime, stime), counted here from field 3 (state).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** The password of every talent `signUpTalent` registers. */
export const BENCH_PASSWORD = 'difference-engine-1822';

/**
 * Registers a talent with this email on the server at `origin` (…/v1/api) and logs in; their access
 * token. `headers` go with both requests (an `X-Forwarded-For` of the talent's own, say).
 */
export async function signUpTalent(
  origin: string,
  email: string,
  name = 'Bench',
  headers: Record<string, string> = {},
): Promise<string> {
  // A server that sheds load (503 with Retry-After; just started, or on a busy machine) is asked
  // again when it says, a few times.
  const post = async (path: string, body: unknown) => {
    for (let attempt = 1; ; attempt++) {
      const response = await fetch(`${origin}${path}`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', ...headers },
      });
      const retryAfter = Number(response.headers.get('retry-after'));
      if (response.status === 503 && retryAfter > 0 && attempt < 10) {
        await response.body?.cancel();
        await sleep(retryAfter * 1000);
        continue;
      }
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    }
  };
  const account = { email, password: BENCH_PASSWORD };
  const registered = await post('/freelancer/register', {
    ...account,
    firstName: name,
    lastName: 'Bench',
    locale: 'en',
    termsAccepted: true,
    privacyAccepted: true,
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  const login = await post('/authorize', account);
  if (login.status !== 200) throw new Error(`authorize: ${login.status} ${JSON.stringify(login.body)}`);
  return login.body['access_token'] as string;
}
