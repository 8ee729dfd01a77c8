#!/usr/bin/env node
// Entry point of `npm start`, `npm test` and the other root scripts.
//
// It runs on whatever Node the machine has (Debian's machines have Node 20, end of life), so it
// uses nothing but Node built-ins that exist since Node 18. Its only job is to bring the pinned
// toolchain (Node 24 and pnpm 12, both from the npm registry) into `.toolchain/`, put it first on
// PATH, install the workspace and hand over to a script that then runs on Node 24.
//
//   node tooling/scripts/bootstrap.mjs start          -> tooling/scripts/start.mjs
//   node tooling/scripts/bootstrap.mjs test           -> tooling/scripts/test.mjs
//   node tooling/scripts/bootstrap.mjs turbo <task>   -> turbo run <task>
//   node tooling/scripts/bootstrap.mjs pnpm <args…>   -> pnpm <args…>
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const toolchainDir = join(root, '.toolchain');
const binDir = join(toolchainDir, 'node_modules', '.bin');

function fail(message) {
  process.stderr.write(`\n[talent] ${message}\n`);
  process.exit(1);
}

function log(message) {
  process.stdout.write(`[talent] ${message}\n`);
}

/** Splits "name@1.2.3" (name may be scoped) into its parts. */
function parsePin(pin) {
  const at = pin.lastIndexOf('@');
  if (at <= 0) fail(`package.json "toolchain" pin "${pin}" must look like name@version`);
  return { name: pin.slice(0, at), version: pin.slice(at + 1) };
}

function installedVersion(name) {
  const manifest = join(toolchainDir, 'node_modules', name, 'package.json');
  if (!existsSync(manifest)) return undefined;
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

function ensureToolchain() {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const pins = [parsePin(pkg.toolchain.node), parsePin(pkg.toolchain.pnpm)];
  const missing = pins.filter((p) => installedVersion(p.name) !== p.version);
  if (missing.length > 0) {
    const specs = pins.map((p) => `${p.name}@${p.version}`);
    log(`installing toolchain into .toolchain/: ${specs.join(', ')}`);
    mkdirSync(toolchainDir, { recursive: true });
    // A private prefix with its own package.json keeps npm from walking up into the workspace.
    writeFileSync(join(toolchainDir, 'package.json'), '{ "private": true }\n');
    const npm = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        toolchainDir,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        // npm may hold back install scripts pending approval; pnpm's is run explicitly below.
        '--ignore-scripts',
        ...specs,
      ],
      { stdio: 'inherit', cwd: toolchainDir },
    );
    if (npm.status !== 0) fail('could not install the toolchain from the npm registry (see above).');
    // pnpm ships shebang-less placeholder bins that its install script replaces with the native
    // binary. Shells cope with the placeholder; tools that exec pnpm directly (turbo) do not.
    const setup = spawnSync(process.execPath, ['install.js'], {
      stdio: 'inherit',
      cwd: join(toolchainDir, 'node_modules', 'pnpm'),
    });
    if (setup.status !== 0) fail('could not link the pnpm native binary (see above).');
    for (const p of pins) {
      if (installedVersion(p.name) !== p.version) fail(`toolchain install did not produce ${p.name}@${p.version}`);
    }
  }
}

function toolchainEnv() {
  return {
    ...process.env,
    PATH: `${binDir}${delimiter}${process.env.PATH ?? ''}`,
    TURBO_TELEMETRY_DISABLED: '1',
    TURBO_NO_UPDATE_NOTIFIER: '1',
    DO_NOT_TRACK: '1',
    // Browsers come from Debian's packages; nothing may download its own.
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    PUPPETEER_SKIP_DOWNLOAD: '1',
    CHROMEDRIVER_SKIP_DOWNLOAD: 'true',
  };
}

function run(command, args, env) {
  const child = spawnSync(command, args, { stdio: 'inherit', cwd: root, env });
  if (child.error) fail(`could not run ${command}: ${child.error.message}`);
  return child.status ?? 1;
}

const [mode, ...rest] = process.argv.slice(2);
if (!mode) fail('usage: bootstrap.mjs <start|test|turbo <task>|pnpm <args…>>');

ensureToolchain();
const env = toolchainEnv();

const install = run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], env);
if (install !== 0) fail('pnpm install failed (see above).');

let status;
switch (mode) {
  case 'start':
    status = run('node', [join(root, 'tooling/scripts/start.mjs'), ...rest], env);
    break;
  case 'test':
    status = run('node', [join(root, 'tooling/scripts/test.mjs'), ...rest], env);
    break;
  case 'turbo':
    status = run('pnpm', ['exec', 'turbo', 'run', ...rest], env);
    break;
  case 'pnpm':
    status = run('pnpm', rest, env);
    break;
  default:
    fail(`unknown mode "${mode}"`);
}
process.exit(status);
