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
import type { LoadShedding } from '../overload.ts';

/**
 * Registers /healthz, /readyz and /tenants/:tenant/{logos,cms}/:file. Health and readiness answer
 * on any Host: load balancers and orchestrators probe with an address or a name of their own; and
 * they are never shed under load (an overloaded process is alive and ready: taking it out of the
 * balancer or restarting it would move its load onto the others).
 */
export function registerSystemRoutes(app: FastifyInstance, context: ServerContext, load: LoadShedding): void {
  const probe = { anyHost: true, loadShedding: false } as const;
  app.get('/healthz', { config: probe }, () => ({ status: 'ok' }));

  app.get('/readyz', { config: probe }, async (request, reply) => {
    try {
      // Asked at once, not one after the other: on the embedded database every statement waits
      // its turn behind the requests in flight (one session), and five in a row waited five turns —
      // an overloaded server missed its probes' timeouts.
      const [, message, vms, exports, erasure, storage, redisUp] = await Promise.all([
        context.database.ping(),
        context.jobs.counts('message'),
        context.jobs.counts('vms'),
        context.jobs.counts('export'),
        context.jobs.counts('erasure'),
        context.jobs.counts('storage'),
        context.redisAnswers?.(),
      ]);
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
        ...(redisUp !== undefined && { redis: redisUp ? 'up' : 'down' }),
        tenants: context.tenants.list().map((t) => t.id),
        // How late the server's thread was lately: a slow statement or a blocking task shows here.
        eventLoopDelayMs: context.eventLoop.read(),
        // Load shedding: requests in flight and waiting, and shed since the start, per class.
        load: load.status(),
        // Heavy work (uploads checked, CVs parsed or generated) in progress, and by how many accounts.
        heavyWork: context.heavyWork.status(),
        // Jobs waiting, running, and given up on (the dead-letter queue), per queue.
        jobs: { message, vms, export: exports, erasure, storage },
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
