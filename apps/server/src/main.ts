// `npm start` (and `pnpm --filter @talent/server start`): the API server with the portal's pages on
// the same port, one process. The tenant comes from the host: http://acme.localhost:3000 and
// http://globex.localhost:3000 are two brands from one build; plain localhost is the default. The
// portal must be built first (`npm start` builds the workspace; turbo builds it before the e2e).
import { runServer } from '@talent/api';
import { registerPortal } from './portal.ts';

await runServer({
  title: 'Talent Portal',
  extend: (server) => registerPortal(server),
  describeTenant: (origin) => `${origin}/  (API ${origin}/v1/api)`,
});
