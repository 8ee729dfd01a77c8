// The committed route tree must be what the routes generate (it is committed so `tsc` runs
// before a build; a stale one would type routes that no longer exist).
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROUTE_TREE, generateRouteTree } from '../scripts/generateRoutes.ts';

it('src/routeTree.gen.ts is up to date (run `pnpm --filter @talent/portal generate`)', async () => {
  // Beside the real one: the generated imports are relative to the file's folder.
  const out = join(ROUTE_TREE, '..', `.routeTree.check-${process.pid}.gen.ts`);
  try {
    await generateRouteTree(out);
    expect(readFileSync(ROUTE_TREE, 'utf8')).toBe(readFileSync(out, 'utf8'));
  } finally {
    rmSync(out, { force: true });
  }
}, 30_000);
