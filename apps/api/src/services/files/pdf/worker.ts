// The PDF worker (a piscina worker thread): opens a PDF with pdf.js and reads every page's content,
// and reports the active content the file carries (scripts, launch actions, embedded files, rich
// media, XFA forms). It runs outside the server's event loop, under the heap limit of its thread,
// and is terminated by the inspector when it runs over the time or memory limit; so nothing here
// guards against slow or huge files, it only reports what pdf.js (and pdf-lib) think of them.
import { fileURLToPath } from 'node:url';
import { MessageChannel, threadId } from 'node:worker_threads';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, ParseSpeeds } from 'pdf-lib';
import type { PDFObject } from 'pdf-lib';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
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

/** At most this many findings are reported (for logs): one is enough to refuse a file. */
const MAX_FINDINGS = 10;

/** Action types (`/S`) that run something: a script, a program or a file, rich media. */
const ACTIVE_ACTIONS: ReadonlyMap<string, string> = new Map([
  ['JavaScript', 'JavaScript'],
  ['Launch', 'Launch action'],
  ['RichMediaExecute', 'rich media'],
]);

/** Annotation subtypes that play or hold something besides what the page shows. */
const ACTIVE_ANNOTATIONS: ReadonlyMap<string, string> = new Map([
  ['FileAttachment', 'embedded file'],
  ['RichMedia', 'rich media'],
  ['Screen', 'rich media'],
]);

/** What one dictionary is, when it is active content. */
function activeDictionary(dict: PDFDict): string | undefined {
  const name = (key: string) => {
    const value = dict.get(PDFName.of(key));
    return value instanceof PDFName ? value.decodeText() : undefined;
  };
  const action = ACTIVE_ACTIONS.get(name('S') ?? '');
  if (action) return action;
  // A script under any action type (Rendition actions carry one too, and a reader may run a /JS
  // whose /S is missing).
  if (dict.has(PDFName.of('JS'))) return 'JavaScript';
  const annotation = ACTIVE_ANNOTATIONS.get(name('Subtype') ?? '');
  if (annotation) return annotation;
  if (dict.has(PDFName.of('EF')) || dict.has(PDFName.of('EmbeddedFiles')) || name('Type') === 'EmbeddedFile') {
    return 'embedded file';
  }
  if (dict.has(PDFName.of('XFA'))) return 'XFA form';
  return undefined;
}

/**
 * The active content among every object of the file, as pdf-lib parses it: each object in turn
 * (those inside compressed object streams too), wherever it hangs — catalog, pages, annotations,
 * outlines, form fields, `/Next` chains of other actions — or if it hangs nowhere. It reads names,
 * which encryption leaves in clear; objects inside an encrypted object stream stay hidden from it
 * (pdf.js's own findings, which decrypt, cover those). Empty when pdf-lib cannot parse the file:
 * pdf.js decides whether it is readable.
 */
async function activeObjects(bytes: Uint8Array): Promise<string[]> {
  let document: PDFDocument;
  // pdf-lib prints each object it cannot parse and skips it; an uploaded file is anybody's, so its
  // flaws are not the server's to print (pdf.js's reading decides on them).
  const warn = console.warn;
  console.warn = () => {};
  try {
    document = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
      parseSpeed: ParseSpeeds.Fastest,
    });
  } catch {
    return [];
  } finally {
    console.warn = warn;
  }
  const found: string[] = [];
  for (const [ref, object] of document.context.enumerateIndirectObjects()) {
    if (found.length >= MAX_FINDINGS) break;
    // Direct objects nest inside the indirect one; walked with a stack, not recursion, so no nesting
    // depth a file chooses can overflow it. References are not followed: each object has its turn.
    const stack: PDFObject[] = [object];
    while (stack.length > 0) {
      const at = stack.pop()!;
      const dict = at instanceof PDFStream ? at.dict : at instanceof PDFDict ? at : undefined;
      if (dict) {
        const what = activeDictionary(dict);
        if (what) {
          found.push(`${what} (object ${ref.toString()})`);
          break;
        }
        for (const [, value] of dict.entries()) stack.push(value);
      } else if (at instanceof PDFArray) {
        // One by one: spread into push, a huge array would overflow the call stack.
        for (const element of at.asArray()) stack.push(element);
      }
    }
  }
  return found;
}

/** pdf.js's annotation types that play or hold something besides what the page shows. */
const ACTIVE_ANNOTATION_TYPES: ReadonlyMap<number, string> = new Map([
  [pdfjs.AnnotationType.FILEATTACHMENT, 'embedded file'],
  [pdfjs.AnnotationType.RICHMEDIA, 'rich media'],
  [pdfjs.AnnotationType.SCREEN, 'rich media'],
]);

/** The active content pdf.js reports on one page: its own scripts, and its annotations' scripts and kinds. */
async function activeOnPage(page: PDFPageProxy, number: number) {
  const found: string[] = [];
  if (await page.getJSActions()) found.push(`JavaScript (page ${number})`);
  const annotations = (await page.getAnnotations()) as { annotationType: number; actions?: unknown }[];
  for (const annotation of annotations) {
    if (annotation.actions) found.push(`JavaScript (annotation on page ${number})`);
    const kind = ACTIVE_ANNOTATION_TYPES.get(annotation.annotationType);
    if (kind) found.push(`${kind} (annotation on page ${number})`);
  }
  return found;
}

/** The active content pdf.js reports for the document: scripts (document, form fields), attachments, XFA. */
async function activeInDocument(document: PDFDocumentProxy) {
  const found: string[] = [];
  const scripts = await document.getJSActions();
  for (const name of scripts?.keys() ?? []) found.push(`JavaScript (${String(name)})`);
  // Scripts of form fields (calculations, formats, validations), on a page or not.
  if (!scripts && (await document.hasJSActions())) found.push('JavaScript (form field)');
  if (await document.getAttachments()) found.push('embedded file (EmbeddedFiles)');
  const { info } = (await document.getMetadata()) as { info: { IsXFAPresent?: boolean } };
  if (info.IsXFAPresent) found.push('XFA form');
  return found;
}

/**
 * Opens the PDF and reads every page's text content (which parses each content stream and font),
 * and collects its active content: what pdf-lib finds among the file's objects and what pdf.js
 * reports (it decrypts, and it is what a reader would run).
 */
export default async function inspect(task: WorkerTask): Promise<WorkerOutcome> {
  task.port.postMessage(threadId);
  // Before pdf.js, which takes the bytes over (they are detached from this view).
  const active = await activeObjects(task.bytes);
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
    if (document.numPages > task.maxPages) {
      return { ok: false, reason: 'tooComplex', detail: `${document.numPages} pages, more than ${task.maxPages}` };
    }
    active.push(...(await activeInDocument(document)));
    const pages: PdfPage[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const { width, height } = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      if (active.length < MAX_FINDINGS) active.push(...(await activeOnPage(page, number)));
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
    return { ok: true, inspection: { pages, activeContent: [...new Set(active)].slice(0, MAX_FINDINGS) } };
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

/**
 * A small document inspected once as the worker starts, so that the first file's time limit does
 * not pay for compiling the code that reads it (pdf-lib's parser, pdf.js's text, annotation and
 * script lookups: a fresh worker's first file took several times as long as its second).
 */
async function warmUp(): Promise<void> {
  const document = await PDFDocument.create();
  document.addPage().drawText('warm-up');
  const { port1, port2 } = new MessageChannel();
  try {
    await inspect({ bytes: await document.save(), text: true, maxPages: 1, port: port2 });
  } finally {
    port1.close();
  }
}

await warmUp();
