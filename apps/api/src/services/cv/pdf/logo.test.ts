// The tenant logo on CVs: shapes are rasterised, text SVGs and files outside the folder are not.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tenant } from '../../../tenants/tenants.ts';
import { cvLogo } from './logo.ts';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cv-logo-'));
  mkdirSync(join(dir, 'logos'));
  writeFileSync(
    join(dir, 'logos', 'shapes.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="40" viewBox="0 0 80 40"><title>x</title><rect width="80" height="40" fill="#0052cc"/></svg>',
  );
  writeFileSync(
    join(dir, 'logos', 'text.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 40"><text x="0" y="20">Acme</text></svg>',
  );
  writeFileSync(join(dir, 'logos', 'broken.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><rect');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const tenant = (talentLogo: string) => ({ id: 't', dir, context: { talentLogo } }) as unknown as Tenant;

describe('cvLogo', () => {
  it('rasterises an SVG of shapes to a PNG 120 pixels high, once per tenant version', async () => {
    const version = tenant('logos/shapes.svg');
    const logo = await cvLogo(version);
    expect(logo.png).toBeDefined();
    expect({ width: logo.png && logo.width, height: logo.png && logo.height }).toEqual({ width: 240, height: 120 });
    expect((await sharp(logo.png).metadata()).format).toBe('png');
    expect(cvLogo(version)).toBe(cvLogo(version));
  });

  it('takes a PNG as it is, at most 120 pixels high', async () => {
    writeFileSync(
      join(dir, 'logos', 'small.png'),
      await sharp({ create: { width: 60, height: 20, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    const logo = await cvLogo(tenant('logos/small.png'));
    expect(logo.png && [logo.width, logo.height]).toEqual([60, 20]);
  });

  it('leaves out an SVG with text, a file outside the folder, a URL, and a broken file', async () => {
    expect(await cvLogo(tenant('logos/text.svg'))).toEqual({ skipped: 'an SVG with text (server fonts)' });
    expect(await cvLogo(tenant('../outside.svg'))).toEqual({ skipped: 'not in the tenant folder' });
    expect(await cvLogo(tenant('https://cdn.example/logo.svg'))).toEqual({ skipped: 'not in the tenant folder' });
    expect((await cvLogo(tenant('logos/broken.svg'))).png).toBeUndefined();
    expect((await cvLogo(tenant('logos/missing.svg'))).png).toBeUndefined();
  });
});
