// Search benchmark (issue 18): loads the generated catalog into PostgreSQL at 10,000, 100,000 and
// 1,000,000 projects of one tenant and, at each size, measures the API server under load (search
// cache off) beside the very SQL each request runs, recorded from the server and replayed directly
// on the database with the same number of clients, so the server's own overhead shows as a ratio.
// Writes its section of bench/RESULTS.md and the cost curve (bench/search-curve.svg).
//
//   pnpm --filter @talent/bench bench:search [--sizes 10000,100000,1000000] [--duration 10] [--reuse]
//
// Not part of `npm test`: it needs a quiet machine and about a quarter of an hour.
import { createServer, loadConfig, loadTenants, openDatabase, seedCatalog } from '@talent/api';
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpus, freemem, totalmem, type, release } from 'node:os';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { cliArgs } from './cliArgs.ts';
import pg from 'pg';
import { startBenchCluster } from './pgCluster.ts';
import { writeSection } from './resultsSection.ts';

const ROOT = resolve(import.meta.dirname, '..');
const TENANT = 'acme';
const HOST = 'acme.localhost';
const JWT_SECRET = 'benchmark-secret-benchmark-secret-0123456789';
const ADMIN_URL = process.env['BENCH_PG_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RESULTS = join(import.meta.dirname, 'RESULTS.md');
const START = '<!-- search:start -->';
const END = '<!-- search:end -->';
/** The fixed clock of the generated catalog, so every run loads the same data. */
const SEED_NOW = new Date('2026-11-01T09:00:00Z');
/** Server p50 ÷ direct SQL p50 allowed for every row. */
const MAX_RATIO = 1.3;

const { values: args } = parseArgs({
  args: cliArgs(),
  options: {
    sizes: { type: 'string', default: '10000,100000,1000000' },
    duration: { type: 'string', default: '10' },
    // Keep each size's seeded database (`talent_bench_search_<size>`) and use it again on the next
    // run: seeding 1,000,000 projects takes most of an hour on this machine. Migrations are applied
    // to a kept database first; one that does not hold exactly the size's projects is seeded afresh.
    reuse: { type: 'boolean', default: false },
    // Measure on a cluster of the bench's own in this directory (pgCluster.ts: production settings,
    // kept between runs) instead of the machine's server (BENCH_PG_ADMIN_URL, Debian's defaults).
    cluster: { type: 'string' },
    'cluster-port': { type: 'string', default: '55432' },
  },
});
const DURATION = Number(args.duration);
const SIZES = args.sizes.split(',').map(Number);

/** The issue's target for a row at a catalog size: p95 (ms) and, where it names one, requests per second. */
interface Target {
  readonly p95: number;
  readonly perSecond?: number;
}

/** One kind of request measured, with its number of concurrent clients and its targets by catalog size. */
interface Scenario {
  readonly name: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: unknown;
  readonly clients: number;
  readonly targets: Readonly<Record<number, Target>>;
}

const search = (body: unknown): Pick<Scenario, 'method' | 'path' | 'body'> => ({
  method: 'POST',
  path: '/v1/api/publicsearch/project/query',
  body,
});

function scenarios(projectId: number): Scenario[] {
  return [
    {
      name: 'text query ("developer"), 20 per page, all facets',
      ...search({ offset: 0, size: 20, query: 'developer' }),
      clients: 8,
      targets: { 100_000: { p95: 50, perSecond: 150 }, 1_000_000: { p95: 200 } },
    },
    {
      name: 'filtered (country, work prefs, hours, open)',
      ...search({
        offset: 0,
        size: 20,
        filters: {
          location: { country: 'DE' },
          workPrefs: ['hy', 'rm'],
          hoursPerWeek: { min: 30, max: 40 },
          openOnly: true,
        },
      }),
      clients: 16,
      targets: { 100_000: { p95: 30, perSecond: 400 }, 1_000_000: { p95: 100 } },
    },
    // No query and no filter: the facets count every project of the tenant.
    {
      name: 'facet-heavy (no query)',
      ...search({ offset: 0, size: 20 }),
      clients: 16,
      targets: { 100_000: { p95: 20, perSecond: 800 }, 1_000_000: { p95: 50 } },
    },
    {
      name: 'GET /project/{id}',
      method: 'GET',
      path: `/v1/api/project/${projectId}`,
      clients: 32,
      targets: { 100_000: { p95: 10, perSecond: 3000 }, 1_000_000: { p95: 10, perSecond: 3000 } },
    },
  ];
}

/** Latency percentiles (ms) and throughput of a run. */
interface Measured {
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly perSecond: number;
  readonly count: number;
}

function summarise(latencies: number[], seconds: number): Measured {
  const sorted = latencies.toSorted((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), perSecond: sorted.length / seconds, count: sorted.length };
}

/** A request to a server with the tenant's Host header (fetch cannot set Host). */
function call(port: number, scenario: Scenario): Promise<{ status: number; body: string }> {
  const body = scenario.body === undefined ? undefined : JSON.stringify(scenario.body);
  return new Promise((done, fail) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: scenario.method,
        path: scenario.path,
        headers: { host: HOST, ...(body && { 'content-type': 'application/json' }) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

/**
 * Migrates the database and loads the catalog (unless it holds it already: `--reuse`); returns
 * seconds spent seeding (undefined when reused) and a project id.
 */
async function prepare(
  url: string,
  projects: number,
): Promise<{ seedSeconds: number | undefined; projectId: number; bytesPerProject: number }> {
  const database = await openDatabase({ url, dataDir: 'unused' });
  await database.migrate();
  const { rows: held } = await database.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM projects WHERE client_id = $1',
    [TENANT],
  );
  let seedSeconds: number | undefined;
  if (held[0]!.n !== projects) {
    if (held[0]!.n !== 0) throw new Error(`the database holds ${held[0]!.n} projects, not ${projects}: drop it`);
    const tenants = loadTenants(join(ROOT, 'tenants'), TENANT);
    const started = performance.now();
    await seedCatalog(database.db, tenants.get(TENANT)!, { projects, now: SEED_NOW });
    seedSeconds = (performance.now() - started) / 1000;
  }
  // Statistics and the visibility map (index-only scans), as autovacuum keeps them in service.
  await database.pool.query('VACUUM ANALYZE');
  const { rows } = await database.pool.query<{ id: number | string }>(
    'SELECT id FROM projects WHERE client_id = $1 ORDER BY id OFFSET $2 LIMIT 1',
    [TENANT, Math.floor(projects / 2)],
  );
  const [middle] = rows;
  // What a project costs in storage: the table with its TOAST and indexes, the facet cubes and the
  // place names beside it, per project.
  const { rows: size } = await database.pool.query<{ bytes: string }>(
    `SELECT (pg_total_relation_size('projects') + pg_total_relation_size('search_cube') + pg_total_relation_size('search_pool_cube')
      + pg_total_relation_size('project_pools'))::text AS bytes`,
  );
  await database.close();
  return { seedSeconds, projectId: Number(middle!.id), bytesPerProject: Number(size[0]!.bytes) / projects };
}

function serverEnv(url: string): Record<string, string> {
  return {
    // The visitors' search cache would answer every repeated search: measure the searches.
    SEARCH_CACHE_SECONDS: '0',
    NODE_ENV: 'production',
    JWT_SECRET,
    TENANTS_DIR: join(ROOT, 'tenants'),
    DEFAULT_TENANT: TENANT,
    LOG_LEVEL: 'warn',
    // The benchmark is one client address; the per-address limit would answer 429 within a second.
    RATE_LIMIT_PER_MINUTE: '100000000',
    DATABASE_URL: url,
    // The job queue's workers and schedules in a process of their own, as a deployment at scale
    // runs them (`npm run worker`): their polling is not the search's work, and in the recording
    // server its statements landed in whichever request was being recorded.
    JOBS_WORKER: 'off',
    DIGEST_SCHEDULE: 'off',
  };
}

/** A recorded statement of a request. */
interface Statement {
  readonly text: string;
  readonly params: unknown[];
}

/** Runs each scenario once through an in-process server and records the SQL it executes. */
async function recordStatements(url: string, list: Scenario[]): Promise<Map<string, Statement[]>> {
  let recording: Statement[] = [];
  const database = await openDatabase({
    url,
    dataDir: 'unused',
    logger: { logQuery: (text, params) => recording.push({ text, params }) },
  });
  const server = await createServer(loadConfig(serverEnv(url)), { database });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = server.app.server.address() as AddressInfo;
  const recorded = new Map<string, Statement[]>();
  for (const scenario of list) {
    // Once unrecorded first: what only a first request does (a cache filled, a place resolved) and
    // what the server still did after its start is not the request's steady work.
    await call(port, scenario);
    recording = [];
    const response = await call(port, scenario);
    if (response.status !== 200) throw new Error(`${scenario.name}: ${response.status} ${response.body.slice(0, 300)}`);
    recorded.set(scenario.name, recording);
  }
  await server.close();
  await database.close();
  return recorded;
}

/** Starts `node apps/api/src/bootstrap/main.ts` on the database and waits until it is ready. */
async function startServer(url: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(ROOT, 'apps/api/src/bootstrap/main.ts')], {
    env: { ...process.env, ...serverEnv(url), PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 300; attempt++) {
    await new Promise((r) => setTimeout(r, 100));
    try {
      const ready = await call(port, { name: 'ready', method: 'GET', path: '/readyz', clients: 1, targets: {} });
      if (ready.status === 200) return child;
    } catch {
      // not listening yet
    }
  }
  child.kill();
  throw new Error('the server did not become ready');
}

/** autocannon against the server: latencies of every response (ms), after a warm-up of three requests per client. */
async function loadServer(port: number, scenario: Scenario): Promise<Measured & { errors: number }> {
  const options = {
    url: `http://127.0.0.1:${port}${scenario.path}`,
    method: scenario.method,
    headers: { host: HOST, ...(scenario.body !== undefined && { 'content-type': 'application/json' }) },
    ...(scenario.body !== undefined && { body: JSON.stringify(scenario.body) }),
    connections: scenario.clients,
    // A saturated server answers late rather than not at all: measure that instead of giving up.
    timeout: 60,
  };
  // Warm-up: a few requests per client, all answered before the measurement starts. (A warm-up of a
  // fixed duration left the slowest requests — a million projects' text query — in flight when it
  // stopped: the server and the database still ran them during the measured seconds.)
  await autocannon({ ...options, amount: scenario.clients * 3 });
  const latencies: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon({ ...options, duration: DURATION }, (error, finished) =>
      error ? fail(error instanceof Error ? error : new Error(String(error))) : done(finished),
    );
    instance.on('response', (_client, status: number, _bytes, responseTime: number) => {
      if (status !== 200) errors++;
      latencies.push(responseTime);
    });
  });
  return { ...summarise(latencies, DURATION), errors: errors + result.errors + result.timeouts };
}

/** Replays a request's statements in one transaction per request, from as many clients as the server had. */
async function replayPostgres(url: string, statements: Statement[], clients: number): Promise<Measured> {
  const pool = new pg.Pool({ connectionString: url, max: clients });
  // pool.end() resolves before its connections are gone; dropping the database then terminates
  // them, which must not crash the run.
  pool.on('error', () => undefined);
  const once = async () => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      for (const s of statements) await client.query(s.text, s.params);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
  };
  const run = async (seconds: number) => {
    const latencies: number[] = [];
    const end = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (performance.now() < end) {
          const started = performance.now();
          await once();
          latencies.push(performance.now() - started);
        }
      }),
    );
    return latencies;
  };
  await run(2);
  const measured = summarise(await run(DURATION), DURATION);
  await pool.end();
  return measured;
}

interface Row {
  readonly projects: number;
  readonly scenario: Scenario;
  readonly server: Measured & { errors: number };
  readonly direct: Measured;
  /**
   * The same SQL from one client: what one request costs the database with nothing to wait for
   * (the cost per search the scale-out estimate in RESULTS.md multiplies).
   */
  readonly alone: Measured;
  /** Statements the request runs (round trips to the database, BEGIN and COMMIT included). */
  readonly statements: number;
}

async function benchmark(
  url: string,
  projects: number,
  port: number,
): Promise<{ rows: Row[]; seedSeconds: number | undefined; bytesPerProject: number }> {
  process.stdout.write(`\n${projects.toLocaleString('en')} projects: seeding…\n`);
  const { seedSeconds, projectId, bytesPerProject } = await prepare(url, projects);
  process.stdout.write(
    seedSeconds === undefined ? '  kept from an earlier run\n' : `  seeded in ${seedSeconds.toFixed(1)} s\n`,
  );
  const list = scenarios(projectId);
  const statements = await recordStatements(url, list);
  const rows: Row[] = [];
  for (const scenario of list) {
    // A fresh server per row: work a saturated server still has queued must not spill over.
    const child = await startServer(url, port);
    let server: Measured & { errors: number };
    try {
      process.stdout.write(`  server: ${scenario.name} (${scenario.clients} clients)…\n`);
      server = await loadServer(port, scenario);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    process.stdout.write(`  direct SQL: ${scenario.name}…\n`);
    const recorded = statements.get(scenario.name)!;
    const direct = await replayPostgres(url, recorded, scenario.clients);
    const alone = await replayPostgres(url, recorded, 1);
    rows.push({ projects, scenario, server, direct, alone, statements: recorded.length + 2 });
  }
  return { rows, seedSeconds, bytesPerProject };
}

/** Milliseconds for the table; a run in which no request completed has no latencies. */
const ms = (value: number) => (Number.isNaN(value) ? 'none' : value < 10 ? value.toFixed(2) : value.toFixed(1));

function machine(pgVersion: string, server: string): string[] {
  const cpu = cpus();
  return [
    `- CPU: ${cpu[0]?.model ?? 'unknown'}, ${cpu.length} cores`,
    `- Memory: ${(totalmem() / 2 ** 30).toFixed(1)} GiB (${(freemem() / 2 ** 30).toFixed(1)} GiB free at the end)`,
    `- OS: ${type()} ${release()}`,
    `- Node ${process.version}; ${pgVersion} (${server})`,
    `- Load: autocannon, the row's clients, ${DURATION} s per row after a warm-up of three requests per client (all answered first), one client address, server logging at \`warn\`, search cache off`,
  ];
}

/** Whether a row meets its target at its size (undefined where the issue sets none). */
function verdict(row: Row): { meets: boolean; text: string } | undefined {
  const target = row.scenario.targets[row.projects];
  if (!target) return undefined;
  const ratio = row.server.p50 / row.direct.p50;
  const misses: string[] = [];
  if (!(row.server.p95 <= target.p95)) misses.push(`p95 ${ms(row.server.p95)} ms vs ≤ ${target.p95}`);
  if (target.perSecond !== undefined && !(row.server.perSecond >= target.perSecond))
    misses.push(`${row.server.perSecond.toFixed(0)} req/s vs ≥ ${target.perSecond.toLocaleString('en')}`);
  if (!(ratio <= MAX_RATIO)) misses.push(`ratio ${ratio.toFixed(2)} vs ≤ ${MAX_RATIO}`);
  const wanted = `p95 ≤ ${target.p95} ms${target.perSecond === undefined ? '' : `, ≥ ${target.perSecond.toLocaleString('en')} req/s`}, ratio ≤ ${MAX_RATIO}`;
  return misses.length === 0
    ? { meets: true, text: `meets (${wanted})` }
    : { meets: false, text: `misses: ${misses.join('; ')}` };
}

/** The cost curve: direct SQL p50 of each request kind against the catalog size (log-log), as SVG. */
function curve(rows: readonly Row[]): string {
  const width = 640;
  const height = 360;
  const margin = { left: 64, right: 200, top: 24, bottom: 48 };
  const sizes = [...new Set(rows.map((r) => r.projects))].sort((a, b) => a - b);
  const values = rows.map((r) => r.direct.p50).filter((v) => v > 0);
  const [minY, maxY] = [Math.min(...values) / 1.5, Math.max(...values) * 1.5];
  const x = (size: number) =>
    margin.left +
    ((Math.log10(size) - Math.log10(sizes[0]!)) / Math.max(1e-9, Math.log10(sizes.at(-1)!) - Math.log10(sizes[0]!))) *
      (width - margin.left - margin.right);
  const y = (v: number) =>
    height -
    margin.bottom -
    ((Math.log10(v) - Math.log10(minY)) / (Math.log10(maxY) - Math.log10(minY))) *
      (height - margin.top - margin.bottom);
  const colours = ['#1f77b4', '#d62728', '#2ca02c', '#9467bd'];
  const names = [...new Set(rows.map((r) => r.scenario.name))];
  const ticks = [0.1, 0.3, 1, 3, 10, 30, 100, 300, 1000, 3000].filter((t) => t >= minY && t <= maxY);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="11">`,
    `<title>Search cost by catalog size: direct SQL p50 (ms, log scale) at 10k, 100k and 1M projects</title>`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    ...ticks.map(
      (t) =>
        `<line x1="${margin.left}" x2="${width - margin.right}" y1="${y(t).toFixed(1)}" y2="${y(t).toFixed(1)}" stroke="#ddd"/><text x="${margin.left - 6}" y="${(y(t) + 4).toFixed(1)}" text-anchor="end">${t} ms</text>`,
    ),
    ...sizes.map(
      (size) =>
        `<text x="${x(size).toFixed(1)}" y="${height - margin.bottom + 18}" text-anchor="middle">${size.toLocaleString('en')}</text>`,
    ),
    `<text x="${(margin.left + width - margin.right) / 2}" y="${height - 8}" text-anchor="middle">projects in the tenant</text>`,
    ...names.flatMap((name, i) => {
      const points = rows
        .filter((r) => r.scenario.name === name)
        .map((r) => `${x(r.projects).toFixed(1)},${y(Math.max(r.direct.p50, minY)).toFixed(1)}`);
      const colour = colours[i % colours.length];
      return [
        `<polyline fill="none" stroke="${colour}" stroke-width="2" points="${points.join(' ')}"/>`,
        ...points.map((pt) => `<circle cx="${pt.split(',')[0]}" cy="${pt.split(',')[1]}" r="3" fill="${colour}"/>`),
        `<text x="${width - margin.right + 10}" y="${margin.top + 16 * i + 4}" fill="${colour}">${name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;').slice(0, 32)}</text>`,
      ];
    }),
    '</svg>',
  ];
  return `${parts.join('\n')}\n`;
}

async function main(): Promise<void> {
  const cluster = args.cluster ? await startBenchCluster(args.cluster, Number(args['cluster-port'])) : undefined;
  const adminUrl = cluster?.adminUrl ?? ADMIN_URL;
  const serverNote = cluster
    ? `the bench's own cluster, production settings: ${Object.entries(cluster.settings)
        .map(([name, value]) => `${name} ${value}`)
        .join(', ')}; the rest PostgreSQL's defaults`
    : "the machine's server, Debian's default settings (shared_buffers 128 MB)";
  try {
    await measureAll(adminUrl, serverNote);
  } finally {
    await cluster?.stop();
  }
}

async function measureAll(adminUrl: string, serverNote: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const pgVersion = (
    (await admin.query<{ v: string }>('SELECT version() AS v')).rows[0]!.v.split(' on ')[0] ?? ''
  ).trim();
  const rows: Row[] = [];
  const seeds: string[] = [];
  for (const size of SIZES) {
    const name = args.reuse ? `talent_bench_search_${size}` : `talent_bench_${process.pid}_${size}`;
    const { rows: exists } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.length === 0) await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      const run = await benchmark(url.toString(), size, 3991);
      rows.push(...run.rows);
      seeds.push(
        `${
          run.seedSeconds === undefined
            ? `${size.toLocaleString('en')} projects: a database seeded by an earlier run (\`--reuse\`), migrated, \`VACUUM ANALYZE\`d`
            : `${size.toLocaleString('en')} projects seeded in ${run.seedSeconds.toFixed(0)} s (${Math.round(size / run.seedSeconds)} projects/s, search vectors, pools and facet cubes included)`
        }; ${Math.round(run.bytesPerProject).toLocaleString('en')} bytes per project (table, TOAST, indexes, cubes)`,
      );
    } finally {
      for (let wait = 0; wait < 100; wait++) {
        const { rows: active } = await admin.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (active[0]!.n === 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      if (!args.reuse) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  }
  await admin.end();

  const triple = (m: Measured) => `${ms(m.p50)} / ${ms(m.p95)} / ${ms(m.p99)}`;
  const table = [
    '| Projects | Request | Clients | Server p50 / p95 / p99 ms | Server req/s | Direct SQL p50 / p95 / p99 ms | Direct req/s | p50 ratio | SQL alone p50 ms | Statements | Errors | Target |',
    '| ---: | --- | ---: | --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      (r) =>
        `| ${r.projects.toLocaleString('en')} | ${r.scenario.name} | ${r.scenario.clients} | ${triple(r.server)} | ${r.server.perSecond.toFixed(0)} | ${triple(r.direct)} | ${r.direct.perSecond.toFixed(0)} | ${Number.isNaN(r.server.p50) ? '—' : (r.server.p50 / r.direct.p50).toFixed(2)} | ${ms(r.alone.p50)} | ${r.statements} | ${r.server.errors} | ${verdict(r)?.text ?? '—'} |`,
    ),
  ];
  writeFileSync(join(import.meta.dirname, 'search-curve.svg'), curve(rows));
  const section = [
    START,
    '',
    '## Search under load, cache off (`bench/search.ts`)',
    '',
    `Written by \`pnpm --filter @talent/bench bench:search\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. Each row: the API server under load over HTTP (public project search and the project page of tenant \`${TENANT}\`, the visitors' search cache off), and beside it the same SQL statements that request runs, recorded from the server and replayed directly on the database in one transaction per request from the same number of clients. The ratio is server p50 ÷ direct p50: what HTTP, validation, routing, JSON and the Node event loop add. "SQL alone": the same statements from one client, the database's own time for one request with nothing to wait for. "Statements" counts the request's round trips to the database, BEGIN and COMMIT included.`,
    '',
    '### Machine',
    '',
    ...machine(pgVersion, serverNote),
    ...seeds.map((s) => `- ${s}`),
    '',
    '### Results',
    '',
    ...table,
    '',
    '![Direct SQL p50 by catalog size](search-curve.svg)',
    '',
    END,
  ].join('\n');
  writeSection(RESULTS, START, END, section, '# Benchmark results\n');
  process.stdout.write(`\n${table.join('\n')}\n\nWrote bench/RESULTS.md and bench/search-curve.svg\n`);
}

await main();
