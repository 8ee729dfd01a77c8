// Routes outside the contract: liveness, readiness, and the tenants' public assets (logos).
import type { FastifyInstance } from 'fastify';
import { createReadStream } from 'node:fs';
import type { ServerContext } from '../../bootstrap/context.ts';
import {
  UNVERSIONED_ASSET_CACHE,
  VERSIONED_ASSET_CACHE,
  tenantAssetFile,
  tenantAssetInfo,
} from '../../tenants/assets.ts';
import { sendProblem } from '../errors.ts';

/**
 * Registers /healthz, /readyz and /tenants/:tenant/{logos,cms}/:file. Health and readiness answer
 * on any Host: load balancers and orchestrators probe with an address or a name of their own.
 */
export function registerSystemRoutes(app: FastifyInstance, context: ServerContext): void {
  app.get('/healthz', { config: { anyHost: true } }, () => ({ status: 'ok' }));

  app.get('/readyz', { config: { anyHost: true } }, async (request, reply) => {
    try {
      await context.database.ping();
      return {
        status: 'ready',
        database: context.database.kind,
        // The read replica (DATABASE_READ_URL), when there is one: its state, how far behind it
        // was, and how many reads it served. Readiness does not depend on it: without it, reads
        // run on the primary.
        ...(context.reads.status() && { readReplica: context.reads.status() }),
        // Redis (REDIS_URL), when there is one: `down` while it does not answer within its timeout.
        // Readiness does not depend on it — every use degrades without it (docs/platform.md) and
        // taking every process out of the load balancer for it would turn a degraded service into
        // none — but an operator's monitor sees it here.
        ...(context.redisAnswers && { redis: (await context.redisAnswers()) ? 'up' : 'down' }),
        tenants: context.tenants.list().map((t) => t.id),
        // How late the server's thread was lately: a slow statement or a blocking task shows here.
        eventLoopDelayMs: context.eventLoop.read(),
        // Jobs waiting, running, and given up on (the dead-letter queue), per queue.
        jobs: {
          message: await context.jobs.counts('message'),
          vms: await context.jobs.counts('vms'),
          export: await context.jobs.counts('export'),
          erasure: await context.jobs.counts('erasure'),
          storage: await context.jobs.counts('storage'),
        },
      };
    } catch (error) {
      request.log.warn({ err: error }, 'database not ready');
      return sendProblem(request, reply, 503, ['error.notReady']);
    }
  });

  // Logos and CMS images are public; only image files directly in a tenant's logos/ or cms/ folder
  // are served (never tenant.json, messages or the CMS JSON files). Under the URL the client
  // context gives (`?v=` the file's hash) an image may be cached for a year: a new file is a new
  // URL. Any other URL — unversioned (e-mails), or a hash that is no longer the file's — keeps an
  // hour, so a changed logo reaches everyone soon.
  app.get<{ Params: { tenant: string; folder: string; file: string }; Querystring: { v?: string } }>(
    '/tenants/:tenant/:folder/:file',
    async (request, reply) => {
      const { folder, file } = request.params;
      const asset = tenantAssetFile(context.tenants.get(request.params.tenant), folder, file);
      const info = asset && (await tenantAssetInfo(asset));
      if (!asset || !info) return sendProblem(request, reply, 404, ['error.notFound']);
      const versioned = typeof request.query.v === 'string' && request.query.v === info.hash;
      return reply
        .type(asset.type)
        .header('Cache-Control', versioned ? VERSIONED_ASSET_CACHE : UNVERSIONED_ASSET_CACHE)
        .header('X-Content-Type-Options', 'nosniff')
        .send(createReadStream(asset.path));
    },
  );
}
