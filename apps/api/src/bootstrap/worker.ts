// The job workers as a process of their own (`pnpm --filter @talent/api worker`), for production
// deployments that keep deliveries off the API servers (run those with JOBS_WORKER=off). Reads the
// same environment as the server; needs DATABASE_URL (the embedded database belongs to one server
// process). SIGINT/SIGTERM stop it after the running jobs (10 s at most).
import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { loadConfig, portalOriginOf } from './config.ts';
import { openDatabase } from '../db/client.ts';
import { createJobQueue } from '../jobs/jobQueue.ts';
import { messageDelivery } from '../services/messaging/delivery.ts';
import { createMessenger } from '../services/messaging/messenger.ts';
import { digests } from '../services/notifications/digests.ts';
import { dataExportWorker } from '../services/privacy/dataExport.ts';
import { vmsDelivery } from '../services/vms/vmsDelivery.ts';
import { localDiskStorage } from '../storage/localDisk.ts';
import { vmsLinks } from '../services/vms/vmsLinks.ts';
import { loadTenants } from '../tenants/tenants.ts';
import { jobHandlers } from './server.ts';

const config = loadConfig();
const log = pino({ level: config.logLevel });
if (!config.databaseUrl) {
  log.fatal('The worker needs DATABASE_URL: the embedded database is reachable only from the server process.');
  process.exit(2);
}
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const jobs = createJobQueue({
  database,
  policy: config.jobs,
  onError: (error) => log.error({ err: error }, 'job queue error'),
  // This process works the jobs, so it also turns the digest schedule into sweeps.
  cron: config.digestSchedule !== undefined,
});
const delivery = messageDelivery({
  database,
  smtpUrl: config.smtpUrl,
  timeoutMs: config.smtpTimeoutMs,
  from: config.mailFrom,
});
// Data exports read and write file contents (the API servers' storage: FILES_DIR on a shared disk).
const storage = localDiskStorage(config.filesDir);
// VMS deliveries build the application as the client sees it (document links on the tenant's host)
// and mail the talent when a delivery moves their application, and the digest sweep goes through
// every tenant: they need the tenants.
const tenants = loadTenants(config.tenantsDir, config.defaultTenant);
const portalOrigin = portalOriginOf(config);
const messenger = createMessenger({ jobs, portalOrigin });
await jobs.schedule('digest', config.digestSchedule, { type: 'sweep' });
await jobs.work(
  jobHandlers({
    delivery,
    digests: digests({ database, jobs, messenger, tenants, portalOrigin, now: () => Date.now() }),
    vmsDelivery: vmsDelivery({
      database,
      jobs,
      messenger,
      tenants,
      links: vmsLinks(config.jwtSecret),
      reach: config.webhookReach,
      portalOrigin,
      retryLimit: config.jobs.retryLimit,
      now: () => Date.now(),
    }),
    dataExports: dataExportWorker({
      database,
      jobs,
      messenger,
      tenants,
      storage,
      portalOrigin,
      retryLimit: config.jobs.retryLimit,
      now: () => Date.now(),
      logError: (details, message) => log.error(details, message),
    }),
    erasureCleanup: { jobs, storage },
    contentChecks: { database, storage },
  }),
);
log.info({ transport: delivery.smtp ? 'smtp' : 'outbox' }, 'job worker started');

closeWithGrace({ delay: 15_000 }, async ({ signal, err }) => {
  if (err) log.error({ err }, 'worker stopping after an error');
  else log.info({ signal }, 'worker stopping');
  await jobs.stop();
  delivery.close();
  await database.close();
});
