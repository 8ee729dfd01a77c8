// The committed route tree must be what the routes generate (it is committed so `tsc` runs
// before a build; a stale one would type routes that no longer exist).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROUTE_TREE, generateRouteTree } from '../scripts/generateRoutes.ts';

it('src/routeTree.gen.ts is up to date (run `pnpm --filter @talent/portal generate`)', async () => {
  const out = join(mkdtempSync(join(tmpdir(), 'route-tree-')), 'routeTree.gen.ts');
  await generateRouteTree(out);
  expect(readFileSync(ROUTE_TREE, 'utf8')).toBe(readFileSync(out, 'utf8'));
}, 30_000);
