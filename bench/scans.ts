// SQL-injection scan of the API as issue 29 asks for it: Debian's sqlmap at level 3 / risk 2 with
// JSON bodies against search, login, the application flow and the integration API, one operation
// after another, each capped in time. The server is `node apps/api/src/bootstrap/main.ts` on a
// fresh PostgreSQL database with the demo seed (development mode: the demo talent and catalog of
// every tenant), a talent signed up and in as the portal does it, and tenant acme's integration key.
//
// sqlmap's traffic file (`-t`) counts the requests it sent; its log is searched for what it reports
// when a parameter is injectable. The section of RESULTS.md between the `scans` markers is
// rewritten with one row per operation, the machine and the load average during the run.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { benchClient, jsonOf } from './benchHttp.ts';
import type { BenchClient } from './benchHttp.ts';
import {
  BENCH_PASSWORD,
  freshDatabase,
  machineLine,
  sampleLoad,
  signUpTalent,
  spawnServer,
  stopServer,
  waitReady,
} from './benchServer.ts';
import { cliArgs } from './cliArgs.ts';
import { writeSection } from './resultsSection.ts';

const ROOT = resolve(import.meta.dirname, '..');
const SQLMAP = process.env['SQLMAP'] ?? 'sqlmap';
const INTEGRATION_KEY = 'scan-integration-key-0123456789abcdef';
const START = '<!-- scans:start -->';
const END = '<!-- scans:end -->';

const { values: args } = parseArgs({
  args: cliArgs(),
  options: {
    // Minutes each operation's scan may take before it is stopped (its requests so far still count).
    minutes: { type: 'string', default: '3' },
    port: { type: 'string', default: '3971' },
    // Operation ids to scan (comma-separated); all by default.
    only: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    // Keeps each operation's sqlmap output in bench/var/scan-<operation>.log.
    'keep-logs': { type: 'boolean', default: false },
  },
});
const capMinutes = Number(args.minutes);
const port = Number(args.port);
const only = args.only?.split(',');
const dryRun = args['dry-run'];

/** One operation as sqlmap is pointed at it. */
interface Target {
  readonly operation: string;
  readonly method: 'GET' | 'POST' | 'PATCH';
  readonly path: string;
  readonly body?: unknown;
  /** The headers each request carries; asked for just before the scan (an access token lives 15 minutes). */
  readonly headers: () => Promise<Record<string, string>>;
  /** Extra sqlmap options for this operation. */
  readonly options?: readonly string[];
}

interface Outcome {
  readonly target: Target;
  readonly requests: number;
  readonly findings: string[];
  /** Lines where sqlmap thought a parameter might be injectable, before checking it. */
  readonly candidates: number;
  /** Candidates sqlmap's own check found to be false positives. */
  readonly rejected: number;
  readonly seconds: number;
  readonly capped: boolean;
  readonly command: string;
  /** sqlmap's summary of the error answers it got, e.g. "400 (Bad Request) - 1494 times". */
  readonly errors: string;
}

const database = await freshDatabase(`talent_bench_scans_${process.pid}`);
if (args['keep-logs']) mkdirSync(join(ROOT, 'bench', 'var'), { recursive: true });
const workDir = mkdtempSync(join(tmpdir(), 'talent-scans-'));
const load = sampleLoad(10_000);
// The server's default tenant (acme) answers the address sqlmap is pointed at.
const client = benchClient(port, `127.0.0.1:${port}`, 30_000);
let server: ChildProcess | undefined;
try {
  server = await startServer(database.url);
  const origin = `http://127.0.0.1:${port}/v1/api`;
  const targets = await prepareTargets(origin, client);
  const outcomes: Outcome[] = [];
  for (const target of targets) {
    if (only && !only.includes(target.operation)) continue;
    process.stdout.write(`${target.operation}: scanning (at most ${capMinutes} min)…\n`);
    const outcome = await scan(origin, target);
    process.stdout.write(
      `  ${outcome.requests} requests in ${outcome.seconds.toFixed(0)} s${outcome.capped ? ' (capped)' : ''}; ` +
        `${outcome.findings.length === 0 ? 'nothing injectable' : outcome.findings.join('; ')}\n`,
    );
    outcomes.push(outcome);
    process.stdout.write(`  ${outcome.command}\n`);
  }
  const section = render(outcomes, load.stop());
  if (dryRun) process.stdout.write(`${section}\n`);
  else writeSection(join(import.meta.dirname, 'RESULTS.md'), START, END, section);
  if (outcomes.some((o) => o.findings.length > 0)) process.exitCode = 1;
} finally {
  load.stop();
  await stopServer(server);
  client.close();
  await database.drop();
  rmSync(workDir, { recursive: true, force: true });
}

/** Starts the server on the database (development mode, so the demo data is seeded) and waits until it is ready. */
async function startServer(databaseUrl: string): Promise<ChildProcess> {
  const child = spawnServer(join(ROOT, 'apps/api/src/bootstrap/main.ts'), port, {
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    // sqlmap's xforwardedfor tamper gives each login attempt an address of its own, so the
    // login throttle (per address) lets the attempts reach the query they are meant to probe.
    TRUST_PROXY: 'true',
    INTEGRATION_API_KEY_ACME: INTEGRATION_KEY,
  });
  // Seeding the demo catalog on PostgreSQL takes a while on a busy machine; listening comes after
  // seeding in main.ts.
  try {
    await waitReady(child, client, 180);
  } catch (error) {
    await stopServer(child);
    throw error;
  }
  return child;
}

/** Signs a talent in, finds an open project, starts a draft and reads a feed cursor: the scan's targets. */
async function prepareTargets(origin: string, client: BenchClient): Promise<Target[]> {
  const json = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const answer = await client.call(method, `/v1/api${path}`, { body, headers });
    return { status: answer.status, body: jsonOf(answer) ?? {} };
  };
  const account = { email: 'scan-talent@example.com', password: BENCH_PASSWORD };
  const token = await signUpTalent(origin, account.email, 'Scan');
  const headers = { Authorization: `Bearer ${token}` };
  /** A fresh access token of the talent, logged in again. */
  const bearer = async () => {
    const login = await json('POST', '/authorize', account);
    if (login.status !== 200) throw new Error(`authorize: ${login.status} ${JSON.stringify(login.body)}`);
    return { Authorization: `Bearer ${String(login.body['access_token'])}` };
  };
  const key = { 'X-Api-Key': INTEGRATION_KEY };
  const apiKey = () => Promise.resolve(key);
  const search = {
    offset: 0,
    size: 10,
    query: 'java developer',
    sort: { field: 'relevance', direction: 'desc' },
    filters: { openOnly: true },
  };
  const found = await json('POST', '/search/project/query', search, headers);
  if (found.status !== 200) throw new Error(`search: ${found.status} ${JSON.stringify(found.body)}`);
  const projects = found.body['results'] as { id: number }[];
  if (projects.length < 2) throw new Error('the demo seed has no open project');
  const [first, second] = projects as [{ id: number }, { id: number }];
  const created = await json('POST', '/projectApplication', { job: first.id }, headers);
  if (created.status !== 201 && created.status !== 200)
    throw new Error(`createApplication: ${created.status} ${JSON.stringify(created.body)}`);
  const feed = await json('GET', '/integration/applications/feed', undefined, key);
  if (feed.status !== 200) throw new Error(`feed: ${feed.status} ${JSON.stringify(feed.body)}`);
  const cursor = String(feed.body['nextCursor']);
  return [
    { operation: 'searchProjects', method: 'POST', path: '/search/project/query', body: search, headers: bearer },
    {
      operation: 'authorize',
      method: 'POST',
      path: '/authorize',
      body: { email: 'talent@acme.example', password: 'talent-demo-2026' },
      headers: () => Promise.resolve({}),
      options: ['--tamper=xforwardedfor'],
    },
    // The draft of the second project is started by the scan itself (its first request creates it).
    {
      operation: 'createApplication',
      method: 'POST',
      path: '/projectApplication',
      body: { job: second.id },
      headers: bearer,
    },
    {
      operation: 'patchApplicationFlow',
      method: 'PATCH',
      path: `/project/${first.id}/applicationFlow`,
      body: { stepName: 'motivation', motivationComment: 'I have built payment services for ten years.' },
      headers: bearer,
    },
    {
      operation: 'finishApplicationFlow',
      method: 'POST',
      path: `/project/${first.id}/finishFlow`,
      body: {
        job: first.id,
        hourlyRate: { currency: 'EUR', value: 90 },
        cvUuid: null,
        motivationComment: 'I have built payment services for ten years.',
        appAnswers: [],
        cvCover: null,
        liveInterview: null,
      },
      headers: bearer,
    },
    {
      operation: 'importProjects',
      method: 'POST',
      path: '/integration/projects',
      body: {
        projects: [
          {
            vmsId: 'SCAN-0001',
            title: 'Senior Java Developer',
            descriptionHtml: '<p>Build and run payment services.</p>',
            jobType: 'Contract',
            siteCity: 'Berlin',
            siteCountry: 'DE',
            poolNames: ['Java Developers'],
          },
        ],
      },
      headers: apiKey,
    },
    {
      operation: 'listVmsApplicationEvents',
      method: 'GET',
      path: `/integration/applications/feed?cursor=${encodeURIComponent(cursor)}&limit=10`,
      headers: apiKey,
    },
  ];
}

/** sqlmap's command line for a target (shell-quoted, as README.md shows it). */
function sqlmapArgs(
  origin: string,
  target: Target,
  extra: Record<string, string>,
  outputDir: string,
  traffic: string,
): string[] {
  const headers = Object.entries({
    ...(target.body !== undefined && { 'Content-Type': 'application/json' }),
    ...extra,
  }).map(([k, v]) => `${k}: ${v}`);
  return [
    '-u',
    `${origin}${target.path}`,
    `--method=${target.method}`,
    ...(target.body !== undefined ? [`--data=${JSON.stringify(target.body)}`] : []),
    ...(headers.length > 0 ? [`--headers=${headers.join('\\n')}`] : []),
    '--level=3',
    '--risk=2',
    '--batch',
    '--threads=2',
    '--time-sec=3',
    '--timeout=20',
    '--retries=1',
    // A scan that meets a 401/403/404/409/422 carries on: those are what a refused probe gets.
    '--ignore-code=401,403,404,409,422',
    '--flush-session',
    '--disable-coloring',
    `--output-dir=${outputDir}`,
    `-t`,
    traffic,
    ...(target.options ?? []),
  ];
}

/** Runs sqlmap on one target until it ends or its time is up. */
async function scan(origin: string, target: Target): Promise<Outcome> {
  const outputDir = join(workDir, target.operation);
  const traffic = join(workDir, `${target.operation}.traffic`);
  const argv = sqlmapArgs(origin, target, await target.headers(), outputDir, traffic);
  const started = performance.now();
  let log = '';
  let capped = false;
  await new Promise<void>((done, fail) => {
    const child = spawn(SQLMAP, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const timer = setTimeout(() => {
      capped = true;
      child.kill('SIGINT');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    }, capMinutes * 60_000);
    child.once('error', fail);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
  });
  const seconds = (performance.now() - started) / 1000;
  const requests = existsSync(traffic)
    ? (readFileSync(traffic, 'utf8').match(/^HTTP request \[#\d+\]/gm) ?? []).length
    : 0;
  // A finding is what sqlmap confirms: "parameter 'x' is vulnerable" and the summary "sqlmap
  // identified the following injection point(s)". "… appears to be '…' injectable" is only a
  // candidate, which sqlmap then checks ("checking if the injection point … is a false positive");
  // candidates are counted apart, with those it rejected.
  const lines = log.split('\n').map((line) => line.trim());
  const findings = lines.filter((line) => /is vulnerable|identified the following injection point/i.test(line));
  const candidates = lines.filter((line) => /appears to be .* injectable/i.test(line)).length;
  const rejected = lines.filter((line) =>
    /false positive or unexploitable injection point detected/i.test(line),
  ).length;
  const command = `sqlmap ${argv.map(shellQuote).join(' ')}`;
  if (args['keep-logs']) writeFileSync(join(ROOT, 'bench', 'var', `scan-${target.operation}.log`), log);
  const errors = /HTTP error codes detected during run:\n([^\n]*)/.exec(log)?.[1]?.trim() ?? 'none';
  return { target, requests, findings, candidates, rejected, seconds, capped, command, errors };
}

function shellQuote(arg: string): string {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`;
}

function render(outcomes: readonly Outcome[], { mean, max }: { mean: number; max: number }): string {
  const machine = machineLine();
  const version = sqlmapVersion();
  const rows = outcomes.map(
    (o) =>
      `| \`${o.target.operation}\` | ${o.target.method} ${o.target.path.replace(/\?.*/, '').replace(/\/\d+\//, '/{id}/')} | ${o.requests.toLocaleString('en')} | ${o.findings.length} | ${o.candidates}${o.rejected > 0 ? ` (${o.rejected} false positive${o.rejected > 1 ? 's' : ''})` : ''} | ${o.seconds.toFixed(0)} s${o.capped ? ' (capped)' : ''} | ${o.errors} |`,
  );
  const total = outcomes.reduce((n, o) => n + o.requests, 0);
  return [
    START,
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, sqlmap ${version} (Debian), level 3, risk 2, 2 threads, each operation capped at ${capMinutes} min; ` +
      `server \`apps/api/src/bootstrap/main.ts\` on PostgreSQL with the demo seed. Machine: ${machine}; ` +
      `1-minute load average during the run ${mean.toFixed(1)} (mean of 10 s samples), at most ${max.toFixed(1)} (other agents share the cores).`,
    '',
    "| Operation | Request | Requests sent | Findings | Candidates | Duration | Error answers (sqlmap's count) |",
    '| --- | --- | ---: | ---: | --- | ---: | --- |',
    ...rows,
    `| **all** | | **${total.toLocaleString('en')}** | **${outcomes.reduce((n, o) => n + o.findings.length, 0)}** | ${outcomes.reduce((n, o) => n + o.candidates, 0)} | ${outcomes.reduce((n, o) => n + o.seconds, 0).toFixed(0)} s | |`,
    END,
  ].join('\n');
}

function sqlmapVersion(): string {
  try {
    const text = readFileSync('/usr/share/sqlmap/lib/core/settings.py', 'utf8');
    return /VERSION = "([^"]+)"/.exec(text)?.[1] ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
