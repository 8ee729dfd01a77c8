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

/**
 * The x ranges between columns: runs of at least MIN_GUTTER points that few segments cover (at most a
 * tenth of them, at least 2: a full-width name or contact line may cross a gutter) with text many
 * more segments cover on both sides. In one column every line starts at the margin, so coverage
 * only falls from left to right and no range qualifies.
 */
function gutters(spans: readonly Run[]): Array<readonly [number, number]> {
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
 * One page's lines in reading order: segments crossing a gutter (a full-width header) first, then
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
    }));
  if (runs.length === 0) return [];
  const pieces = segments(runs).map((segment) => ({ runs: segment, extent: extent(segment) }));
  const between = gutters(pieces.map((piece) => piece.extent));
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
