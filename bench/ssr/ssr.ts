// `pnpm --filter @talent/bench bench:ssr`: time to first byte of server-rendered job pages under
// 50 concurrent requests, on PostgreSQL (issue 17: p95 ≤ 40 ms). Needs `pnpm --filter
// @talent/portal build` first: it runs the built portal as `npm start` does.
//
// 1. Creates a database `talent_bench_ssr_<pid>` on BENCH_PG_ADMIN_URL (default
//    postgres://postgres@127.0.0.1:5432/postgres), dropped at the end, also after a failure.
// 2. Seeds it the way `npm start` seeds demo data: `apps/server/src/main.ts` in development
//    mode on DATABASE_URL with SEED_PROJECTS (default 2,000 projects per tenant, `npm start`'s
//    default) — the demo seed runs outside production only. That server is stopped, then
//    `VACUUM ANALYZE` (what autovacuum keeps up in service).
// 3. Starts the same server in production mode on that database (React's production build, as
//    deployed; `--env development` measures `npm start`'s mode instead), logging at `warn`, the
//    per-address rate limit lifted (one client address sends everything; the page's in-process
//    API calls count against the visitor's address too).
// 4. Reads the job pages from the tenant's default-language sitemap (`/sitemap.xml`, then its
//    first sitemap: `/projects/<slug>/<id>`), takes `--jobs` of them spread over the catalog, and
//    each job's title from `GET /v1/api/project/{id}`.
// 5. Warms up (`--warmup` s at the full concurrency, not recorded), then one visitor alone for
//    `--solo` s (the service time of a page on an idle server), then `--connections` requests in
//    flight at all times for `--duration` s. Requests go round-robin over the jobs, so the pages,
//    their SQL and the React render differ from one request to the next.
//
// Why a client of its own, not autocannon: autocannon's latency is the time to the whole response;
// a streamed page's last byte comes after React has rendered all of it, and the target is the
// first byte. Each request here is a `node:http` request on a keep-alive socket (one socket per
// concurrent request, like autocannon's connections); its time to first byte runs from just
// before the request is written to the `response` event, which Node emits when the status line
// and headers — the first bytes the server sends, after `renderPage` has run the loaders and
// rendered the shell — have arrived. The body is then read to its end (time to last byte is
// reported beside) and checked: status 200, `text/html`, and the job's title (HTML-escaped as
// React writes it) inside the root element, so the server really rendered the page. Anything else
// counts as a failure and its time is not in the percentiles (an answer byte for byte the same as
// the page's last checked one passes without being decoded again). Every time is kept, so the
// percentiles are exact. The client runs on the same machine as the server: on a small machine
// it takes CPU from it, which the results note says. Beside the latencies, the server process's
// CPU time per page (from /proc, Linux): on a shared machine other processes lengthen the queue
// and so the latencies, hardly the server's own work per page, so that figure compares two
// versions of the server more steadily. And the load generator's own CPU time per page
// (`process.cpuUsage`), which says how much of the machine the client takes from the server.
//
// Each run replaces its label's row in `ssr/results.json`; the section of `ssr/RESULTS.md` between
// the markers is rewritten from all rows (the text after it is kept: the analysis, by hand).
//
//   pnpm --filter @talent/bench bench:ssr [--duration 20] [--connections 50] [--projects 2000]
//     [--jobs 400] [--label "…"] [--note "…"] [--profile DIR] [--env production|development]
//     [--page-cache SECONDS] [--accept-encoding "gzip, deflate, br, zstd"]
//     [--database-url postgres://…] [--dry-run]
//
// `--page-cache SECONDS` sets the server's PAGE_CACHE_SECONDS (the pages it keeps for visitors
// without a session): 0 renders every request, the cost of a page no visitor asked for lately (a
// crawler's); unset, the server's default, under which the rotated pages are mostly kept ones.
// `--accept-encoding` sends that header with the page requests, as every browser does: the pages
// then come compressed (their bytes as sent are counted; each is decompressed before it is checked).
//
// `--profile DIR` starts the measured server with `--cpu-prof --cpu-prof-dir DIR` (the profile is
// written when it stops). `--database-url` measures on a database seeded before (by `npm start`
// or an earlier run) and leaves it as it is: quicker when comparing changes. Loopback only;
// bounded in time and counts.
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, release, tmpdir, totalmem, type } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { cliArgs } from '../cliArgs.ts';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pg from 'pg';
import { benchClient } from '../benchHttp.ts';
import type { Answer } from '../benchHttp.ts';
import { cpuMs } from '../benchServer.ts';
import { writeSection } from '../resultsSection.ts';

const ROOT = resolve(import.meta.dirname, '../..');
/** The composition app: `npm start`'s one process (the API server with the built portal's pages). */
const SERVER = join(ROOT, 'apps/server');
const HOST = 'acme.localhost';
const ADMIN_URL = process.env['BENCH_PG_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const JWT_SECRET = 'benchmark-secret-benchmark-secret-0123456789';
const RESULTS = join(import.meta.dirname, 'RESULTS.md');
const ROWS = join(import.meta.dirname, 'results.json');
const START = '<!-- ssr:start -->';
const END = '<!-- ssr:end -->';
/** Issue 17: SSR job page time to first byte p95 ≤ 40 ms at 50 concurrent requests on PostgreSQL. */
const TARGET_P95_MS = 40;

const { values: args } = parseArgs({
  args: cliArgs(),
  options: {
    port: { type: 'string', default: '3292' },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    solo: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    projects: { type: 'string', default: '2000' },
    jobs: { type: 'string', default: '400' },
    env: { type: 'string', default: 'production' },
    // The server's PAGE_CACHE_SECONDS (its default when not given; 0: every page rendered).
    'page-cache': { type: 'string' },
    // Accept-Encoding of the page requests, as a browser sends it (`gzip, deflate, br, zstd`);
    // default none, as the earlier rows: pages come uncompressed.
    'accept-encoding': { type: 'string' },
    label: { type: 'string', default: 'this checkout' },
    note: {
      type: 'string',
      default: 'Indicative: a shared 2-core machine with other builds running; rerun on a quiet machine.',
    },
    profile: { type: 'string' },
    'database-url': { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
  },
});
const PORT = Number(args.port);
/** The page requests' headers beyond Host. */
const pageHeaders: Record<string, string> =
  args['accept-encoding'] === undefined ? {} : { 'accept-encoding': args['accept-encoding'] };
const DURATION = Number(args.duration);
const WARMUP = Number(args.warmup);
const SOLO = Number(args.solo);
const CONNECTIONS = Number(args.connections);
const PROJECTS = Number(args.projects);
const JOBS = Number(args.jobs);
if (args.env !== 'production' && args.env !== 'development') throw new Error('--env: production or development');
for (const [name, value] of Object.entries({ DURATION, WARMUP, SOLO, CONNECTIONS, PROJECTS, JOBS }))
  if (!Number.isFinite(value) || value < 0 || value > 1_000_000) throw new Error(`${name}: ${value} is out of range`);
if (DURATION > 600 || CONNECTIONS > 500) throw new Error('at most 600 s and 500 connections');

const http = benchClient(PORT, HOST, 120_000, { maxSockets: CONNECTIONS + 2 });

/**
 * Ctrl-C ends the run early but still stops the server and drops the database (a terminal sends
 * the signal to the server too; it shuts down by itself).
 */
let interrupted = false;
process.once('SIGINT', () => {
  interrupted = true;
  process.stdout.write('Interrupted: stopping the server and dropping the database…\n');
});

/** A GET with the tenant's Host header (fetch cannot set Host); no answer within 2 minutes is a failure. */
const get = (path: string, headers: Record<string, string> = {}): Promise<Answer> =>
  http.call('GET', path, { headers });

/** Uploaded files of the seed (the demo talent's CV): a temporary directory, removed at the end. */
const FILES_DIR = mkdtempSync(join(tmpdir(), 'talent-bench-ssr-'));

function startPortal(env: 'production' | 'development', databaseUrl: string, profile?: string): ChildProcess {
  return spawn(process.execPath, [...(profile ? ['--cpu-prof', '--cpu-prof-dir', profile] : []), 'src/main.ts'], {
    cwd: SERVER,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: env,
      DATABASE_URL: databaseUrl,
      FILES_DIR,
      JWT_SECRET,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SEED_PROJECTS: String(PROJECTS),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      DIGEST_SCHEDULE: 'off',
      TENANTS_WATCH: 'false',
      ...(args['page-cache'] !== undefined && { PAGE_CACHE_SECONDS: args['page-cache'] }),
    },
  });
}

/** Waits until the server answers /readyz (the seed runs before it listens: up to `seconds`). */
async function ready(child: ChildProcess, seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    if (interrupted) throw new Error('interrupted');
    if (child.exitCode !== null) throw new Error(`the portal server exited with ${child.exitCode}`);
    try {
      if ((await get('/readyz')).status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`the portal server was not ready within ${seconds} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** The locations in a sitemap or sitemap index, as path and query on this server. */
function locations(answer: Answer): string[] {
  const xml = (
    answer.encoding === 'gzip' || answer.body[0] === 0x1f ? gunzipSync(answer.body) : answer.body
  ).toString();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1]!.replaceAll('&amp;', '&'));
    return `${url.pathname}${url.search}`;
  });
}

/** One job page to request: its path and how its title appears in React's HTML. */
interface JobPage {
  readonly path: string;
  readonly title: string;
}

/** React's escaping of text and attribute values. */
function reactEscape(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}

/** `count` job pages of the tenant's default-language sitemap, spread over all of them. */
async function jobPages(count: number): Promise<{ pages: JobPage[]; listed: number }> {
  const index = await get('/sitemap.xml', { 'accept-encoding': 'gzip' });
  if (index.status !== 200) throw new Error(`/sitemap.xml answered ${index.status}`);
  const [first] = locations(index);
  if (!first) throw new Error('the sitemap index names no sitemap');
  const sitemap = await get(first, { 'accept-encoding': 'gzip' });
  if (sitemap.status !== 200) throw new Error(`${first} answered ${sitemap.status}`);
  const jobs = locations(sitemap).filter((path) => /^\/projects\/[^/?]+\/\d+(\?|$)/.test(path));
  if (jobs.length === 0) throw new Error(`${first} lists no job page`);
  const step = Math.max(1, jobs.length / count);
  const chosen = Array.from({ length: Math.min(count, jobs.length) }, (_, i) => jobs[Math.floor(i * step)]!);
  const pages: JobPage[] = [];
  for (const path of chosen) {
    const id = /\/(\d+)(\?|$)/.exec(path)![1]!;
    const answer = await get(`/v1/api/project/${id}`);
    if (answer.status !== 200) throw new Error(`GET /v1/api/project/${id} answered ${answer.status}`);
    const { title } = JSON.parse(answer.body.toString()) as { title: string };
    pages.push({ path, title: reactEscape(title) });
  }
  return { pages, listed: jobs.length };
}

/** The body of an answer as the server meant it (a browser decompresses what it asked for). */
function decoded(answer: Answer): Buffer {
  if (answer.encoding === 'br') return brotliDecompressSync(answer.body);
  if (answer.encoding === 'gzip') return gunzipSync(answer.body);
  return answer.body;
}

/**
 * Per page, the last body (as sent) that passed the check. A kept page comes back byte for byte
 * the same until it is renewed, and the same bytes pass the same check: comparing them (a memcmp
 * of ~25 KB) spares the client decompressing and searching 145 KB of HTML for every answer, which
 * cost it 0.6 ms of CPU per page, three times the server's own, on the machine they share.
 */
const verified = new Map<string, Buffer>();

/** Why a page's answer is not a server-rendered job page, or undefined when it is one. */
function failure(answer: Answer, page: JobPage): string | undefined {
  if (answer.status !== 200) return `status ${answer.status}`;
  if (!answer.contentType.startsWith('text/html')) return `content type ${answer.contentType}`;
  const key = `${page.path}\u0000${answer.encoding}`;
  if (verified.get(key)?.equals(answer.body)) return undefined;
  const html = decoded(answer).toString();
  const root = html.indexOf('<div id="root">');
  if (root < 0) return 'no root element';
  if (!html.includes(page.title, root)) return 'the job title is not in the rendered page';
  verified.set(key, answer.body);
  return undefined;
}

/** What one load phase measured. */
interface Phase {
  readonly firstByte: number[];
  readonly lastByte: number[];
  readonly bytes: number;
  readonly failures: Map<string, number>;
  readonly seconds: number;
  /** CPU time the server process used during the phase (ms; NaN where /proc is missing). */
  readonly serverCpuMs: number;
  /** CPU time this process (the load generator: requests, decompression, checks) used (ms). */
  readonly clientCpuMs: number;
}

/** Keeps `connections` requests in flight for `seconds`, round-robin over the pages. */
async function load(
  server: ChildProcess,
  pages: readonly JobPage[],
  connections: number,
  seconds: number,
  start: number,
): Promise<Phase> {
  const phase: Phase = {
    firstByte: [],
    lastByte: [],
    bytes: 0,
    failures: new Map(),
    seconds,
    serverCpuMs: 0,
    clientCpuMs: 0,
  };
  const cpuBefore = cpuMs(server.pid);
  const clientBefore = process.cpuUsage();
  let next = start;
  let bytes = 0;
  const began = performance.now();
  const end = began + seconds * 1000;
  const fail = (why: string) => phase.failures.set(why, (phase.failures.get(why) ?? 0) + 1);
  await Promise.all(
    Array.from({ length: connections }, async () => {
      // A server that stopped (a crash, a signal) ends the run instead of counting refusals.
      while (performance.now() < end && !interrupted && server.exitCode === null && server.signalCode === null) {
        const page = pages[next++ % pages.length]!;
        try {
          const answer = await get(page.path, pageHeaders);
          const why = failure(answer, page);
          if (why) fail(why);
          else {
            phase.firstByte.push(answer.firstByteMs);
            phase.lastByte.push(answer.ms);
            bytes += answer.body.length;
          }
        } catch (error) {
          fail(`request error: ${(error as Error).message}`);
        }
      }
    }),
  );
  const serverCpuMs = cpuMs(server.pid) - cpuBefore;
  const client = process.cpuUsage(clientBefore);
  const clientCpuMs = (client.user + client.system) / 1000;
  if (interrupted) throw new Error('interrupted');
  if (server.exitCode !== null || server.signalCode !== null)
    throw new Error(
      `the portal server stopped during the run (exit ${server.exitCode ?? server.signalCode}; 0 after a SIGTERM from elsewhere: it closes gracefully)`,
    );
  return { ...phase, bytes, seconds: (performance.now() - began) / 1000, serverCpuMs, clientCpuMs };
}

function percentiles(values: number[]): { p50: number; p95: number; p99: number; max: number } {
  const sorted = values.toSorted((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? Number.NaN };
}

/** A phase's figures as stored. */
interface Figures {
  readonly connections: number;
  readonly requests: number;
  readonly perSecond: number;
  readonly ttfb: ReturnType<typeof percentiles>;
  readonly ttlb: ReturnType<typeof percentiles>;
  readonly kilobytes: number;
  /** The server process's CPU time per page (ms). */
  readonly serverCpuMsPerPage: number;
  /** The load generator's CPU time per page (ms; rows before 2026-11-29 05:30 have none). */
  readonly clientCpuMsPerPage?: number;
  readonly failures: number;
  readonly failureKinds: Record<string, number>;
}

function figures(phase: Phase, connections: number): Figures {
  const requests = phase.firstByte.length;
  return {
    connections,
    requests,
    perSecond: requests / phase.seconds,
    ttfb: percentiles(phase.firstByte),
    ttlb: percentiles(phase.lastByte),
    kilobytes: requests > 0 ? phase.bytes / requests / 1024 : 0,
    serverCpuMsPerPage:
      phase.serverCpuMs / Math.max(1, requests + [...phase.failures.values()].reduce((a, b) => a + b, 0)),
    clientCpuMsPerPage:
      phase.clientCpuMs / Math.max(1, requests + [...phase.failures.values()].reduce((a, b) => a + b, 0)),
    failures: [...phase.failures.values()].reduce((a, b) => a + b, 0),
    failureKinds: Object.fromEntries(phase.failures),
  };
}

/** One measured run, as kept in results.json. */
interface Row {
  readonly label: string;
  readonly at: string;
  readonly env: string;
  readonly machine: string;
  readonly postgres: string;
  readonly projects: number;
  readonly jobs: number;
  /** The server's PAGE_CACHE_SECONDS (undefined: its default; rows before the cache had none). */
  readonly pageCache?: string;
  /** The pages' Accept-Encoding (undefined: none, pages uncompressed). */
  readonly acceptEncoding?: string;
  readonly durationSeconds: number;
  readonly solo: Figures;
  readonly loaded: Figures;
  readonly note: string;
}

/** Seeds a fresh database as `npm start` does; returns the seconds it took. */
async function seed(databaseUrl: string): Promise<number> {
  const seeding = performance.now();
  const server = startPortal('development', databaseUrl);
  try {
    await ready(server, 900);
  } finally {
    await stop(server);
  }
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('VACUUM ANALYZE');
  } finally {
    await db.end();
  }
  return (performance.now() - seeding) / 1000;
}

async function main(): Promise<void> {
  const adminUrl = new URL(args['database-url'] ?? ADMIN_URL);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(adminUrl.hostname))
    throw new Error(`loopback only: ${adminUrl.hostname}`);
  // `--database-url`: a database seeded before (by an earlier `npm start` on it), kept as it is.
  const database = args['database-url'] ? undefined : `talent_bench_ssr_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const postgres = (
    (await admin.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version ?? '?'
  ).split(' ')[0]!;
  let databaseUrl = args['database-url'] ?? '';
  if (database) {
    await admin.query(`CREATE DATABASE ${database}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
  }
  const load1 = loadavg()[0]!;
  let server: ChildProcess | undefined;
  try {
    if (database) {
      process.stdout.write(`Seeding ${database} (${PROJECTS} projects per tenant, as npm start does)…\n`);
      process.stdout.write(`Seeded in ${(await seed(databaseUrl)).toFixed(0)} s.\n`);
    }
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const projects = Number(
      (await db.query<{ n: string }>('SELECT count(*) AS n FROM projects WHERE client_id = $1', ['acme'])).rows[0]!.n,
    );
    await db.end();
    process.stdout.write(`${projects} projects of acme. Starting the ${args.env} server…\n`);

    server = startPortal(args.env as 'production' | 'development', databaseUrl, args.profile);
    await ready(server, 120);
    const { pages, listed } = await jobPages(JOBS);
    process.stdout.write(`${pages.length} job pages of ${listed} in the sitemap, e.g. ${pages[0]!.path}\n`);

    await load(server, pages, CONNECTIONS, WARMUP, 0);
    const solo = figures(await load(server, pages, 1, SOLO, 7), 1);
    const loaded = figures(await load(server, pages, CONNECTIONS, DURATION, 13), CONNECTIONS);
    await stop(server);
    server = undefined;

    const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
    const row: Row = {
      label: args.label,
      at: new Date().toISOString().slice(0, 16).replace('T', ' '),
      env: args.env,
      machine: `${cpu}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB (${(freemem() / 2 ** 30).toFixed(1)} GiB free at the end), ${type()} ${release()}, Node ${process.version}, load average ${load1.toFixed(2)} at the start`,
      postgres,
      projects,
      jobs: pages.length,
      ...(args['page-cache'] !== undefined && { pageCache: args['page-cache'] }),
      ...(args['accept-encoding'] !== undefined && { acceptEncoding: args['accept-encoding'] }),
      durationSeconds: DURATION,
      solo,
      loaded,
      note: args.note,
    };
    process.stdout.write(`${JSON.stringify(row, null, 2)}\n`);
    if (!args['dry-run']) writeResults(row);
  } finally {
    if (server) await stop(server);
    http.close();
    if (database) await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    rmSync(FILES_DIR, { recursive: true, force: true });
  }
}

const ms = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(1));

/** Rewrites the section of RESULTS.md from all rows, keeping the rest of the file. */
function writeResults(row: Row): void {
  const rows = existsSync(ROWS) ? (JSON.parse(readFileSync(ROWS, 'utf8')) as Row[]) : [];
  const all = [...rows.filter((r) => r.label !== row.label), row];
  writeFileSync(ROWS, `${JSON.stringify(all, null, 2)}\n`);
  const line = (r: Row, f: Figures) =>
    `| ${r.label} | ${r.at} | ${f.connections} | ${f.requests} | ${ms(f.ttfb.p50)} / ${ms(f.ttfb.p95)} / ${ms(f.ttfb.p99)} / ${ms(f.ttfb.max)} | ${ms(f.ttlb.p50)} / ${ms(f.ttlb.p95)} | ${f.perSecond.toFixed(1)} | ${ms(f.serverCpuMsPerPage ?? Number.NaN)} | ${ms(f.clientCpuMsPerPage ?? Number.NaN)} | ${f.failures} |`;
  const machines = all.map(
    (r) =>
      `- **${r.label}** (${r.at} UTC): ${r.machine}; PostgreSQL ${r.postgres}; server in ${r.env} mode; ${r.projects} projects of acme (${r.jobs} job pages rotated); ${r.pageCache === undefined ? '' : r.pageCache === '0' ? 'pages kept for visitors: off (every page rendered); ' : `pages kept for visitors ${r.pageCache} s; `}${r.acceptEncoding === undefined ? '' : `pages asked with Accept-Encoding: ${r.acceptEncoding}; `}${r.durationSeconds} s at ${r.loaded.connections} connections. ${r.note}`,
  );
  const meets = row.loaded.ttfb.p95 <= TARGET_P95_MS ? 'meets' : 'misses';
  const section = `${START}
## SSR job page time to first byte (\`bench/ssr/ssr.ts\`)

Written by \`pnpm --filter @talent/bench bench:ssr\`. The built portal (\`apps/server/src/main.ts\`) on
a fresh PostgreSQL database seeded as \`npm start\` seeds it, in production mode; public job pages
(\`/projects/<slug>/<id>\`, from the tenant's sitemap) of tenant \`acme\` requested round-robin, no
session (so every page is rendered on the server). Time to first byte: from writing the request to
the arrival of the status line and headers (the server sends them once the page's loaders have run
and the shell is rendered); time to last byte beside it. Every answer is checked (200, HTML, the
job's title in the rendered root); failures are counted and left out of the times. One visitor
alone first (the service time), then ${row.loaded.connections} requests in flight at all times.
CPU per page: the server process's and the load generator's (this script, on the same machine).

| Run | Measured (UTC) | Concurrent | Pages | TTFB p50 / p95 / p99 / max ms | Last byte p50 / p95 ms | Pages/s | Server CPU ms/page | Client CPU ms/page | Failures |
| --- | --- | ---: | ---: | --- | --- | ---: | ---: | ---: | ---: |
${all.flatMap((r) => [line(r, r.solo), line(r, r.loaded)]).join('\n')}

Target (issue 17): TTFB p95 ≤ ${TARGET_P95_MS} ms at 50 concurrent requests — the latest run (${row.label}) ${meets} it
(${ms(row.loaded.ttfb.p95)} ms at ${row.loaded.connections}).

Machines:

${machines.join('\n')}
${END}`;
  writeSection(RESULTS, START, END, section, '# SSR benchmark results\n');
  // The repository's format check covers Markdown and JSON: align them as Prettier does.
  spawnSync('pnpm', ['exec', 'prettier', '--write', RESULTS, ROWS], { cwd: ROOT, stdio: 'ignore' });
}

await main();
