// What the portal needs of the server it is registered on, as interfaces: the portal imports no
// server. The composition app (apps/server) fills them from the API server, on whose Fastify
// instance the portal's plugin serves its assets and pages (one process, one port).
import type { Tenant } from '@talent/domain';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';

/** A tenant as the portal reads it: its parsed `tenant.json`, its id and its folder. */
export interface PortalTenant extends Pick<Tenant, 'context' | 'config' | 'hidePublicLinkBlocks'> {
  readonly id: string;
  /** The tenant's folder: `theme.json` and `messages/<locale>.json` are read from it. */
  readonly dir: string;
}

/**
 * The server the portal is registered on. Besides what is listed here, the portal relies on the
 * instance it is registered on: `@fastify/cookie` registered (it reads `request.cookies` and sets
 * the affiliate cookie), the host check before its routes (an unknown host never reaches them), and
 * the API's own routes answering its in-process calls (`inject`): `GET /v1/api/client/context` and
 * the calls of a page being rendered.
 */
export interface PortalHost {
  /** How long a page rendered for visitors without a session is fresh (`PAGE_CACHE_SECONDS`); 0: none is kept. */
  readonly pageCacheSeconds: number;
  /**
   * The route config of the portal's pages, which says what they are to the host: the API server
   * sheds them before its API calls under load (503 with Retry-After; `busyPage` answers it).
   */
  readonly pageRouteConfig: FastifyContextConfig;
  /** The tenant answering on the request's host. */
  tenant(request: FastifyRequest): PortalTenant;
  /**
   * The public origin of the request's tenant (its configured domain, scheme and port, as in the
   * links of its emails), never the request's Host: canonical URLs and og:url are on it.
   */
  publicOrigin(request: FastifyRequest): string;
  /**
   * The tenant's catalog generation, which a change of its catalog moves on (in every process that
   * shares it): the pages kept for visitors are keyed by it, so such a change retires them at once.
   */
  catalogGeneration(tenantId: string): Promise<number>;
  /** Calls `listener` with the ids of the tenants whose folder was added, re-read or removed. */
  onTenantsChange(listener: (ids: readonly string[]) => void): void;
}
