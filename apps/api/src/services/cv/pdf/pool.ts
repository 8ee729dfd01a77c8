// CV generation off the event loop: one worker thread (piscina) draws the PDFs, one after another.
// Generating is rare (a talent asks for it, at most GENERATIONS_PER_HOUR times) and each CV is
// bounded by the contract's limits, so one thread and a queue suffice; the event loop only sends the
// data and receives the bytes.
import { fileURLToPath } from 'node:url';
import { restartingPool } from '../../shared/workerPool.ts';
import type { CvPdfInput } from './render.ts';

const pools = restartingPool<CvPdfInput, Uint8Array>(
  {
    filename: fileURLToPath(new URL('./worker.ts', import.meta.url)),
    maxThreads: 1,
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  },
  (cause) => new Error('the CV worker could not start', { cause }),
);

/** Draws the CV in the worker thread (see render.ts); the bytes of the PDF. */
export function generateCvPdf(input: CvPdfInput): Promise<Uint8Array> {
  return pools.run(input, new AbortController());
}
