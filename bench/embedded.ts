// Embedded-default benchmark: the API as `npm start` runs it (embedded PGlite, the development seed
// of 2,000 projects per tenant), 20 concurrent visitors searching with distinct words, uncached,
// for 30 s, while a prober calls GET /healthz. Reports search p50/p95/p99 and the health check's
// p99 during the load, and the server's own event-loop delay from /readyz. Writes its section of
// bench/RESULTS.md.
//
//   pnpm --filter @talent/bench bench:embedded [--duration 30] [--visitors 20]
//     [--server apps/api/src/bootstrap/main.ts] [--label "…"] [--data-dir DIR]
//
// `--server` runs another checkout's server (an older commit, for a before/after on one machine);
// `--data-dir` reuses a seeded data directory (the first start seeds it).
import { SEED_VOCABULARY } from '@talent/api';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { cpus, freemem, release, tmpdir, totalmem, type } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { cliArgs } from './cliArgs.ts';
import { writeSection as writeResultsSection } from './resultsSection.ts';

const ROOT = resolve(import.meta.dirname, '..');
const HOST = 'acme.localhost';
const PORT = 3290;
const RESULTS = join(import.meta.dirname, 'RESULTS.md');
const START = '<!-- embedded:start -->';
const END = '<!-- embedded:end -->';
/**
 * The targets: health p99 ≤ 50 ms during the load (the platform issue); search p95 ≤ 100 ms with 20
 * visitors typing distinct words (issue 18; the platform issue asked for 440 ms).
 */
const TARGET = { healthP99: 50, searchP95: 100 };

const { values: args } = parseArgs({
  args: cliArgs(),
  options: {
    duration: { type: 'string', default: '30' },
    visitors: { type: 'string', default: '20' },
    server: { type: 'string', default: join(ROOT, 'apps/api/src/bootstrap/main.ts') },
    label: { type: 'string' },
    'data-dir': { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
  },
});
const DURATION = Number(args.duration);
const VISITORS = Number(args.visitors);

/**
 * Distinct search words: every job-title word of the seed vocabulary, in every language (so every
 * word finds jobs), longest words first (they also run the typo matching).
 */
function searchWords(): string[] {
  const words = new Set<string>();
  for (const family of SEED_VOCABULARY.roleFamilies)
    for (const title of family.titles)
      for (const text of Object.values(title))
        for (const word of text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []) words.add(word);
  return [...words].sort((a, b) => b.length - a.length || a.localeCompare(b));
}

const agent = new Agent({ keepAlive: true, maxSockets: VISITORS + 2 });

/** One request with the tenant's Host header (fetch cannot set Host); resolves with status and time. */
function call(method: string, path: string, body?: unknown): Promise<{ status: number; ms: number; text: string }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((done, fail) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path,
        agent,
        headers: { host: HOST, ...(payload && { 'content-type': 'application/json' }) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done({ status: res.statusCode ?? 0, ms: performance.now() - started, text }));
      },
    );
    req.on('error', fail);
    req.end(payload);
  });
}

function percentiles(values: number[]): { p50: number; p95: number; p99: number; max: number } {
  const sorted = values.toSorted((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? Number.NaN };
}

async function startServer(dataDir: string): Promise<{ child: ChildProcess; seconds: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [args.server], {
    env: {
      ...process.env,
      // What `npm start` runs on: development mode, embedded database, the seed on the first start.
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SEED_PROJECTS: '2000',
      // Uncached: every search runs its SQL (the visitors' cache would answer repeated words).
      SEARCH_CACHE_SECONDS: '0',
      // One client address sends everything; the per-address limit would answer 429.
      RATE_LIMIT_PER_MINUTE: '100000000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 3000; attempt++) {
    await new Promise((r) => setTimeout(r, 200));
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await call('GET', '/readyz')).status === 200)
        return { child, seconds: (performance.now() - started) / 1000 };
    } catch {
      // not listening yet
    }
  }
  child.kill();
  throw new Error('the server did not become ready');
}

async function main(): Promise<void> {
  const ownDir = args['data-dir'] === undefined;
  const dataDir = args['data-dir'] ?? join(mkdtempSync(join(tmpdir(), 'talent-bench-embedded-')), 'data');
  const { child, seconds: startSeconds } = await startServer(dataDir);
  const words = searchWords();
  let next = 0;
  const search = () =>
    call('POST', '/v1/api/publicsearch/project/query', { offset: 0, size: 20, query: words[next++ % words.length] });
  try {
    // The server's event-loop figures cover its current and previous minute: wait out the first
    // minute (start-up and seeding) so that /readyz after the load reports the load.
    const settle = Date.now() + Math.max(0, 61_000 - startSeconds * 1000);
    while (Date.now() < settle) await new Promise((r) => setTimeout(r, 500));
    // Warm-up: code paths compiled, database pages read once.
    const warm = performance.now() + 3000;
    while (performance.now() < warm) await search();

    const searches: number[] = [];
    const health: number[] = [];
    let errors = 0;
    let results = 0;
    const end = performance.now() + DURATION * 1000;
    const visitors = Array.from({ length: VISITORS }, async () => {
      while (performance.now() < end) {
        const response = await search();
        if (response.status !== 200) errors++;
        else results += (JSON.parse(response.text) as { total: number }).total > 0 ? 1 : 0;
        searches.push(response.ms);
      }
    });
    const prober = (async () => {
      while (performance.now() < end) {
        const response = await call('GET', '/healthz');
        if (response.status !== 200) errors++;
        health.push(response.ms);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    await Promise.all([...visitors, prober]);
    const ready = await call('GET', '/readyz');
    const eventLoop = (JSON.parse(ready.text) as { eventLoopDelayMs?: Record<string, number> }).eventLoopDelayMs;

    const s = percentiles(searches);
    const h = percentiles(health);
    const row = {
      label: args.label ?? 'this checkout',
      startSeconds,
      searches: searches.length,
      withResults: results,
      perSecond: searches.length / DURATION,
      search: s,
      health: h,
      errors,
      eventLoop,
    };
    process.stdout.write(`${JSON.stringify(row, null, 2)}\n`);
    if (!args['dry-run']) writeSection(row);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    agent.destroy();
    if (ownDir) rmSync(resolve(dataDir, '..'), { recursive: true, force: true });
  }
}

const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '—' : value.toFixed(1));

/** One measured server. */
interface Row {
  label: string;
  startSeconds: number;
  searches: number;
  withResults: number;
  perSecond: number;
  search: ReturnType<typeof percentiles>;
  health: ReturnType<typeof percentiles>;
  errors: number;
  eventLoop: Record<string, number> | undefined;
  machine: string;
  at: string;
}

/** Every row measured so far, by label (a run replaces its own label's row). */
const ROWS = join(import.meta.dirname, 'embedded-results.json');

/** Rewrites the embedded section of RESULTS.md from all rows, keeping the rest of the file. */
function writeSection(measured: Omit<Row, 'machine' | 'at'>): void {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const machine = `${cpu}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB (${(freemem() / 2 ** 30).toFixed(1)} GiB free at the end), ${type()} ${release()}, Node ${process.version}`;
  const row: Row = { ...measured, machine, at: new Date().toISOString().slice(0, 16).replace('T', ' ') };
  const rows = existsSync(ROWS) ? (JSON.parse(readFileSync(ROWS, 'utf8')) as Row[]) : [];
  const all = [...rows.filter((r) => r.label !== row.label), row];
  writeFileSync(ROWS, `${JSON.stringify(all, null, 2)}\n`);
  const meets = (ok: boolean) => (ok ? 'meets' : 'misses');
  const table = all.map(
    (r) =>
      `| ${r.label} | ${r.at} | ${r.searches} | ${ms(r.search.p50)} / ${ms(r.search.p95)} / ${ms(r.search.p99)} / ${ms(r.search.max)} | ${r.perSecond.toFixed(1)} | ${ms(r.health.p50)} / ${ms(r.health.p99)} / ${ms(r.health.max)} | ${r.eventLoop ? `${ms(r.eventLoop['p50'])} / ${ms(r.eventLoop['p99'])} / ${ms(r.eventLoop['max'])}` : '—'} | ${r.errors} |`,
  );
  const section = `${START}
## Embedded default under concurrent search (\`bench/embedded.ts\`)

Written by \`pnpm --filter @talent/bench bench:embedded\`. The API as \`npm start\` runs it: development
mode, embedded PGlite on a fresh data directory, the seed of 2,000 projects per tenant (three
tenants), the visitors' search cache off. ${VISITORS} visitors each send public searches of tenant \`acme\` back to
back for ${DURATION} s (after a 3 s warm-up), every request a different word of the seed's job titles in
any of its languages (about 40 % find jobs; the rest are words of languages acme's jobs are not
in); meanwhile a prober calls \`GET /healthz\` every 20 ms. Each row is one server, measured on the
same machine one after the other (\`--server\` runs another checkout's \`apps/api/src/bootstrap/main.ts\`);
the rows' machine: ${row.machine}.

| Server | Measured (UTC) | Searches | Search p50 / p95 / p99 / max ms | Searches/s | \`/healthz\` p50 / p99 / max ms | Event-loop delay p50 / p99 / max ms | Errors |
| --- | --- | ---: | --- | ---: | --- | --- | ---: |
${table.join('\n')}

Targets for the latest row (${row.label}): \`/healthz\` p99 ≤ ${TARGET.healthP99} ms during the load — ${meets(row.health.p99 <= TARGET.healthP99)} (${ms(row.health.p99)} ms);
search p95 ≤ ${TARGET.searchP95} ms (issue 18) — ${meets(row.search.p95 <= TARGET.searchP95)} (${ms(row.search.p95)} ms).
The event-loop figures come from the server's \`/readyz\` right after the load (how much later
than due its 10 ms sampling timer fired); the run waits out the server's first minute, so they
cover the warm-up and the load, not the start-up and seeding (older servers have none).
${END}`;
  writeResultsSection(RESULTS, START, END, section);
}

await main();
