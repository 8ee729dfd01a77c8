// The API server as a process, and its entry (`pnpm --filter @talent/api serve` runs this file;
// `npm start` runs the composition app apps/server instead, which starts this one through
// `runServer` and registers the portal's pages on it, on the same port). Reads the environment, opens the database (embedded PGlite
// unless DATABASE_URL is set), applies migrations, seeds demo data on the first run (outside
// production), lets an embedder add routes (the portal serves its pages from the same process),
// listens, and says what it serves.
import closeWithGrace from 'close-with-grace';
import { loadConfig } from './config.ts';
import { seedDemoData } from '../seed/demoData.ts';
import { createServer } from './server.ts';
import type { Server } from './server.ts';

/** Options of `runServer`. */
export interface RunServerOptions {
  /** What this process is called in its banner. */
  readonly title?: string;
  /** Adds routes before the server listens (e.g. the portal's pages). */
  readonly extend?: (server: Server) => Promise<void>;
  /** Lines about the extension for the banner, given a tenant host's origin. */
  readonly describeTenant?: (origin: string) => string;
}

/** Starts the server and returns it once it listens. */
export async function runServer(options: RunServerOptions = {}): Promise<Server> {
  const config = loadConfig();
  const server = await createServer(config);
  const { app, context } = server;
  await options.extend?.(server);

  const seeded = config.env === 'production' ? [] : await seedDemoData(context, { projects: config.seedProjects });

  // SIGHUP reloads the tenant folders (as a service manager's `reload` sends it), except in a
  // terminal: there it means the terminal was closed, and the server stops with it.
  const hangUpReloads = !process.stdout.isTTY;
  closeWithGrace({ delay: 10_000, skip: hangUpReloads ? ['SIGHUP'] : [] }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await server.close();
  });
  if (hangUpReloads) {
    process.on('SIGHUP', () => {
      app.log.info('SIGHUP: reloading the tenant folders');
      context.tenants.reload(app.log);
    });
  }

  await app.listen({ host: config.host, port: config.port });

  const origin = (host: string) => `http://${host}:${config.port}`;
  const describe = options.describeTenant ?? ((o: string) => `${o}/v1/api`);
  const lines = [
    '',
    `${options.title ?? 'Talent Portal API'} — listening on ${origin(config.host)} (${context.database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}, in its own thread` : 'PostgreSQL'})`,
    '',
    'Tenants (the Host header chooses one; localhost and 127.0.0.1 get the default, other hosts 421):',
    ...context.tenants.list().map((tenant) => {
      const mark = tenant.id === context.tenants.default.id ? ' (default)' : '';
      return `  ${tenant.context.name.padEnd(22)} ${describe(origin(tenant.context.talentDomainName))}${mark}`;
    }),
    '',
    `Health: ${origin(config.host)}/healthz   Readiness: ${origin(config.host)}/readyz`,
  ];
  if (config.devMailbox) {
    lines.push(
      `Dev mailbox: ${origin(config.host)}/__dev/mail (per tenant host, from this machine only; JSON at /__dev/outbox)${context.delivery.smtp ? ' — email goes to SMTP, SMS to the mailbox' : ''}`,
      `Digests: sent ${config.digestSchedule ? `on the schedule "${config.digestSchedule}" (UTC)` : 'on no schedule (DIGEST_SCHEDULE=off)'}; now: curl -X POST ${origin(config.host)}/__dev/digests (per tenant host)`,
    );
  }
  if (config.env !== 'production') {
    lines.push(
      '',
      'Demo logins (development seed):',
      ...seeded.map(
        (s) =>
          `  ${s.tenant.id.padEnd(10)} ${s.email} / ${s.password}${s.created ? '' : ' (existing data kept)'}${
            s.catalog.projects > 0 ? ` — seeded ${s.catalog.projects} projects in ${s.catalog.pools} pools` : ''
          }`,
      ),
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
  return server;
}

// Run as a program (not imported by an embedder): start the server.
if (import.meta.main) await runServer();
