// A CV's text in reading order, read by the PDF worker pool (time and memory limits, refusals).
import { PdfRefusedError, inspectPdf } from '../../files/pdf/index.ts';
import type { PdfInspection } from '../../files/pdf/index.ts';
import { readingOrder } from './layout.ts';
import type { CvLine } from './layout.ts';

/** Why a CV could not be read: the PDF refusals, or a PDF without a text layer (a scan). */
export type CvUnreadableReason = 'notPdf' | 'unreadable' | 'encrypted' | 'tooComplex' | 'busy' | 'noText';

/** A CV that cannot be parsed; the endpoint answers it with 400 (`busy` with 503). */
export class CvUnreadable extends Error {
  readonly reason: CvUnreadableReason;
  readonly detail: string;

  constructor(reason: CvUnreadableReason, detail: string) {
    super(`CV unreadable (${reason}): ${detail}`);
    this.name = 'CvUnreadable';
    this.reason = reason;
    this.detail = detail;
  }
}

/** Reads a PDF's pages with their text; injectable so tests can use a pool with their own limits. */
export type PdfReader = (bytes: Uint8Array) => Promise<PdfInspection>;

const sharedReader: PdfReader = (bytes) => inspectPdf(bytes, { text: true });

/** The CV's lines in reading order; throws CvUnreadable for a refused PDF or one without text. */
export async function readCvLines(bytes: Uint8Array, read: PdfReader = sharedReader): Promise<CvLine[]> {
  let inspection: PdfInspection;
  try {
    inspection = await read(bytes);
  } catch (error) {
    if (error instanceof PdfRefusedError) throw new CvUnreadable(error.reason, error.detail);
    throw error;
  }
  const lines = readingOrder(inspection.pages).filter((line) => line.text !== '');
  if (lines.length === 0) throw new CvUnreadable('noText', 'no text layer: a scan or an image-only PDF');
  return lines;
}
