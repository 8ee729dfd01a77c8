// Facts about the repository shared by the test and start scripts.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';

/** The repository root. */
export function repoRoot() {
  return resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
}

/** Directories of the workspace packages (apps/*, packages/*, tooling, tooling/tenant) that have a package.json. */
export function workspaceDirs(root = repoRoot()) {
  const dirs = [join(root, 'tooling'), join(root, 'tooling', 'tenant')];
  for (const group of ['apps', 'packages']) {
    const base = join(root, group);
    if (!existsSync(base)) continue;
    for (const entry of readdirSync(base, { withFileTypes: true })) {
      if (entry.isDirectory()) dirs.push(join(base, entry.name));
    }
  }
  return dirs.filter((dir) => existsSync(join(dir, 'package.json')));
}

/** The toolchain pins of the root package.json ("name@version"). */
export function toolchainPins(root = repoRoot()) {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const version = (pin) => pin.slice(pin.lastIndexOf('@') + 1);
  return { node: version(pkg.toolchain.node), pnpm: version(pkg.toolchain.pnpm) };
}

/** Prints and checks that this process runs on the pinned Node and pnpm; returns an exit status. */
export function checkToolchain(root = repoRoot()) {
  const pins = toolchainPins(root);
  const pnpm = execFileSync('pnpm', ['--version'], { encoding: 'utf8' }).trim();
  process.stdout.write(`node ${process.versions.node} (pinned ${pins.node}), pnpm ${pnpm} (pinned ${pins.pnpm})\n`);
  if (process.versions.node !== pins.node || pnpm !== pins.pnpm) {
    process.stderr.write(
      'toolchain mismatch: run through `npm test` / `npm start`, which install the pinned versions.\n',
    );
    return 1;
  }
  return 0;
}
