// Redis going away under a running server (REDIS_URL: a `redis-server` of the test's own on a free
// loopback port, killed and started again): every use degrades as docs/platform.md says, none
// hangs — visitors' searches are answered (uncached, the per-address limit skipped), a logged-in
// talent's requests too (revocations asked of the database), operations behind an account limit
// answer 503 with Retry-After, /readyz reports Redis down; once it is back, all is as before.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import type { components } from '@talent/api-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { alphaAccount } from './accountData.ts';
import { rawRequest, startTestServer, WAIT_FOR } from './harness.ts';
import type { TestServer } from './harness.ts';
import { freePort } from './pgCluster.ts';

type Schemas = components['schemas'];

/** Starts `redis-server` on `port` (no persistence) and resolves once it accepts connections. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  await vi.waitFor(() => {
    if (child.exitCode !== null) throw new Error(`redis-server ended:\n${output}`);
    expect(output).toContain('Ready to accept connections');
  }, WAIT_FOR);
  return child;
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** How long `work` took, in milliseconds, with what it gave. */
async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

describe('Redis goes away under a running server', () => {
  let port: number;
  let redis: ChildProcess;
  let server: TestServer;
  let token: string;
  let searches = 0;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    server = await startTestServer({ env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
    ({ token } = await alphaAccount(server, 'redis-down@example.com'));
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    if (redis) await stopRedis(redis);
  });

  const visitorSearch = () =>
    server.call<Schemas['ProjectSearchResponse']>('publicSearchProjects', {
      body: { offset: 0, size: 5, query: `developer${searches++}` },
    });
  const talentSearch = () =>
    server.call<Schemas['ProjectSearchResponse']>('searchProjects', {
      token,
      body: { offset: 0, size: 5, query: `developer${searches++}` },
    });
  const login = () =>
    server.call<Schemas['Problem']>('authorize', {
      body: { email: 'nobody@example.com', password: 'not-the-password' },
    });
  const readiness = async () => {
    const response = await rawRequest(server.url, { method: 'GET', path: '/readyz' });
    return { status: response.status, redis: (JSON.parse(response.body) as { redis?: string }).redis };
  };

  it('degrades without hanging while Redis is away, and is whole again once it is back', async () => {
    expect((await visitorSearch()).status).toBe(200);
    expect((await talentSearch()).status).toBe(200);
    expect((await login()).status).toBe(401);
    expect(await readiness()).toEqual({ status: 200, redis: 'up' });

    await stopRedis(redis);
    // Each answered within a bound a little over the one-second Redis timeout, per use.
    const visitor = await timed(visitorSearch);
    expect(visitor.value.status).toBe(200);
    expect(visitor.ms).toBeLessThan(3_000);
    const talent = await timed(talentSearch);
    expect(talent.value.status).toBe(200);
    expect(talent.ms).toBeLessThan(3_000);
    const refused = await timed(login);
    expect(refused.value.status).toBe(503);
    expect(refused.value.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.ms).toBeLessThan(3_000);
    expect(await readiness()).toEqual({ status: 200, redis: 'down' });

    redis = await startRedis(port);
    await vi.waitFor(async () => expect(await readiness()).toEqual({ status: 200, redis: 'up' }), WAIT_FOR);
    await vi.waitFor(async () => expect((await login()).status).toBe(401), WAIT_FOR);
    expect((await talentSearch()).status).toBe(200);
  }, 60_000);
});
