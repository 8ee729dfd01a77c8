// CV parsing: `parseCv(pdfBytes)` reads a CV's text in the PDF worker pool (time and memory limits),
// puts it in reading order (columns), splits it into sections (English, German, French, Dutch
// headings) and extracts the contract's ParsedCv. Unreadable input throws CvUnreadable.
import { contact, histories, languages, tags } from './fields.ts';
import type { ParsedCv } from './fields.ts';
import { readCvLines } from './read.ts';
import type { PdfReader } from './read.ts';
import { splitSections } from './sections.ts';
import type { SectionKind } from './sections.ts';

export { CvUnreadable } from './read.ts';
export type { CvUnreadableReason, PdfReader } from './read.ts';
export type { ParsedCv } from './fields.ts';

/** The ParsedCv of a CV's lines in reading order. */
export function extractCv(lines: readonly string[]): ParsedCv {
  const { head, sections } = splitSections(lines);
  const of = (kind: SectionKind) => sections.filter((section) => section.kind === kind).flatMap((s) => s.lines);
  return {
    skills: tags(of('skills')),
    toolsAndTechnologies: tags(of('tools')),
    masteredLanguages: languages(of('languages')),
    employmentHistory: histories(of('experience')),
    educationHistory: histories(of('education')),
    certificateHistory: histories(of('certificates')),
    // Contact details sit in the header or a sidebar section of their own ("Kontakt"), never in a history.
    ...contact([...head, ...of('other')]),
  };
}

/** Parses a CV PDF; throws CvUnreadable for input that is not a readable PDF with text. */
export async function parseCv(pdfBytes: Uint8Array, read?: PdfReader): Promise<ParsedCv> {
  const lines = await readCvLines(pdfBytes, read);
  return extractCv(lines.map((line) => line.text));
}
