// The tenant's talent logo for a generated CV, as PNG (pdf-lib embeds PNG and JPEG, not SVG).
// Logos are SVG or PNG files in the tenant folder. An SVG made of shapes is rasterised by sharp
// (librsvg) and looks the same on every machine. An SVG with `<text>` is left out: its letters would
// come from whatever fonts the server has, and librsvg ignores `textLength`, so "Acme Talent" set
// for a narrower font comes out clipped ("Acme Talen") — the CV prints the tenant's name as real
// text instead. Rendered once per tenant version (a reloaded tenant is a new object).
import { readFile } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';
import sharp from 'sharp';
import type { Tenant } from '../../../tenants/tenants.ts';

/** A logo ready to embed, or why there is none. */
export type CvLogo =
  | { readonly png: Uint8Array; readonly width: number; readonly height: number }
  | { readonly png?: undefined; readonly skipped: string };

/** Height the logo is rendered at, in pixels: about 3x its printed height (28 pt), sharp in print. */
const RENDER_HEIGHT = 120;
/** A logo file larger than this is not a logo. */
const MAX_LOGO_BYTES = 1024 * 1024;

const rendered = new WeakMap<Tenant, Promise<CvLogo>>();

/** The talent logo of the tenant for its CVs (rendered once per tenant version). */
export function cvLogo(tenant: Tenant): Promise<CvLogo> {
  let logo = rendered.get(tenant);
  if (!logo) {
    logo = renderLogo(tenant).catch((error: unknown) => ({ skipped: `unreadable: ${String(error)}` }));
    rendered.set(tenant, logo);
  }
  return logo;
}

async function renderLogo(tenant: Tenant): Promise<CvLogo> {
  const reference = tenant.context.talentLogo;
  // A URL or a root path is served from elsewhere; only files of the tenant folder are read.
  if (/^[a-z][a-z0-9+.-]*:/i.test(reference) || reference.startsWith('/'))
    return { skipped: 'not in the tenant folder' };
  const path = resolve(tenant.dir, reference);
  const inside = relative(tenant.dir, path);
  if (inside.startsWith('..') || isAbsolute(inside)) return { skipped: 'not in the tenant folder' };
  const file = await readFile(path);
  if (file.length > MAX_LOGO_BYTES) return { skipped: 'larger than 1 MiB' };
  const isSvg = /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(file.toString('utf8', 0, 2048));
  if (isSvg && /<text[\s>]/i.test(file.toString('utf8'))) return { skipped: 'an SVG with text (server fonts)' };
  const { data, info } = await sharp(file, { density: 300 })
    .resize({ height: RENDER_HEIGHT, withoutEnlargement: !isSvg })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { png: new Uint8Array(data), width: info.width, height: info.height };
}
