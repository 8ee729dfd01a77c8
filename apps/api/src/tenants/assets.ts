// The tenants' public image files (logos, CMS images) as the server serves them: which file a
// `/tenants/<id>/<folder>/<file>` path names, a hash of its content for a versioned URL (a URL that
// changes with the file may be cached for a year), and a logo's intrinsic size for the pages'
// `<img width height>` (no layout shift when it arrives). Read once per file version (path,
// modification time and size), so a changed file gets a new hash even without a tenant reload.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import sharp from 'sharp';
import type { Tenant } from './tenants.ts';
import { tenantAssetUrl } from './tenants.ts';

/** Content types of the image files served from a tenant folder, by extension. */
export const TENANT_ASSET_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** The folders of a tenant whose images are public. */
const PUBLIC_FOLDERS: ReadonlySet<string> = new Set(['logos', 'cms']);

/** Cache-Control of a tenant image under its versioned URL (`?v=` its current hash). */
export const VERSIONED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Cache-Control of a tenant image under any other URL (e-mails link it unversioned). */
export const UNVERSIONED_ASSET_CACHE = 'public, max-age=3600';

/** A public tenant image: its file and content type. */
export interface TenantAssetFile {
  readonly path: string;
  readonly type: string;
}

/**
 * The image file `/tenants/<id>/<folder>/<file>` names: only image files directly in the tenant's
 * logos/ or cms/ folder (never tenant.json, messages or the CMS JSON files); undefined otherwise.
 * Whether the file exists is the caller's question.
 */
export function tenantAssetFile(tenant: Tenant | undefined, folder: string, file: string): TenantAssetFile | undefined {
  const type = TENANT_ASSET_TYPES[extname(file).toLowerCase()];
  if (!tenant || !type || !PUBLIC_FOLDERS.has(folder)) return undefined;
  const dir = join(tenant.dir, folder);
  const path = normalize(join(dir, file));
  return path.startsWith(dir + sep) && !path.slice(dir.length + 1).includes(sep) ? { path, type } : undefined;
}

/** An image's intrinsic size in CSS pixels. */
export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

/** What the server knows of one version of a tenant image. */
export interface TenantAssetInfo {
  /** Hash of the content (16 hex digits of SHA-256): the `v` of the versioned URL. */
  readonly hash: string;
  /** The intrinsic size, when it could be read. */
  readonly size: ImageSize | undefined;
}

const infos = new Map<string, { readonly version: string; readonly info: Promise<TenantAssetInfo | undefined> }>();

/** Hash and size of an image file as it is now; undefined when it is not a file. */
export async function tenantAssetInfo(file: TenantAssetFile): Promise<TenantAssetInfo | undefined> {
  let version: string;
  try {
    const stats = await stat(file.path);
    if (!stats.isFile()) return undefined;
    version = `${stats.mtimeMs}:${stats.size}`;
  } catch {
    return undefined;
  }
  const known = infos.get(file.path);
  if (known?.version === version) return known.info;
  const info = readFile(file.path).then(
    async (bytes): Promise<TenantAssetInfo> => ({
      hash: createHash('sha256').update(bytes).digest('hex').slice(0, 16),
      size: await imageSize(bytes, file.type).catch(() => undefined),
    }),
    () => undefined,
  );
  infos.set(file.path, { version, info });
  return info;
}

/**
 * The intrinsic size of an image: an SVG's from its root element (width and height in pixels, the
 * missing one from the viewBox's proportions, or the viewBox alone), a raster image's from its
 * header (sharp reads only the header), turned upright per its EXIF orientation.
 */
export async function imageSize(bytes: Buffer, type: string): Promise<ImageSize | undefined> {
  if (type === 'image/svg+xml') return svgSize(bytes.toString('utf8'));
  const meta = await sharp(bytes).metadata();
  if (!meta.width || !meta.height) return undefined;
  const turned = (meta.orientation ?? 1) >= 5;
  return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
}

/** A length attribute in pixels (`40`, `40px`, `40.5`); undefined for other units and percentages. */
function pixels(value: string | undefined): number | undefined {
  const match = value === undefined ? null : /^\s*(\d+(?:\.\d+)?|\.\d+)\s*(?:px)?\s*$/.exec(value);
  const n = match ? Number(match[1]) : NaN;
  return n > 0 ? n : undefined;
}

/** The size an SVG document declares on its root element (see `imageSize`). */
export function svgSize(svg: string): ImageSize | undefined {
  // Comments may precede the root element and hold an "<svg" of their own.
  const root = /<svg\b([^>]*)>/i.exec(svg.replace(/<!--[\s\S]*?-->/g, ''))?.[1];
  if (root === undefined) return undefined;
  const attribute = (name: string) =>
    new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i')
      .exec(root)
      ?.slice(1)
      .find((v) => v !== undefined);
  const width = pixels(attribute('width'));
  const height = pixels(attribute('height'));
  const box = (attribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const [boxWidth, boxHeight] =
    box.length === 4 && box.every(Number.isFinite) && box[2]! > 0 && box[3]! > 0 ? [box[2]!, box[3]!] : [];
  const size =
    width && height
      ? { width, height }
      : boxWidth && boxHeight
        ? width
          ? { width, height: (width * boxHeight) / boxWidth }
          : height
            ? { width: (height * boxWidth) / boxHeight, height }
            : { width: boxWidth, height: boxHeight }
        : undefined;
  return size && { width: Math.max(1, Math.round(size.width)), height: Math.max(1, Math.round(size.height)) };
}

/**
 * The URL of a tenant asset named in tenant.json (`tenantAssetUrl`), versioned with the hash of
 * the file when it is an image of the tenant folder (`/tenants/acme/logos/talent.svg?v=…`), and
 * that image's size. URLs elsewhere, and files that cannot be read, stay as they are.
 */
export async function versionedTenantAsset(
  tenant: Tenant,
  reference: string,
): Promise<{ readonly url: string; readonly size: ImageSize | undefined }> {
  const url = tenantAssetUrl(tenant, reference);
  const prefix = `/tenants/${tenant.id}/`;
  const [folder, file, ...rest] = url.startsWith(prefix) ? url.slice(prefix.length).split('/') : [];
  const asset = folder && file && rest.length === 0 ? tenantAssetFile(tenant, folder, file) : undefined;
  const info = asset && (await tenantAssetInfo(asset));
  return info ? { url: `${url}?v=${info.hash}`, size: info.size } : { url, size: undefined };
}
