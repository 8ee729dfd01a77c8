// pdf.js's parsing module ships without types; the PDF worker imports it only for its side effect
// (it registers its message handler on globalThis, where pdf.js looks before loading it itself).
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
