// Reading order of a CV page. pdf.js gives text runs in content-stream order, which for a two-column
// layout (a sidebar beside the main column) interleaves both columns line by line. The page is read as
// cells — the runs of one baseline, split where a gap is wide enough to be a tab stop rather than a word
// space — and vertical gutters: x ranges that few cells cover, with text on both sides. A gutter is a
// column boundary, unless the cells on its two sides pair up row by row: a label column (periods
// beside their entries, left or right) or a table (skills two per line) is read row by row, its cells
// joined by a tab. Columns are read top down, left to right, after the lines that cross a column
// boundary (a full-width header). Within a column, a line that continues the one above it (the line
// above was full, same font, no bullet) is joined to it, so a wrapped title, bullet or list is one
// line again. Page furniture (page numbers, small print in the bottom margin) is left out.
import type { PdfPage, PdfTextItem } from '../../files/pdf/index.ts';
import { findPeriod } from './dates.ts';

/** A line of text in reading order. Cells of a row (a label and its text, table cells) are joined by a tab. */
export interface CvLine {
  readonly text: string;
  /** Font size (the line's tallest run), to tell headings from body text where words do not. */
  readonly size: number;
  readonly page: number;
  /** The column left to right, or -1 for a line across columns (a header). */
  readonly column: number;
  /** pdf.js's name of the font of the line's longest cell: the same for lines set in the same font (bold, regular). */
  readonly font: string;
  /** Space above the line (from the baseline of the line above in its column), in units of its size. */
  readonly gap: number;
}

/** Narrowest empty x range taken for a gutter between columns, and the widest gap inside a cell (points). */
const MIN_GUTTER = 14;

/** Runs on one baseline when their baselines differ by less than this share of their height. */
const SAME_LINE = 0.5;

/** Share of a side's period cells that must share a row with the other side for a label column. */
const PAIRED = 0.6;

/** Page furniture: small print below this share of the page height; page numbers in any language. */
const FOOTER_ZONE = 0.06;
const PAGE_NUMBER = /^(?:(?:page|seite|pagina|p\.)\s*)?\d{1,2}(?:\s*(?:\/|of|von|sur|van|de)\s*\d{1,2})?$/i;

interface Run {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly right: number;
  readonly size: number;
  readonly font: string;
}

/** Runs of one baseline with no tab-stop gap between them. */
interface Cell {
  text: string;
  readonly x: number;
  right: number;
  readonly y: number;
  readonly size: number;
  readonly font: string;
}

/** Runs grouped by baseline, top down (PDF y grows upwards), each group left to right. */
function baselines<T extends { readonly x: number; readonly y: number; readonly size: number }>(
  runs: readonly T[],
): T[][] {
  const sorted = [...runs].sort((a, b) => b.y - a.y || a.x - b.x);
  const grouped: T[][] = [];
  for (const run of sorted) {
    const last = grouped.at(-1);
    if (last && Math.abs(last[0]!.y - run.y) < SAME_LINE * Math.max(run.size, last[0]!.size)) last.push(run);
    else grouped.push([run]);
  }
  for (const group of grouped) group.sort((a, b) => a.x - b.x);
  return grouped;
}

/** The cells of a page: each baseline's runs, split at gaps of at least MIN_GUTTER. */
function cells(runs: readonly Run[]): Cell[] {
  const found: Cell[] = [];
  for (const line of baselines(runs)) {
    let current: Cell | undefined;
    for (const run of line) {
      if (current && run.x - current.right < MIN_GUTTER) {
        // A visible gap between runs is a word space that the PDF drew by position, not as a character.
        const spaced = !current.text.endsWith(' ') && run.x - current.right > run.size * 0.15;
        current.text += (spaced ? ' ' : '') + run.text;
        current.right = Math.max(current.right, run.right);
        continue;
      }
      current = { text: run.text, x: run.x, right: run.right, y: run.y, size: run.size, font: run.font };
      found.push(current);
    }
  }
  // Two spaces or more inside a run separate items as a tab stop would ("Berlin  |  +49 …" without the bar).
  for (const cell of found)
    cell.text = cell.text
      .trim()
      .replace(/ {2,}|\t/g, '\t')
      .replace(/[^\S\t]+/g, ' ');
  return found.filter((cell) => cell.text !== '');
}

/**
 * The x ranges between columns: runs of at least MIN_GUTTER points that few cells cover (at most a
 * tenth of them, at least 2: a full-width name or contact line may cross a gutter) with text many more
 * cells cover on both sides. In one column every line starts at the margin, so coverage only falls from
 * left to right and no range qualifies.
 */
function gutters(spans: readonly Cell[]): Array<readonly [number, number]> {
  const left = Math.floor(Math.min(...spans.map((span) => span.x)));
  const width = Math.ceil(Math.max(...spans.map((span) => span.right))) - left;
  const cover = new Array<number>(Math.max(0, width)).fill(0);
  for (const span of spans) {
    for (let at = Math.floor(span.x) - left; at < Math.ceil(span.right) - left; at++) cover[at]!++;
  }
  const few = Math.max(2, Math.ceil(spans.length / 10));
  const found: Array<readonly [number, number]> = [];
  let start = -1;
  let denseBefore = false;
  cover.forEach((count, at) => {
    if (count <= few) {
      if (start < 0) start = at;
      return;
    }
    if (start >= 0 && denseBefore && at - start >= MIN_GUTTER) found.push([left + start, left + at]);
    start = -1;
    denseBefore = true;
  });
  return found;
}

/** Cells on exactly one baseline: a label and its text are set on the same one. */
const sameBaseline = (a: Cell, b: Cell) => Math.abs(a.y - b.y) < 0.1 * Math.max(a.size, b.size);

/** A cell that is a period and nothing else ("03/2021 – heute", "2019", "Februar 2021 –"). */
const isPeriod = (cell: Cell) => findPeriod(cell.text)?.rest === '';

/** How the cells on the two sides of a gutter relate. */
type Pairing =
  /** Independent columns. */
  | { readonly kind: 'columns' }
  /** A label column on one side: most of its cells are periods on the baseline of a cell of the other side. */
  | { readonly kind: 'labels'; readonly side: 'left' | 'right'; readonly share: number }
  /** A small table: the right side's cells nearly all on baselines of the left side, in a small part of the text's height. */
  | { readonly kind: 'table' };

function pairing(left: readonly Cell[], right: readonly Cell[], page: readonly Cell[]): Pairing {
  // A label pairs with any cell of the page on its baseline that is not on its own side.
  const labels = (side: readonly Cell[]) => {
    const periods = side.filter(isPeriod);
    const paired = periods.filter((cell) => page.some((o) => !side.includes(o) && sameBaseline(cell, o)));
    return paired.length >= 2 ? paired.length / periods.length : 0;
  };
  const [onLeft, onRight] = [labels(left), labels(right)];
  if (Math.max(onLeft, onRight) >= PAIRED) {
    return { kind: 'labels', side: onLeft >= onRight ? 'left' : 'right', share: Math.max(onLeft, onRight) };
  }
  if (right.length < 2) return { kind: 'columns' };
  const paired = right.filter((cell) => left.some((o) => sameBaseline(cell, o)));
  // A table is a small part of the text around it; a column (even one on the same baselines) is not.
  const extent = (side: readonly Cell[]) => Math.max(...side.map((c) => c.y)) - Math.min(...side.map((c) => c.y));
  const around = page.filter((cell) => !right.includes(cell));
  const table = paired.length >= 0.7 * right.length && extent(right) <= 0.4 * extent(around);
  return table ? { kind: 'table' } : { kind: 'columns' };
}

/** A range cut after its dash or word for "to" ("Februar 2021 –" above "Februar 2023"). */
const OPEN_RANGE = /(?:^|\s)(?:[-–—/]|to|until|bis|à|au|tot)$|^\S+[-–—]$/iu;
const BULLET = /^[•·▪◦‣∙*»–—-]\s/;

/** Where the lines that start where a cell starts end: their right edges (a hanging indent included). */
type Margin = (cell: Cell) => readonly number[];

/**
 * Whether `cell` continues the line `above` in its column (same font and size, the next row, no
 * bullet): an open range, a line ending in a list separator, or a full line of a bullet point or of a
 * font the page's text is not set in (a title, a heading). A line is full where the first word of
 * `cell` would not have fitted after it, before a right margin that other lines reach too (text
 * wraps there); a line that ends in a closing parenthesis or a period is complete. A full line of
 * body text is not joined: one item per line looks the same.
 */
function continues(above: Cell, cell: Cell, chain: Cell, margin: Margin, bodyFont: string): boolean {
  if (above.font !== cell.font || Math.abs(above.size - cell.size) > 0.5) return false;
  if (above.y - cell.y > 1.7 * cell.size || BULLET.test(cell.text)) return false;
  if (OPEN_RANGE.test(above.text) && findPeriod(above.text) !== undefined) return true;
  if (/[,;|·]$/.test(above.text)) return true;
  const period = findPeriod(above.text);
  if (/\)$/.test(above.text) || (period && (period.rest === '' || above.text.startsWith(period.rest)))) return false;
  if (!(BULLET.test(chain.text) || above.font !== bodyFont)) return false;
  const perChar = (above.right - above.x) / Math.max(1, above.text.length);
  const rights = margin(chain);
  const right = Math.max(...rights);
  const wrapped = rights.filter((r) => r >= right - 3 * perChar).length >= 3;
  return wrapped && above.right + perChar * 1.3 * (cell.text.split(' ')[0]!.length + 1) >= right - perChar;
}

/**
 * A column's (or the header's) cells as lines: rows top down, a cell that continues the cell above it
 * (starting within its x range: a wrapped line, a wrapped label beside its entry) joined to it, the
 * cells of a row joined by tabs.
 */
function columnLines(column: readonly Cell[], page: number, index: number, bodyFont: string): CvLine[] {
  if (column.length === 0) return [];
  /** The right edge of the text that starts where `cell` starts (a hanging indent included). */
  const margin: Margin = (cell) =>
    column.filter((other) => Math.abs(other.x - cell.x) <= 12).map((other) => other.right);
  const rows = baselines(column);
  /** Cells of the row above that a cell may continue, and the last physical line of each (before joining). */
  let open: Array<{ cell: Cell; bottom: Cell }> = [];
  const joined = new Set<Cell>();
  for (const row of rows) {
    const next: typeof open = [];
    for (const cell of row) {
      const above = open.find(({ bottom }) => cell.x >= bottom.x - 3 && cell.x < bottom.right);
      if (above && continues(above.bottom, cell, above.cell, margin, bodyFont)) {
        above.cell.text += ` ${cell.text}`;
        above.bottom = { ...cell };
        joined.add(cell);
        next.push(above);
      } else {
        next.push({ cell, bottom: { ...cell } });
      }
    }
    open = next;
  }
  const lines: CvLine[] = [];
  let previous: number | undefined;
  for (const row of rows) {
    // The gap is measured from the row physically above, joined into a line or not.
    const y = row[0]!.y;
    const above = previous;
    previous = y;
    const kept = row.filter((cell) => !joined.has(cell));
    if (kept.length === 0) continue;
    const size = Math.max(...kept.map((cell) => cell.size));
    lines.push({
      text: kept.map((cell) => cell.text).join('\t'),
      size,
      page,
      column: index,
      font: kept.reduce((a, b) => (b.text.length > a.text.length ? b : a)).font,
      gap: above === undefined ? Number.POSITIVE_INFINITY : Math.max(0, (above - y) / size),
    });
  }
  return lines;
}

/**
 * One page's lines in reading order: cells crossing a column gutter (a full-width header) first, then
 * the columns left to right, each top down.
 */
export function pageLines(page: PdfPage, number: number): CvLine[] {
  const runs: Run[] = (page.text ?? [])
    .filter((item: PdfTextItem) => item.text.trim() !== '')
    .map((item) => ({
      text: item.text,
      x: item.x,
      y: item.y,
      right: item.x + item.width,
      size: item.height,
      font: item.fontName,
    }));
  if (runs.length === 0) return [];
  const sizes = runs.map((run) => run.size).sort((a, b) => a - b);
  const median = sizes[Math.floor(sizes.length / 2)]!;
  const all = cells(runs).filter(
    (cell) => !(cell.y < FOOTER_ZONE * page.height && (cell.size < median || PAGE_NUMBER.test(cell.text))),
  );
  if (all.length === 0) return [];
  const found = gutters(all);
  const columnGutters: Array<readonly [number, number]> = [];
  const labelGutters: Array<readonly [number, number]> = [];
  // A gutter's sides: the cells left and right of its middle (text may reach into a gutter a little).
  const pairings = found.map(([from, to]) => {
    const middle = (from + to) / 2;
    return pairing(
      all.filter((cell) => cell.right <= middle),
      all.filter((cell) => cell.x >= middle),
      all,
    );
  });
  // A label column belongs to one neighbour: where the gutters on both sides of it claim it, the one
  // whose baselines pair better does (the other is a sidebar whose lines met some labels by chance).
  const labelShare = (n: number, side: 'left' | 'right') => {
    const p = pairings[n];
    return p?.kind === 'labels' && p.side === side ? p.share : 0;
  };
  found.forEach((gutter, n) => {
    const p = pairings[n]!;
    const rival =
      p.kind === 'labels' && (p.side === 'left' ? labelShare(n - 1, 'right') : labelShare(n + 1, 'left')) > p.share;
    (p.kind !== 'columns' && !rival ? labelGutters : columnGutters).push(gutter);
  });
  const crossing = (cell: Cell) => columnGutters.some(([left, right]) => cell.x < left && cell.right > right);
  const columns: Cell[][] = Array.from({ length: columnGutters.length + 1 }, () => []);
  const spanning: Cell[] = [];
  for (const cell of all) {
    if (crossing(cell)) spanning.push(cell);
    else columns[columnGutters.filter(([, right]) => cell.x >= right - 0.01).length]!.push(cell);
  }
  // The page's body text font: the one most of its text is set in.
  const fonts = new Map<string, number>();
  for (const cell of all) fonts.set(cell.font, (fonts.get(cell.font) ?? 0) + cell.text.length);
  const bodyFont = [...fonts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  return [
    ...columnLines(spanning, number, -1, bodyFont),
    ...columns.flatMap((column, index) => columnLines(column, number, index, bodyFont)),
  ];
}

/** Every page's lines in reading order. */
export function readingOrder(pages: readonly PdfPage[]): CvLine[] {
  return pages.flatMap((page, index) => pageLines(page, index + 1));
}
