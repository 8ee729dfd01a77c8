// Two API processes behind one port (a round-robin proxy), sharing one PostgreSQL database and one
// Redis, as replicas of one deployment: a session created through one is revoked for both, a rate
// limit counts the calls to both, a catalog change through one retires the other's cached
// searches, and the job queue delivers a message caused on one exactly once.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { components } from '@talent/api-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registration } from './accounts.ts';
import {
  ALPHA,
  DB_KIND,
  FIXTURE_TENANTS,
  callOperation,
  childDatabaseEnv,
  NO_SHEDDING_ON_DELAY,
  rawRequest,
} from './harness.ts';
import type { CallOptions } from './harness.ts';

type Schemas = components['schemas'];

const API_DIR = join(import.meta.dirname, '..');
const FEED_KEY = 'alpha-feed-key-0123456789abcdefghijklmnop';
const RATE_LIMIT = 40;

/** A free TCP port on loopback. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A client address of its own for each test (rate-limit counters in Redis outlive the run). */
const clientAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe.skipIf(DB_KIND === 'pglite')('two API processes on one database and one Redis', () => {
  let work: string;
  let dropDatabase: () => Promise<void>;
  const processes: ChildProcess[] = [];
  const ports: number[] = [];
  let proxy: HttpServer;
  let proxyUrl: string;
  /** Which process the proxy sent each request to, in order. */
  const routed: number[] = [];
  let turn = 0;

  async function startProcess(env: Record<string, string>): Promise<void> {
    const port = await freePort();
    const child = spawn(process.execPath, ['src/bootstrap/main.ts'], {
      cwd: API_DIR,
      env: { ...process.env, ...NO_SHEDDING_ON_DELAY, ...env, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    processes.push(child);
    // An exited process is reported as such once the wait gives up (vi.waitFor retries every throw).
    await vi.waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`API process exited with ${child.exitCode}`);
        const ready = await rawRequest(`http://127.0.0.1:${port}`, { method: 'GET', path: '/readyz' }).catch(
          () => null,
        );
        expect(ready?.status, 'API process not ready').toBe(200);
      },
      { timeout: 60_000, interval: 100 },
    );
    ports.push(port);
  }

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'talent-scale-'));
    const database = await childDatabaseEnv(work);
    dropDatabase = database.drop;
    const env = {
      ...database.env,
      REDIS_URL: process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      TENANTS_DIR: FIXTURE_TENANTS,
      DEFAULT_TENANT: 'alpha',
      JWT_SECRET: 'scale-out-secret-scale-out-secret-0123456789',
      LOG_LEVEL: 'warn',
      SEED_PROJECTS: '0',
      DEV_MAILBOX: 'true',
      TRUST_PROXY: 'true',
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      SEARCH_CACHE_SECONDS: '300',
      INTEGRATION_API_KEY_ALPHA: FEED_KEY,
    };
    // One after the other: the first start migrates and seeds the demo account.
    await startProcess(env);
    await startProcess(env);
    // Round robin, one request per connection, so each call goes to the next process.
    proxy = createServer((req, res) => {
      const index = turn++ % ports.length;
      routed.push(index);
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: ports[index],
          method: req.method,
          path: req.url,
          headers: req.headers,
          agent: false,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', (error) => res.writeHead(502).end(error.message));
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  }, 120_000);

  afterAll(async () => {
    await new Promise((resolve) => proxy?.close(resolve));
    await Promise.all(
      processes.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    await dropDatabase?.();
    rmSync(work, { recursive: true, force: true });
  }, 60_000);

  /** Calls through the proxy; returns the answer and the process that gave it. */
  const call = async <T>(operationId: string, options: CallOptions = {}) => {
    const response = await callOperation<T>(proxyUrl, operationId, options);
    return { ...response, process: routed.at(-1)! };
  };

  it('revokes a session created through one process in both', async () => {
    const from = { 'x-forwarded-for': clientAddress() };
    const login = await call<Schemas['TokenResponse']>('authorize', {
      headers: from,
      body: { email: 'talent@alpha.example', password: 'talent-demo-2026' },
    });
    expect(login.status).toBe(200);
    const token = login.body.access_token;
    // Both processes know the session as active (and cache that)…
    const before = [
      await call('getFreelancer', { token, headers: from }),
      await call('getFreelancer', { token, headers: from }),
    ];
    expect(before.map((r) => r.status)).toEqual([200, 200]);
    expect(new Set(before.map((r) => r.process)).size).toBe(2);
    // …then it ends through one of them…
    const logout = await call('logout', { token, headers: from });
    expect(logout.status).toBe(204);
    // …and neither accepts the token any more.
    const after = [
      await call('getFreelancer', { token, headers: from }),
      await call('getFreelancer', { token, headers: from }),
    ];
    expect(after.map((r) => r.status)).toEqual([401, 401]);
    expect(new Set(after.map((r) => r.process)).size).toBe(2);
  });

  it('counts one rate limit over the calls to both processes', async () => {
    const from = { 'x-forwarded-for': clientAddress() };
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 1; i++) statuses.push((await call('getClientContext', { headers: from })).status);
    // Each process saw about half of the calls: only a shared counter reaches the limit.
    expect(statuses.slice(0, RATE_LIMIT).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('retires the cached searches of every process when the catalog changes through one', async () => {
    const from = { 'x-forwarded-for': clientAddress() };
    const body = { offset: 0, size: 20, query: 'zeppelin' };
    const search = () => call<Schemas['ProjectSearchResponse']>('publicSearchProjects', { headers: from, body });
    // Cache the (empty) search in both processes.
    const first = [await search(), await search()];
    expect(first.map((r) => r.body.total)).toEqual([0, 0]);
    const imported = await call<{ created: number }>('importProjects', {
      headers: { ...from, 'x-api-key': FEED_KEY },
      body: { projects: [{ vmsId: 'Z-1', title: 'Zeppelin Engineer' }] },
    });
    expect(imported.status).toBe(200);
    expect(imported.body.created).toBe(1);
    const after = [await search(), await search()];
    expect(after.map((r) => r.body.total)).toEqual([1, 1]);
    expect(new Set(after.map((r) => r.process)).size).toBe(2);
  });

  it('delivers a message caused through one process exactly once, whichever worker takes it', async () => {
    const email = `replica-${randomInt(1e9)}@example.com`;
    const registered = await call('register', {
      headers: { 'x-forwarded-for': clientAddress() },
      body: registration(email),
    });
    expect(registered.status).toBe(201);
    // Either process's mailbox view reads the shared outbox (and waits for deliveries in flight).
    for (let i = 0; i < 2; i++) {
      const outbox = await rawRequest(proxyUrl, { method: 'GET', path: '/__dev/outbox', host: ALPHA });
      const messages = JSON.parse(outbox.body) as { to: string }[];
      expect(messages.filter((m) => m.to === email)).toHaveLength(1);
    }
  });
});
