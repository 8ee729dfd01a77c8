import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rawRequest, startTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';

let server: TestServer;
const lines: string[] = [];
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  server = await startTestServer({ env: { LOG_LEVEL: 'info' }, overrides: { logStream: stream } });
});
afterAll(() => server?.close());

it('starts without warnings (the contract wiring leaves no media type without a parser)', () => {
  // Taken before any request: these lines are the start-up's.
  const entries = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
  expect(entries.length).toBeGreaterThan(0);
  expect(entries.filter((e) => e.level >= 40).map((e) => e.msg)).toEqual([]);
});

it('logs requests with ids but without tokens, passwords or personal data', async () => {
  const secretPassword = 'super-secret-password-1';
  await server.call('register', {
    body: {
      email: 'logged@example.com',
      password: secretPassword,
      firstName: 'Lena',
      lastName: 'Log',
      locale: 'en',
      termsAccepted: true,
      privacyAccepted: true,
    },
  });
  await server.call('activateAccount', { query: { token: 'A'.repeat(43) } });
  await rawRequest(server.url, {
    method: 'GET',
    path: '/v1/api/freelancer',
    headers: { authorization: 'Bearer abc.def.ghi', cookie: 'auth.session=secret-cookie' },
  });
  const log = lines.join('\n');
  expect(lines.length).toBeGreaterThan(3);
  const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(entries.some((e) => typeof e['reqId'] === 'string')).toBe(true);
  expect(log).toContain('token=[redacted]');
  for (const secret of ['A'.repeat(43), secretPassword, 'logged@example.com', 'abc.def.ghi', 'secret-cookie', 'Lena']) {
    expect(log).not.toContain(secret);
  }
});
