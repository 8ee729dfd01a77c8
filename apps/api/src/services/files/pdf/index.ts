// PDF reading for the API: `inspectPdf` opens a PDF in a worker thread, under a time and a memory
// limit, and reads every page (optionally its text with positions). See inspector.ts.
export { PDF_LIMITS, PdfRefusedError, createPdfInspector, hasPdfHeader, inspectPdf } from './inspector.ts';
export type { InspectOptions, PdfInspector, PdfLimits, PdfRefusal } from './inspector.ts';
export type { PdfInspection, PdfPage, PdfTextItem } from './protocol.ts';
