// PDF inspection off the event loop: a small pool of worker threads (piscina) where pdf.js opens a
// file and reads every page, under a time limit and a memory limit per file. Uploads use it to
// accept only PDFs that parse completely; extracting a CV's text with positions uses the same worker
// (`text: true`). The worker also reports the file's active content (scripts, launch actions,
// embedded files, rich media, XFA), which uploads refuse (services/files/files.ts).
//
// The limits: the time runs from the moment a worker starts the file (not while it waits in the
// queue). Memory has two parts: the worker's V8 heap (parsed objects, text), capped by the thread's
// `resourceLimits`; and its memory outside the heap — the file itself and what its streams decode to
// live in ArrayBuffers, which `resourceLimits` does not count (a 1 KB stream inflating to 200 MiB
// sails through any heap limit), so a watchdog reads the worker's external memory every few
// milliseconds (V8 answers even while the worker's JavaScript is busy) and terminates it past its
// limit. The same watchdog stops a worker whose heap passes three quarters of its limit: V8's own
// stop at the limit is best-effort, and for some allocation patterns (pdf.js rebuilding the
// cross-reference table of a 10 MiB file padded with whitespace) it aborts the whole process with
// "FATAL ERROR: Reached heap limit" instead of ending the worker (nodejs/node#47224). Either way the worker is replaced and the file refused as too complex. The queue is bounded:
// past it, a file is refused as `busy` at once instead of holding its bytes in memory behind a long
// line, and a file waiting longer than `queueMs` from its arrival is refused as `busy` too. Files
// queue in the pool (services/shared/workerPool.ts), not in piscina: the files behind one stopped
// at a limit go on to a new worker.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import type { Worker } from 'node:worker_threads';
import { restartingPool } from '../../shared/workerPool.ts';
import type { PdfInspection, WorkerOutcome, WorkerTask } from './protocol.ts';

/** Why a file was not accepted as a PDF. */
export type PdfRefusal =
  /**
   * It does not start like a PDF: no `%PDF-` header in its first 1 024 bytes, or something else than
   * whitespace before it (an HTML page, a script or an image that a PDF parser would still read).
   */
  | 'notPdf'
  /** It starts like a PDF but is cut off (no `%%EOF` at its end) or does not parse completely. */
  | 'unreadable'
  /** It needs a password to be opened. */
  | 'encrypted'
  /**
   * It has more pages than the page limit, or reading it took longer than the time limit or more
   * memory than the memory limit.
   */
  | 'tooComplex'
  /** Too many files are waiting for a worker. */
  | 'busy';

/** A file refused by the inspector; `detail` says what the parser or the watchdog saw (for logs). */
export class PdfRefusedError extends Error {
  readonly reason: PdfRefusal;
  readonly detail: string;

  constructor(reason: PdfRefusal, detail: string) {
    super(`PDF refused (${reason}): ${detail}`);
    this.name = 'PdfRefusedError';
    this.reason = reason;
    this.detail = detail;
  }
}

/** The limits of an inspector. */
export interface PdfLimits {
  /** Most pages a file may have (counted from its page tree, before any page is read). */
  readonly pages: number;
  /** Longest time one file may take in a worker, in milliseconds. */
  readonly timeMs: number;
  /** Largest V8 heap of a worker (parsed objects, text), in MiB. */
  readonly heapMb: number;
  /** Most memory a worker may hold outside its heap (the file and its decoded streams), in MiB. */
  readonly bufferMb: number;
  /** Worker threads at most. */
  readonly threads: number;
  /** Files waiting for a worker at most; one more is refused as `busy`. */
  readonly queue: number;
  /** Longest time a file may wait for a worker, from its arrival, in milliseconds; then it is refused as `busy`. */
  readonly queueMs: number;
}

/**
 * The server's limits, far above what a CV needs and below what a crafted file asks for: at most
 * 1 000 pages (10 000 nearly empty ones are read within the time limit, which alone does not stop
 * them); a 300-page text PDF is read in about 1.5 s (a 1 000-page one in about 7 s, with a heap over
 * 128 MiB), while its largest decoded stream is a few MiB; a 1 KB stream inflating to 200 MiB is
 * stopped at 128 MiB. One thread less than the cores, at least one: the event loop keeps a core for
 * itself. At most 8 files (each up to 10 MiB) wait, each at most 20 s (two files' time limits) from
 * its arrival: a talent behind poisoned files gets a quick 503 with Retry-After, not a request that
 * hangs.
 */
export const PDF_LIMITS: PdfLimits = {
  pages: 1000,
  timeMs: 10_000,
  heapMb: 256,
  bufferMb: 128,
  threads: Math.max(1, availableParallelism() - 1),
  queue: 8,
  queueMs: 20_000,
};

/** How often the watchdog reads a busy worker's memory. */
const WATCH_INTERVAL_MS = 10;

/** Readers accept up to 1 024 bytes of anything before the PDF header and after the end-of-file marker. */
const MARKER_WINDOW = 1024;

const WORKER_FILE = fileURLToPath(new URL('./worker.ts', import.meta.url));

/** PDF whitespace (ISO 32000-2, 7.2.3): NUL, tab, line feed, form feed, carriage return, space. */
const PDF_WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);

/** A UTF-8 byte order mark, which some tools write before whatever they save. */
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * Whether the bytes start like a PDF: `%PDF-` within their first 1 024 bytes, with nothing before it
 * but whitespace (after a byte order mark, at most). Readers accept anything in those bytes, so a
 * file can be an HTML page (or a script, an image) first and a PDF after: a browser shown it renders
 * the page, a PDF reader the document. Only whitespace before the header is still just a PDF. Says
 * nothing about the rest.
 */
export function hasPdfHeader(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, MARKER_WINDOW));
  const header = head.indexOf('%PDF-');
  if (header === -1) return false;
  const start = head.subarray(0, BOM.length).equals(BOM) ? BOM.length : 0;
  for (let at = start; at < header; at++) if (!PDF_WHITESPACE.has(head[at]!)) return false;
  return true;
}

/**
 * Whether the bytes end like a PDF: `%%EOF` within their last 1 024 bytes. A file cut off lacks it
 * (unless cut right after the marker of an earlier revision, which leaves that revision complete),
 * even where pdf.js could still read every page: it rebuilds a lost cross-reference table, and
 * reading text skips a cut-off image.
 */
function hasPdfEnd(bytes: Uint8Array): boolean {
  const start = Math.max(0, bytes.length - MARKER_WINDOW);
  return Buffer.from(bytes.buffer, bytes.byteOffset + start, bytes.length - start).includes('%%EOF');
}

/** Inspection options. */
export interface InspectOptions {
  /** Also return every page's text with positions. */
  readonly text?: boolean;
}

/** A pool of PDF workers. */
export interface PdfInspector {
  /**
   * Opens the PDF and reads every page; resolves with its pages and the active content it carries
   * (reported, not refused: that is the caller's rule), rejects with a PdfRefusedError for a file
   * that is not accepted (any other rejection is a server fault). The bytes are copied, never
   * changed.
   */
  inspect(bytes: Uint8Array, options?: InspectOptions): Promise<PdfInspection>;
  /** Terminates the workers; files being inspected fail. */
  close(): Promise<void>;
}

/** Why the inspector stopped a worker. */
class LimitExceeded extends Error {}

/** Why the inspector gave up on a file still waiting for a worker. */
class WaitedTooLong extends Error {}

/** Why the inspector gave up on a pool whose workers cannot start. */
class PoolFailed extends Error {}

/** A pool of PDF workers with these limits (default: the server's). */
export function createPdfInspector(limits: PdfLimits = PDF_LIMITS): PdfInspector {
  const bufferLimit = limits.bufferMb * 1024 * 1024;
  // A quarter of the heap left as headroom: heaps grow a few MiB between two readings.
  const heapWatchLimit = limits.heapMb * 0.75 * 1024 * 1024;
  const pools = restartingPool<WorkerTask, WorkerOutcome>(
    { filename: WORKER_FILE, maxThreads: limits.threads, resourceLimits: { maxOldGenerationSizeMb: limits.heapMb } },
    (cause) => new PoolFailed('the PDF workers could not start', { cause }),
  );

  /** Starts the time limit and the buffer watchdog once the worker `threadId` has the file. */
  function guard(threadId: number, stop: (reason: LimitExceeded) => void): () => void {
    const worker: Worker | undefined = pools.thread(threadId);
    const timer = setTimeout(
      () => stop(new LimitExceeded(`over the time limit of ${limits.timeMs} ms`)),
      limits.timeMs,
    );
    let reading = false;
    const watch = setInterval(() => {
      if (!worker || reading) return;
      reading = true;
      worker
        .getHeapStatistics()
        .then((heap) => {
          if (heap.external_memory > bufferLimit) {
            const used = Math.round(heap.external_memory / 2 ** 20);
            stop(new LimitExceeded(`over the buffer limit of ${limits.bufferMb} MiB (${used} MiB)`));
          } else if (heap.used_heap_size > heapWatchLimit) {
            const used = Math.round(heap.used_heap_size / 2 ** 20);
            stop(new LimitExceeded(`over the heap limit of ${limits.heapMb} MiB (${used} MiB in use)`));
          }
        })
        // A worker that just ended has no statistics; whatever ended it answers the task.
        .catch(() => {})
        .finally(() => {
          reading = false;
        });
    }, WATCH_INTERVAL_MS);
    return () => {
      clearTimeout(timer);
      clearInterval(watch);
    };
  }

  return {
    async inspect(bytes, options = {}) {
      if (!hasPdfHeader(bytes)) {
        throw new PdfRefusedError('notPdf', 'no %PDF- header in the first 1024 bytes with only whitespace before it');
      }
      if (!hasPdfEnd(bytes)) throw new PdfRefusedError('unreadable', 'no %%EOF in the last 1024 bytes: cut off');
      if (pools.waiting >= limits.queue) throw new PdfRefusedError('busy', `${pools.waiting} files waiting`);
      // The worker gets its own copy, moved to it without a second copy (a Buffer's memory may be a
      // slice of a shared pool, which must not be transferred).
      const copy = new Uint8Array(bytes);
      const { port1, port2 } = new MessageChannel();
      const abort = new AbortController();
      // A file waits in the queue at most `queueMs` from now; its time limit starts when a worker has it.
      const queued = setTimeout(
        () => abort.abort(new WaitedTooLong(`waited over ${limits.queueMs} ms for a worker`)),
        limits.queueMs,
      );
      let unguard = () => clearTimeout(queued);
      port1.once('message', (threadId: number) => {
        unguard = guard(threadId, (reason) => abort.abort(reason));
      });
      try {
        const outcome = await pools.run(
          { bytes: copy, text: options.text === true, maxPages: limits.pages, port: port2 },
          abort,
          {
            transferList: [copy.buffer, port2],
            started: () => clearTimeout(queued),
          },
        );
        if (!outcome.ok) throw new PdfRefusedError(outcome.reason, outcome.detail);
        return outcome.inspection;
      } catch (error) {
        if (error instanceof PdfRefusedError || error instanceof PoolFailed) throw error;
        // Piscina rejects an aborted task with an AbortError; the abort's reason says which limit.
        const reason: unknown = abort.signal.reason;
        if (reason instanceof LimitExceeded) throw new PdfRefusedError('tooComplex', reason.message);
        if (reason instanceof WaitedTooLong) throw new PdfRefusedError('busy', reason.message);
        // The heap limit of the thread: V8 stops the worker itself.
        if ((error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
          throw new PdfRefusedError('tooComplex', `over the heap limit of ${limits.heapMb} MiB`);
        }
        throw error;
      } finally {
        unguard();
        port1.close();
      }
    },
    close: () => pools.close(),
  };
}

let shared: PdfInspector | undefined;

/**
 * Inspects a PDF in the process's shared pool (created on first use, with PDF_LIMITS): one pool per
 * process, however many servers it runs, because its size is about the machine's cores.
 */
export function inspectPdf(bytes: Uint8Array, options?: InspectOptions): Promise<PdfInspection> {
  shared ??= createPdfInspector();
  return shared.inspect(bytes, options);
}
