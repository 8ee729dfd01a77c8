// Typesetting for the CV corpus (pdf-lib): a column of text ("flow") that wraps words at its width,
// sets several runs on one baseline (a label beside its text, a date at the right edge, a two-cell
// table row) and continues on a new page when it reaches the bottom margin. What the corpus writes
// is decided in corpus.ts; this file only places it.
import { rgb } from 'pdf-lib';
import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';

/** A font at a size. */
export interface Face {
  readonly font: PDFFont;
  readonly size: number;
}

/** A run of text on a row: at an offset from the flow's left edge, or right-aligned to its right edge. */
export interface Span {
  readonly text: string;
  readonly face: Face;
  readonly at?: number;
  readonly right?: boolean;
  /** Extra space after every character (letter-spaced headings); each character is then its own run. */
  readonly tracking?: number;
}

export const widthOf = (text: string, face: Face) => face.font.widthOfTextAtSize(text, face.size);

/** The document's pages, created as flows reach them; A4 portrait. */
export class Sheet {
  readonly pages: PDFPage[] = [];
  readonly width = 595;
  readonly height = 842;
  readonly document: PDFDocument;
  /** Top and bottom margins of every page. */
  readonly top: number;
  readonly bottom: number;

  constructor(document: PDFDocument, top: number, bottom: number) {
    this.document = document;
    this.top = top;
    this.bottom = bottom;
  }

  page(index: number): PDFPage {
    while (this.pages.length <= index) this.pages.push(this.document.addPage([this.width, this.height]));
    return this.pages[index]!;
  }
}

/** One column of text flowing down the pages from `y` on page `page`. */
export class Flow {
  page = 0;
  readonly sheet: Sheet;
  readonly x: number;
  readonly width: number;
  y: number;
  /** Line height as a multiple of the font size. */
  readonly leading: number;

  constructor(sheet: Sheet, x: number, width: number, y: number, leading: number) {
    this.sheet = sheet;
    this.x = x;
    this.width = width;
    this.y = y;
    this.leading = leading;
  }

  /** Starts a new page when less than `height` points are left. */
  keep(height: number) {
    if (this.y - height >= this.sheet.bottom) return;
    this.page++;
    this.y = this.sheet.height - this.sheet.top;
  }

  /** Sets spans on one baseline and moves down by the tallest one's line height. */
  row(spans: readonly Span[], lead?: number) {
    const size = Math.max(...spans.map((span) => span.face.size));
    this.keep(size * this.leading);
    const baseline = this.y - size;
    const page = this.sheet.page(this.page);
    for (const span of spans) {
      const x = span.right ? this.x + this.width - widthOf(span.text, span.face) : this.x + (span.at ?? 0);
      if (span.tracking) {
        let at = x;
        for (const char of span.text) {
          if (char !== ' ') page.drawText(char, { x: at, y: baseline, size: span.face.size, font: span.face.font });
          at += widthOf(char, span.face) + span.tracking;
        }
      } else {
        page.drawText(span.text, { x, y: baseline, size: span.face.size, font: span.face.font });
      }
    }
    this.y -= lead ?? size * this.leading;
  }

  /** Text wrapped at words to the flow's width less `indent`; wrapped lines start at `hanging`. */
  text(text: string, face: Face, indent = 0, hanging = indent) {
    wrap(text, face, this.width - indent, this.width - hanging).forEach((line, n) =>
      this.row([{ text: line, face, at: n === 0 ? indent : hanging }]),
    );
  }

  gap(points: number) {
    this.y -= points;
  }

  /** A thin horizontal rule under a heading. */
  rule() {
    const y = this.y + 2;
    this.sheet.page(this.page).drawLine({
      start: { x: this.x, y },
      end: { x: this.x + this.width, y },
      thickness: 0.6,
      color: rgb(0.5, 0.5, 0.5),
    });
    this.y -= 4;
  }
}

/** Words greedily into lines of at most `first` points (then `rest`); a word wider than a line stays whole. */
export function wrap(text: string, face: Face, first: number, rest = first): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && widthOf(candidate, face) > (lines.length === 0 ? first : rest)) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/**
 * Items of a list joined with `separator` into lines of at most `width` points, never splitting an
 * item: a wrapped line ends with the separator's mark (",", ";", "|"), as CVs wrap long lists.
 */
export function wrapList(items: readonly string[], separator: string, face: Face, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const item of items) {
    const candidate = line === '' ? item : `${line}${separator}${item}`;
    if (line !== '' && widthOf(`${candidate}`, face) > width) {
      lines.push(`${line}${separator.trimEnd()}`);
      line = item;
    } else {
      line = candidate;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}
