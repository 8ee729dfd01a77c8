// Search benchmark: loads a generated catalog into PostgreSQL (100,000 projects) and into PGlite
// (10,000), then measures the API server under load with autocannon (32 connections, 20 s per
// request kind) beside the very SQL those requests run, replayed directly on the database, so the
// server's own overhead shows as a ratio. Writes bench/RESULTS.md.
//
//   pnpm --filter @talent/bench bench:search [--only postgres|pglite] [--duration 20]
//     [--connections 32] [--pg-projects 100000] [--pglite-projects 10000]
//
// Not part of `npm test`: it needs a quiet machine and several minutes.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createServer, loadConfig, loadTenants, openDatabase, seedCatalog } from '@talent/api';
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpus, freemem, totalmem, type, release, tmpdir } from 'node:os';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';

const ROOT = resolve(import.meta.dirname, '..');
const TENANT = 'acme';
const HOST = 'acme.localhost';
const JWT_SECRET = 'benchmark-secret-benchmark-secret-0123456789';
const ADMIN_URL = process.env['BENCH_PG_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The fixed clock of the generated catalog, so every run loads the same data. */
const SEED_NOW = new Date('2026-11-01T09:00:00Z');
const TARGET = { p95Ms: 20, requestsPerSecond: 1500 };

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '32' },
    'pg-projects': { type: 'string', default: '100000' },
    'pglite-projects': { type: 'string', default: '10000' },
  },
});
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);

/** One kind of request measured. */
interface Scenario {
  readonly name: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly body?: unknown;
}

const search = (body: unknown): Omit<Scenario, 'name'> => ({
  method: 'POST',
  path: '/v1/api/publicsearch/project/query',
  body,
});

function scenarios(projectId: number): Scenario[] {
  return [
    { name: 'text query ("developer")', ...search({ offset: 0, size: 20, query: 'developer' }) },
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
    },
    // No query and no filter: the facets count every project of the tenant.
    { name: 'facet-heavy (all projects)', ...search({ offset: 0, size: 20 }) },
    { name: 'GET /project/{id}', method: 'GET', path: `/v1/api/project/${projectId}` },
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

/** The database of a target: a PostgreSQL URL or a PGlite directory. */
type Target = { kind: 'postgres'; url: string; projects: number } | { kind: 'pglite'; dir: string; projects: number };

/** Creates the database and loads the catalog; returns seconds spent seeding and a project id. */
async function prepare(target: Target): Promise<{ seedSeconds: number; projectId: number }> {
  const database = await openDatabase(
    target.kind === 'postgres' ? { url: target.url, dataDir: 'unused' } : { dataDir: target.dir },
  );
  await database.migrate();
  const tenants = loadTenants(join(ROOT, 'tenants'), TENANT);
  const started = performance.now();
  await seedCatalog(database.db, tenants.get(TENANT)!, { projects: target.projects, now: SEED_NOW });
  const seedSeconds = (performance.now() - started) / 1000;
  // Statistics and the visibility map (index-only scans), as autovacuum keeps them in service.
  await database.pool.query('VACUUM ANALYZE');
  const { rows } = await database.pool.query<{ id: number | string }>(
    'SELECT id FROM projects WHERE client_id = $1 ORDER BY id OFFSET $2 LIMIT 1',
    [TENANT, Math.floor(target.projects / 2)],
  );
  const [middle] = rows;
  await database.close();
  return { seedSeconds, projectId: Number(middle!.id) };
}

function serverEnv(target: Target, cache = false): Record<string, string> {
  return {
    // Visitors' searches are cached by default; most rows measure the searches themselves.
    SEARCH_CACHE_SECONDS: cache ? '30' : '0',
    NODE_ENV: 'production',
    JWT_SECRET,
    TENANTS_DIR: join(ROOT, 'tenants'),
    DEFAULT_TENANT: TENANT,
    LOG_LEVEL: 'warn',
    // The benchmark is one client address; the per-address limit would answer 429 within a second.
    RATE_LIMIT_PER_MINUTE: '100000000',
    ...(target.kind === 'postgres' ? { DATABASE_URL: target.url } : { DATA_DIR: target.dir }),
  };
}

/** A recorded statement of a request. */
interface Statement {
  readonly text: string;
  readonly params: unknown[];
}

/** Runs each scenario once through an in-process server and records the SQL it executes. */
async function recordStatements(target: Target, list: Scenario[]): Promise<Map<string, Statement[]>> {
  let recording: Statement[] = [];
  const database = await openDatabase({
    ...(target.kind === 'postgres' ? { url: target.url, dataDir: 'unused' } : { dataDir: target.dir }),
    logger: { logQuery: (text, params) => recording.push({ text, params }) },
  });
  const server = await createServer(loadConfig(serverEnv(target)), { database });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = server.app.server.address() as AddressInfo;
  const recorded = new Map<string, Statement[]>();
  for (const scenario of list) {
    recording = [];
    const response = await call(port, scenario);
    if (response.status !== 200) throw new Error(`${scenario.name}: ${response.status} ${response.body.slice(0, 300)}`);
    recorded.set(scenario.name, recording);
  }
  await server.close();
  await database.close();
  return recorded;
}

/** Starts `node apps/api/src/bootstrap/main.ts` for the target and waits until it is ready. */
async function startServer(target: Target, port: number, cache: boolean): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(ROOT, 'apps/api/src/bootstrap/main.ts')], {
    env: { ...process.env, ...serverEnv(target, cache), PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 300; attempt++) {
    await new Promise((r) => setTimeout(r, 100));
    try {
      const ready = await call(port, { name: 'ready', method: 'GET', path: '/readyz' });
      if (ready.status === 200) return child;
    } catch {
      // not listening yet
    }
  }
  child.kill();
  throw new Error('the server did not become ready');
}

/** autocannon against the server: latencies of every response (ms), 2 s warm-up first. */
async function loadServer(port: number, scenario: Scenario): Promise<Measured & { errors: number }> {
  const options = {
    url: `http://127.0.0.1:${port}${scenario.path}`,
    method: scenario.method,
    headers: { host: HOST, ...(scenario.body !== undefined && { 'content-type': 'application/json' }) },
    ...(scenario.body !== undefined && { body: JSON.stringify(scenario.body) }),
    connections: CONNECTIONS,
    // A saturated server answers late rather than not at all: measure that instead of giving up.
    timeout: 60,
  };
  await autocannon({ ...options, duration: 2 });
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

/** Replays a request's statements in one transaction per request, from CONNECTIONS clients. */
async function replayPostgres(url: string, statements: Statement[]): Promise<Measured> {
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
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
      Array.from({ length: CONNECTIONS }, async () => {
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

/** PGlite is one connection in one process: the statements are replayed one request at a time. */
async function replayPglite(dir: string, statements: Statement[]): Promise<Measured> {
  const db = await PGlite.create({ dataDir: dir, extensions: { pg_trgm } });
  const run = async (seconds: number) => {
    const latencies: number[] = [];
    const end = performance.now() + seconds * 1000;
    while (performance.now() < end) {
      const started = performance.now();
      await db.transaction(async (tx) => {
        for (const s of statements) await tx.query(s.text, s.params);
      });
      latencies.push(performance.now() - started);
    }
    return latencies;
  };
  await run(2);
  const measured = summarise(await run(DURATION), DURATION);
  await db.close();
  return measured;
}

interface Row {
  readonly target: string;
  readonly scenario: string;
  readonly server: Measured & { errors: number };
  /** The same search with the visitors' search cache on (searches only). */
  readonly cached: (Measured & { errors: number }) | undefined;
  readonly direct: Measured;
}

async function benchmark(target: Target, port: number): Promise<{ rows: Row[]; seedSeconds: number }> {
  const label =
    target.kind === 'postgres'
      ? `PostgreSQL, ${target.projects.toLocaleString('en')}`
      : `PGlite, ${target.projects.toLocaleString('en')}`;
  process.stdout.write(`\n${label} projects: seeding…\n`);
  const { seedSeconds, projectId } = await prepare(target);
  process.stdout.write(`  seeded in ${seedSeconds.toFixed(1)} s\n`);
  const list = scenarios(projectId);
  const statements = await recordStatements(target, list);
  const rows: Row[] = [];
  const measuredServer = new Map<string, Measured & { errors: number }>();
  const measuredCached = new Map<string, Measured & { errors: number }>();
  for (const cache of [false, true]) {
    for (const scenario of list) {
      if (cache && scenario.method === 'GET') continue;
      // A fresh server per row: work a saturated server still has queued must not spill over.
      const child = await startServer(target, port, cache);
      try {
        process.stdout.write(`  server${cache ? ' (search cache on)' : ''}: ${scenario.name}…\n`);
        (cache ? measuredCached : measuredServer).set(scenario.name, await loadServer(port, scenario));
      } finally {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
    }
  }
  for (const scenario of list) {
    process.stdout.write(`  direct SQL: ${scenario.name}…\n`);
    const recorded = statements.get(scenario.name)!;
    const direct =
      target.kind === 'postgres'
        ? await replayPostgres(target.url, recorded)
        : await replayPglite(target.dir, recorded);
    rows.push({
      target: label,
      scenario: scenario.name,
      server: measuredServer.get(scenario.name)!,
      cached: measuredCached.get(scenario.name),
      direct,
    });
  }
  return { rows, seedSeconds };
}

/** Milliseconds for the table; a run in which no request completed has no latencies. */
const ms = (value: number) => (Number.isNaN(value) ? 'none' : value < 10 ? value.toFixed(2) : value.toFixed(1));

function machine(): string[] {
  const cpu = cpus();
  const pgVersion = process.env['BENCH_PG_VERSION'] ?? '';
  return [
    `- CPU: ${cpu[0]?.model ?? 'unknown'}, ${cpu.length} cores`,
    `- Memory: ${(totalmem() / 2 ** 30).toFixed(1)} GiB (${(freemem() / 2 ** 30).toFixed(1)} GiB free at the end)`,
    `- OS: ${type()} ${release()}`,
    `- Node ${process.version}; ${pgVersion}; PGlite ${(JSON.parse(readFileSync(join(ROOT, 'bench/node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }).version}`,
    `- Load: autocannon, ${CONNECTIONS} connections, ${DURATION} s per row after a 2 s warm-up, one client address, server logging at \`warn\``,
  ];
}

async function main(): Promise<void> {
  const only = args.only;
  const results: Row[] = [];
  const seeds: string[] = [];
  let pgVersion = 'PostgreSQL (not run)';
  if (!only || only === 'postgres') {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    pgVersion = ((await admin.query<{ v: string }>('SELECT version() AS v')).rows[0]!.v.split(' on ')[0] ?? '').trim();
    const name = `talent_bench_${process.pid}`;
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    try {
      const run = await benchmark(
        { kind: 'postgres', url: url.toString(), projects: Number(args['pg-projects']) },
        3991,
      );
      results.push(...run.rows);
      seeds.push(
        `PostgreSQL: ${Number(args['pg-projects']).toLocaleString('en')} projects seeded in ${run.seedSeconds.toFixed(0)} s`,
      );
    } finally {
      for (let wait = 0; wait < 100; wait++) {
        const { rows } = await admin.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (rows[0]!.n === 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
  if (!only || only === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'talent-bench-'));
    try {
      const run = await benchmark({ kind: 'pglite', dir, projects: Number(args['pglite-projects']) }, 3992);
      results.push(...run.rows);
      seeds.push(
        `PGlite: ${Number(args['pglite-projects']).toLocaleString('en')} projects seeded in ${run.seedSeconds.toFixed(0)} s`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  process.env['BENCH_PG_VERSION'] = pgVersion;

  const triple = (m: Measured) => `${ms(m.p50)} / ${ms(m.p95)} / ${ms(m.p99)}`;
  const table = [
    '| Database, projects | Request | Server p50 / p95 / p99 ms | Server req/s | Direct SQL p50 / p95 / p99 ms | Direct req/s | p50 ratio | Cached p50 / p95 / p99 ms | Cached req/s | Errors |',
    '| --- | --- | --- | ---: | --- | ---: | ---: | --- | ---: | ---: |',
    ...results.map(
      (r) =>
        `| ${r.target} | ${r.scenario} | ${triple(r.server)} | ${r.server.perSecond.toFixed(0)} | ${triple(r.direct)} | ${r.direct.perSecond.toFixed(0)} | ${Number.isNaN(r.server.p50) ? '—' : (r.server.p50 / r.direct.p50).toFixed(2)} | ${r.cached ? triple(r.cached) : '—'} | ${r.cached ? r.cached.perSecond.toFixed(0) : '—'} | ${r.server.errors + (r.cached?.errors ?? 0)} |`,
    ),
  ];
  const pgSearch = results.filter((r) => r.target.startsWith('PostgreSQL') && !r.scenario.startsWith('GET'));
  const judge = (m: Measured) =>
    `${m.p95 <= TARGET.p95Ms && m.perSecond >= TARGET.requestsPerSecond ? 'meets' : 'misses'} the target (p95 ${ms(m.p95)} ms vs ≤ ${TARGET.p95Ms}; ${m.perSecond.toFixed(0)} req/s vs ≥ ${TARGET.requestsPerSecond.toLocaleString('en')})`;
  const verdict = pgSearch.map(
    (r) => `- ${r.scenario}: uncached ${judge(r.server)}; cached ${r.cached ? judge(r.cached) : 'not measured'}`,
  );
  const previous = (() => {
    try {
      const text = readFileSync(join(ROOT, 'bench/RESULTS.md'), 'utf8');
      const at = text.indexOf('## Analysis');
      return at >= 0 ? text.slice(at) : '';
    } catch {
      return '';
    }
  })();
  const report = [
    '# Benchmark results',
    '',
    `Written by \`pnpm --filter @talent/bench bench:search\` (bench/search.ts) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. Each row: the API server under load over HTTP (public project search and the project page of tenant \`${TENANT}\`), and beside it the same SQL statements that request runs, recorded from the server and replayed directly on the database in one transaction per request (PostgreSQL: the same ${CONNECTIONS} concurrent clients; PGlite: one connection, so one at a time). The ratio is server p50 ÷ direct p50 (search cache off): what HTTP, validation, routing, JSON and the Node event loop add. The cached columns repeat the searches with the visitors' search cache on (the default, \`SEARCH_CACHE_SECONDS=30\`): every request after the first is a cache hit, so they show the ceiling for popular searches, not the searches themselves.`,
    '',
    '## Machine',
    '',
    ...machine(),
    ...seeds.map((s) => `- ${s}`),
    '',
    '## Results',
    '',
    ...table,
    '',
    `## Target (PostgreSQL search: p95 ≤ ${TARGET.p95Ms} ms and ≥ ${TARGET.requestsPerSecond.toLocaleString('en')} req/s)`,
    '',
    ...verdict,
    '',
    previous || '## Analysis\n\n(to be written after a run)\n',
  ];
  writeFileSync(join(ROOT, 'bench/RESULTS.md'), `${report.join('\n').trimEnd()}\n`);
  process.stdout.write(`\n${table.join('\n')}\n\n${verdict.join('\n')}\n\nWrote bench/RESULTS.md\n`);
}

await main();
