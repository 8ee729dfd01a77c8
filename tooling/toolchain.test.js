// Every task must run on the pinned Node 24, not on the machine's Node 20: this test runs inside
// the same `turbo run test` as every other package's tests, so it sees their runtime.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { repoRoot, toolchainPins, workspaceDirs } from './scripts/workspace.mjs';

it('runs tests on the pinned Node version', () => {
  expect(process.versions.node).toBe(toolchainPins().node);
  expect(Number(process.versions.node.split('.')[0])).toBe(24);
});

it('pins pnpm in packageManager to the toolchain version', () => {
  const pkg = JSON.parse(readFileSync(join(repoRoot(), 'package.json'), 'utf8'));
  expect(pkg.packageManager).toBe(`pnpm@${toolchainPins().pnpm}`);
});

it('pins every dependency of every workspace package to an exact version', () => {
  const loose = [];
  for (const dir of [repoRoot(), ...workspaceDirs()]) {
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    for (const field of ['dependencies', 'devDependencies', 'optionalDependencies']) {
      for (const [name, range] of Object.entries(pkg[field] ?? {})) {
        // An alias (`npm:typescript@7.0.2`, a second version of a package) is pinned the same way.
        if (!/^((npm:(@[\w.-]+\/)?[\w.-]+@)?\d+\.\d+\.\d+(-[\w.]+)?|workspace:\*)$/.test(range)) {
          loose.push(`${pkg.name}: ${name}@${range}`);
        }
      }
    }
  }
  expect(loose).toEqual([]);
});

it('publishes only @talent/domain and @talent/api-client; everything else is private', () => {
  const publishable = workspaceDirs()
    .map((dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')))
    .filter((pkg) => !pkg.private)
    .map((pkg) => pkg.name)
    .sort();
  expect(publishable.every((name) => ['@talent/api-client', '@talent/domain'].includes(name))).toBe(true);
  expect(publishable).toContain('@talent/domain');
});
