// `pnpm --filter @talent/portal generate`: writes src/routeTree.gen.ts from src/routes with the
// same settings as the Vite plugin (vite.config.ts), so `tsc` can run before a build. The route
// tree test generates into a temporary file with `generateRouteTree` and compares.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Generator, getConfig } from '@tanstack/router-generator';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The committed route tree. */
export const ROUTE_TREE = join(root, 'src/routeTree.gen.ts');

/** Generates the route tree of src/routes into `out`. */
export async function generateRouteTree(out: string): Promise<void> {
  const config = getConfig(
    { target: 'react', routesDirectory: join(root, 'src/routes'), generatedRouteTree: out, quoteStyle: 'single' },
    root,
  );
  await new Generator({ config, root }).run();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await generateRouteTree(ROUTE_TREE);
  process.stdout.write('src/routeTree.gen.ts written\n');
}
