// What the PDF worker is given and what it answers: the shapes both threads share. Types only, so
// the worker (loaded by plain Node, which strips types) imports nothing at run time from here.
import type { MessagePort } from 'node:worker_threads';

/** A run of text on a page, in PDF points from the page's lower left corner (unrotated). */
export interface PdfTextItem {
  readonly text: string;
  /** Start of the baseline. */
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly fontName: string;
}

/** A page that was read completely. */
export interface PdfPage {
  /** Size as displayed (rotation applied), in PDF points (1/72 inch). */
  readonly width: number;
  readonly height: number;
  /** Its text with positions, when asked for. */
  readonly text?: readonly PdfTextItem[];
}

/** A PDF whose every page was opened and read. */
export interface PdfInspection {
  readonly pages: readonly PdfPage[];
  /**
   * The active content found in it, each as what and where (`JavaScript (OpenAction)`, `embedded
   * file (object 9 0 R)`): scripts, launch actions, embedded files, rich media, XFA forms. Empty for
   * a document that only shows pages. Reported, not judged: what to do with it is the caller's rule.
   */
  readonly activeContent: readonly string[];
}

/** One inspection, as posted to a worker. */
export interface WorkerTask {
  /** The file (its buffer is transferred: the worker owns it). */
  readonly bytes: Uint8Array;
  readonly text: boolean;
  /** Most pages a file may have; one more is refused as too complex before any page is read. */
  readonly maxPages: number;
  /** The worker posts its `threadId` here as it starts, so the limits run from then on. */
  readonly port: MessagePort;
}

/** Why the parser refused a file (decided in the worker; the limits are decided outside it). */
export type WorkerRefusal = 'unreadable' | 'encrypted' | 'tooComplex';

/** What a worker answers. Refusals are values, not errors: errors lose their class between threads. */
export type WorkerOutcome =
  | { readonly ok: true; readonly inspection: PdfInspection }
  | { readonly ok: false; readonly reason: WorkerRefusal; readonly detail: string };
