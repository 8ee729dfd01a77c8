// Compression of the server's answers: the API's JSON as the client's Accept-Encoding asks (Brotli
// or gzip) from 1 KB on, nothing for small answers, and files passed through as they are.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directAccount } from './accountData.ts';
import { insertProjects } from './catalog.ts';
import { FIXTURE_TENANTS, multipartBody, rawRequest, startTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';

let server: TestServer;

/** A minimal valid one-page PDF. */
const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 612 792]>> endobj',
    // Padding that compresses well: a compressing server would not leave it alone.
    `% ${' '.repeat(4000)}`,
    'trailer <</Root 1 0 R>>',
    '%%EOF',
    '',
  ].join('\n'),
);

beforeAll(async () => {
  server = await startTestServer();
  await insertProjects(
    server,
    'alpha',
    Array.from({ length: 20 }, (_, i) => ({
      title: `Backend Developer ${i}`,
      descriptionHtml: `<p>${'Build and run services. '.repeat(20)}</p>`,
      descriptionText: 'Build and run services. '.repeat(20),
    })),
  );
});
afterAll(() => server.close());

const search = (headers: Record<string, string> = {}) =>
  rawRequest(server.url, {
    method: 'POST',
    path: '/v1/api/publicsearch/project/query',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ offset: 0, size: 20 }),
  });

describe('API answers', () => {
  it('sends a large JSON answer gzip-encoded when asked, decoding to the same JSON', async () => {
    const plain = await search();
    const gzipped = await search({ 'accept-encoding': 'gzip' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes!.length).toBeGreaterThan(10_000);
    const answer = JSON.parse(plain.body) as { results: unknown[] };
    expect(answer.results).toHaveLength(20);

    expect(gzipped.status).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-type']).toContain('application/json');
    expect(gzipped.headers['vary']).toMatch(/accept-encoding/i);
    expect(gzipped.bytes!.length).toBeLessThan(plain.bytes!.length / 4);
    expect(JSON.parse(gunzipSync(gzipped.bytes!).toString('utf8'))).toEqual(answer);
  });

  it('prefers Brotli where the client takes both, and follows its weights', async () => {
    const plain = JSON.parse((await search()).body) as unknown;
    const both = await search({ 'accept-encoding': 'gzip, deflate, br' });
    expect(both.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(both.bytes!).toString('utf8'))).toEqual(plain);
    const weighted = await search({ 'accept-encoding': 'br;q=0.5, gzip' });
    expect(weighted.headers['content-encoding']).toBe('gzip');
    // Encodings the server does not offer leave the answer plain.
    const other = await search({ 'accept-encoding': 'deflate, zstd' });
    expect(other.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(other.body)).toEqual(plain);
  });

  it('leaves answers under 1 KB uncompressed', async () => {
    const health = await rawRequest(server.url, {
      method: 'GET',
      path: '/healthz',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body)).toEqual({ status: 'ok' });
    const problem = await rawRequest(server.url, {
      method: 'GET',
      path: '/v1/api/no-such-operation',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(problem.status).toBe(404);
    expect(problem.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(problem.body)).toMatchObject({ status: 404 });
  });
});

describe('files', () => {
  it('passes a downloaded PDF through untouched, whatever the client accepts', async () => {
    const ada = await directAccount(server, 'alpha', 'ada@example.com');
    const uploaded = await server.call<{ id: string }>('uploadResource', {
      token: ada.token,
      query: { kind: 'COVER_LETTER' },
      rawBody: await multipartBody([
        { name: 'resource', filename: 'letter.pdf', data: PDF, contentType: 'application/pdf' },
      ]),
    });
    expect(uploaded.status).toBe(201);
    const download = await rawRequest(server.url, {
      method: 'GET',
      path: `/v1/api/napi/resource/${uploaded.body.id}`,
      headers: { authorization: `Bearer ${ada.token}`, 'accept-encoding': 'gzip, br' },
    });
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-encoding']).toBeUndefined();
    expect(download.headers['content-length']).toBe(String(PDF.length));
    expect(download.bytes).toEqual(PDF);
  });

  it('compresses a streamed SVG logo on the fly, decoding to the file', async () => {
    const file = readFileSync(join(FIXTURE_TENANTS, 'alpha', 'logos', 'talent.svg'));
    const logo = await rawRequest(server.url, {
      method: 'GET',
      path: '/tenants/alpha/logos/talent.svg',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(logo.status).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(logo.bytes!)).toEqual(file);
  });
});
