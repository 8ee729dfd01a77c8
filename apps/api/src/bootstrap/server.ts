// Wires configuration, database, tenants and services into a server. Used by main.ts and the tests.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../http/app.ts';
import type { SitemapLimits } from '../http/routes/sitemapXml.ts';
import { identityTokenVerifier } from '../services/identity/identityTokens.ts';
import { accessTokens, isSessionRevoked } from '../services/identity/tokens.ts';
import { portalOriginOf } from './config.ts';
import type { Config } from './config.ts';
import type { ExternalVerifiers, ServerContext } from './context.ts';
import { geoipLocator } from '../services/geo/ipLocation.ts';
import type { IpLocator } from '../services/geo/ipLocation.ts';
import { memoryGenerations, redisGenerations, searchCache } from '../services/catalog/searchCache.ts';
import { memorySessions, redisSessions } from '../services/identity/sessions.ts';
import { openDatabase, withTenant } from '../db/client.ts';
import type { Database } from '../db/client.ts';
import { memoryWriteMarks, readRouting, redisWriteMarks } from '../db/readRouting.ts';
import { allHandlers } from '../handlers/index.ts';
import { eventLoopMonitor } from '../http/eventLoop.ts';
import { createJobQueue } from '../jobs/jobQueue.ts';
import type { JobHandlers } from '../jobs/jobQueue.ts';
import { messageDelivery } from '../services/messaging/delivery.ts';
import { digests } from '../services/notifications/digests.ts';
import type { Digests } from '../services/notifications/digests.ts';
import { dataExportWorker } from '../services/privacy/dataExport.ts';
import type { DataExportWorker } from '../services/privacy/dataExport.ts';
import { checkStoredContent } from '../services/files/contentChecks.ts';
import { HEAVY_WORK_PER_ACCOUNT } from '../services/files/files.ts';
import { cleanUpErasure } from '../services/privacy/erasure.ts';
import type { ErasureCleanupOptions } from '../services/privacy/erasure.ts';
import { vmsDelivery } from '../services/vms/vmsDelivery.ts';
import type { VmsDelivery } from '../services/vms/vmsDelivery.ts';
import { vmsLinks } from '../services/vms/vmsLinks.ts';
import type { MessageDelivery } from '../services/messaging/delivery.ts';
import { createMessenger } from '../services/messaging/messenger.ts';
import { memoryLimiter, redisLimiter } from '../limits/limiter.ts';
import { accountConcurrency } from '../limits/concurrency.ts';
import { closeRedis, redisAnswers, redisClient } from '../redis.ts';
import { legalVersions } from '../services/profile/legal.ts';
import { recaptchaVerifier } from '../services/identity/recaptcha.ts';
import { cmsContent } from '../services/cms/cms.ts';
import { onboardingStructure } from '../services/onboarding/onboarding.ts';
import { GazetteerLoader, GazetteerLoadStopped } from '../services/geo/gazetteerLoad.ts';
import { hasUnplacedProjects, placeProjects } from '../services/catalog/places.ts';
import { checkLoginSettings } from '../services/identity/tenantSettings.ts';
import { localDiskStorage } from '../storage/localDisk.ts';
import type { FileStorage } from '../storage/storage.ts';
import { loadTenants, watchTenants } from '../tenants/tenants.ts';

/** What tests (or embedders) may replace. */
export interface ServerOverrides {
  readonly now?: () => number;
  readonly recaptcha?: ExternalVerifiers['recaptcha'];
  /** An already open database (tests share one per file). */
  readonly database?: Database;
  /** Where log lines go (default stdout); tests capture them. */
  readonly logStream?: NodeJS.WritableStream;
  /** File storage (default: the local disk under `config.filesDir`); tests wrap it to count reads. */
  readonly storage?: FileStorage;
  /** Finds where an IP address is (default: geoip-lite). */
  readonly locateIp?: IpLocator;
  /** URLs and bytes per sitemap file (default the protocol's 50,000 and 50 MB); tests split at a few. */
  readonly sitemapLimits?: SitemapLimits;
}

/** A running server's parts. */
export interface Server {
  readonly app: FastifyInstance;
  readonly context: ServerContext;
  /** Closes the HTTP server, the job workers, the mail transport, the limiter, the sessions and (unless given) the database. */
  close(): Promise<void>;
}

/** The workers' handlers: what each queue's jobs do. */
export function jobHandlers(context: {
  readonly delivery: MessageDelivery;
  readonly vmsDelivery: VmsDelivery;
  readonly digests: Digests;
  readonly dataExports: DataExportWorker;
  readonly erasureCleanup: ErasureCleanupOptions;
  readonly contentChecks: { readonly database: Database; readonly storage: FileStorage };
}): JobHandlers {
  return {
    message: (message) => context.delivery.deliver(message),
    vms: (event, job) => context.vmsDelivery.deliver(event, job.attempt),
    digest: (job) => context.digests.run(job),
    export: (exportJob, job) => context.dataExports.run(exportJob, job.attempt),
    erasure: (cleanup) => cleanUpErasure(context.erasureCleanup, cleanup),
    storage: (check) => checkStoredContent(context.contentChecks, check),
  };
}

/** Opens the database, applies migrations, loads tenants and builds the app. */
export async function createServer(config: Config, overrides: ServerOverrides = {}): Promise<Server> {
  const tenants = loadTenants(config.tenantsDir, config.defaultTenant, {
    check: (tenant) => {
      checkLoginSettings([tenant]);
      // Read and checked now, so a broken onboarding.json or CMS file (categories, links, a page)
      // stops the start or refuses the reload, and the tenant's last good version keeps serving.
      onboardingStructure(tenant);
      cmsContent(tenant);
    },
  });
  const database =
    overrides.database ??
    (await openDatabase({ url: config.databaseUrl, readUrl: config.databaseReadUrl, dataDir: config.dataDir }));
  await database.migrate();
  // The location lookup's dataset: loaded into the database now (the first time for a database: a
  // worker parses the dump, seconds of CPU off the event loop), so that no request pays for it;
  // nothing waits for it here. Logged below, once the app's log exists.
  const gazetteer = new GazetteerLoader(database.db);
  const gazetteerLoading = config.gazetteerPreload ? gazetteer.ready() : undefined;
  // The replica's state changes go to the app's log once it exists.
  let logReads = (level: 'info' | 'warn', details: Record<string, unknown>, message: string): void => {
    process.stderr.write(`${level}: ${message} ${JSON.stringify(details)}\n`);
  };
  // Talents' write marks live as long as the staleness bound (+1 s), in Redis when processes share it.
  const markTtlMs = config.readReplicaMaxLagMs + 1000;
  const reads = await readRouting({
    database,
    maxLagMs: config.readReplicaMaxLagMs,
    ...(database.replica && {
      marks: config.redisUrl ? redisWriteMarks(config.redisUrl, markTtlMs) : memoryWriteMarks(markTtlMs),
    }),
    log: (level, details, message) => logReads(level, details, message),
  });
  const now = overrides.now ?? (() => Date.now());
  const portalOrigin = portalOriginOf(config);
  // pg-boss reports its own failures (a lost connection, a failed maintenance run) as events; they
  // go to the app's log once it exists.
  let reportJobError = (error: Error): void => {
    process.stderr.write(`job queue error: ${error.message}\n`);
  };
  // Schedules (the digest sweep) run where jobs are worked: with JOBS_WORKER=off the worker process does it.
  const cron = config.jobsWorker === 'inline' && config.digestSchedule !== undefined;
  const jobs = createJobQueue({
    database,
    policy: config.jobs,
    onError: (error) => reportJobError(error),
    cron,
  });
  await jobs.start();
  const delivery = messageDelivery({
    database,
    smtpUrl: config.smtpUrl,
    timeoutMs: config.smtpTimeoutMs,
    from: config.mailFrom,
  });
  const messenger = createMessenger({ jobs, portalOrigin });
  const limiter = config.redisUrl ? redisLimiter(config.redisUrl) : memoryLimiter(now);
  const redisProbe = config.redisUrl ? redisClient(config.redisUrl) : undefined;
  const catalogGenerations = config.redisUrl ? redisGenerations(config.redisUrl) : memoryGenerations();
  const sessionOptions = {
    lookup: (tenantId: string, sessionId: string) =>
      withTenant(database.db, tenantId, (tx) => isSessionRevoked(tx, sessionId)),
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    now,
  };
  const sessions = config.redisUrl ? redisSessions(config.redisUrl, sessionOptions) : memorySessions(sessionOptions);
  const context: ServerContext = {
    config,
    database,
    gazetteer,
    reads,
    tenants,
    accessTokens: accessTokens(config.jwtSecret, config.accessTokenTtlSeconds, now),
    messenger,
    jobs,
    delivery,
    limiter,
    heavyWork: accountConcurrency(HEAVY_WORK_PER_ACCOUNT),
    redisAnswers: redisProbe && (() => redisAnswers(redisProbe)),
    sessions,
    storage: overrides.storage ?? localDiskStorage(config.filesDir),
    verifiers: {
      recaptcha:
        overrides.recaptcha ??
        recaptchaVerifier({
          verifyUrl: config.recaptchaVerifyUrl,
          secret: (tenant) =>
            process.env[`RECAPTCHA_SECRET_${tenant.id.toUpperCase().replaceAll('-', '_')}`] ?? config.recaptchaSecret,
        }),
      identityToken: identityTokenVerifier({ now }),
    },
    legal: (tenant) => legalVersions(tenant, now()),
    locateIp: overrides.locateIp ?? geoipLocator,
    searchCache: searchCache(config.searchCacheSeconds, catalogGenerations),
    catalogGenerations,
    eventLoop: eventLoopMonitor(),
    digests: digests({ database, jobs, messenger, tenants, portalOrigin, now }),
    now,
    portalOrigin,
  };
  const app = await buildApp(context, allHandlers(context), {
    ...(overrides.logStream && { logStream: overrides.logStream }),
    ...(overrides.sitemapLimits && { sitemapLimits: overrides.sitemapLimits }),
  });
  reportJobError = (error) => app.log.error({ err: error }, 'job queue error');
  logReads = (level, details, message) => app.log[level](details, message);
  if (config.jobsWorker === 'inline') {
    await jobs.schedule('digest', config.digestSchedule, { type: 'sweep' });
    await jobs.work(
      jobHandlers({
        ...context,
        vmsDelivery: vmsDelivery({
          database,
          jobs,
          messenger,
          tenants,
          links: vmsLinks(config.jwtSecret),
          reach: config.webhookReach,
          portalOrigin,
          retryLimit: config.jobs.retryLimit,
          now,
        }),
        dataExports: dataExportWorker({
          ...context,
          retryLimit: config.jobs.retryLimit,
          logError: (details, message) => app.log.error(details, message),
        }),
        erasureCleanup: context,
        contentChecks: context,
      }),
    );
  }
  gazetteerLoading?.then(
    (stats) => app.log.info(stats, 'gazetteer ready'),
    (error: unknown) =>
      error instanceof GazetteerLoadStopped
        ? app.log.info('gazetteer load stopped: the server is closing')
        : app.log.error({ err: error }, 'gazetteer failed to load; the next location lookup tries again'),
  );
  let stopWatching = () => undefined as void;
  if (config.tenantsWatch) stopWatching = watchTenants(tenants, config.tenantsDir, app.log);
  else
    app.log.info(
      { dir: config.tenantsDir },
      'tenant folders are not watched (TENANTS_WATCH=false); reload with SIGHUP',
    );
  // Projects with a city but no place (stored before place ids, or fed while the gazetteer could
  // not be loaded) get their place in the background once the gazetteer is there; a tenant
  // without such rows costs one indexed query, and the start waits for nothing.
  const placing = (async () => {
    const unplaced: string[] = [];
    for (const tenant of tenants.list())
      if (await hasUnplacedProjects(database.db, tenant.id)) unplaced.push(tenant.id);
    if (unplaced.length === 0) return;
    await gazetteer.ready();
    for (const tenantId of unplaced) {
      const placed = await placeProjects(database.db, tenantId);
      app.log.info({ tenant: tenantId, placed }, 'projects placed');
      if (placed > 0) await context.searchCache.catalogChanged(tenantId);
    }
  })().catch((error: unknown) => {
    if (!(error instanceof GazetteerLoadStopped)) app.log.error({ err: error }, 'placing projects failed');
  });
  return {
    app,
    context,
    async close() {
      stopWatching();
      // A first load of the gazetteer takes seconds: it stops between two batches, not at its end.
      await gazetteer.close();
      await placing;
      await app.close();
      await jobs.stop();
      context.eventLoop.stop();
      delivery.close();
      await limiter.close();
      if (redisProbe) await closeRedis(redisProbe);
      await sessions.close();
      await catalogGenerations.close();
      await reads.close();
      if (!overrides.database) await database.close();
    },
  };
}
