// The portal on the API server: the portal's plugin registered on the API server's Fastify
// instance, with the API's services as what the portal needs of its host (`PortalHost`). The one
// place where the two apps meet; neither imports the other.
import { PAGE_ROUTE_CONFIG } from '@talent/api';
import type { Server } from '@talent/api';
import { portalPlugin } from '@talent/portal';
import type { PortalHost, PortalOptions } from '@talent/portal';

/** What the portal needs of its host, from the API server's context. */
export function portalHost(server: Server): PortalHost {
  const { context } = server;
  return {
    pageCacheSeconds: context.config.pageCacheSeconds,
    // The pages are shed before the API's calls under load.
    pageRouteConfig: PAGE_ROUTE_CONFIG,
    tenant: (request) => request.tenant,
    publicOrigin: (request) => context.portalOrigin(request.tenant),
    catalogGeneration: (tenantId) => context.catalogGenerations.current(tenantId),
    onTenantsChange: (listener) => {
      context.tenants.onChange(listener);
    },
  };
}

/** Registers the portal's assets and pages on the API server (before it listens). */
export async function registerPortal(server: Server, options: Omit<PortalOptions, 'host'> = {}): Promise<void> {
  await server.app.register(portalPlugin, { ...options, host: portalHost(server) });
}
