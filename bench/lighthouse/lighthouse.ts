// `pnpm --filter @talent/bench bench:lighthouse`: Lighthouse (mobile, simulated throttling — its
// default) on the running portal's front door: `/projects`, a job page and `/app/login`, 3 runs
// each, median per figure, written as a Markdown table into RESULTS.md beside this file with the
// machine it ran on. Starts the built portal as `npm start` does (embedded database, fresh data
// directory, seeded) and Debian's Chromium with a DevTools port; needs `pnpm --filter
// @talent/portal build` first. Not part of `npm test`: it needs a quiet machine.
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, release, tmpdir, totalmem, type } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { cliArgs } from '../cliArgs.ts';
import lighthouse from 'lighthouse';

const ROOT = resolve(import.meta.dirname, '../..');
const PORTAL = join(ROOT, 'apps/portal');
/** The composition app: `npm start`'s one process (the API server with the portal's pages). */
const SERVER = join(ROOT, 'apps/server');
const RESULTS = join(import.meta.dirname, 'RESULTS.md');
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
/**
 * The machine notes' flags: no GPU, no sandbox (containers), nothing in the background — the
 * same as `tooling/chromium.js` (which only config files may import), plus headless.
 */
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const { values: args } = parseArgs({
  args: cliArgs(),
  options: {
    port: { type: 'string', default: '3291' },
    'debug-port': { type: 'string', default: '9291' },
    runs: { type: 'string', default: '3' },
    note: { type: 'string', default: '' },
    'dry-run': { type: 'boolean', default: false },
  },
});
const port = Number(args.port);
const origin = `http://127.0.0.1:${port}`;
const runs = Number(args.runs);

/** The figures of one Lighthouse run. */
interface Figures {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  /** Milliseconds. */
  readonly fcp: number;
  /** Milliseconds. */
  readonly lcp: number;
  readonly cls: number;
  /** Milliseconds. */
  readonly tbt: number;
  /** Milliseconds: time to interactive (the page's code loaded, run and quiet). */
  readonly tti: number;
  /**
   * Lighthouse's benchmark index of this machine during the run (its measure of CPU speed; the
   * simulated 4× slowdown is applied to this machine's own speed, so figures of two machines
   * compare only with it).
   */
  readonly benchmarkIndex: number;
}
const FIGURES: readonly (keyof Figures)[] = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcp',
  'lcp',
  'cls',
  'tbt',
  'tti',
  'benchmarkIndex',
];

async function waitFor(url: string, seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${seconds} s`);
    await new Promise((done) => setTimeout(done, 500));
  }
}

function startPortal(dataDir: string): ChildProcess {
  return spawn(process.execPath, ['src/main.ts'], {
    cwd: SERVER,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_PROJECTS: '300',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      DIGEST_SCHEDULE: 'off',
    },
  });
}

function startChromium(profile: string): ChildProcess {
  return spawn(
    CHROMIUM,
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${args['debug-port']}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
}

/** A seeded public job's page: the first project the public search returns. */
async function jobPage(): Promise<string> {
  for (let id = 1; id <= 50; id += 1) {
    const answer = await fetch(`${origin}/v1/api/project/${id}`);
    if (answer.ok) return `/projects/project/${id}`;
  }
  throw new Error('no public project among ids 1–50');
}

async function measure(url: string): Promise<Figures> {
  const result = await lighthouse(url, {
    port: Number(args['debug-port']),
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  const score = (id: string): number => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string): number => audits[id]?.numericValue ?? Number.NaN;
  // What cost points outside performance, so a score under 100 says why in the run's output.
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of categories[category]?.auditRefs ?? []) {
      const audit = audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        const details = audit.details as { items?: Record<string, unknown>[] } | undefined;
        const items = (details?.items ?? []).slice(0, 3).map((item) => JSON.stringify(item).slice(0, 300));
        process.stdout.write(
          `  ${url} ${category}: ${audit.id} (${audit.title})${items.map((i) => `\n    ${i}`).join('')}\n`,
        );
      }
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
    tti: value('interactive'),
    benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
  };
}

/** `measure`, tried again once when Lighthouse's trace failed (NO_NAVSTART and kin on a busy machine). */
async function measureRetrying(url: string): Promise<Figures> {
  try {
    return await measure(url);
  } catch (error) {
    process.stderr.write(`${url}: ${error instanceof Error ? error.message : String(error)}; trying again\n`);
    return measure(url);
  }
}

/** The median of each figure on its own (3 runs: the middle one). */
export function median(all: readonly Figures[]): Figures {
  const mid = (key: keyof Figures): number => {
    const sorted = all.map((f) => f[key]).sort((a, b) => a - b);
    const half = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2;
  };
  return Object.fromEntries(FIGURES.map((key) => [key, mid(key)])) as unknown as Figures;
}

function machine(): string {
  const chromium = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout.trim();
  const cpu = cpus();
  return [
    `- CPU: ${cpu[0]?.model ?? 'unknown'}, ${cpu.length} cores`,
    `- Memory: ${(totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `- OS: ${type()} ${release()}`,
    `- Node ${process.version}, ${chromium || CHROMIUM}, Lighthouse (npm) ${lighthouseVersion()}`,
  ].join('\n');
}

function lighthouseVersion(): string {
  const found = spawnSync(process.execPath, ['-p', "require('lighthouse/package.json').version"], {
    cwd: import.meta.dirname,
    encoding: 'utf8',
  });
  return found.stdout.trim() || 'unknown';
}

function table(rows: readonly { page: string; figures: Figures }[]): string {
  const lines = [
    '| Page | Performance | Accessibility | Best practices | SEO | FCP | LCP | CLS | TBT | TTI | Benchmark index |',
    '| ---- | ----------: | ------------: | -------------: | --: | --: | --: | --: | --: | --: | --------------: |',
  ];
  for (const { page, figures: f } of rows) {
    lines.push(
      `| \`${page}\` | ${f.performance} | ${f.accessibility} | ${f.bestPractices} | ${f.seo} | ${(f.fcp / 1000).toFixed(2)} s | ${(f.lcp / 1000).toFixed(2)} s | ${f.cls.toFixed(3)} | ${Math.round(f.tbt)} ms | ${(f.tti / 1000).toFixed(2)} s | ${f.benchmarkIndex} |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  if (!existsSync(join(PORTAL, 'dist/client/index.html'))) {
    throw new Error('the portal is not built: run `pnpm --filter @talent/portal build` first');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'talent-lighthouse-data-'));
  const profile = mkdtempSync(join(tmpdir(), 'talent-lighthouse-chromium-'));
  const server = startPortal(dataDir);
  const chromium = startChromium(profile);
  try {
    await waitFor(`${origin}/readyz`, 180);
    await waitFor(`http://127.0.0.1:${args['debug-port']}/json/version`, 30);
    const pages = ['/projects', await jobPage(), '/app/login'];
    const rows: { page: string; figures: Figures }[] = [];
    for (const page of pages) {
      // A first load warms the server's caches (tenant, page template), as a live portal's are.
      await fetch(`${origin}${page}`);
      const all: Figures[] = [];
      for (let run = 1; run <= runs; run += 1) {
        const figures = await measureRetrying(`${origin}${page}`);
        process.stdout.write(`${page} run ${run}: ${JSON.stringify(figures)}\n`);
        all.push(figures);
      }
      rows.push({ page, figures: median(all) });
    }
    const text = [
      '# Lighthouse: the front door on a phone',
      '',
      `Written by \`bench/lighthouse/lighthouse.ts\` on ${new Date().toISOString().slice(0, 10)}: Lighthouse's`,
      `mobile preset (simulated throttling: slow 4G, 4× CPU slowdown), median of ${runs} runs per page, against`,
      '`node apps/server/src/main.ts` as `npm start` runs it (embedded database, 300 seeded projects per tenant),',
      'default tenant on 127.0.0.1.',
      ...(args.note ? ['', args.note] : []),
      '',
      table(rows),
      '',
      '## Machine',
      '',
      machine(),
      '',
    ].join('\n');
    process.stdout.write(`\n${text}`);
    if (!args['dry-run']) {
      writeFileSync(RESULTS, text);
      // The repository's format check covers Markdown: align the table as Prettier does.
      spawnSync('pnpm', ['exec', 'prettier', '--write', RESULTS], { cwd: ROOT, stdio: 'ignore' });
    }
  } finally {
    chromium.kill();
    server.kill();
    await new Promise((done) => setTimeout(done, 1000));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) await main();
