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

/** Runs grouped by baseline, top down (PDF y grows upwards), each group left to right. */
function baselines(runs: readonly Run[]): Run[][] {
  const sorted = [...runs].sort((a, b) => b.y - a.y || a.x - b.x);
  const grouped: Run[][] = [];
  for (const run of sorted) {
    const last = grouped.at(-1);
    if (last && Math.abs(last[0]!.y - run.y) < SAME_LINE * Math.max(run.size, last[0]!.size)) last.push(run);
    else grouped.push([run]);
  }
  for (const group of grouped) group.sort((a, b) => a.x - b.x);
  return grouped;
}

/** Joins runs into lines of text. */
function lines(runs: readonly Run[], page: number): CvLine[] {
  return baselines(runs).map((group) => {
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
 * Runs of one baseline less than a gutter apart, joined: pdf.js splits a line into several runs
 * (at spaces, font changes), and the pieces of a full-width line must not pass for column text.
 */
function segments(runs: readonly Run[]): Run[][] {
  const found: Run[][] = [];
  for (const line of baselines(runs)) {
    let current: Run[] = [];
    for (const run of line) {
      const tail = current.at(-1);
      if (tail && run.x - tail.right >= MIN_GUTTER) {
        found.push(current);
        current = [];
      }
      current.push(run);
    }
    found.push(current);
  }
  return found;
}

/** A segment's extent as one run. */
const extent = (segment: readonly Run[]): Run => ({
  text: '',
  x: Math.min(...segment.map((run) => run.x)),
  y: segment[0]!.y,
  right: Math.max(...segment.map((run) => run.right)),
  size: segment[0]!.size,
});

/**
 * One page's lines in reading order. Gutters are sought among the segments that are not wider than
 * half the page (a full-width line would bridge every gutter); segments crossing a gutter are read
 * before the columns, the columns then left to right.
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
  const pieces = segments(runs).map((segment) => ({ runs: segment, extent: extent(segment) }));
  const between = gutters(pieces.map((piece) => piece.extent).filter((run) => run.right - run.x <= page.width / 2));
  if (between.length === 0) return lines(runs, number);
  const crossing = (run: Run) => between.some(([left, right]) => run.x < left && run.right > right);
  const columns: Run[][] = Array.from({ length: between.length + 1 }, () => []);
  const spanning: Run[] = [];
  for (const piece of pieces) {
    if (crossing(piece.extent)) {
      spanning.push(...piece.runs);
      continue;
    }
    const index = between.filter(([, right]) => piece.extent.x >= right - 0.01).length;
    columns[index]!.push(...piece.runs);
  }
  return [...lines(spanning, number), ...columns.flatMap((column) => lines(column, number))];
}

/** Every page's lines in reading order. */
export function readingOrder(pages: readonly PdfPage[]): CvLine[] {
  return pages.flatMap((page, index) => pageLines(page, index + 1));
}
