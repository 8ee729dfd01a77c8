// The PDF worker (a piscina worker thread): opens a PDF with pdf.js and reads every page's content.
// It runs outside the server's event loop, under the heap limit of its thread, and is terminated by
// the inspector when it runs over the time or memory limit; so nothing here guards against slow or
// huge files, it only reports what pdf.js thinks of them.
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';
import type { PdfPage, PdfTextItem, WorkerOutcome, WorkerTask } from './protocol.ts';

/**
 * pdf.js's Node build (the legacy build: the modern one assumes browser APIs Node lacks). Importing
 * it in Node looks for @napi-rs/canvas to render with and prints a warning for each browser API it
 * cannot polyfill without it; this worker never renders, and the workspace leaves that optional
 * dependency out, so exactly those warnings are dropped. Anything else pdf.js prints stays visible.
 */
async function loadPdfjs() {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    const line = String(args[0]);
    if (/^Warning: Cannot (load "@napi-rs\/canvas"|polyfill `(DOMMatrix|Path2D)`)/.test(line)) return;
    warn(...args);
  };
  try {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    // pdf.js parses in its "worker" module; in Node it runs in this thread and is loaded by the first
    // document opened. Loaded now (it registers itself on globalThis), the first file's time limit
    // does not pay for it.
    await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    return pdfjs;
  } finally {
    console.warn = warn;
  }
}

const pdfjs = await loadPdfjs();

/** pdf.js's data files, read from the package: CMaps (CJK fonts' text) and the 14 standard fonts. */
const dataDir = (name: string) => fileURLToPath(new URL(`${name}/`, import.meta.resolve('pdfjs-dist/package.json')));
const CMAP_DIR = dataDir('cmaps');
const STANDARD_FONT_DIR = dataDir('standard_fonts');

/** Opens the PDF and reads every page's text content (which parses each content stream and font). */
export default async function inspect(task: WorkerTask): Promise<WorkerOutcome> {
  task.port.postMessage(threadId);
  const loading = pdfjs.getDocument({
    data: task.bytes,
    // Fail instead of recovering what can be recovered: a file readers must repair is refused.
    stopAtErrors: true,
    // Nothing but the file itself: no system fonts, no font loading into a page, no XFA forms.
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    cMapUrl: CMAP_DIR,
    cMapPacked: true,
    standardFontDataUrl: STANDARD_FONT_DIR,
    // Problems are answered, not printed.
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    const document = await loading.promise;
    if (document.numPages < 1) return { ok: false, reason: 'unreadable', detail: 'the document has no pages' };
    const pages: PdfPage[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const { width, height } = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      if (task.text) {
        const text: PdfTextItem[] = [];
        for (const item of content.items) {
          if (!('str' in item)) continue;
          text.push({
            text: item.str,
            x: item.transform[4] as number,
            y: item.transform[5] as number,
            width: item.width,
            height: item.height,
            fontName: item.fontName,
          });
        }
        pages.push({ width, height, text });
      } else {
        pages.push({ width, height });
      }
      page.cleanup();
    }
    return { ok: true, inspection: { pages } };
  } catch (error) {
    const { name, message } = error instanceof Error ? error : { name: 'Error', message: String(error) };
    return {
      ok: false,
      reason: name === 'PasswordException' ? 'encrypted' : 'unreadable',
      detail: `${name}: ${message}`.slice(0, 300),
    };
  } finally {
    await loading.destroy();
  }
}
