// `npm test`: every check, in the order a reviewer reads them, on the pinned toolchain.
// Runs under Node 24 (bootstrap.mjs put it first on PATH). Every phase runs even after a failure,
// so one CI run reports everything that is wrong; the exit code is non-zero if any phase failed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePostgres, ensureRedis } from './services.mjs';
import { checkToolchain, repoRoot, workspaceDirs } from './workspace.mjs';

const root = repoRoot();
const turbo = (task, logs = 'errors-only', extra = []) => [
  'pnpm',
  ['exec', 'turbo', 'run', ...task, '--continue', `--output-logs=${logs}`, ...extra],
];

/** Makes sure the services of the integration tests answer (installing them on a fresh machine). */
async function services() {
  try {
    process.stdout.write(`${await ensurePostgres()}\n${await ensureRedis()}\n`);
    return 0;
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    return 1;
  }
}

/** Debian's Chromium, which Playwright drives for the Storybook tests (no browser is ever downloaded). */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Installs Debian's chromium when it is missing (as root, non-interactively); returns an exit status. */
function ensureChromium() {
  if (existsSync(chromium)) return 0;
  if (process.getuid?.() !== 0) {
    process.stderr.write(
      `Chromium is missing at ${chromium}. Install Debian's package as root: apt-get update && apt-get install -y chromium\n`,
    );
    return 1;
  }
  process.stdout.write(`${chromium} is missing: installing Debian's chromium package…\n`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const status = spawnSync('apt-get', args, { stdio: 'inherit', env }).status ?? 1;
    if (status !== 0) return status;
  }
  return existsSync(chromium) ? 0 : 1;
}

/** Runs `steps` in order and stops at the first that fails. */
const sequence =
  (...steps) =>
  () => {
    for (const step of steps) {
      const status =
        typeof step === 'function'
          ? step()
          : (spawnSync(step[0], step[1], { stdio: 'inherit', cwd: root }).status ?? 1);
      if (status !== 0) return status;
    }
    return 0;
  };

/** @type {{ name: string, command: [string, string[]] | (() => number | Promise<number>) }[]} */
const phases = [
  { name: 'toolchain', command: () => checkToolchain() },
  { name: 'format', command: ['pnpm', ['exec', 'prettier', '--check', '--log-level=warn', '.']] },
  { name: 'lint', command: turbo(['lint', 'lint:root']) },
  { name: 'typecheck', command: turbo(['typecheck']) },
  { name: 'build', command: turbo(['build']) },
  // The portal's front-end budget: initial JavaScript and CSS per page of the build just made
  // (a turbo task that depends on `build`, so it reads the same dist/; apps/portal/build/).
  { name: 'budget', command: turbo(['budget'], 'full') },
  { name: 'unit', command: turbo(['test'], 'full') },
  { name: 'services', command: services },
  // Integration tests: the API over real HTTP, each on PGlite and on PostgreSQL.
  { name: 'integration', command: turbo(['test:integration'], 'full') },
  // Every Storybook story in real Chromium (Vitest browser mode): play function, then axe, once
  // per tenant theme. Then the static Storybook build.
  { name: 'stories', command: sequence(ensureChromium, turbo(['test:storybook'], 'full')) },
  { name: 'storybook', command: turbo(['build-storybook']) },
  // Playwright journeys through the real portal and API (one process, fresh embedded database),
  // in Debian's Chromium, with axe on every page they visit.
  { name: 'e2e', command: sequence(ensureChromium, turbo(['e2e'], 'full')) },
  // Mutation testing proves the tests fail when a rule is implemented wrongly (Stryker; each
  // package's stryker.config.json sets the score below which this phase fails).
  // One package at a time: each Stryker run already keeps both cores busy.
  { name: 'mutation', command: turbo(['mutation'], 'full', ['--concurrency=1']) },
];

/** JSON reports: Vitest's `vitest.json` (unit) and `storybook.json` (stories), Playwright's `e2e.json`. */
const REPORTS = [
  { file: 'vitest.json', suffix: '' },
  { file: 'storybook.json', suffix: ' (stories)' },
  { file: 'e2e.json', suffix: ' (e2e)' },
];

/** Counts of a report, whichever runner wrote it. */
function counts(report) {
  if (report.stats && report.suites) {
    // Playwright: expected = passed, unexpected = failed, flaky counts as failed (retries are off).
    return {
      files: report.suites.length,
      passed: report.stats.expected ?? 0,
      failed: (report.stats.unexpected ?? 0) + (report.stats.flaky ?? 0),
      skipped: report.stats.skipped ?? 0,
    };
  }
  return {
    files: report.numTotalTestSuites ?? 0,
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** The tests a report says failed, as "file › test: first line of the message". */
function failures(report) {
  const firstLine = (text) =>
    String(text ?? '')
      .split('\n')
      .find((line) => line.trim() !== '') ?? '';
  if (report.stats && report.suites) {
    const out = [];
    const walk = (suite, file) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status === 'expected' || test.status === 'skipped') continue;
          const error = test.results?.find((r) => r.error)?.error;
          out.push(`${file} › ${spec.title}: ${firstLine(error?.message)}`);
        }
      }
      for (const child of suite.suites ?? []) walk(child, file);
    };
    for (const suite of report.suites) walk(suite, suite.file ?? suite.title);
    return out;
  }
  const out = [];
  for (const file of report.testResults ?? []) {
    const name = file.name.replace(`${root}/`, '');
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const test of failed) out.push(`${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed without a failed test: it did not load, or a hook or worker failed.
    if (failed.length === 0 && file.status === 'failed') out.push(`${name}: ${firstLine(file.message)}`);
  }
  // Every test passed, yet the run failed: an error outside any test (a lost worker, an unhandled
  // rejection), which Vitest prints as "Errors" but does not put in the report.
  if (out.length === 0 && report.success === false) out.push('an error outside any test: see "Errors" in the log');
  return out;
}

function reportFiles() {
  return workspaceDirs(root)
    .flatMap((dir) => REPORTS.map((r) => ({ ...r, path: join(dir, 'reports', r.file) })))
    .filter((r) => existsSync(r.path));
}

// Stale reports would inflate the counts; turbo restores the fresh ones from its cache on a hit.
for (const report of reportFiles()) rmSync(report.path);

/**
 * CPU seconds the machine was busy (every core's user, nice, system, irq, softirq and steal time,
 * from /proc/stat; Linux, null elsewhere). Per phase it shows whether a phase keeps both cores
 * busy or waits, where running phases side by side would pay. Machine-wide on purpose: the
 * children's own accounting (/proc/self/stat) misses the PostgreSQL server and Chromium's
 * renderers, which are not reaped through this process — it put e2e at half a core while Chromium
 * alone kept one busy. On a machine running nothing else (CI) that is this run's CPU.
 */
function machineBusySeconds() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    // user nice system idle iowait irq softirq steal …, in clock ticks (100 a second).
    const [user, nice, system, , , irq, softirq, steal] = ticks;
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return null;
  }
}

const results = [];
for (const phase of phases) {
  process.stdout.write(`\n━━ ${phase.name} ${'━'.repeat(Math.max(0, 60 - phase.name.length))}\n`);
  const started = performance.now();
  const cpuBefore = machineBusySeconds();
  let status;
  if (typeof phase.command === 'function') {
    status = await phase.command();
  } else {
    const [cmd, args] = phase.command;
    status = spawnSync(cmd, args, { stdio: 'inherit', cwd: root }).status ?? 1;
  }
  const cpuAfter = machineBusySeconds();
  const cpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  results.push({ name: phase.name, ok: status === 0, seconds: (performance.now() - started) / 1000, cpu });
}

// One total of tests across packages, from each package's Vitest JSON report.
const perPackage = reportFiles().map(({ path, suffix }) => {
  const report = JSON.parse(readFileSync(path, 'utf8'));
  const name = JSON.parse(readFileSync(join(path, '..', '..', 'package.json'), 'utf8')).name;
  return { name: `${name}${suffix}`, ...counts(report), failures: failures(report) };
});

process.stdout.write(`\n━━ summary ${'━'.repeat(53)}\n`);
// The time of each phase, so a slow phase shows in every CI log (npm test should stay under 25 min).
const totalSeconds = results.reduce((sum, r) => sum + r.seconds, 0);
process.stdout.write(
  `${'phase'.padEnd(16)} ${'seconds'.padStart(8)}  ${'share'.padStart(5)}  ${'cpu s'.padStart(7)}  ${'cores'.padStart(5)}\n`,
);
for (const r of results) {
  const share = totalSeconds > 0 ? `${Math.round((100 * r.seconds) / totalSeconds)} %` : '';
  // cores = CPU seconds per wall second: 2.0 is both cores busy, well below it is waiting.
  const cpu = r.cpu === null ? '' : r.cpu.toFixed(0);
  const cores = r.cpu === null || r.seconds < 1 ? '' : (r.cpu / r.seconds).toFixed(2);
  process.stdout.write(
    `${r.ok ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(10)} ${r.seconds.toFixed(1).padStart(8)}  ${share.padStart(5)}  ${cpu.padStart(7)}  ${cores.padStart(5)}\n`,
  );
}
process.stdout.write(
  `${'total'.padEnd(16)} ${totalSeconds.toFixed(1).padStart(8)}  (${(totalSeconds / 60).toFixed(1)} min)\n`,
);
const total = perPackage.reduce(
  (sum, p) => ({ passed: sum.passed + p.passed, failed: sum.failed + p.failed, skipped: sum.skipped + p.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
process.stdout.write('\ntests by package:\n');
for (const p of perPackage) {
  process.stdout.write(
    `  ${p.name.padEnd(30)} ${String(p.passed).padStart(5)} passed  ${p.failed} failed  ${p.skipped} skipped\n`,
  );
}
process.stdout.write(
  `  ${'total'.padEnd(30)} ${String(total.passed).padStart(5)} passed  ${total.failed} failed  ${total.skipped} skipped\n`,
);
// The failed tests by name, so the end of the log (all a CI page may show) says which ones.
const failedTests = perPackage.flatMap((p) => p.failures.map((f) => `  ${p.name}: ${f}`.slice(0, 400)));
if (failedTests.length > 0) process.stdout.write(`\nfailed tests:\n${failedTests.slice(0, 40).join('\n')}\n`);
// Each story test ends with an axe check in its tenant theme (a11y addon, violations fail it);
// each e2e journey checks every page it visits with axe.
const stories = perPackage.filter((p) => p.name.endsWith(' (stories)'));
if (stories.length > 0) {
  const checks = stories.reduce((n, p) => n + p.passed, 0);
  process.stdout.write(`  axe: ${checks} story × tenant checks passed in Chromium\n`);
}

const failed = results.filter((r) => !r.ok).map((r) => r.name);
if (failed.length > 0) {
  process.stdout.write(`\nnpm test FAILED in: ${failed.join(', ')}\n`);
  process.exit(1);
}
if (total.passed === 0) {
  process.stdout.write('\nnpm test FAILED: no tests ran.\n');
  process.exit(1);
}
process.stdout.write('\nnpm test passed.\n');
