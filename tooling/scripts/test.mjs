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

/** @type {{ name: string, command: [string, string[]] | (() => number | Promise<number>) }[]} */
const phases = [
  { name: 'toolchain', command: () => checkToolchain() },
  { name: 'format', command: ['pnpm', ['exec', 'prettier', '--check', '--log-level=warn', '.']] },
  { name: 'lint', command: turbo(['lint', 'lint:root']) },
  { name: 'typecheck', command: turbo(['typecheck']) },
  { name: 'build', command: turbo(['build']) },
  { name: 'unit', command: turbo(['test'], 'full') },
  { name: 'services', command: services },
  // Integration tests: the API over real HTTP, each on PGlite and on PostgreSQL.
  { name: 'integration', command: turbo(['test:integration'], 'full') },
  // Mutation testing proves the tests fail when a rule is implemented wrongly (Stryker; each
  // package's stryker.config.json sets the score below which this phase fails).
  // One package at a time: each Stryker run already keeps both cores busy.
  { name: 'mutation', command: turbo(['mutation'], 'full', ['--concurrency=1']) },
];

function reportFiles() {
  return workspaceDirs(root)
    .map((dir) => join(dir, 'reports', 'vitest.json'))
    .filter((file) => existsSync(file));
}

// Stale reports would inflate the counts; turbo restores the fresh ones from its cache on a hit.
for (const file of reportFiles()) rmSync(file);

const results = [];
for (const phase of phases) {
  process.stdout.write(`\n━━ ${phase.name} ${'━'.repeat(Math.max(0, 60 - phase.name.length))}\n`);
  const started = performance.now();
  let status;
  if (typeof phase.command === 'function') {
    status = await phase.command();
  } else {
    const [cmd, args] = phase.command;
    status = spawnSync(cmd, args, { stdio: 'inherit', cwd: root }).status ?? 1;
  }
  results.push({ name: phase.name, ok: status === 0, seconds: (performance.now() - started) / 1000 });
}

// One total of tests across packages, from each package's Vitest JSON report.
const perPackage = reportFiles().map((file) => {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const name = JSON.parse(readFileSync(join(file, '..', '..', 'package.json'), 'utf8')).name;
  return {
    name,
    files: report.numTotalTestSuites ?? 0,
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
});

process.stdout.write(`\n━━ summary ${'━'.repeat(53)}\n`);
for (const r of results) {
  process.stdout.write(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(10)} ${r.seconds.toFixed(1).padStart(6)} s\n`);
}
const total = perPackage.reduce(
  (sum, p) => ({ passed: sum.passed + p.passed, failed: sum.failed + p.failed, skipped: sum.skipped + p.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
process.stdout.write('\ntests by package:\n');
for (const p of perPackage) {
  process.stdout.write(
    `  ${p.name.padEnd(22)} ${String(p.passed).padStart(5)} passed  ${p.failed} failed  ${p.skipped} skipped\n`,
  );
}
process.stdout.write(
  `  ${'total'.padEnd(22)} ${String(total.passed).padStart(5)} passed  ${total.failed} failed  ${total.skipped} skipped\n`,
);

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
