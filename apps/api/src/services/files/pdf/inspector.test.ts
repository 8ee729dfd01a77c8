// The PDF inspector on its own: real pdf.js in real worker threads, on PDFs made here (valid, cut
// off, corrupt, password-protected, a decompression bomb, carrying active content, behind an HTML
// page), with its limits at the server's values and squeezed small to see each one stop a worker.
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVE_CONTENT,
  activePdf,
  bombPdf,
  encryptedPdf,
  manyTextRunsPdf,
  rawPdf,
  textPdf,
} from '../../../../test/pdfs.ts';
import { PDF_LIMITS, PdfRefusedError, createPdfInspector, hasPdfHeader } from './index.ts';
import type { PdfInspector, PdfRefusal } from './index.ts';

const MiB = 1024 * 1024;

/** How an inspection ended: its page count, or the reason and detail of the refusal. */
async function outcome(inspector: PdfInspector, bytes: Uint8Array) {
  try {
    return { pages: (await inspector.inspect(bytes)).pages.length };
  } catch (error) {
    if (error instanceof PdfRefusedError) return { reason: error.reason, detail: error.detail };
    throw error;
  }
}

/** The outcome of a refusal for `reason`, its detail matching `detail`. */
const refused = (reason: PdfRefusal, detail: RegExp = /./): { reason: PdfRefusal; detail: unknown } => ({
  reason,
  detail: expect.stringMatching(detail) as unknown,
});

/** What `run` gave, how long it took (ms), and how busy this thread's event loop was meanwhile (0–1). */
async function measured<T>(run: () => Promise<T>) {
  const before = performance.eventLoopUtilization();
  const started = performance.now();
  const result = await run();
  return {
    result,
    took: performance.now() - started,
    busy: performance.eventLoopUtilization(before).utilization,
  };
}

let inspector: PdfInspector;
let threePages: Buffer;
beforeAll(async () => {
  inspector = createPdfInspector(PDF_LIMITS);
  threePages = await textPdf(3);
});
afterAll(() => inspector?.close());

describe('inspect', () => {
  it('reads every page of a valid PDF, with each page’s size and, when asked, its text and positions', async () => {
    expect(await outcome(inspector, threePages)).toEqual({ pages: 3 });
    const { pages } = await inspector.inspect(threePages, { text: true });
    expect(pages.map((page) => [page.width, page.height])).toEqual([
      [595, 842],
      [595, 842],
      [595, 842],
    ]);
    expect(pages.map((page) => page.text?.map((item) => item.text))).toEqual([
      ['Page 1 of the CV'],
      ['Page 2 of the CV'],
      ['Page 3 of the CV'],
    ]);
    expect(pages[0]!.text![0]).toMatchObject({ x: 50, y: 780, height: 11 });
    expect(pages[0]!.text![0]!.width).toBeGreaterThan(50);
    // Without `text`, no text crosses the thread.
    expect((await inspector.inspect(threePages)).pages[0]).toEqual({ width: 595, height: 842 });
    // The caller's bytes are copied for the worker, not moved away.
    expect(threePages.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('accepts up to 1 KiB before the header and after %%EOF, as readers do', async () => {
    const padded = Buffer.concat([Buffer.alloc(1000, 0x20), threePages, Buffer.alloc(1000, 0x0a)]);
    expect(await outcome(inspector, padded)).toEqual({ pages: 3 });
  });

  it('refuses what is not a PDF before any worker sees it', async () => {
    expect(hasPdfHeader(threePages)).toBe(true);
    for (const bytes of [
      Buffer.from('Dear Sir or Madam,\nplease hire me.\n'),
      Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
      Buffer.concat([Buffer.alloc(1024, 0x20), threePages]),
    ]) {
      expect(await outcome(inspector, bytes)).toEqual(refused('notPdf'));
    }
  });

  it('refuses a polyglot that is something else first and a PDF after, even one pdf.js would read', async () => {
    // An HTML page (a browser shown the file runs its script), a script, an image: each is what a
    // browser or viewer sees of the file, while a PDF reader skips to the header behind it.
    for (const first of [
      '<html><body><script>alert(document.cookie)</script></body></html>\n',
      '<!-- %PDF-1.7 -->\n',
      'alert(1);/*\n',
      '\ufeff<svg xmlns="http://www.w3.org/2000/svg"/>\n',
    ]) {
      const polyglot = Buffer.concat([Buffer.from(first), threePages]);
      expect(hasPdfHeader(polyglot), first).toBe(false);
      expect(await outcome(inspector, polyglot), first).toEqual(refused('notPdf', /whitespace/));
    }
    // Whitespace (PDF's: NUL, tab, line feed, form feed, carriage return, space), after a UTF-8
    // byte order mark at most, is still just a PDF.
    const blank = Buffer.concat([Buffer.from('\ufeff'), Buffer.from('\0\t\n\f\r ')]);
    expect(await outcome(inspector, Buffer.concat([blank, threePages]))).toEqual({ pages: 3 });
  });

  it('reports active content wherever it hangs, in compressed object streams too; links and bookmarks are none', async () => {
    for (const kind of ACTIVE_CONTENT) {
      const pdf = await activePdf(kind);
      // Compressed: no regular expression over the bytes would see it.
      expect(pdf.includes('JavaScript') || pdf.includes('Launch') || pdf.includes('XFA'), kind).toBe(false);
      const { pages, activeContent } = await inspector.inspect(pdf);
      expect(pages, kind).toHaveLength(1);
      expect(activeContent.length, kind).toBeGreaterThan(0);
    }
    // What each part finds: pdf-lib among the objects, pdf.js what a reader would run.
    expect((await inspector.inspect(await activePdf('openActionScript'))).activeContent).toEqual([
      expect.stringMatching(/^JavaScript \(object \d+ 0 R\)$/),
      'JavaScript (OpenAction)',
    ]);
    expect((await inspector.inspect(await activePdf('launch'))).activeContent).toEqual([
      expect.stringMatching(/^Launch action \(object \d+ 0 R\)$/),
    ]);
    expect((await inspector.inspect(await activePdf('embeddedFile'))).activeContent).toContain(
      'embedded file (EmbeddedFiles)',
    );
    expect((await inspector.inspect(await activePdf('links'))).activeContent).toEqual([]);
    expect((await inspector.inspect(threePages)).activeContent).toEqual([]);
  });

  it('refuses a truncated PDF: the end-of-file marker is missing, and without it the parser still fails', async () => {
    for (const cut of [0.3, 0.6, 0.9]) {
      const truncated = threePages.subarray(0, Math.floor(threePages.length * cut));
      expect(await outcome(inspector, truncated), `cut at ${cut}`).toEqual(refused('unreadable', /%%EOF/));
      // The same file with a marker added (as a naive repair would) is refused by pdf.js itself.
      const marked = Buffer.concat([truncated, Buffer.from('\n%%EOF\n')]);
      expect(await outcome(inspector, marked), `cut at ${cut}, marked`).toEqual(refused('unreadable', /PDF/));
    }
  });

  it('refuses a PDF whose structure is damaged, and one without pages', async () => {
    // Bytes changed inside the compressed object stream that holds the catalog and the page tree (as
    // a broken transfer would): the document cannot be opened.
    const damaged = Buffer.from(threePages);
    const objects = damaged.indexOf('stream\n', damaged.indexOf('/Type /ObjStm')) + 'stream\n'.length;
    for (let i = objects + 20; i < objects + 40; i++) damaged[i] = damaged[i]! ^ 0x5a;
    expect(await outcome(inspector, damaged)).toEqual(refused('unreadable', /Invalid/));
    // A page tree announcing a page that is not there.
    const missingPage = rawPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R 5 0 R] /Count 2 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
      { dict: '', data: Buffer.from('BT /F1 12 Tf 72 720 Td (Hello) Tj ET') },
    ]);
    expect(await outcome(inspector, missingPage)).toEqual(refused('unreadable', /Page/));
    const empty = rawPdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>']);
    expect(await outcome(inspector, empty)).toEqual(refused('unreadable'));
  });

  it('refuses a password-protected PDF; one with only an owner password (no password to open) is read', async () => {
    const locked = encryptedPdf('Hello', { user: 'secret', owner: 'owner' });
    expect(await outcome(inspector, locked)).toEqual(refused('encrypted', /PasswordException/));
    const readable = encryptedPdf('Hello', { user: '', owner: 'owner' });
    const { pages } = await inspector.inspect(readable, { text: true });
    expect(pages[0]!.text!.map((item) => item.text)).toEqual(['Hello']);
  });

  it('keeps the event loop free while a big PDF is read', async () => {
    const big = await textPdf(300, 20);
    const { result, took, busy } = await measured(() => outcome(inspector, big));
    expect(result).toEqual({ pages: 300 });
    expect(took).toBeGreaterThan(200);
    // Read on this thread, the same file keeps the event loop busy all along (utilisation 1.0:
    // pdf.js yields often, so the delay of each turn stays short, but nothing else gets the CPU); in
    // the worker this thread only waits (measured: 0.04).
    expect(busy).toBeLessThan(0.5);
  });

  it('stops a stream inflating to 200 MiB at the buffer limit, within the time limit, the event loop free', async () => {
    const bomb = bombPdf(200 * MiB);
    expect(bomb.length).toBeLessThan(2000);
    const { result, took, busy } = await measured(() => outcome(inspector, bomb));
    expect(result).toEqual(refused('tooComplex', /buffer limit of 128 MiB/));
    expect(took).toBeLessThan(PDF_LIMITS.timeMs);
    expect(busy).toBeLessThan(0.5);
    // The terminated worker is replaced.
    expect(await outcome(inspector, threePages)).toEqual({ pages: 3 });
  });
});

describe('limits', () => {
  it('refuses more pages than the page limit before reading any', async () => {
    const few = createPdfInspector({ ...PDF_LIMITS, pages: 3 });
    try {
      expect(await outcome(few, threePages)).toEqual({ pages: 3 });
      expect(await outcome(few, await textPdf(4))).toEqual(refused('tooComplex', /^4 pages, more than 3$/));
    } finally {
      await few.close();
    }
  });

  it('stops a worker at the time limit', async () => {
    const quick = createPdfInspector({ ...PDF_LIMITS, timeMs: 30 });
    try {
      expect(await outcome(quick, await textPdf(200, 20))).toEqual(refused('tooComplex', /time limit of 30 ms/));
    } finally {
      await quick.close();
    }
  });

  it('stops a worker at the heap limit', async () => {
    // 300 000 runs of text are 1.4 MB of file and well over 32 MiB of parsed text; no time limit here.
    const small = createPdfInspector({ ...PDF_LIMITS, heapMb: 32, timeMs: 120_000 });
    try {
      expect(await outcome(small, manyTextRunsPdf(300_000))).toEqual(refused('tooComplex', /heap limit of 32 MiB/));
    } finally {
      await small.close();
    }
  });

  it('stops a worker before V8 aborts the whole process at the heap limit', async () => {
    // 10 MiB of spaces between `startxref 123` and `%%EOF`: pdf.js rebuilds the cross-reference table
    // by scanning the file, about 35 bytes of heap per byte of file. At 256 MiB, V8's own stop ends
    // the process ("FATAL ERROR: Reached heap limit", nodejs/node#47224) instead of the worker; the
    // watchdog stops it first. Were it missing, this test run would die here.
    const pdf = await textPdf(2, 10);
    expect(pdf.subarray(-6).toString('latin1')).toBe('\n%%EOF');
    const padded = Buffer.concat([pdf.subarray(0, -6), Buffer.alloc(10 * 1024 * 1024, 0x20), Buffer.from('%%EOF')]);
    expect(await outcome(inspector, padded)).toEqual(refused('tooComplex', /heap limit of 256 MiB \(\d+ MiB in use\)/));
  });

  it('fails (as a server fault, not the file’s) when its workers cannot even start', async () => {
    // 4 MiB of heap is not enough to load pdf.js: piscina starts no more workers, and the file
    // waiting for one must not wait forever.
    const starved = createPdfInspector({ ...PDF_LIMITS, heapMb: 4 });
    try {
      const failure = await starved.inspect(threePages).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(Error);
      expect(failure).not.toBeInstanceOf(PdfRefusedError);
      expect((failure as Error).message).toBe('the PDF workers could not start');
    } finally {
      await starved.close();
    }
  });

  it('serves the files queued behind one stopped at a limit: its worker is replaced', async () => {
    // One thread, as on a 2-core server: the poisoned file takes it, the others wait behind it.
    const one = createPdfInspector({ ...PDF_LIMITS, threads: 1, timeMs: 150 });
    try {
      const slow = await textPdf(200, 20);
      const results = await Promise.all([slow, threePages, slow, threePages].map((pdf) => outcome(one, pdf)));
      expect(results).toEqual([refused('tooComplex'), { pages: 3 }, refused('tooComplex'), { pages: 3 }]);
    } finally {
      await one.close();
    }
  });

  it('refuses a file as busy once it has waited its longest time for a worker', async () => {
    const one = createPdfInspector({ ...PDF_LIMITS, threads: 1, timeMs: 150, queueMs: 50 });
    try {
      const slow = await textPdf(200, 20);
      // The second file waits behind the first, which holds the only worker for its 150 ms.
      const results = await Promise.all([slow, threePages].map((pdf) => outcome(one, pdf)));
      expect(results).toEqual([refused('tooComplex'), refused('busy', /waited over 50 ms for a worker/)]);
      // The pool goes on.
      expect(await outcome(one, threePages)).toEqual({ pages: 3 });
    } finally {
      await one.close();
    }
  });

  it('refuses a file as busy when every worker is taken and the queue is full', async () => {
    const one = createPdfInspector({ ...PDF_LIMITS, threads: 1, queue: 1 });
    try {
      // A started worker takes the first file at once; the second waits; the third finds no room.
      expect(await outcome(one, threePages)).toEqual({ pages: 3 });
      const results = await Promise.all([1, 2, 3].map(() => outcome(one, threePages)));
      expect(results).toEqual([{ pages: 3 }, { pages: 3 }, refused('busy')]);
    } finally {
      await one.close();
    }
  });
});
