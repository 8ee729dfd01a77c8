// Entry point of the API server (`pnpm --filter @talent/api start`, and `npm start`): reads the
// environment, opens the database (embedded PGlite unless DATABASE_URL is set), applies migrations,
// seeds demo data on the first run (outside production), listens, and says what it serves.
import closeWithGrace from 'close-with-grace';
import { loadConfig } from './config.ts';
import { seedDemoData } from './seed.ts';
import { createServer } from './server.ts';

const config = loadConfig();
const server = await createServer(config);
const { app, context } = server;

const seeded = config.env === 'production' ? [] : await seedDemoData(context, { projects: config.seedProjects });

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await server.close();
});

await app.listen({ host: config.host, port: config.port });

const origin = (host: string) => `http://${host}:${config.port}`;
const lines = [
  '',
  `Talent Portal API — listening on ${origin(config.host)} (${context.database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'})`,
  '',
  'Tenants (the Host header chooses one; unknown hosts get the default):',
  ...context.tenants.list().map((tenant) => {
    const mark = tenant.id === context.tenants.default.id ? ' (default)' : '';
    return `  ${tenant.context.name.padEnd(22)} ${origin(tenant.context.talentDomainName)}/v1/api${mark}`;
  }),
  '',
  `Health: ${origin(config.host)}/healthz   Readiness: ${origin(config.host)}/readyz`,
];
if (config.env !== 'production') {
  lines.push(
    `Dev mailbox: ${origin(config.host)}/__dev/mail (per tenant host; JSON at /__dev/outbox)${context.messenger.smtp ? ' — email goes to SMTP, SMS to the mailbox' : ''}`,
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
