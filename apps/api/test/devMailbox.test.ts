// The dev mailbox shows every one-time login link of a tenant: it exists only when switched on
// (DEV_MAILBOX, never in production) and answers only clients on this machine.
import type { components } from '@talent/api-client';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from './accounts.ts';
import { rawRequest, startTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';

type Problem = components['schemas']['Problem'];

/** A non-loopback IPv4 address of this machine, if it has one (to connect from a real non-loopback address). */
const externalAddress = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

/** Registers an account, which writes an activation email to the outbox. */
async function register(server: TestServer, email: string) {
  expect((await server.call('register', { body: registration(email) })).status).toBe(201);
}

const paths = ['/__dev/outbox', '/__dev/mail'];

describe('dev mailbox switched off (the default)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { DEV_MAILBOX: 'false' } });
  });
  afterAll(() => server?.close());

  it('does not exist, even for this machine', async () => {
    await register(server, 'off@example.com');
    for (const path of paths) {
      const response = await rawRequest(server.url, { method: 'GET', path });
      expect(response.status, path).toBe(404);
      expect(response.body).not.toContain('off@example.com');
    }
  });
});

describe('dev mailbox switched on', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { DEV_MAILBOX: 'true', TRUST_PROXY: 'true' } });
    await register(server, 'on@example.com');
  });
  afterAll(() => server?.close());

  it('shows the messages to a client on this machine', async () => {
    expect((await server.outbox()).map((m) => m.to)).toContain('on@example.com');
    const html = await rawRequest(server.url, { method: 'GET', path: '/__dev/mail' });
    expect(html.status).toBe(200);
    expect(html.body).toContain('on@example.com');
    // A reverse proxy on this host forwarding a client of this host.
    const proxied = await rawRequest(server.url, {
      method: 'GET',
      path: '/__dev/outbox',
      headers: { 'x-forwarded-for': '127.0.0.1, ::1' },
    });
    expect(proxied.status).toBe(200);
  });

  it('refuses a client a proxy on this host forwards from elsewhere', async () => {
    for (const headers of [
      { 'x-forwarded-for': '203.0.113.7' },
      // A client cannot hide behind a loopback address it puts first.
      { 'x-forwarded-for': '127.0.0.1, 203.0.113.7' },
      { 'x-forwarded-for': '::ffff:198.51.100.1' },
      { 'x-real-ip': '203.0.113.7' },
      { forwarded: 'for=127.0.0.1, for="[2001:db8::7]:4711"' },
      { forwarded: 'for=unknown' },
    ]) {
      for (const path of paths) {
        const response = await rawRequest(server.url, { method: 'GET', path, headers });
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.headers['content-type']).toContain('application/problem+json');
        expect((JSON.parse(response.body) as Problem).messages).toEqual(['error.forbidden']);
        expect(response.body).not.toContain('on@example.com');
      }
    }
  });

  it('refuses forwarded clients from elsewhere without TRUST_PROXY too', async () => {
    const untrusting = await startTestServer({ env: { DEV_MAILBOX: 'true' } });
    try {
      const response = await rawRequest(untrusting.url, {
        method: 'GET',
        path: '/__dev/outbox',
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expect(response.status).toBe(403);
    } finally {
      await untrusting.close();
    }
  });

  it.skipIf(externalAddress === undefined)(
    'refuses a client connecting from a non-loopback address (needs one on this machine)',
    async () => {
      const open = await startTestServer({ env: { DEV_MAILBOX: 'true' }, listenHost: externalAddress! });
      try {
        await register(open, 'lan@example.com');
        const response = await rawRequest(open.url, { method: 'GET', path: '/__dev/outbox' });
        expect(response.status).toBe(403);
        expect(response.body).not.toContain('lan@example.com');
        // The API itself answers there as usual.
        expect((await rawRequest(open.url, { method: 'GET', path: '/v1/api/client/context' })).status).toBe(200);
      } finally {
        await open.close();
      }
    },
  );
});

describe('dev mailbox in production', () => {
  it('cannot be switched on: the server does not start', async () => {
    await expect(startTestServer({ env: { NODE_ENV: 'production', DEV_MAILBOX: 'true' } })).rejects.toThrow(
      'DEV_MAILBOX: the dev mailbox cannot be switched on in production',
    );
  });
});
