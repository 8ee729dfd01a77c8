// The CV generator's worker thread (piscina): draws the PDF here, not on the server's event loop —
// a CV at the contract's limits (300 entries with long descriptions, 400 tags) takes seconds.
import { Piscina } from 'piscina';
import { renderCvPdf } from './render.ts';
import type { CvPdfInput } from './render.ts';

export default async function render(input: CvPdfInput): Promise<unknown> {
  const pdf = await renderCvPdf(input);
  // Handed back without a copy.
  return Piscina.move(pdf);
}
