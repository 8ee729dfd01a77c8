// Routes outside the contract: liveness, readiness, and the tenants' public assets (logos).
import type { FastifyInstance } from 'fastify';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { ServerContext } from '../../bootstrap/context.ts';
import { sendProblem } from '../errors.ts';

const ASSET_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

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
        tenants: context.tenants.list().map((t) => t.id),
        // How late the server's thread was lately: a slow statement or a blocking task shows here.
        eventLoopDelayMs: context.eventLoop.read(),
        // Jobs waiting, running, and given up on (the dead-letter queue), per queue.
        jobs: {
          message: await context.jobs.counts('message'),
          vms: await context.jobs.counts('vms'),
          export: await context.jobs.counts('export'),
          erasure: await context.jobs.counts('erasure'),
        },
      };
    } catch (error) {
      request.log.warn({ err: error }, 'database not ready');
      return sendProblem(request, reply, 503, ['error.notReady']);
    }
  });

  // Logos and CMS images are public; only image files directly in a tenant's logos/ or cms/ folder
  // are served (never tenant.json, messages or the CMS JSON files).
  app.get<{ Params: { tenant: string; folder: string; file: string } }>(
    '/tenants/:tenant/:folder/:file',
    async (request, reply) => {
      const { folder } = request.params;
      const tenant = context.tenants.get(request.params.tenant);
      const type = ASSET_TYPES[extname(request.params.file).toLowerCase()];
      const dir = tenant && (folder === 'logos' || folder === 'cms') ? join(tenant.dir, folder) : undefined;
      const file = dir ? normalize(join(dir, request.params.file)) : undefined;
      if (!dir || !file || !type || !file.startsWith(dir + sep) || !existsSync(file) || !statSync(file).isFile()) {
        return sendProblem(request, reply, 404, ['error.notFound']);
      }
      return reply
        .type(type)
        .header('Cache-Control', 'public, max-age=3600')
        .header('X-Content-Type-Options', 'nosniff')
        .send(createReadStream(file));
    },
  );
}
