// The location lookup (`POST /geo/resolve`) and its dataset: how long a server takes from its
// start to being ready and to its first answered lookup, what a lookup costs afterwards (exact
// names and typos), and the process's memory — on the embedded database and on PostgreSQL, cold
// (a database, and a machine, that never held the gazetteer) and warm (a second start on the same
// database). Each measurement runs in a process of its own, so nothing is cached in memory.
//
//   node bench/geo.ts                       # all four, rewrites RESULTS.md's section
//   node bench/geo.ts --lookups 400 --dry-run
import { createServer } from '@talent/api';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { benchConfig, signUpTalent } from './benchServer.ts';
import { cliArgs } from './cliArgs.ts';
import { writeSection } from './resultsSection.ts';

const ADMIN_URL = process.env['BENCH_PG_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** What people type into the address step: cities in several languages, with postcodes and countries, and typos. */
const EXACT = [
  'Berlin',
  '10115 Berlin, DE',
  'München',
  'Monaco di Baviera',
  'Köln, Germany',
  'Frankfurt am Main',
  'Wien',
  'Zürich, CH',
  'Amsterdam',
  'Den Haag',
  'Rotterdam NL',
  'Paris France',
  'Lyon',
  'Київ',
  'Lviv, UA',
  'Springfield, IL',
  'New York, United States',
  'São Paulo',
  'Kraków',
  'Hauptstraße 5, 80331 München, DE',
];
const TYPOS = [
  'Berln',
  'Hambrug',
  'Dusseldrof',
  'Amsterdm',
  'Rotterdamm',
  'Frankfrut am Main',
  'Muenchenn',
  'Stuttgrat',
];

interface Measurement {
  readonly database: 'pglite' | 'postgres';
  readonly start: 'cold' | 'warm';
  /** createServer + listen, from the process's first line. */
  readonly readyMs: number;
  /** From the process's first line to the first lookup answered SUCCESS (sign-up and login included). */
  readonly firstAnswerMs: number;
  readonly exact: { readonly p50: number; readonly p95: number };
  readonly typo: { readonly p50: number; readonly p95: number };
  readonly rssMiB: number;
}

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/** One measurement, in this process. */
async function child(options: {
  database: 'pglite' | 'postgres';
  start: 'cold' | 'warm';
  dataDir: string;
  databaseUrl: string | undefined;
  lookups: number;
}): Promise<Measurement> {
  const began = performance.now();
  const config = benchConfig({
    DATA_DIR: options.dataDir,
    ...(options.databaseUrl && { DATABASE_URL: options.databaseUrl }),
    FILES_DIR: join(options.dataDir, 'files'),
    // Where a version that kept the gazetteer in a file kept it (the "before" run of RESULTS.md,
    // at c0ff6b8): per run, so cold means cold. Today's server reads no such setting.
    GAZETTEER_CACHE_DIR: join(options.dataDir, 'gazetteer-cache'),
    SEED_PROJECTS: '0',
  });
  const server = await createServer(config);
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const readyMs = performance.now() - began;
  const origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/v1/api`;
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  // A talent may look up 60 places in 10 minutes: every 50 lookups are a new talent's.
  let talents = 0;
  const talent = () => signUpTalent(origin, `geo-bench-${options.start}-${talents++}@example.com`, 'Geo');
  let token = await talent();
  // The first lookup waits for the dataset the server started loading (or answers SERVER_ERROR
  // while it cannot): asked until it succeeds.
  for (;;) {
    const first = await post('/geo/resolve', { query: 'Berlin' }, token);
    if (first.status !== 200) throw new Error(`resolve: ${first.status} ${JSON.stringify(first.body)}`);
    if (first.body['result'] === 'SUCCESS') break;
  }
  const firstAnswerMs = performance.now() - began;
  const time = async (queries: readonly string[]) => {
    const took: number[] = [];
    for (let i = 0; i < options.lookups; i++) {
      if (i % 50 === 0) token = await talent();
      const at = performance.now();
      const answer = await post('/geo/resolve', { query: queries[i % queries.length] }, token);
      if (answer.status !== 200) throw new Error(`resolve: ${answer.status}`);
      took.push(performance.now() - at);
    }
    return { p50: percentile(took, 50), p95: percentile(took, 95) };
  };
  const exact = await time(EXACT);
  const typo = await time(TYPOS);
  const rssMiB = process.memoryUsage().rss / 2 ** 20;
  await server.close();
  return { database: options.database, start: options.start, readyMs, firstAnswerMs, exact, typo, rssMiB };
}

/** Runs one measurement in a fresh process. */
function inProcess(args: readonly string[]): Measurement {
  const run = spawnSync(process.execPath, [import.meta.filename, '--child', ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    timeout: 600_000,
  });
  if (run.status !== 0) throw new Error(`measurement ${args.join(' ')} failed (${run.status ?? run.signal})`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!) as Measurement;
}

const { values } = parseArgs({
  args: cliArgs(),
  options: {
    child: { type: 'boolean', default: false },
    database: { type: 'string', default: 'pglite' },
    start: { type: 'string', default: 'cold' },
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    lookups: { type: 'string', default: '200' },
    'dry-run': { type: 'boolean', default: false },
  },
});

if (values.child) {
  const measurement = await child({
    database: values.database as Measurement['database'],
    start: values.start as Measurement['start'],
    dataDir: values['data-dir']!,
    databaseUrl: values['database-url'],
    lookups: Number(values.lookups),
  });
  process.stdout.write(`${JSON.stringify(measurement)}\n`);
  process.exit(0);
}

const rows: Measurement[] = [];
for (const database of ['pglite', 'postgres'] as const) {
  const dataDir = mkdtempSync(join(tmpdir(), 'talent-bench-geo-'));
  let databaseUrl: string | undefined;
  const name = `talent_bench_geo_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  if (database === 'postgres') {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  try {
    for (const start of ['cold', 'warm'] as const) {
      const measurement = inProcess([
        '--database',
        database,
        '--start',
        start,
        '--data-dir',
        database === 'pglite' ? join(dataDir, 'pglite') : dataDir,
        ...(databaseUrl ? ['--database-url', databaseUrl] : []),
        '--lookups',
        values.lookups,
      ]);
      console.log(JSON.stringify(measurement));
      rows.push(measurement);
    }
  } finally {
    if (database === 'postgres') {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${value.toFixed(1)} ms`);
const table = [
  '| Database | Start | Ready | First lookup answered | Exact p50 / p95 | Typo p50 / p95 | RSS |',
  '| -------- | ----- | ----: | --------------------: | --------------: | -------------: | --: |',
  ...rows.map(
    (r) =>
      `| ${r.database} | ${r.start} | ${ms(r.readyMs)} | ${ms(r.firstAnswerMs)} | ${ms(r.exact.p50)} / ${ms(r.exact.p95)} | ${ms(r.typo.p50)} / ${ms(r.typo.p95)} | ${Math.round(r.rssMiB)} MiB |`,
  ),
].join('\n');
console.log(table);
if (!values['dry-run']) {
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`;
  writeSection(
    join(import.meta.dirname, 'RESULTS.md'),
    '<!-- geo:start -->',
    '<!-- geo:end -->',
    `<!-- geo:start -->\n\nMeasured by \`bench/geo.ts\` (${values.lookups} lookups of each kind, one at a time) on ${machine}.\n\n${table}\n\n<!-- geo:end -->`,
  );
}
