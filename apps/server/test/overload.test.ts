// Pages shed under load (issue 29, finding 4): the API server's shedding answers 503 before the
// page's work starts, and the portal turns it into a small page in the visitor's language with
// Retry-After, while API calls — shed at higher limits — are still answered. Deterministic: the
// pages' heap limit is set below any heap (real HTTP; `inject` calls are never shed, they belong to
// a request already admitted).
import { rmSync } from 'node:fs';
import { request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createServer, loadConfig } from '@talent/api';
import type { Server } from '@talent/api';
import { sourceEntry } from '@talent/portal';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerPortal } from '../src/portal.ts';
import { portalDist } from './portalDist.ts';

let work: string;
let server: Server;
let origin: string;
/** The portal's server entry from source, compiled by this run's Vite: no build needed. */
const entry = await sourceEntry();

beforeAll(async () => {
  const dist = portalDist('talent-portal-overload-');
  work = dist.work;
  const { distDir } = dist;
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-123456',
    DATA_DIR: 'memory://',
    FILES_DIR: join(work, 'files'),
    LOG_LEVEL: 'silent',
    PORT: '3000',
    GAZETTEER_PRELOAD: 'false',
    // Any heap is above 0.01 % of V8's limit: every page is shed; API calls (95 %) are not.
    OVERLOAD_PAGE_MAX_HEAP_SHARE: '0.0001',
    // And nothing on event-loop delay: a busy test machine's contention is not this server's overload.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    OVERLOAD_PAGE_MAX_EVENT_LOOP_DELAY_MS: '0',
  });
  server = await createServer(config);
  await registerPortal(server, { distDir, entry });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

/** A GET over HTTP as the tenant's host (fetch cannot set Host). */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = request(`${origin}${path}`, { headers: { host: 'acme.localhost:3000', ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const browser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('a page shed under load', () => {
  it("is a small page in the visitor's language with Retry-After, while API calls are answered", async () => {
    // Shed from under-pressure's first sample of the heap (it samples every second).
    await vi.waitFor(async () => expect((await get('/projects', browser)).status).toBe(503), {
      timeout: 20_000,
      interval: 50,
    });
    const page = await get('/projects', { ...browser, 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    expect(page.status).toBe(503);
    expect(page.headers['retry-after']).toBe('5');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('<title>Acme Talent</title>');
    expect(page.body).toContain('Der Dienst ist gerade stark ausgelastet.');
    // No script, no style sheet, no data: nothing more for the server to do.
    expect(page.body).not.toContain('<script');
    expect(page.body).not.toContain('<link');

    const english = await get('/', browser);
    expect(english.status).toBe(503);
    expect(english.body).toContain('The service is very busy right now.');

    // A page asked for by anything but a browser gets the server's problem.
    const fetched = await get('/projects', { accept: 'application/json' });
    expect(fetched.status).toBe(503);
    expect(fetched.headers['content-type']).toContain('application/problem+json');
    expect(JSON.parse(fetched.body)).toMatchObject({ status: 503, messages: ['error.overloaded'] });
    // The built assets are no pages (a page already sent needs them, and they cost little): they go
    // with the API calls, as do the messages of a language switch.
    expect((await get('/assets/main-abc123.js', { accept: '*/*' })).status).toBe(200);
    expect((await get('/i18n/en.json')).status).toBe(200);

    const api = await get('/v1/api/client/context');
    expect(api.status).toBe(200);
    expect((await get('/healthz')).status).toBe(200);
  }, 30_000);
});
