// CV parsing: `parseCv(pdfBytes)` reads a CV's text in the PDF worker pool (time and memory limits),
// puts it in reading order (columns, label columns, wrapped lines), splits it into sections (English,
// German, French, Dutch headings) and extracts the contract's ParsedCv. Unreadable input throws
// CvUnreadable.
import { findPeriod } from './dates.ts';
import { contact, languageRegion, languages, listKind, tags } from './fields.ts';
import type { ParsedCv } from './fields.ts';
import { historyEntries, historyKind, organizationFirst, toHistory } from './histories.ts';
import type { HistoryLine } from './histories.ts';
import { readCvLines } from './read.ts';
import type { PdfReader } from './read.ts';
import { splitSections } from './sections.ts';
import type { SectionKind, SectionLine } from './sections.ts';

export { CvUnreadable } from './read.ts';
export type { CvUnreadableReason, PdfReader } from './read.ts';
export type { ParsedCv } from './fields.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A signature: "Fait à Paris, le 12/03/2025", or "Berlin, 03/2025" in the author's own city. It holds
 * a date but is not an entry.
 */
function signature(city: string | undefined) {
  const place = new RegExp(
    `^(?:fait à\\s+\\p{L}[\\p{L} '-]*${city === undefined ? '' : `|${escape(city)}`})\\s*,\\s*(?:(?:le|den|am)\\s+)?`,
    'iu',
  );
  return (line: HistoryLine) => {
    const match = place.exec(line.text);
    return match !== null && findPeriod(line.text.slice(match[0].length))?.rest === '';
  };
}

/** The ParsedCv of a CV's lines in reading order (text, or lines with their style and position). */
export function extractCv(lines: ReadonlyArray<string | SectionLine>): ParsedCv {
  const split = splitSections(lines);
  const head = split.head;
  // A section whose heading the parser does not know by name is read as what its content is, where
  // the CV has no section of that kind by name (a second list beside "Skills" is more likely hobbies).
  // A heading known by a word only ("Akademischer Werdegang") gives way to a history its content is.
  const named = new Set(split.sections.filter((section) => section.named === 'name').map((section) => section.kind));
  const histories = new Set<SectionKind>(['experience', 'education', 'certificates']);
  const sections = split.sections.map((section) => {
    if (section.named === 'name') return section;
    const history = historyKind(section.lines);
    if (section.named === 'word') {
      return history && histories.has(section.kind) && !named.has(history) ? { ...section, kind: history } : section;
    }
    const kind = history ?? listKind(section.lines);
    return kind === undefined || named.has(kind) ? section : { ...section, kind };
  });
  const of = (kind: SectionKind) => sections.filter((section) => section.kind === kind).flatMap((s) => s.lines);
  // Contact details sit in the header or a section of their own ("Kontakt"), never in a history;
  // LinkedIn and an international number are also taken from anywhere else.
  const all = [...head, ...sections.flatMap((section) => section.lines)];
  const details = contact([...head, ...of('other')], all, languageRegion(lines));
  const skip = signature(details.city);
  const employment = historyEntries(of('experience'), { skip });
  const education = historyEntries(of('education'), { skip });
  const certificates = historyEntries(of('certificates'), { skip, undated: true });
  // A CV writes every header the same way: one vote over all its entries says which part is the title.
  const orgFirst = organizationFirst([...employment, ...education, ...certificates]);
  return {
    skills: tags(of('skills')),
    toolsAndTechnologies: tags(of('tools')),
    masteredLanguages: languages(of('languages')),
    employmentHistory: toHistory(employment, orgFirst),
    educationHistory: toHistory(education, orgFirst),
    certificateHistory: toHistory(certificates, orgFirst),
    ...details,
  };
}

/** Parses a CV PDF; throws CvUnreadable for input that is not a readable PDF with text. */
export async function parseCv(pdfBytes: Uint8Array, read?: PdfReader): Promise<ParsedCv> {
  return extractCv(await readCvLines(pdfBytes, read));
}
