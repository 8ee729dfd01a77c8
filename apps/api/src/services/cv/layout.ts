// Reading order of a CV page: pdf.js gives text runs in content-stream order, which for a two-column
// layout (a sidebar beside the main column) interleaves both columns line by line. Columns are found
// as vertical gutters — x ranges that no text run of the page covers — and each column is read top
// down; runs that cross a gutter (a full-width name or header) are read first.
import type { PdfPage, PdfTextItem } from '../pdf/index.ts';

/** A line of text in reading order. */
export interface CvLine {
  readonly text: string;
  /** Font size (the line's tallest run), to tell headings from body text where words do not. */
  readonly size: number;
  readonly page: number;
}

/** Narrowest empty x range taken for a gutter between columns (points); word gaps are far smaller. */
const MIN_GUTTER = 14;

/** Runs on one baseline when their baselines differ by less than this share of their height. */
const SAME_LINE = 0.5;

interface Run {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly right: number;
  readonly size: number;
}

/** The x ranges between columns: gaps of at least MIN_GUTTER in the union of the runs' extents. */
function gutters(runs: readonly Run[]): Array<readonly [number, number]> {
  const spans = runs.map((run) => [run.x, run.right] as const).sort((a, b) => a[0] - b[0]);
  const found: Array<readonly [number, number]> = [];
  let end = spans[0]?.[1] ?? 0;
  for (const [start, right] of spans.slice(1)) {
    if (start - end >= MIN_GUTTER) found.push([end, start]);
    end = Math.max(end, right);
  }
  return found;
}

/** Joins runs into lines, top down (PDF y grows upwards), each line left to right. */
function lines(runs: readonly Run[], page: number): CvLine[] {
  const sorted = [...runs].sort((a, b) => b.y - a.y || a.x - b.x);
  const grouped: Run[][] = [];
  for (const run of sorted) {
    const last = grouped.at(-1);
    if (last && Math.abs(last[0]!.y - run.y) < SAME_LINE * Math.max(run.size, last[0]!.size)) last.push(run);
    else grouped.push([run]);
  }
  return grouped.map((group) => {
    group.sort((a, b) => a.x - b.x);
    let text = '';
    let right = -Infinity;
    for (const run of group) {
      // A visible gap between runs is a word space that the PDF drew by position, not as a character.
      const spaced = text !== '' && !text.endsWith(' ') && run.x - right > run.size * 0.15;
      text += (spaced ? ' ' : '') + run.text;
      right = run.right;
    }
    return { text: text.replace(/\s+/g, ' ').trim(), size: Math.max(...group.map((run) => run.size)), page };
  });
}

/**
 * One page's lines in reading order. Gutters are sought among the runs that are not wider than half
 * the page (a full-width line would bridge every gutter); runs crossing a gutter are read before the
 * columns, the columns then left to right.
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
    }));
  if (runs.length === 0) return [];
  const narrow = runs.filter((run) => run.right - run.x <= page.width / 2);
  const between = gutters(narrow);
  if (between.length === 0) return lines(runs, number);
  const crossing = (run: Run) => between.some(([left, right]) => run.x < left && run.right > right);
  const columns: Run[][] = Array.from({ length: between.length + 1 }, () => []);
  const spanning: Run[] = [];
  for (const run of runs) {
    if (crossing(run)) {
      spanning.push(run);
      continue;
    }
    const index = between.filter(([, right]) => run.x >= right - 0.01).length;
    columns[index]!.push(run);
  }
  return [...lines(spanning, number), ...columns.flatMap((column) => lines(column, number))];
}

/** Every page's lines in reading order. */
export function readingOrder(pages: readonly PdfPage[]): CvLine[] {
  return pages.flatMap((page, index) => pageLines(page, index + 1));
}
