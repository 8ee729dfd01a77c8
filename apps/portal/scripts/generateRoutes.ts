// `pnpm --filter @talent/portal generate`: writes src/routeTree.gen.ts from src/routes with the
// same settings as the Vite plugin (vite.config.ts), so `tsc` can run before a build.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Generator, getConfig } from '@tanstack/router-generator';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const config = getConfig(
  {
    target: 'react',
    routesDirectory: join(root, 'src/routes'),
    generatedRouteTree: join(root, 'src/routeTree.gen.ts'),
    quoteStyle: 'single',
  },
  root,
);
await new Generator({ config, root }).run();
process.stdout.write('src/routeTree.gen.ts written\n');
