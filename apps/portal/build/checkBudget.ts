// `pnpm --filter @talent/portal budget`: the front-end budget of the built portal (dist/client).
// For each budgeted page it lists the initial JavaScript and CSS (budget.ts), gzip level 9 per
// file, and compares with the figures committed in budget.json: it prints every file with its
// size and what grew, and fails when a page is over its budget. `--update` writes the current
// figures into budget.json (commit them with the change that moved them).
// Until a page meets issue 17's target, its committed figure is its limit: it may shrink, never
// grow, and the check prints how far it still is from the target.
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initialAssets, gzipSize, ROOT_ROUTE_ID, routeChunks, UNSPLIT_ROUTE_IDS } from './budget.ts';
import type { ViteManifest } from './budget.ts';

const portal = join(dirname(fileURLToPath(import.meta.url)), '..');
const client = join(portal, 'dist/client');
const FIGURES = join(portal, 'build/budget.json');

/** 1 KB = 1,000 bytes (as Vite and Lighthouse count). */
const KB = 1000;

/** A budgeted page: its matched route ids (root first) and its limits in gzip bytes. */
export interface PageBudget {
  readonly page: string;
  readonly routeIds: readonly string[];
  readonly js: number;
  readonly css: number;
}

/** The budgets of issue 17: public pages 150 KB of JavaScript, login 170 KB, CSS 20 KB. */
export const BUDGETS: readonly PageBudget[] = [
  { page: '/projects', routeIds: [ROOT_ROUTE_ID, '/_portal', '/_portal/projects/'], js: 150 * KB, css: 20 * KB },
  {
    page: '/projects/$title/$id',
    routeIds: [ROOT_ROUTE_ID, '/_portal', '/_portal/projects/$title/{-$id}'],
    js: 150 * KB,
    css: 20 * KB,
  },
  { page: '/app/login', routeIds: [ROOT_ROUTE_ID, '/_default', '/_default/app/login'], js: 170 * KB, css: 20 * KB },
];

/** One kind of asset of one page: total and per file (by name without the content hash). */
export interface Figures {
  readonly total: number;
  readonly files: Readonly<Record<string, number>>;
}
type PageFigures = Readonly<Record<'js' | 'css', Figures>>;
type AllFigures = Readonly<Record<string, PageFigures>>;

/** `assets/SearchPage-CIyeLCgb.js` → `SearchPage.js`: a name that survives a rebuild. */
export function stableName(file: string): string {
  return basename(file).replace(/-[\w-]{8}(\.\w+)$/, '$1');
}

function measure(files: readonly string[]): Figures {
  const sizes: Record<string, number> = {};
  for (const file of files) {
    let name = stableName(file);
    // Two chunks can share a name (two packages' `messages`): number the later ones.
    for (let n = 2; name in sizes; n += 1) name = `${stableName(file)}~${n}`;
    sizes[name] = gzipSize(readFileSync(join(client, file)));
  }
  return { total: Object.values(sizes).reduce((a, b) => a + b, 0), files: sizes };
}

const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;

/**
 * The limit of a page's JavaScript or CSS: the target, or — while the committed figure is still
 * over it — the committed figure (no growth while the gap is being closed).
 */
export function limitOf(target: number, committed: number | undefined): number {
  return Math.max(target, committed ?? target);
}

function report(kind: string, now: Figures, before: Figures | undefined, target: number): string[] {
  const limit = limitOf(target, before?.total);
  const gap = now.total > target ? `, ${kb(now.total - target)} over the target of ${kb(target)}` : '';
  const lines = [`  ${kind} ${kb(now.total)} of ${kb(limit)}${before ? ` (was ${kb(before.total)})` : ''}${gap}`];
  for (const [name, size] of Object.entries(now.files)) {
    const was = before?.files[name];
    const change = was === undefined ? (before ? '  new' : '') : size > was ? `  grew +${size - was} B` : '';
    lines.push(`    ${kb(size).padStart(9)}  ${name}${change}`);
  }
  for (const name of Object.keys(before?.files ?? {})) {
    if (!(name in now.files)) lines.push(`    ${'gone'.padStart(9)}  ${name}`);
  }
  return lines;
}

function main(): number {
  const manifest = JSON.parse(readFileSync(join(client, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  const chunks = routeChunks(manifest);
  let previous: AllFigures = {};
  try {
    previous = JSON.parse(readFileSync(FIGURES, 'utf8')) as AllFigures;
  } catch {
    // No committed figures yet: nothing to compare with.
  }
  const figures: Record<string, PageFigures> = {};
  const failures: string[] = [];
  for (const budget of BUDGETS) {
    // A renamed route would silently measure the layout only: a budgeted route must exist (as split
    // chunks, unless its code is in the entry).
    const missing = budget.routeIds.filter(
      (id) => id !== ROOT_ROUTE_ID && !UNSPLIT_ROUTE_IDS.has(id) && !chunks.has(id),
    );
    if (missing.length > 0) {
      failures.push(`${budget.page}: no route chunk for ${missing.join(', ')}`);
      continue;
    }
    const assets = initialAssets(manifest, budget.routeIds);
    const page = { js: measure(assets.js), css: measure(assets.css) };
    figures[budget.page] = page;
    process.stdout.write(`${budget.page}\n`);
    const before = previous[budget.page];
    for (const line of report('JavaScript', page.js, before?.js, budget.js)) process.stdout.write(`${line}\n`);
    for (const line of report('CSS', page.css, before?.css, budget.css)) process.stdout.write(`${line}\n`);
    const js = limitOf(budget.js, before?.js.total);
    const css = limitOf(budget.css, before?.css.total);
    if (page.js.total > js) failures.push(`${budget.page}: JavaScript ${kb(page.js.total)} > ${kb(js)}`);
    if (page.css.total > css) failures.push(`${budget.page}: CSS ${kb(page.css.total)} > ${kb(css)}`);
  }
  if (process.argv.includes('--update')) {
    writeFileSync(FIGURES, `${JSON.stringify(figures, null, 2)}\n`);
    process.stdout.write(`figures written to ${FIGURES}\n`);
  }
  if (failures.length > 0) {
    process.stderr.write(`\nOver budget:\n${failures.map((f) => `  ${f}`).join('\n')}\n`);
    return 1;
  }
  process.stdout.write('\nEvery page is within its budget.\n');
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main();
