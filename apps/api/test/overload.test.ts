// Load shedding (src/http/overload.ts; issue 29, finding 4: offered more than it could do, the
// server queued without bound — minutes of latency, no 503, /readyz unanswered). Real overload,
// made deterministic by tiny limits: an upload whose body the test holds back keeps its request in
// flight (its handler is reading the file), so the next request finds the server full. Pages and
// API calls are the two classes; health checks are never shed.
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAGE_ROUTE_CONFIG } from '../src/http/overload.ts';
import type { Server } from '../src/bootstrap/server.ts';
import { ACCOUNT_TEST_ENV, registerAndLogin } from './accounts.ts';
import type { Problem } from './accounts.ts';
import { ALPHA, WAIT_FOR, rawRequest, startTestServer } from './harness.ts';
import type { CallResult, TestServer } from './harness.ts';

/** What /readyz says of the shedding. */
interface Load {
  inFlight: { api: number; page: number };
  waiting: { api: number; page: number };
  shed: { api: number; page: number };
  eventLoopDelayMs: number | null;
  heapShare: number;
}

async function load(server: TestServer): Promise<Load> {
  const ready = await rawRequest(server.url, { method: 'GET', path: '/readyz' });
  expect(ready.status).toBe(200);
  return (JSON.parse(ready.body) as { load: Load }).load;
}

/**
 * Starts a PDF upload and holds its body back after the first bytes: the request stays in its
 * handler (reading the file) until `destroy()`. Resolves once the server counts it in flight.
 */
async function holdUpload(server: TestServer, token: string): Promise<Socket> {
  const boundary = 'held-upload-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="resource"; filename="letter.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`;
  const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
  socket.on('error', () => undefined);
  socket.write(
    `POST /v1/api/resource?kind=COVER_LETTER HTTP/1.1\r\nHost: ${ALPHA}\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${head.length + 100_000}\r\n\r\n${head}`,
  );
  try {
    await vi.waitFor(async () => expect((await load(server)).inFlight.api).toBe(1), WAIT_FOR);
  } catch (error) {
    socket.destroy();
    throw error;
  }
  return socket;
}

/** A page route, added as the portal adds its pages (`runServer({ extend })`, apps/server): shed first. */
function withPage(server: Server): Promise<void> {
  server.app.get('/page', { config: PAGE_ROUTE_CONFIG }, () => 'a page');
  return Promise.resolve();
}

/** A page request as a browser sends it. */
const page = (server: TestServer) =>
  rawRequest(server.url, {
    method: 'GET',
    path: '/page',
    headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
  });

function expectOverloaded(response: CallResult<unknown>): void {
  expect(response.status).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(String(response.headers['content-type'])).toContain('application/problem+json');
  const body = (typeof response.body === 'string' ? JSON.parse(response.body) : response.body) as Problem;
  expect(body.messages).toEqual(['error.overloaded']);
}

describe('a server with all its slots taken', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        ...ACCOUNT_TEST_ENV,
        OVERLOAD_MAX_IN_FLIGHT: '1',
        OVERLOAD_PAGE_MAX_IN_FLIGHT: '1',
        OVERLOAD_MAX_QUEUE: '0',
      },
      extend: withPage,
    });
    token = (await registerAndLogin(server, 'held@example.com')).access_token;
  });
  afterAll(() => server?.close());

  it('answers API calls and pages 503 error.overloaded with Retry-After at once, and still answers /healthz and /readyz', async () => {
    const held = await holdUpload(server, token);
    try {
      // Validated against the contract: every operation declares 503.
      expectOverloaded(await server.call('getClientContext'));
      expectOverloaded(await server.call('publicSearchProjects', { body: { offset: 0, size: 5 } }));
      expectOverloaded(await page(server));
      expect((await rawRequest(server.url, { method: 'GET', path: '/healthz' })).status).toBe(200);
      const during = await load(server);
      expect(during.inFlight).toEqual({ api: 1, page: 0 });
      expect(during.shed).toEqual({ api: 2, page: 1 });
    } finally {
      held.destroy();
    }
    // The held request's slot comes back when it ends.
    await vi.waitFor(async () => expect((await load(server)).inFlight.api).toBe(0), WAIT_FOR);
    expect((await server.call('getClientContext')).status).toBe(200);
  });
});

describe('a server with a queue', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        ...ACCOUNT_TEST_ENV,
        OVERLOAD_MAX_IN_FLIGHT: '1',
        OVERLOAD_PAGE_MAX_IN_FLIGHT: '1',
        OVERLOAD_MAX_QUEUE: '2',
        OVERLOAD_MAX_WAIT_MS: '60000',
        OVERLOAD_PAGE_MAX_WAIT_MS: '100',
      },
      extend: withPage,
    });
    token = (await registerAndLogin(server, 'queued@example.com')).access_token;
  });
  afterAll(() => server?.close());

  it('lets an API call wait for a free slot, while a page that waited past its limit is shed', async () => {
    const held = await holdUpload(server, token);
    let queued: Promise<CallResult<unknown>> | undefined;
    try {
      queued = server.call('getClientContext');
      await vi.waitFor(async () => expect((await load(server)).waiting.api).toBe(1), WAIT_FOR);
      // The page waits its 100 ms behind the held upload, then is shed; the API call keeps waiting.
      expectOverloaded(await page(server));
      expect((await load(server)).waiting).toEqual({ api: 1, page: 0 });
    } finally {
      held.destroy();
    }
    expect((await queued).status).toBe(200);
    expect((await load(server)).shed).toEqual({ api: 0, page: 1 });
  });
});

describe('a server above the pages’ heap limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Any heap is above 0.01 % of V8's limit: pages are shed, the API's limit (95 %) is far off.
    server = await startTestServer({ env: { OVERLOAD_PAGE_MAX_HEAP_SHARE: '0.0001' }, extend: withPage });
  });
  afterAll(() => server?.close());

  it('sheds pages before API calls, and never the health checks', async () => {
    // under-pressure samples the heap every second: shed from its first sample on.
    await vi.waitFor(async () => expect((await page(server)).status).toBe(503), WAIT_FOR);
    expectOverloaded(await page(server));
    expect((await server.call('getClientContext')).status).toBe(200);
    // What is no page goes with the API calls (robots.txt, sitemaps, logos).
    expect((await rawRequest(server.url, { method: 'GET', path: '/robots.txt' })).status).toBe(200);
    expect((await rawRequest(server.url, { method: 'GET', path: '/healthz' })).status).toBe(200);
    const now = await load(server);
    expect(now.heapShare).toBeGreaterThan(0.0001);
    expect(now.shed.api).toBe(0);
    expect(now.shed.page).toBeGreaterThanOrEqual(2);
  });
});
