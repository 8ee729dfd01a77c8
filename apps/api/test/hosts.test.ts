// The Host header picks the tenant: a host no tenant claims gets no client's brand (421), a Host
// that is no host name a 400 — for the API and for pages an embedder adds, as the portal does.
// Health checks answer on any host.
import type { components } from '@talent/api-client';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, startTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';

type Problem = components['schemas']['Problem'];
type ClientContext = components['schemas']['ClientContextResponse'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    // A page the way the portal serves them: the tenant's brand, under the request's own origin.
    extend: ({ app }) => {
      app.get('/jobs/*', (request, reply) => {
        const url = new URL(request.url, `http://${request.headers.host}`);
        return reply
          .type('text/html')
          .send(`<h1>${request.tenant.context.name}</h1><link rel="canonical" href="${url}">`);
      });
      return Promise.resolve();
    },
  });
});
afterAll(() => server?.close());

const get = (path: string, host: string) => rawRequest(server.url, { method: 'GET', path, host });

/** Sends `request` as written (Node's client always sends a Host) and returns what came back. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
    socket.end(request);
  });
}

function expectProblem(response: Awaited<ReturnType<typeof get>>, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toContain('application/problem+json');
  expect(JSON.parse(response.body) as Problem).toMatchObject({ status, messages: [message] });
}

describe('hosts', () => {
  it('serves a tenant on its own host and the default tenant on the loopback names only', async () => {
    for (const [host, tenant] of [
      ['beta.test', 'beta'],
      ['alpha.test:3000', 'alpha'],
      ['localhost:3000', 'alpha'],
      ['127.0.0.1', 'alpha'],
      ['[::1]:3000', 'alpha'],
    ]) {
      const response = await get('/v1/api/client/context', host!);
      expect(response.status, host).toBe(200);
      expect((JSON.parse(response.body) as ClientContext).context.id, host).toBe(tenant);
    }
    expect((await get('/jobs/1', 'beta.test')).body).toContain('<h1>Beta');
  });

  it('answers 421 to a host no tenant claims: no client’s brand, on the API or on pages', async () => {
    for (const host of [
      'zenith.localhost',
      'zenith.localhost:3000',
      'alpha.test.evil.example',
      '192.0.2.1',
      '127.0.0.2',
    ]) {
      for (const path of [
        '/v1/api/client/context',
        '/jobs/1',
        '/robots.txt',
        '/sitemap.xml',
        '/sitemaps/en.xml',
        '/tenants/alpha/logos/talent.svg',
      ]) {
        const response = await get(path, host);
        expectProblem(response, 421, 'error.unknownHost');
        expect(response.body, `${host}${path}`).not.toMatch(/Alpha|Beta/);
      }
    }
  });

  it('answers 400 to a Host header that is no host name, never 500', async () => {
    for (const host of ['a b', 'alpha.test/x', 'x@alpha.test', 'alpha.test:port', '[', 'alpha.test:3000:1', '%']) {
      for (const path of ['/v1/api/client/context', '/jobs/1', '/v1/api/nothing']) {
        const response = await get(path, host);
        expect(response.status, `${JSON.stringify(host)} ${path}`).toBe(400);
        expect(JSON.parse(response.body) as Problem).toMatchObject({ status: 400, messages: ['error.invalidHost'] });
      }
    }
  });

  it('answers 400 to an empty Host, and to none (HTTP/1.0)', async () => {
    for (const head of ['GET /v1/api/client/context HTTP/1.1\r\nHost: \r\n', 'GET /jobs/1 HTTP/1.0\r\n']) {
      const received = await raw(`${head}Connection: close\r\n\r\n`);
      expect(received, head).toMatch(/^HTTP\/1\.1 400 /);
      expect(received).toContain('"messages":["error.invalidHost"]');
    }
  });

  it('answers health and readiness checks on any host', async () => {
    for (const host of ['zenith.localhost', '10.0.0.5:8080', 'a b']) {
      expect((await get('/healthz', host)).status, host).toBe(200);
      expect((await get('/readyz', host)).status, host).toBe(200);
    }
  });
});
