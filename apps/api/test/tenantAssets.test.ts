// Tenant logos: their intrinsic size in the client context (pages reserve the logo's space, no
// layout shift), and a versioned URL that may be cached for a year and changes with the file; the
// unversioned URL (e-mails) keeps a short cache.
import type { components } from '@talent/api-client';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSize, svgSize } from '../src/tenants/assets.ts';
import { rawRequest, startTestServer, tenantsDir } from './harness.ts';
import type { TestServer } from './harness.ts';

type ClientContextResponse = components['schemas']['ClientContextResponse'];

describe('svgSize', () => {
  it('reads width and height in pixels from the root element', () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" width="168" height="40" viewBox="0 0 84 20"/>')).toEqual({
      width: 168,
      height: 40,
    });
    expect(svgSize("<svg width='120.4px' height='30px'></svg>")).toEqual({ width: 120, height: 30 });
  });

  it('takes the viewBox, or its proportions for the missing length', () => {
    expect(svgSize('<svg viewBox="0 0 32 16"></svg>')).toEqual({ width: 32, height: 16 });
    expect(svgSize('<svg viewBox="0,0,200,50" height="40"></svg>')).toEqual({ width: 160, height: 40 });
    expect(svgSize('<svg viewBox="0 0 200 50" width="100"></svg>')).toEqual({ width: 100, height: 25 });
    // Lengths that are not pixels mean nothing without a layout: the viewBox decides.
    expect(svgSize('<svg width="100%" height="2em" viewBox="0 0 90 30"></svg>')).toEqual({ width: 90, height: 30 });
  });

  it('reads the root element only, past an XML declaration and comments', () => {
    const svg = `<?xml version="1.0"?>\n<!-- <svg width="1" height="1"> -->\n<svg stroke-width="3" viewBox="0 0 40 20"><svg width="5" height="5"/></svg>`;
    expect(svgSize(svg)).toEqual({ width: 40, height: 20 });
  });

  it('has no size for an SVG that declares none', () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg"></svg>')).toBeUndefined();
    expect(svgSize('<svg width="100%" height="100%"></svg>')).toBeUndefined();
    expect(svgSize('not an svg')).toBeUndefined();
  });
});

describe('imageSize of a raster logo', () => {
  it('reads the pixels from the header', async () => {
    const png = await sharp({ create: { width: 30, height: 12, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    expect(await imageSize(png, 'image/png')).toEqual({ width: 30, height: 12 });
  });
});

describe('tenant logos over HTTP', () => {
  let server: TestServer;
  let tenants: ReturnType<typeof tenantsDir>;
  beforeAll(async () => {
    tenants = tenantsDir({});
    server = await startTestServer({ env: { TENANTS_DIR: tenants.dir } });
  });
  afterAll(async () => {
    await server?.close();
    tenants?.remove();
  });

  const context = async () => {
    const { body } = await server.call<ClientContextResponse>('getClientContext');
    return { talentLogo: body.context.talentLogo, talentLogoSize: body.talentLogoSize };
  };
  const get = (path: string) => rawRequest(server.url, { method: 'GET', path });

  it('names the logo with its content hash and size; that URL is cached for a year, others for an hour', async () => {
    const { talentLogo, talentLogoSize } = await context();
    expect(talentLogoSize).toEqual({ width: 32, height: 32 });
    expect(talentLogo).toMatch(/^\/tenants\/alpha\/logos\/talent\.svg\?v=[0-9a-f]{16}$/);

    const versioned = await get(talentLogo);
    expect(versioned.status).toBe(200);
    expect(versioned.headers['content-type']).toBe('image/svg+xml');
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await get('/tenants/alpha/logos/talent.svg');
    expect(plain.status).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=3600');
    expect(plain.body).toBe(versioned.body);

    const unknownVersion = await get('/tenants/alpha/logos/talent.svg?v=0000000000000000');
    expect(unknownVersion.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('gives a changed logo a new URL and size; the old URL is no longer cached for a year', async () => {
    const before = await context();
    const file = join(tenants.dir, 'alpha', 'logos', 'talent.svg');
    const original = readFileSync(file, 'utf8');
    writeFileSync(
      file,
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="30"><rect width="120" height="30"/></svg>',
    );
    try {
      // The served file is checked at once: the old hash names content that is gone.
      expect((await get(before.talentLogo)).headers['cache-control']).toBe('public, max-age=3600');
      // The context follows when the tenant is re-read (the folder watcher or SIGHUP).
      server.server.context.tenants.reload(server.server.app.log, new Set(['alpha']));
      const after = await context();
      expect(after.talentLogo).not.toBe(before.talentLogo);
      expect(after.talentLogo).toMatch(/^\/tenants\/alpha\/logos\/talent\.svg\?v=[0-9a-f]{16}$/);
      expect(after.talentLogoSize).toEqual({ width: 120, height: 30 });
      const served = await get(after.talentLogo);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.body).toContain('width="120"');
    } finally {
      writeFileSync(file, original);
    }
  });

  it('serves nothing but images of the logos and cms folders', async () => {
    for (const path of [
      '/tenants/alpha/logos/..%2Ftenant.json',
      '/tenants/alpha/logos/tenant.json',
      '/tenants/alpha/messages/en.json',
      '/tenants/alpha/logos/missing.svg',
      '/tenants/nobody/logos/talent.svg',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});
