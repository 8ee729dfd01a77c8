// A route's initial assets, computed from the Vite manifest of the browser build: what a page
// loads before it is interactive. The budget check (checkBudget.ts) sums their gzip sizes, and the
// server writes the same list as `<link rel="modulepreload">`, so what is measured is what loads.
// Plain Node (type stripping only): no Vite, no React, so the server and the check can import it.
import { gzipSync } from 'node:zlib';

/** One entry of Vite's `.vite/manifest.json` (the fields this module reads). */
export interface ManifestChunk {
  readonly file: string;
  readonly name?: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
}

/** Vite's manifest: source id (or `_<chunk>` for shared chunks) → chunk. */
export type ViteManifest = Readonly<Record<string, ManifestChunk>>;

/** The files a page loads before it is interactive, in load order (paths relative to the build's root). */
export interface InitialAssets {
  readonly js: readonly string[];
  readonly css: readonly string[];
}

/** The root route's id: it is never code-split, its code is in the entry. */
export const ROOT_ROUTE_ID = '__root__';

/**
 * Layout routes that are not code-split (vite.config.ts, `splitBehavior`): their loader and
 * component are in the entry like the root's. Every page of the layout needs them, and split they
 * were two more files on each such page (the portal layout: 2.4 KB gzip as files, 1.4 KB in the
 * entry). The pages of the other layouts carry them too (the portal layout costs /app/login 1.3 KB).
 */
export const UNSPLIT_ROUTE_IDS: ReadonlySet<string> = new Set(['/_portal', '/_default']);

const ROUTES_DIR = 'src/routes/';
const SPLIT = '?tsr-split=';
/**
 * The router plugin's split chunks a matched route needs before it renders: its loader and its
 * component (`?tsr-split=loader`, `?tsr-split=component`, or both in one group joined by `---`).
 * Error, not-found and pending components load only when shown.
 */
const INITIAL_SPLITS: ReadonlySet<string> = new Set(['loader', 'component']);

/**
 * The router's route id of a route file, as the router plugin's flat-file convention reads it:
 * `src/routes/_portal/projects.$title.{-$id}.tsx` → `/_portal/projects/$title/{-$id}`,
 * `…/projects.index.tsx` → `/_portal/projects/`, `…/route.tsx` → its folder.
 */
export function routeIdOfFile(file: string): string {
  const path = file.slice(ROUTES_DIR.length).replace(/\.[jt]sx?$/, '');
  if (path === '__root') return ROOT_ROUTE_ID;
  const id = `/${path.replaceAll('.', '/')}`;
  if (id.endsWith('/route')) return id.slice(0, -'/route'.length);
  if (id.endsWith('/index')) return id.slice(0, -'index'.length);
  return id;
}

/** Route id → the manifest keys of the split chunks that route needs before it renders. */
export function routeChunks(manifest: ViteManifest): ReadonlyMap<string, readonly string[]> {
  const chunks = new Map<string, string[]>();
  for (const key of Object.keys(manifest)) {
    const split = key.indexOf(SPLIT);
    if (!key.startsWith(ROUTES_DIR) || split < 0) continue;
    const groups = key.slice(split + SPLIT.length).split('---');
    if (!groups.some((group) => INITIAL_SPLITS.has(group))) continue;
    const id = routeIdOfFile(key.slice(0, split));
    chunks.set(id, [...(chunks.get(id) ?? []), key]);
  }
  return chunks;
}

function entryKey(manifest: ViteManifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry === true);
  if (entries.length !== 1) throw new Error(`expected one entry chunk in the manifest, found ${entries.length}`);
  return entries[0]!;
}

/**
 * The initial JavaScript and CSS of a page whose matched routes are `routeIds` (root first, as in
 * the router's `state.matches`): the entry chunk and its static imports, then each matched route's
 * loader and component chunks and their static imports, depth first, each file once. Dynamic
 * imports are left out (they load later, on demand). A route without split chunks (no loader or
 * component of its own, or the root) adds nothing.
 */
export function initialAssets(manifest: ViteManifest, routeIds: readonly string[]): InitialAssets {
  const chunks = routeChunks(manifest);
  const js: string[] = [];
  const css: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    // The importer first: it is what the page asks for, its imports follow (modulepreload order).
    js.push(chunk.file);
    for (const file of chunk.css ?? []) if (!css.includes(file)) css.push(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey(manifest));
  for (const id of routeIds) for (const key of chunks.get(id) ?? []) visit(key);
  return { js, css };
}

/** Bytes of `content` gzipped at level 9: fixed, so the figures are the same on every machine. */
export function gzipSize(content: Uint8Array | string): number {
  return gzipSync(content, { level: 9 }).length;
}
