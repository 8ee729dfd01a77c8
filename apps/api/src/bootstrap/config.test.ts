import { describe, expect, it } from 'vitest';
import { lostJobRetrySeconds } from '../jobs/jobQueue.ts';
import { loadConfig } from './config.ts';

const base = { DATA_DIR: 'memory://', JWT_SECRET: 'x'.repeat(40) };

function thrown(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a throw');
}

describe('loadConfig', () => {
  it('has development defaults', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      databaseReadUrl: undefined,
      readReplicaMaxLagMs: 5000,
      defaultTenant: 'acme',
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 2_592_000,
      smtpUrl: undefined,
      smtpTimeoutMs: 20_000,
      redisUrl: undefined,
      publicScheme: 'http',
      trustProxy: false,
      rateLimitPerMinute: 600,
      searchCacheSeconds: 30,
      pageCacheSeconds: 15,
      seedProjects: 2000,
      jobsWorker: 'inline',
      jobs: { retryLimit: 12, retryDelaySeconds: 10, expireSeconds: 300, heartbeatSeconds: 15 },
      devMailbox: false,
      tenantsWatch: true,
      timeouts: { headersMs: 20_000, requestMs: 300_000, keepAliveMs: 72_000, maxRequestsPerSocket: 1000 },
    });
  });

  it('retries the job of a worker that died within a minute by default, and tries a message for over 4 hours', () => {
    const { jobs } = loadConfig(base);
    expect(lostJobRetrySeconds(jobs)).toBeLessThanOrEqual(60);
    // The shortest wait of each retry (pg-boss: the delay doubles, jitter only adds, at most 1 h).
    const shortest = Array.from({ length: jobs.retryLimit }, (_, n) =>
      Math.min(3600, jobs.retryDelaySeconds * 2 ** n),
    ).reduce((sum, wait) => sum + wait, 0);
    expect(shortest).toBeGreaterThan(4 * 3600);
  });

  it('reads every variable and converts numbers', () => {
    const config = loadConfig({
      ...base,
      NODE_ENV: 'production',
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/talent',
      SMTP_URL: 'smtps://mail:465',
      REDIS_URL: 'redis://cache:6379',
      ACCESS_TOKEN_TTL_SECONDS: '600',
      TRUST_PROXY: 'true',
      PUBLIC_SCHEME: 'https',
      RATE_LIMIT_PER_MINUTE: '100000',
      SEED_PROJECTS: '0',
      JOBS_WORKER: 'off',
      JOBS_RETRY_LIMIT: '3',
      JOBS_RETRY_DELAY_SECONDS: '5',
      JOBS_EXPIRE_SECONDS: '60',
      JOBS_HEARTBEAT_SECONDS: '20',
      SMTP_TIMEOUT_SECONDS: '5',
    });
    expect(config).toMatchObject({
      jobsWorker: 'off',
      jobs: { retryLimit: 3, retryDelaySeconds: 5, expireSeconds: 60, heartbeatSeconds: 20 },
      smtpTimeoutMs: 5000,
      env: 'production',
      port: 8080,
      accessTokenTtlSeconds: 600,
      trustProxy: true,
      publicScheme: 'https',
      rateLimitPerMinute: 100_000,
      seedProjects: 0,
    });
  });

  it('lists every invalid variable at once', () => {
    const message = thrown(() =>
      loadConfig({ ...base, PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' }),
    );
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain('PORT:');
    expect(message).toContain('DATABASE_URL: must be a postgres:// URL');
    expect(message).toContain('JWT_SECRET: JWT_SECRET needs at least 32 characters');
    const limits = thrown(() => loadConfig({ ...base, RATE_LIMIT_PER_MINUTE: '0', SEED_PROJECTS: 'many' }));
    expect(limits).toContain('RATE_LIMIT_PER_MINUTE:');
    expect(limits).toContain('SEED_PROJECTS: must be a whole number');
    // pg-boss takes no heartbeat under 10 s.
    expect(thrown(() => loadConfig({ ...base, JOBS_HEARTBEAT_SECONDS: '5' }))).toContain('JOBS_HEARTBEAT_SECONDS:');
  });

  it('reads a read replica only beside a PostgreSQL primary', () => {
    const config = loadConfig({
      ...base,
      DATABASE_URL: 'postgres://u@db:5432/talent',
      DATABASE_READ_URL: 'postgres://u@replica:5432/talent',
      READ_REPLICA_MAX_LAG_MS: '2500',
    });
    expect(config).toMatchObject({ databaseReadUrl: 'postgres://u@replica:5432/talent', readReplicaMaxLagMs: 2500 });
    expect(thrown(() => loadConfig({ ...base, DATABASE_READ_URL: 'postgres://u@replica:5432/talent' }))).toBe(
      'Invalid configuration:\n  DATABASE_READ_URL: needs DATABASE_URL (the embedded database has no replicas)',
    );
    const invalid = thrown(() =>
      loadConfig({ ...base, DATABASE_READ_URL: 'mysql://x', READ_REPLICA_MAX_LAG_MS: '10' }),
    );
    expect(invalid).toContain('DATABASE_READ_URL: must be a postgres:// URL');
    expect(invalid).toContain('READ_REPLICA_MAX_LAG_MS:');
  });

  it('keeps rendered pages for at most 25 s (under the 30 s the browser keeps data fresh) and can turn that off', () => {
    expect(loadConfig({ ...base, PAGE_CACHE_SECONDS: '0' }).pageCacheSeconds).toBe(0);
    expect(loadConfig({ ...base, PAGE_CACHE_SECONDS: '25' }).pageCacheSeconds).toBe(25);
    expect(thrown(() => loadConfig({ ...base, PAGE_CACHE_SECONDS: '26' }))).toContain('PAGE_CACHE_SECONDS');
  });

  it('requires a JWT secret in production', () => {
    expect(thrown(() => loadConfig({ DATA_DIR: 'memory://', NODE_ENV: 'production' }))).toContain(
      'JWT_SECRET: required in production',
    );
  });

  it('switches the dev mailbox on only when asked, and never in production', () => {
    expect(loadConfig({ ...base, DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).devMailbox).toBe(false);
    expect(thrown(() => loadConfig({ ...base, NODE_ENV: 'production', DEV_MAILBOX: 'true' }))).toBe(
      'Invalid configuration:\n  DEV_MAILBOX: the dev mailbox cannot be switched on in production',
    );
    expect(thrown(() => loadConfig({ ...base, DEV_MAILBOX: 'yes' }))).toContain('DEV_MAILBOX:');
  });

  it('reads the connection timeouts, which cannot be switched off', () => {
    const config = loadConfig({
      ...base,
      HEADERS_TIMEOUT_SECONDS: '5',
      REQUEST_TIMEOUT_SECONDS: '600',
      KEEP_ALIVE_TIMEOUT_SECONDS: '10',
      MAX_REQUESTS_PER_SOCKET: '0',
      TENANTS_WATCH: 'false',
    });
    expect(config.timeouts).toEqual({
      headersMs: 5000,
      requestMs: 600_000,
      keepAliveMs: 10_000,
      maxRequestsPerSocket: 0,
    });
    expect(config.tenantsWatch).toBe(false);
    const zero = thrown(() =>
      loadConfig({ ...base, REQUEST_TIMEOUT_SECONDS: '0', KEEP_ALIVE_TIMEOUT_SECONDS: 'long' }),
    );
    expect(zero).toContain('REQUEST_TIMEOUT_SECONDS:');
    expect(zero).toContain('KEEP_ALIVE_TIMEOUT_SECONDS: must be a whole number of seconds');
    expect(
      thrown(() => loadConfig({ ...base, HEADERS_TIMEOUT_SECONDS: '30', REQUEST_TIMEOUT_SECONDS: '10' })),
    ).toContain('HEADERS_TIMEOUT_SECONDS: must not be longer than REQUEST_TIMEOUT_SECONDS');
  });

  it('sheds load by default, pages at lower limits than API calls, and refuses pages above the API', () => {
    expect(loadConfig(base).overload).toEqual({
      maxQueue: 32,
      retryAfterSeconds: 5,
      api: { maxInFlight: 16, maxWaitMs: 2000, maxEventLoopDelayMs: 200, maxHeapShare: 0.95 },
      page: { maxInFlight: 6, maxWaitMs: 500, maxEventLoopDelayMs: 100, maxHeapShare: 0.85 },
    });
    const off = loadConfig({ ...base, OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0', OVERLOAD_PAGE_MAX_HEAP_SHARE: '0' });
    expect(off.overload.api.maxEventLoopDelayMs).toBe(0);
    expect(off.overload.page.maxHeapShare).toBe(0);
    expect(
      thrown(() => loadConfig({ ...base, OVERLOAD_MAX_IN_FLIGHT: '4', OVERLOAD_PAGE_MAX_IN_FLIGHT: '8' })),
    ).toContain('OVERLOAD_PAGE_MAX_IN_FLIGHT: must not be above OVERLOAD_MAX_IN_FLIGHT');
    const invalid = thrown(() => loadConfig({ ...base, OVERLOAD_MAX_IN_FLIGHT: '0', OVERLOAD_MAX_HEAP_SHARE: '1.5' }));
    expect(invalid).toContain('OVERLOAD_MAX_IN_FLIGHT:');
    expect(invalid).toContain('OVERLOAD_MAX_HEAP_SHARE: must be a share between 0 and 1');
  });

  it('refuses token lifetimes under a minute', () => {
    expect(thrown(() => loadConfig({ ...base, ACCESS_TOKEN_TTL_SECONDS: '30' }))).toContain('ACCESS_TOKEN_TTL_SECONDS');
  });
});
