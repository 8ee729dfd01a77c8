// `npm start`: build, then start every app that has a `start` script, and say exactly what runs.
// Runs under Node 24 (bootstrap.mjs put it first on PATH).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot, workspaceDirs } from './workspace.mjs';

const root = repoRoot();

process.stdout.write('[talent] building the workspace…\n');
const build = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only'], {
  stdio: 'inherit',
  cwd: root,
});
if (build.status !== 0) {
  process.stderr.write('[talent] the build failed (see above); nothing was started.\n');
  process.exit(build.status ?? 1);
}

const packages = workspaceDirs(root).map((dir) => ({
  dir,
  manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')),
}));
const apps = packages.filter((p) => relative(root, p.dir).startsWith('apps/') && p.manifest.scripts?.start);

if (apps.length === 0) {
  const built = packages.filter((p) => p.manifest.scripts?.build).map((p) => p.manifest.name);
  process.stdout.write(
    [
      '',
      'Talent Portal — there is nothing to serve: no package under apps/ has a `start` script.',
      `Built: ${built.join(', ')}.`,
      '',
    ].join('\n'),
  );
  process.exit(0);
}

// `npm start` is the development quick start: activation and login links land in the dev mailbox,
// which the server only serves when switched on (and never in production, where it refuses to start
// with it), so it is switched on here unless the environment says otherwise.
const env = { ...process.env };
if (env.NODE_ENV !== 'production') env.DEV_MAILBOX ??= 'true';

// Each app prints its own URL once it listens; Ctrl+C stops them all.
const children = apps.map((app) => {
  process.stdout.write(`[talent] starting ${app.manifest.name}…\n`);
  return spawn('pnpm', ['--filter', app.manifest.name, 'run', 'start'], { stdio: 'inherit', cwd: root, env });
});
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
let exited = 0;
for (const child of children) {
  child.on('exit', (code) => {
    exited += 1;
    if (code) process.exitCode = code;
    if (exited === children.length) process.exit();
  });
}
