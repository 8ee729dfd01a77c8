import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/http/app.ts';
import { withTenant } from '../src/db/client.ts';
import { freelancers, outbox } from '../src/db/schema.ts';
import { ALPHA, BETA, DB_KIND, rawRequest, startTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  for (const [host, email, locale] of [
    [ALPHA, 'alpha-user@example.com', 'en'],
    [BETA, 'beta-user@example.com', 'fr'],
  ] as const) {
    // Beta requires reCAPTCHA for sign-up; seed its user directly.
    if (host === BETA) {
      await withTenant(server.server.context.database.db, 'beta', (tx) =>
        tx.insert(freelancers).values({ clientId: 'beta', email, locale, passwordHash: null }),
      );
      continue;
    }
    await server.call('register', {
      host,
      body: {
        email,
        password: 'analytical-engine-1843',
        firstName: 'A',
        lastName: 'B',
        locale,
        termsAccepted: true,
        privacyAccepted: true,
      },
    });
  }
});
afterAll(() => server?.close());

describe('row-level security', () => {
  const db = () => server.server.context.database.db;

  it('shows each tenant only its own rows, even without a client_id filter', async () => {
    const alpha = await withTenant(db(), 'alpha', (tx) => tx.select({ email: freelancers.email }).from(freelancers));
    const beta = await withTenant(db(), 'beta', (tx) => tx.select({ email: freelancers.email }).from(freelancers));
    expect(alpha.map((r) => r.email)).toEqual(['alpha-user@example.com']);
    expect(beta.map((r) => r.email)).toEqual(['beta-user@example.com']);
  });

  it('shows nothing to a request that set no tenant', async () => {
    const rows = await db().transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL ROLE talent_app`);
      return tx.select().from(freelancers);
    });
    expect(rows).toEqual([]);
  });

  it('refuses writes of rows for another tenant', async () => {
    const attempt = withTenant(db(), 'alpha', (tx) =>
      tx.insert(outbox).values({ clientId: 'beta', channel: 'email', recipient: 'x@example.com', text: 'sneaky' }),
    );
    await expect(attempt).rejects.toThrow();
    const betaOutbox = await withTenant(db(), 'beta', (tx) => tx.select().from(outbox));
    expect(betaOutbox.some((row) => row.text === 'sneaky')).toBe(false);
  });

  it('keeps the outbox per tenant over HTTP', async () => {
    const alpha = await server.outbox(ALPHA);
    const beta = await server.outbox(BETA);
    expect(alpha.map((m) => m.to)).toContain('alpha-user@example.com');
    expect(beta.map((m) => m.to)).not.toContain('alpha-user@example.com');
  });
});

describe('tenant resolution', () => {
  it('resolves by host, ignoring the port; only the loopback names fall back to the default tenant', async () => {
    const byHost = async (host: string) => {
      const response = await rawRequest(server.url, {
        method: 'POST',
        path: '/v1/api/freelancer/email/exists',
        host,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'beta-user@example.com' }),
      });
      return response.status === 200 ? (JSON.parse(response.body) as { exists: boolean }).exists : response.status;
    };
    expect(await byHost('beta.test')).toBe(true);
    expect(await byHost('BETA.test:8443')).toBe(true);
    expect(await byHost('alpha.test')).toBe(false);
    expect(await byHost('localhost:3000')).toBe(false);
    expect(await byHost('unknown.example')).toBe(421);
  });
});

describe('request media types', () => {
  it('refuses a body in a type the contract only answers with, as a problem', async () => {
    const response = await rawRequest(server.url, {
      method: 'POST',
      path: '/v1/api/freelancer/email/exists',
      headers: { 'content-type': 'application/problem+json' },
      body: JSON.stringify({ email: 'beta-user@example.com' }),
    });
    expect(response.status).toBe(415);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(JSON.parse(response.body)).toMatchObject({ status: 415, messages: ['error.unsupportedMediaType'] });
  });
});

describe('platform routes', () => {
  it('answers liveness and readiness', async () => {
    const live = await rawRequest(server.url, { method: 'GET', path: '/healthz' });
    expect(JSON.parse(live.body)).toEqual({ status: 'ok' });
    const ready = await rawRequest(server.url, { method: 'GET', path: '/readyz' });
    expect(ready.status).toBe(200);
    const body = JSON.parse(ready.body) as { load: { eventLoopDelayMs: unknown } };
    expect(body).toEqual({
      status: 'ready',
      database: DB_KIND,
      tenants: expect.arrayContaining(['alpha', 'beta']) as unknown,
      eventLoopDelayMs: {
        p50: expect.any(Number) as unknown,
        p99: expect.any(Number) as unknown,
        max: expect.any(Number) as unknown,
        windowSeconds: expect.any(Number) as unknown,
      },
      // Load shedding (test/overload.test.ts): nothing in flight but this probe, which is never counted.
      load: {
        inFlight: { api: 0, page: 0 },
        waiting: { api: 0, page: 0 },
        shed: { api: 0, page: 0 },
        eventLoopDelayMs: body.load.eventLoopDelayMs,
        heapShare: expect.any(Number) as unknown,
      },
      // Heavy work per account (test/heavyWorkPerAccount.test.ts): nothing in progress.
      heavyWork: { inProgress: 0, accounts: 0 },
      jobs: {
        message: { queued: 0, active: 0, failed: 0, dead: 0 },
        vms: { queued: 0, active: 0, failed: 0, dead: 0 },
        export: { queued: 0, active: 0, failed: 0, dead: 0 },
        erasure: { queued: 0, active: 0, failed: 0, dead: 0 },
        storage: { queued: 0, active: 0, failed: 0, dead: 0 },
      },
    });
    // under-pressure's last sample: none yet (null) in the server's first second.
    expect(body.load.eventLoopDelayMs === null || typeof body.load.eventLoopDelayMs === 'number').toBe(true);
  });

  it('answers 503 on /readyz when the database does not answer', async () => {
    const own = await startTestServer();
    await own.server.context.database.close();
    const ready = await rawRequest(own.url, { method: 'GET', path: '/readyz' });
    expect(ready.status).toBe(503);
    expect(ready.headers['content-type']).toContain('application/problem+json');
    await own.server.app.close();
  });

  it('serves a tenant logo and nothing outside the logos folder', async () => {
    const logo = await rawRequest(server.url, { method: 'GET', path: '/tenants/alpha/logos/talent.svg' });
    expect(logo.status).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    for (const path of [
      '/tenants/alpha/logos/..%2Ftenant.json',
      '/tenants/alpha/logos/tenant.json',
      '/tenants/nobody/logos/talent.svg',
    ]) {
      expect((await rawRequest(server.url, { method: 'GET', path })).status, path).toBe(404);
    }
  });

  it('answers 501 with a problem for an operation that has no handler', async () => {
    const bare = await buildApp(server.server.context, {});
    try {
      const response = await bare.inject({
        method: 'POST',
        url: '/v1/api/freelancer/email/exists',
        headers: { host: ALPHA },
        payload: { email: 'x@example.com' },
      });
      expect(response.statusCode).toBe(501);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ status: 501, messages: ['error.notImplemented'] });
    } finally {
      await bare.close();
    }
  });

  it('answers unknown routes with a 404 problem', async () => {
    const response = await rawRequest(server.url, { method: 'GET', path: '/v1/api/nothing/here' });
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body)).toMatchObject({ status: 404, messages: ['error.notFound'] });
  });

  it('sends rate-limit headers and a request id', async () => {
    const response = await rawRequest(server.url, { method: 'GET', path: '/v1/api/freelancer' });
    expect(response.headers['ratelimit-limit']).toBe('600');
    expect(Number(response.headers['ratelimit-remaining'])).toBeLessThan(600);
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('rate limits', () => {
  // Failed logins slow the address they come from, never lock the account: test/loginThrottle.test.ts.

  it('limits requests per IP on the login route', async () => {
    const own = await startTestServer();
    try {
      // Requests the handler refuses (no password) still count: the limit is on requests, not on
      // failed logins (those have their own growing delays, test/loginThrottle.test.ts).
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1) {
        const response = await own.call('authorize', { body: { email: `user${i}@example.com` } });
        statuses.push(response.status);
      }
      expect(statuses.filter((s) => s === 400)).toHaveLength(20);
      expect(statuses[20]).toBe(429);
    } finally {
      await own.close();
    }
  });
});
