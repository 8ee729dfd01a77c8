// Public API of @talent/portal, its server side: the Fastify plugin that serves the portal's assets
// and pages, and what it needs of the server it is registered on. The composition app (apps/server)
// registers it on the API server, so one process serves both; the portal imports no server.
export { SOURCE_PAGE_TEMPLATE, portalPlugin, sourceEntry } from './portal.ts';
export type { PortalOptions, ServerEntry } from './portal.ts';
export type { PortalHost, PortalTenant } from './host.ts';
export { SERVE_LIMIT_SECONDS } from './pageCache.ts';
