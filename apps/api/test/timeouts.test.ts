// Connection limits: a client that trickles its headers or its body, or keeps an idle connection,
// does not hold the connection longer than the configured timeouts.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALPHA, rawRequest, startTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { HEADERS_TIMEOUT_SECONDS: '1', REQUEST_TIMEOUT_SECONDS: '2', KEEP_ALIVE_TIMEOUT_SECONDS: '1' },
  });
});
afterAll(() => server?.close());

/** What a raw connection received, and after how long the server closed it (undefined: still open at `giveUpMs`). */
interface Outcome {
  readonly received: string;
  readonly closedAfterMs: number | undefined;
}

/**
 * Opens a connection, writes `first`, then one byte of `rest` every `intervalMs` (a trickling
 * client), and waits for the server to close it, at most `giveUpMs`.
 */
function trickle(first: string, rest: string, intervalMs: number, giveUpMs: number): Promise<Outcome> {
  const { port } = new URL(server.url);
  const socket = connect(Number(port), '127.0.0.1');
  const started = Date.now();
  let received = '';
  let sent = 0;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => undefined);
  socket.write(first);
  const timer = setInterval(() => {
    if (sent < rest.length && socket.writable) socket.write(rest[sent++]!);
  }, intervalMs);
  return new Promise((resolve) => {
    const giveUp = setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      resolve({ received, closedAfterMs: undefined });
    }, giveUpMs);
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ received, closedAfterMs: Date.now() - started });
    });
  });
}

/** The status and problem body of a raw HTTP answer. */
function answer(received: string): { status: number; body: Record<string, unknown> } {
  const [head, body] = received.split('\r\n\r\n');
  return { status: Number(head!.split(' ')[1]), body: JSON.parse(body!) as Record<string, unknown> };
}

describe('timeouts', () => {
  it('answers 408 and closes the connection of a body trickling in a byte a second', async () => {
    const body = JSON.stringify({ email: 'slow@example.com' }).padEnd(60, ' ');
    const outcome = await trickle(
      `POST /v1/api/freelancer/email/exists HTTP/1.1\r\nHost: ${ALPHA}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
      1000,
      10_000,
    );
    expect(outcome.closedAfterMs, 'the connection was still open after 10 s').toBeDefined();
    expect(outcome.closedAfterMs!).toBeGreaterThanOrEqual(1900);
    expect(outcome.closedAfterMs!).toBeLessThan(5000);
    const { status, body: problem } = answer(outcome.received);
    expect(status).toBe(408);
    expect(problem).toMatchObject({ status: 408, messages: ['error.requestTimeout'] });
    expect(outcome.received).toContain('Content-Type: application/problem+json');
  });

  it('closes the connection of headers trickling in', async () => {
    const outcome = await trickle(
      'GET /healthz HTTP/1.1\r\n',
      `Host: ${ALPHA}\r\nX-Slow: ${'a'.repeat(40)}\r\n\r\n`,
      300,
      10_000,
    );
    expect(outcome.closedAfterMs, 'the connection was still open after 10 s').toBeDefined();
    expect(outcome.closedAfterMs!).toBeLessThan(4000);
    expect(answer(outcome.received).status).toBe(408);
  });

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    const outcome = await trickle(`GET /healthz HTTP/1.1\r\nHost: ${ALPHA}\r\n\r\n`, '', 1000, 10_000);
    expect(outcome.received).toMatch(/^HTTP\/1.1 200/);
    expect(outcome.received).toContain('Keep-Alive: timeout=1');
    expect(outcome.closedAfterMs, 'the idle connection was still open after 10 s').toBeDefined();
    expect(outcome.closedAfterMs!).toBeLessThan(4000);
  });

  it('still answers requests that arrive in time', async () => {
    const response = await rawRequest(server.url, {
      method: 'POST',
      path: '/v1/api/freelancer/email/exists',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'quick@example.com' }),
    });
    expect(response.status).toBe(200);
  });
});
