// `pnpm --filter @talent/bench bench:overload`: the server offered more than it can do (issue 29,
// finding 4: 12 job pages/s and 8 logged-in searches/s on the embedded default; it completed ~8
// and ~5, latency grew without bound, no 503 was ever sent and /readyz missed 31 of 36 probes).
// Needs `pnpm --filter @talent/portal build` first: it runs the built portal as `npm start` does.
//
// 1. Starts `apps/server/src/main.ts` as `npm start` runs it: development mode, the embedded
//    database (PGlite) on a fresh temporary data directory (or `--data-dir`, reused: the first
//    start seeds it), the seed of 2,000 projects per tenant; logging at `warn`, the per-address
//    rate limit lifted (one client address sends everything), no digest sweep.
// 2. Takes the job pages of tenant `acme`'s default-language sitemap and signs up `--talents`
//    talents (searches are a logged-in talent's, round-robin over them).
// 3. Warms up for `--warmup` s (one page and one search at a time, not recorded).
// 4. Offers, open loop, `--pages` job pages per second (each a different page, without a session:
//    rendered on the server) and `--searches` logged-in searches per second (`POST
//    /v1/api/search/project/query`, each a different word of the seed's job titles) for
//    `--duration` s — requests are sent on schedule whether or not earlier ones were answered, as
//    visitors arrive — while a prober asks `GET /readyz` every 2 s with a 3 s timeout.
// 5. Waits up to `--drain` s for the answers still outstanding; what is not answered by then (or
//    within a request's own 120 s) counts as unanswered.
//
// Per kind it reports what was offered, the 200s per second of the offered time, p50/p99 latency of
// the 200s, the 503s (how many carried `Retry-After`, and how fast they came), other answers and
// unanswered requests; and how many readiness probes were answered 200 in time. Each run replaces
// its label's row in `overload-results.json`; the section of RESULTS.md between the `overload`
// markers is rewritten from all rows (the text after it is written by hand and kept). Loopback
// only; bounded in time.
//
//   pnpm --filter @talent/bench bench:overload [--pages 12] [--searches 8] [--duration 60]
//     [--drain 60] [--label "…"] [--note "…"] [--server …/apps/server/src/main.ts]
//     [--data-dir DIR] [--dry-run]
//
// `--server` runs another checkout's composition app (a `git worktree` of an older commit with its
// dependencies installed and its portal built), so a before/after pair runs on one machine.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';
import { benchClient, jobPages, openLoop, percentiles, probeReadiness, searchWords } from './benchHttp.ts';
import type { Answer } from './benchHttp.ts';
import { machineLine, signUpTalent, spawnServer, stopServer, waitReady } from './benchServer.ts';
import { cliArgs } from './cliArgs.ts';
import { writeSection } from './resultsSection.ts';

const ROOT = resolve(import.meta.dirname, '..');
const HOST = 'acme.localhost';
const RESULTS = join(import.meta.dirname, 'RESULTS.md');
const ROWS = join(import.meta.dirname, 'overload-results.json');
const START = '<!-- overload:start -->';
const END = '<!-- overload:end -->';
/** How long one request may take before the client gives up on it. */
const REQUEST_TIMEOUT_MS = 120_000;

const { values: args } = parseArgs({
  args: cliArgs(),
  options: {
    port: { type: 'string', default: '3293' },
    pages: { type: 'string', default: '12' },
    searches: { type: 'string', default: '8' },
    duration: { type: 'string', default: '60' },
    warmup: { type: 'string', default: '10' },
    drain: { type: 'string', default: '60' },
    // At most 10: registration is limited to 10 a minute per address.
    talents: { type: 'string', default: '8' },
    server: { type: 'string', default: join(ROOT, 'apps/server/src/main.ts') },
    'data-dir': { type: 'string' },
    label: { type: 'string', default: 'this checkout' },
    note: {
      type: 'string',
      default: 'Indicative: a shared 2-core machine with other agents building and testing; rerun on a quiet machine.',
    },
    'dry-run': { type: 'boolean', default: false },
  },
});
const PORT = Number(args.port);
const PAGES_PER_SECOND = Number(args.pages);
const SEARCHES_PER_SECOND = Number(args.searches);
const DURATION = Number(args.duration);
const WARMUP = Number(args.warmup);
const DRAIN = Number(args.drain);
const TALENTS = Number(args.talents);
for (const [name, value] of Object.entries({ PAGES_PER_SECOND, SEARCHES_PER_SECOND, DURATION, WARMUP, DRAIN, TALENTS }))
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name}: ${value} is out of range`);
if (DURATION > 600 || DRAIN > 600 || PAGES_PER_SECOND + SEARCHES_PER_SECOND > 500)
  throw new Error('at most 600 s of load, 600 s of drain and 500 requests per second');

const client = benchClient(PORT, HOST, REQUEST_TIMEOUT_MS);
const call = client.call;

function startServer(dataDir: string): ChildProcess {
  return spawnServer(args.server, PORT, {
    // What `npm start` runs on: development mode, the embedded database, the seed on the first start.
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    FILES_DIR: join(dataDir, '..', 'files'),
    SEED_PROJECTS: '2000',
  });
}

/** What one kind of request got. */
interface Tally {
  offered: number;
  ok: number[];
  shed: number[];
  shedWithRetryAfter: number;
  other: Record<string, number>;
  unanswered: number;
}

const tally = (): Tally => ({ offered: 0, ok: [], shed: [], shedWithRetryAfter: 0, other: {}, unanswered: 0 });

/** Sends `send()` `perSecond` times a second for `seconds`, on schedule, and records the answers. */
function offer(
  perSecond: number,
  seconds: number,
  into: Tally,
  send: (i: number) => Promise<Answer>,
  ok: (answer: Answer) => boolean,
): { scheduled: Promise<void>; answered: Promise<unknown> } {
  return openLoop(perSecond, seconds, (i) => {
    into.offered++;
    return send(i).then(
      (answer) => {
        if (answer.status === 503) {
          into.shed.push(answer.ms);
          if (answer.retryAfter !== undefined) into.shedWithRetryAfter++;
        } else if (ok(answer)) into.ok.push(answer.ms);
        else into.other[String(answer.status)] = (into.other[String(answer.status)] ?? 0) + 1;
      },
      () => {
        into.unanswered++;
      },
    );
  });
}

/** One kind's figures as stored. */
interface Figures {
  readonly offeredPerSecond: number;
  readonly offered: number;
  readonly completedPerSecond: number;
  readonly ok: ReturnType<typeof percentiles>;
  readonly shed: number;
  readonly shedWithRetryAfter: number;
  readonly shedMs: ReturnType<typeof percentiles>;
  readonly other: Record<string, number>;
  readonly unanswered: number;
}

function figures(t: Tally, perSecond: number): Figures {
  return {
    offeredPerSecond: perSecond,
    offered: t.offered,
    completedPerSecond: t.ok.length / DURATION,
    ok: percentiles(t.ok),
    shed: t.shed.length,
    shedWithRetryAfter: t.shedWithRetryAfter,
    shedMs: percentiles(t.shed),
    other: t.other,
    unanswered: t.unanswered,
  };
}

/** One measured run, as kept in overload-results.json. */
interface Row {
  readonly label: string;
  readonly at: string;
  readonly machine: string;
  readonly durationSeconds: number;
  readonly pages: Figures;
  readonly searches: Figures;
  readonly probes: { readonly sent: number; readonly answered: number; readonly p50: number; readonly max: number };
  readonly note: string;
}

async function main(): Promise<void> {
  const ownDir = args['data-dir'] === undefined;
  const dataDir = args['data-dir'] ?? join(mkdtempSync(join(tmpdir(), 'talent-bench-overload-')), 'data');
  const load1 = loadavg()[0]!;
  const server = startServer(dataDir);
  try {
    process.stdout.write(`Starting ${args.server} on ${dataDir} (the first start seeds 2,000 projects per tenant)…\n`);
    await waitReady(server, client, 900);
    const pages = await jobPages(client);
    const words = searchWords();
    const origin = `http://127.0.0.1:${PORT}/v1/api`;
    const stamp = Date.now().toString(36);
    const tokens: string[] = [];
    for (let i = 0; i < TALENTS; i++) tokens.push(await signUpTalent(origin, `overload-${stamp}-${i}@example.com`));
    process.stdout.write(`${pages.length} job pages, ${words.length} search words, ${tokens.length} talents.\n`);

    let nextPage = 0;
    let nextWord = 0;
    // Each request a different page and word: the pages kept for visitors and the search cache
    // (anonymous only) would otherwise answer repeats.
    const page = () => call('GET', pages[nextPage++ % pages.length]!);
    const search = (i: number) =>
      call('POST', '/v1/api/search/project/query', {
        body: { offset: 0, size: 20, query: words[nextWord++ % words.length] },
        token: tokens[i % tokens.length]!,
      });
    const pageOk = (a: Answer) => a.status === 200 && a.contentType.startsWith('text/html');
    const searchOk = (a: Answer) => a.status === 200;

    const warm = performance.now() + WARMUP * 1000;
    for (let i = 0; performance.now() < warm; i++) await Promise.all([page(), search(i)]);

    process.stdout.write(
      `Offering ${PAGES_PER_SECOND} pages/s and ${SEARCHES_PER_SECOND} searches/s for ${DURATION} s…\n`,
    );
    const pageTally = tally();
    const searchTally = tally();
    const probeTimes: number[] = [];
    let probesSent = 0;
    const pagesOffered = offer(PAGES_PER_SECOND, DURATION, pageTally, page, pageOk);
    const searchesOffered = offer(SEARCHES_PER_SECOND, DURATION, searchTally, search, searchOk);
    const probes = probeReadiness(client, DURATION, (answer) => {
      probesSent++;
      if (answer) probeTimes.push(answer.ms);
    }).answered;
    await Promise.all([pagesOffered.scheduled, searchesOffered.scheduled, probes]);
    // The drain: answers still outstanding get up to --drain s more.
    const drained = Promise.all([pagesOffered.answered, searchesOffered.answered]);
    let cut: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      drained.then(() => 'drained'),
      new Promise((r) => (cut = setTimeout(() => r('cut'), DRAIN * 1000))),
    ]);
    clearTimeout(cut);
    const outstanding = (t: Tally) =>
      t.offered - t.ok.length - t.shed.length - t.unanswered - Object.values(t.other).reduce((a, b) => a + b, 0);
    if (outcome === 'cut') {
      pageTally.unanswered += outstanding(pageTally);
      searchTally.unanswered += outstanding(searchTally);
    }

    const row: Row = {
      label: args.label,
      at: new Date().toISOString().slice(0, 16).replace('T', ' '),
      machine: `${machineLine(true)}, load average ${load1.toFixed(2)} at the start`,
      durationSeconds: DURATION,
      pages: figures(pageTally, PAGES_PER_SECOND),
      searches: figures(searchTally, SEARCHES_PER_SECOND),
      probes: {
        sent: probesSent,
        answered: probeTimes.length,
        p50: percentiles(probeTimes).p50,
        max: percentiles(probeTimes).max,
      },
      note: args.note,
    };
    process.stdout.write(`${JSON.stringify(row, null, 2)}\n`);
    if (!args['dry-run']) writeResults(row);
  } finally {
    await stopServer(server);
    client.close();
    if (ownDir) rmSync(resolve(dataDir, '..'), { recursive: true, force: true });
  }
}

// A percentile of no values is NaN, stored in JSON as null.
const s = (ms: number | null) => (ms === null || Number.isNaN(ms) ? '—' : (ms / 1000).toFixed(2));

/** Rewrites the section of RESULTS.md from all rows, keeping the rest of the file. */
function writeResults(row: Row): void {
  const rows = existsSync(ROWS) ? (JSON.parse(readFileSync(ROWS, 'utf8')) as Row[]) : [];
  const all = [...rows.filter((r) => r.label !== row.label), row];
  writeFileSync(ROWS, `${JSON.stringify(all, null, 2)}\n`);
  const other = (f: Figures) =>
    Object.entries(f.other)
      .map(([status, n]) => `${n}× ${status}`)
      .join(', ') || '0';
  const line = (r: Row, kind: string, f: Figures) =>
    `| ${r.label} | ${kind} | ${f.offeredPerSecond} (${f.offered}) | ${f.completedPerSecond.toFixed(1)} | ${s(f.ok.p50)} / ${s(f.ok.p99)} / ${s(f.ok.max)} | ${f.shed} (${f.shedWithRetryAfter}) | ${s(f.shedMs.p50)} / ${s(f.shedMs.max)} | ${other(f)} | ${f.unanswered} | ${r.probes.answered} of ${r.probes.sent} |`;
  const machines = all.map((r) => `- **${r.label}** (${r.at} UTC, ${r.durationSeconds} s): ${r.machine}. ${r.note}`);
  const section = `${START}
## Overload on the embedded default (\`bench/overload.ts\`)

Written by \`pnpm --filter @talent/bench bench:overload\`. The built portal (\`apps/server/src/main.ts\`)
as \`npm start\` runs it — development mode, the embedded database, the seed of 2,000 projects per
tenant — offered, open loop, job pages without a session (rendered on the server, each a
different page) and logged-in searches (\`POST /v1/api/search/project/query\`, each a different
word) at a fixed rate for the run's seconds, while \`GET /readyz\` is probed every 2 s with a 3 s
timeout. Completed: 200s per second of the offered time. Latencies in seconds, of the 200s;
shed: the 503s (in brackets: with \`Retry-After\`) and how fast they came. Unanswered: no answer
within 120 s, or none by the end of the drain (${DRAIN} s after the offer stopped).

| Run | Kind | Offered/s (total) | Completed/s | 200 p50 / p99 / max s | 503 (Retry-After) | 503 p50 / max s | Other | Unanswered | \`/readyz\` in 3 s |
| --- | --- | ---: | ---: | --- | ---: | --- | --- | ---: | ---: |
${all.flatMap((r) => [line(r, 'job pages', r.pages), line(r, 'searches', r.searches)]).join('\n')}

Machines:

${machines.join('\n')}
${END}`;
  writeSection(RESULTS, START, END, section);
  // The repository's format check covers Markdown and JSON: align them as Prettier does.
  spawnSync('pnpm', ['exec', 'prettier', '--write', RESULTS, ROWS], { cwd: ROOT, stdio: 'ignore' });
}

await main();
