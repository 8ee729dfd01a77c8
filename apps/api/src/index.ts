// Public API of @talent/api: the server — its configuration, building and running it (its own
// entry and the composition app's single-process server, apps/server; the route config of the
// pages it sheds first), its database and tenants — and the seed that fills
// a catalog (benchmarks seed their databases with it). Test and bench inputs live in
// @talent/fixtures, not here.
export { loadConfig } from './bootstrap/config.ts';
export type { Config } from './bootstrap/config.ts';
export { createServer } from './bootstrap/server.ts';
export { runServer } from './bootstrap/main.ts';
export type { RunServerOptions } from './bootstrap/main.ts';
export type { Server, ServerOverrides } from './bootstrap/server.ts';
export { openDatabase, withTenant } from './db/client.ts';
export { PAGE_ROUTE_CONFIG } from './http/overload.ts';
export type { Database } from './db/client.ts';
export { DEFAULT_SEED_PROJECTS, seedCatalog } from './seed/catalogSeed.ts';
export { SEED_VOCABULARY } from './seed/catalogVocabulary.ts';
export { loadTenants } from './tenants/tenants.ts';
export type { Tenant, TenantRegistry } from './tenants/tenants.ts';
