// Generates catalog data on demand: `pnpm --filter @talent/api seed -- --projects 100000
// [--tenant acme]`. Opens the database as the server does (same environment, same migrations) and
// runs the deterministic generator of the development seed (src/seed/catalogSeed.ts) for each
// tenant that has no projects yet (or the one named), so `npm start`'s 2,000 per tenant scale to
// benchmark sizes. Exit codes: 0 done; 2 usage, configuration or database error.
import { parseArgs } from 'node:util';
import { loadConfig } from '../bootstrap/config.ts';
import { openDatabase } from '../db/client.ts';
import { DEFAULT_SEED_PROJECTS, hasCatalog, seedCatalog } from '../seed/catalogSeed.ts';
import { loadTenants } from '../tenants/tenants.ts';

const USAGE = `Usage: pnpm --filter @talent/api seed -- [--projects <n>] [--tenant <id>]

  --projects <n>   projects per tenant (default ${DEFAULT_SEED_PROJECTS}, at most 1,000,000)
  --tenant <id>    only this tenant (default: every tenant without projects)

Tenants that already have projects are left alone. The database is the server's (DATABASE_URL,
else PGlite in DATA_DIR); stop a server that uses the same PGlite directory first.`;

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`);
  process.exit(2);
}

let options: { projects?: string | undefined; tenant?: string | undefined };
try {
  ({ values: options } = parseArgs({ options: { projects: { type: 'string' }, tenant: { type: 'string' } } }));
} catch (error) {
  fail((error as Error).message);
}
const projects = options.projects === undefined ? DEFAULT_SEED_PROJECTS : Number(options.projects);
if (!Number.isInteger(projects) || projects < 1 || projects > 1_000_000) {
  fail(`--projects must be a whole number from 1 to 1,000,000, not "${options.projects}".`);
}

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return fail((error as Error).message);
  }
})();
const tenants = loadTenants(config.tenantsDir, config.defaultTenant);
const chosen = options.tenant === undefined ? tenants.list() : [tenants.get(options.tenant)];
if (chosen.some((t) => t === undefined)) {
  fail(
    `No tenant "${options.tenant}" in ${config.tenantsDir} (found: ${tenants
      .list()
      .map((t) => t.id)
      .join(', ')}).`,
  );
}

const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  for (const tenant of chosen) {
    if (!tenant) continue;
    if (await hasCatalog(database.db, tenant)) {
      process.stdout.write(`${tenant.id}: has projects already, left alone\n`);
      continue;
    }
    const started = performance.now();
    const result = await seedCatalog(database.db, tenant, { projects, now: new Date() });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(`${tenant.id}: ${result.projects} projects in ${result.pools} pools (${seconds} s)\n`);
  }
} catch (error) {
  process.stderr.write(`Seeding failed: ${(error as Error).message}\n`);
  process.exitCode = 2;
} finally {
  await database.close();
}
