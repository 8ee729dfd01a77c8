// Playwright journeys through the real portal and API: the one process `npm start` runs (the
// composition app's `node src/main.ts`, apps/server: the API server with this portal's built pages)
// on a fresh embedded database (PGlite in a temporary folder, seeded), driven by Debian's Chromium
// (never a downloaded browser). Tenants are reached by host: http://acme.localhost:PORT,
// http://globex.localhost:PORT. The portal is built before (turbo's `e2e` depends on `build`).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@talent/tooling/chromium';

const port = Number(process.env['E2E_PORT'] ?? 3210);
const dataDir = process.env['E2E_DATA_DIR'] ?? join(mkdtempSync(join(tmpdir(), 'talent-e2e-')), 'data');

export default defineConfig({
  testDir: './e2e',
  // The journeys share one server and database; each uses its own accounts. One at a time: two
  // workers were not faster (clean clones on 2 cores, 58 journeys: 647.8 s on one worker, 660.1 s
  // on two, Chromium and the server already keep both cores busy), and the journeys that log in as
  // a tenant's demo talent or change the catalog would have to be kept apart.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env['CI']),
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://acme.localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  webServer: {
    command: 'node src/main.ts',
    cwd: join(import.meta.dirname, '..', 'server'),
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_PROJECTS: '300',
      // The journeys click fast from one address; the limit is tested in the API's own tests.
      RATE_LIMIT_PER_MINUTE: '100000',
      LOG_LEVEL: 'warn',
      // The journeys read activation and login links from the dev mailbox, as `npm start` users do.
      DEV_MAILBOX: 'true',
      // Digests go out when a journey asks (POST /__dev/digests), never because a run spans 07:00 UTC.
      DIGEST_SCHEDULE: 'off',
      // The application journeys play the client's system (VMS) through the integration API.
      INTEGRATION_API_KEY_ACME: 'e2e-acme-integration-key-0123456789abcdef',
      INTEGRATION_API_KEY_GLOBEX: 'e2e-globex-integration-key-0123456789abcdef',
      INTEGRATION_API_KEY_INITECH: 'e2e-initech-integration-key-0123456789abcdef',
    },
  },
});
