// `npm start` (and `pnpm --filter @talent/portal start`): the API server with the portal's pages on
// the same port. The tenant comes from the host: http://acme.localhost:3000 and
// http://globex.localhost:3000 are two brands from one build; plain localhost is the default.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runServer } from '@talent/api';
import { registerPortal } from './portal.ts';

const distDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

await runServer({
  title: 'Talent Portal',
  extend: (server) => registerPortal(server, { distDir }),
  describeTenant: (origin) => `${origin}/  (API ${origin}/v1/api)`,
});
