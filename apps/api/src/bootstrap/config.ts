// Server configuration from environment variables, validated at start so a typo is a clear error
// instead of a silent default. Every variable is documented in apps/api/docs/environment.md.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import type { OverloadConfig } from '../http/overload.ts';
import type { Tenant } from '../tenants/tenants.ts';
import type { WebhookReach } from '../services/vms/webhookAddress.ts';

/** The repository root (apps/api/src/bootstrap → ../../../..). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

const port = v.pipe(v.string(), v.regex(/^\d{1,5}$/), v.transform(Number), v.maxValue(65535));
const seconds = v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number), v.minValue(60));
/** A timeout in whole seconds, at least one (a timeout cannot be switched off). */
const timeout = v.pipe(
  v.string(),
  v.regex(/^\d+$/, 'must be a whole number of seconds'),
  v.transform(Number),
  v.minValue(1),
  v.maxValue(86_400),
);
const flag = v.picklist(['true', 'false']);
const whole = (min: number, max: number) =>
  v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number), v.minValue(min), v.maxValue(max));
const share = v.pipe(
  v.string(),
  v.regex(/^(0(\.\d+)?|1(\.0+)?)$/, 'must be a share between 0 and 1'),
  v.transform(Number),
);

const envSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: v.optional(port, '3000'),
  HOST: v.optional(v.string(), '127.0.0.1'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'))),
  DATABASE_READ_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'))),
  READ_REPLICA_MAX_LAG_MS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a whole number of milliseconds'),
      v.transform(Number),
      v.minValue(100),
      v.maxValue(600_000),
    ),
    '5000',
  ),
  DATA_DIR: v.optional(v.string()),
  FILES_DIR: v.optional(v.string()),
  GAZETTEER_PRELOAD: v.optional(flag, 'true'),
  TENANTS_DIR: v.optional(v.string()),
  DEFAULT_TENANT: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]*$/)), 'acme'),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'JWT_SECRET needs at least 32 characters'))),
  ACCESS_TOKEN_TTL_SECONDS: v.optional(seconds, '900'),
  REFRESH_TOKEN_TTL_SECONDS: v.optional(seconds, '2592000'),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'))),
  // The longest wait for the mail server: to connect, for its greeting, for each answer.
  SMTP_TIMEOUT_SECONDS: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number), v.minValue(1), v.maxValue(600)),
    '20',
  ),
  MAIL_FROM: v.optional(v.string(), 'Talent Portal <no-reply@talent.localhost>'),
  REDIS_URL: v.optional(v.pipe(v.string(), v.regex(/^rediss?:\/\//, 'must be a redis:// URL'))),
  RECAPTCHA_VERIFY_URL: v.optional(v.pipe(v.string(), v.url()), 'https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_SECRET: v.optional(v.string()),
  PUBLIC_SCHEME: v.optional(v.picklist(['http', 'https']), 'http'),
  PUBLIC_PORT: v.optional(port),
  TRUST_PROXY: v.optional(flag, 'false'),
  DEV_MAILBOX: v.optional(flag, 'false'),
  WEBHOOK_ALLOW_LOOPBACK: v.optional(flag, 'false'),
  TENANTS_WATCH: v.optional(flag, 'true'),
  HEADERS_TIMEOUT_SECONDS: v.optional(timeout, '20'),
  REQUEST_TIMEOUT_SECONDS: v.optional(timeout, '300'),
  KEEP_ALIVE_TIMEOUT_SECONDS: v.optional(timeout, '72'),
  MAX_REQUESTS_PER_SOCKET: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number)),
    '1000',
  ),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  RATE_LIMIT_PER_MINUTE: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number), v.minValue(1)),
    '600',
  ),
  IMPORT_MAX_CLOSE_SHARE: v.optional(
    v.pipe(v.string(), v.regex(/^(0(\.\d+)?|1(\.0+)?)$/, 'must be a share between 0 and 1'), v.transform(Number)),
    '0.25',
  ),
  SEARCH_CACHE_SECONDS: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number), v.maxValue(3600)),
    '30',
  ),
  PAGE_CACHE_SECONDS: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number), v.maxValue(25)),
    '15',
  ),
  JOBS_WORKER: v.optional(v.picklist(['inline', 'off']), 'inline'),
  // 12 retries from 10 s (doubling, at most an hour apart) keep a message trying for at least about
  // 4 h 25 min, and the first retry of a job whose worker died comes within the minute
  // (jobs/jobQueue.ts lostJobRetrySeconds).
  JOBS_RETRY_LIMIT: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number), v.maxValue(50)),
    '12',
  ),
  JOBS_RETRY_DELAY_SECONDS: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number), v.minValue(1)),
    '10',
  ),
  JOBS_EXPIRE_SECONDS: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number), v.minValue(1)),
    '300',
  ),
  // pg-boss refuses heartbeats under 10 s.
  JOBS_HEARTBEAT_SECONDS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a whole number'),
      v.transform(Number),
      v.minValue(10),
      v.maxValue(3600),
    ),
    '15',
  ),
  // When the digest sweep runs (cron, UTC; five fields), or `off`.
  DIGEST_SCHEDULE: v.optional(
    v.pipe(v.string(), v.regex(/^(off|\S+( \S+){4})$/, 'must be a five-field cron expression or off')),
    '0 7 * * *',
  ),
  // Load shedding (http/overload.ts): the API's limits, and the pages' (lower: pages shed first).
  OVERLOAD_MAX_IN_FLIGHT: v.optional(whole(1, 100_000), '16'),
  OVERLOAD_PAGE_MAX_IN_FLIGHT: v.optional(whole(1, 100_000), '6'),
  OVERLOAD_MAX_QUEUE: v.optional(whole(0, 100_000), '32'),
  OVERLOAD_MAX_WAIT_MS: v.optional(whole(0, 60_000), '2000'),
  OVERLOAD_PAGE_MAX_WAIT_MS: v.optional(whole(0, 60_000), '500'),
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: v.optional(whole(0, 60_000), '200'),
  OVERLOAD_PAGE_MAX_EVENT_LOOP_DELAY_MS: v.optional(whole(0, 60_000), '100'),
  OVERLOAD_MAX_HEAP_SHARE: v.optional(share, '0.95'),
  OVERLOAD_PAGE_MAX_HEAP_SHARE: v.optional(share, '0.85'),
  OVERLOAD_RETRY_AFTER_SECONDS: v.optional(whole(1, 3600), '5'),
  SEED_PROJECTS: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number), v.maxValue(1_000_000)),
    '2000',
  ),
});

/** The validated server configuration. */
export interface Config {
  readonly env: 'development' | 'production' | 'test';
  readonly port: number;
  readonly host: string;
  /** PostgreSQL URL, or undefined for embedded PGlite. */
  readonly databaseUrl: string | undefined;
  /**
   * A streaming replica of DATABASE_URL for searches and public reads, or undefined (every read on
   * the primary). See db/readRouting.ts.
   */
  readonly databaseReadUrl: string | undefined;
  /** How stale (ms) a read on the replica may be at most; a replica further behind is not used. */
  readonly readReplicaMaxLagMs: number;
  /** PGlite data directory, or `memory://` for an in-memory database. */
  readonly dataDir: string;
  readonly filesDir: string;
  /**
   * Whether the server loads the location lookup's dataset into the database at start (once per
   * database, services/geo/gazetteerLoad.ts). Off, the first location lookup loads it, and until then
   * search and the job feed match cities by their names (tests that need no places).
   */
  readonly gazetteerPreload: boolean;
  readonly tenantsDir: string;
  readonly defaultTenant: string;
  readonly jwtSecret: string;
  readonly accessTokenTtlSeconds: number;
  readonly refreshTokenTtlSeconds: number;
  readonly smtpUrl: string | undefined;
  /** The longest wait for the mail server (to connect, for its greeting, for each answer), in ms. */
  readonly smtpTimeoutMs: number;
  readonly mailFrom: string;
  readonly redisUrl: string | undefined;
  readonly recaptchaVerifyUrl: string;
  readonly recaptchaSecret: string | undefined;
  /** Scheme and port of the portal links in emails (`http://acme.localhost:3000/...`). */
  readonly publicScheme: 'http' | 'https';
  readonly publicPort: number | undefined;
  readonly trustProxy: boolean;
  /** Whether `/__dev/*` (the dev mailbox: login links!) exists; never in production, loopback clients only. */
  readonly devMailbox: boolean;
  /** Where VMS webhooks may be delivered: public addresses, plus loopback with `WEBHOOK_ALLOW_LOOPBACK`. */
  readonly webhookReach: WebhookReach;
  /** Whether the tenant folders are watched and reloaded on change (SIGHUP reloads them either way). */
  readonly tenantsWatch: boolean;
  /** Connection limits (Node's http server); the request timeout bounds receiving a whole request, body included. */
  readonly timeouts: {
    readonly headersMs: number;
    readonly requestMs: number;
    readonly keepAliveMs: number;
    /** Requests one keep-alive connection may carry (0: no limit). */
    readonly maxRequestsPerSocket: number;
  };
  readonly logLevel: string;
  /** API calls per minute and client address (stricter limits on logins; pages and assets: none). */
  readonly rateLimitPerMinute: number;
  /** How long anonymous project searches are cached (0: not at all). */
  readonly searchCacheSeconds: number;
  /**
   * The share of a tenant's open feed projects one `closeMissing` may close without `force`
   * (services/catalog/projectImport.ts); more is refused (409), so a feed cut short cannot close a catalog.
   */
  readonly importMaxCloseShare: number;
  /**
   * How long the portal keeps a server-rendered public page for visitors without a session (0: not
   * at all). At most 25 s: a page carries its data with the time it was fetched, and the browser
   * keeps data fresh for 30 s — an older copy would make it fetch everything again at once.
   */
  readonly pageCacheSeconds: number;
  /**
   * Load shedding (`OVERLOAD_*`, http/overload.ts): requests in flight, waiting, event-loop delay
   * and heap above which the server answers 503 `error.overloaded` with Retry-After — pages at
   * lower limits than API calls, so they are shed first.
   */
  readonly overload: OverloadConfig;
  /** Projects per tenant the development seed creates on the first start. */
  readonly seedProjects: number;
  /** Whether this server process runs the job workers (`off`: a separate `worker` process does). */
  readonly jobsWorker: 'inline' | 'off';
  /** Retries, first retry delay (doubling), attempt expiry and heartbeat of background jobs (jobs/jobQueue.ts JobPolicy). */
  readonly jobs: {
    readonly retryLimit: number;
    readonly retryDelaySeconds: number;
    readonly expireSeconds: number;
    readonly heartbeatSeconds: number;
  };
  /**
   * The cron expression (UTC) of the digest sweep (`DIGEST_SCHEDULE`, default daily at 07:00), or
   * undefined when it is off (`off`: the test harness; the dev trigger still runs it).
   */
  readonly digestSchedule: string | undefined;
  /**
   * Job-feed API keys by tenant (`INTEGRATION_API_KEY_<TENANT>`), keyed by the variable's suffix:
   * the tenant id upper-cased with `-` as `_` (see `integrationKeyName`). No entry: feed off.
   */
  readonly integrationApiKeys: ReadonlyMap<string, string>;
}

/** The suffix of a tenant's `INTEGRATION_API_KEY_<TENANT>` variable (`acme-eu` → `ACME_EU`). */
export function integrationKeyName(tenantId: string): string {
  return tenantId.toUpperCase().replaceAll('-', '_');
}

const INTEGRATION_KEY_PREFIX = 'INTEGRATION_API_KEY_';

/**
 * The job-feed keys of the environment. A key must be 32–256 printable ASCII characters without
 * spaces: it travels in a header, and a short key would be guessable; an empty variable is an
 * error rather than "feed off" so a deployment mistake does not pass silently.
 */
function integrationApiKeys(env: NodeJS.ProcessEnv): { keys: Map<string, string>; problems: string[] } {
  const keys = new Map<string, string>();
  const problems: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith(INTEGRATION_KEY_PREFIX) || value === undefined) continue;
    const suffix = name.slice(INTEGRATION_KEY_PREFIX.length);
    if (!/^[A-Z0-9][A-Z0-9_]*$/.test(suffix)) problems.push(`${name}: the tenant part must be A-Z, 0-9 and _`);
    else if (!/^[\x21-\x7E]{32,256}$/.test(value)) problems.push(`${name}: needs 32 to 256 printable characters`);
    else keys.set(suffix, value);
  }
  return { keys, problems };
}

/** Reads or creates the development JWT secret, so tokens survive a restart of `npm start`. */
function devSecret(dataDir: string): string {
  const file = join(dataDir === 'memory://' ? join(REPO_ROOT, 'var') : dirname(dataDir), 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Parses the environment; throws an Error listing every invalid variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = v.safeParse(envSchema, env);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = result.output;
  const integration = integrationApiKeys(env);
  if (integration.problems.length > 0)
    throw new Error(`Invalid configuration:\n  ${integration.problems.join('\n  ')}`);
  const dataDir = e.DATA_DIR ?? join(REPO_ROOT, 'var', 'data');
  const problems = [
    ...(e.NODE_ENV === 'production' && !e.JWT_SECRET ? ['JWT_SECRET: required in production'] : []),
    // The mailbox shows every one-time login link: in production it would hand out accounts.
    ...(e.NODE_ENV === 'production' && e.DEV_MAILBOX === 'true'
      ? ['DEV_MAILBOX: the dev mailbox cannot be switched on in production']
      : []),
    // Applicants' data sent to this machine's ports (an admin service, a database) is what the
    // switch exists to prevent: development and tests only.
    ...(e.NODE_ENV === 'production' && e.WEBHOOK_ALLOW_LOOPBACK === 'true'
      ? ['WEBHOOK_ALLOW_LOOPBACK: webhooks to this machine cannot be allowed in production']
      : []),
    ...(e.DATABASE_READ_URL && !e.DATABASE_URL
      ? ['DATABASE_READ_URL: needs DATABASE_URL (the embedded database has no replicas)']
      : []),
    // Pages are shed first: their limits may not be above the API's.
    ...(e.OVERLOAD_PAGE_MAX_IN_FLIGHT > e.OVERLOAD_MAX_IN_FLIGHT
      ? ['OVERLOAD_PAGE_MAX_IN_FLIGHT: must not be above OVERLOAD_MAX_IN_FLIGHT (pages count among all requests)']
      : []),
    // Node refuses a header timeout longer than the request timeout.
    ...(e.HEADERS_TIMEOUT_SECONDS > e.REQUEST_TIMEOUT_SECONDS
      ? ['HEADERS_TIMEOUT_SECONDS: must not be longer than REQUEST_TIMEOUT_SECONDS']
      : []),
  ];
  if (problems.length > 0) throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    readReplicaMaxLagMs: e.READ_REPLICA_MAX_LAG_MS,
    dataDir,
    filesDir: e.FILES_DIR ?? join(REPO_ROOT, 'var', 'files'),
    gazetteerPreload: e.GAZETTEER_PRELOAD === 'true',
    tenantsDir: e.TENANTS_DIR ?? join(REPO_ROOT, 'tenants'),
    defaultTenant: e.DEFAULT_TENANT,
    jwtSecret: e.JWT_SECRET ?? devSecret(dataDir),
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    smtpUrl: e.SMTP_URL,
    smtpTimeoutMs: e.SMTP_TIMEOUT_SECONDS * 1000,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL,
    recaptchaVerifyUrl: e.RECAPTCHA_VERIFY_URL,
    recaptchaSecret: e.RECAPTCHA_SECRET,
    publicScheme: e.PUBLIC_SCHEME,
    publicPort: e.PUBLIC_PORT,
    trustProxy: e.TRUST_PROXY === 'true',
    devMailbox: e.DEV_MAILBOX === 'true',
    webhookReach: { allowLoopback: e.WEBHOOK_ALLOW_LOOPBACK === 'true' },
    tenantsWatch: e.TENANTS_WATCH === 'true',
    timeouts: {
      headersMs: e.HEADERS_TIMEOUT_SECONDS * 1000,
      requestMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      maxRequestsPerSocket: e.MAX_REQUESTS_PER_SOCKET,
    },
    logLevel: e.LOG_LEVEL,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    searchCacheSeconds: e.SEARCH_CACHE_SECONDS,
    importMaxCloseShare: e.IMPORT_MAX_CLOSE_SHARE,
    pageCacheSeconds: e.PAGE_CACHE_SECONDS,
    overload: {
      maxQueue: e.OVERLOAD_MAX_QUEUE,
      retryAfterSeconds: e.OVERLOAD_RETRY_AFTER_SECONDS,
      api: {
        maxInFlight: e.OVERLOAD_MAX_IN_FLIGHT,
        maxWaitMs: e.OVERLOAD_MAX_WAIT_MS,
        maxEventLoopDelayMs: e.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
        maxHeapShare: e.OVERLOAD_MAX_HEAP_SHARE,
      },
      page: {
        maxInFlight: e.OVERLOAD_PAGE_MAX_IN_FLIGHT,
        maxWaitMs: e.OVERLOAD_PAGE_MAX_WAIT_MS,
        maxEventLoopDelayMs: e.OVERLOAD_PAGE_MAX_EVENT_LOOP_DELAY_MS,
        maxHeapShare: e.OVERLOAD_PAGE_MAX_HEAP_SHARE,
      },
    },
    seedProjects: e.SEED_PROJECTS,
    jobsWorker: e.JOBS_WORKER,
    jobs: {
      retryLimit: e.JOBS_RETRY_LIMIT,
      retryDelaySeconds: e.JOBS_RETRY_DELAY_SECONDS,
      expireSeconds: e.JOBS_EXPIRE_SECONDS,
      heartbeatSeconds: e.JOBS_HEARTBEAT_SECONDS,
    },
    digestSchedule: e.DIGEST_SCHEDULE === 'off' ? undefined : e.DIGEST_SCHEDULE,
    integrationApiKeys: integration.keys,
  };
}

/** The portal's origin of a tenant, for links in messages (`http://acme.localhost:3000`). */
export function portalOriginOf(config: Config): (tenant: Tenant) => string {
  return (tenant) =>
    `${config.publicScheme}://${tenant.context.talentDomainName}${(config.publicPort ?? (config.env === 'production' ? '' : config.port)) ? `:${config.publicPort ?? config.port}` : ''}`;
}
