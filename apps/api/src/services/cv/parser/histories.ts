// Employment, education and certificate entries out of a history section. Every dated entry has one
// line with its period; where the rest of the entry sits is read from the section's first period line:
// date first (the period line opens the section: its entry runs to the next period line), inline (the
// period shares its line with the title: "Developer, Acme | 2019 – 2021", a label beside the entry), or
// title first (the header lines before each period line). A header is one line cut at a separator
// ("Title, Org", "Title at Org", "Org | Title") or two lines; which part is the title is decided for
// the whole CV by job-title, degree and organization words (a CV writes all its entries the same way).
import type { components } from '@talent/api-client';
import { findPeriod, findRange } from './dates.ts';
import type { Period } from './dates.ts';
import { fold } from './sections.ts';

export type HistoryEntry = components['schemas']['HistoryEntry'];

/** A line of a section; font and vertical gap are optional (tests give text only). */
export interface HistoryLine {
  readonly text: string;
  readonly font?: string;
  readonly gap?: number;
}

/** An entry before its header is read: header parts as written, its period, its other lines. */
export interface RawEntry {
  readonly header: readonly string[];
  /** Whether the two header parts were two lines (rather than one line cut at a separator). */
  readonly twoLines?: boolean;
  /** Joined by a word that puts the title first ("Developer at Acme", "bei", "chez", "bij"). */
  readonly titleFirst: boolean;
  readonly period: Period | null;
  readonly description: readonly string[];
}

/** Bullets and dashes that start list lines. */
export const BULLET = /^[•·▪◦‣∙*»–—-]\s*/;

/**
 * Separators between a title and its organization in one line, strongest first: a comma may also sit
 * inside a part ("Acme GmbH, Berlin | Developer"); the words put the title first.
 */
const SEPARATORS = [/\t/, /\s+(?:\||—|–|-|@|·)\s+/, /\s+(at|bei|chez|bij)\s+/i, /,\s+/];

/** The parts of a header line: one, or two around its strongest separator. */
function split(text: string): { parts: string[]; titleFirst: boolean } {
  const match = SEPARATORS.map((separator) => separator.exec(text)).find((found) => found !== null);
  if (!match) return { parts: [text.trim()], titleFirst: false };
  const [before, after] = [text.slice(0, match.index).trim(), text.slice(match.index + match[0].length).trim()];
  if (before === '' || after === '') return { parts: [(before || after).trim()], titleFirst: false };
  return { parts: [before, after], titleFirst: match[1] !== undefined };
}

/** A line that can be (part of) an entry's header: short, no bullet, no sentence. */
function headerLike(line: HistoryLine): boolean {
  const text = line.text.trim();
  if (text === '' || BULLET.test(text)) return false;
  if (text.length > 90 || text.split(/\s+/).length > 12) return false;
  return !/[.;:]$/.test(text) || /\b[A-Z][a-z]?\.$/.test(text) || /\b(?:inc|ltd|co|corp)\.$/i.test(text);
}

/** A line that continues the one before it: a bullet's or sentence's next line (lower-case start). */
const continuation = (line: HistoryLine, before: HistoryLine | undefined) =>
  before !== undefined && /^[\p{Ll}\d(]/u.test(line.text) && !/[.:]$/.test(before.text);

/** The period of a line for this section (ranges only where the section has ranges), or undefined. */
function periodOf(line: HistoryLine, rangesOnly: boolean): Period | undefined {
  const text = line.text.replace(/\t/g, ' | ');
  if (BULLET.test(text)) return undefined;
  const period = rangesOnly ? findRange(text) : findPeriod(text);
  if (!period) return undefined;
  // A sentence that mentions a period in its middle is a description, not an entry.
  const flat = text.replace(/\s+/g, ' ').trim();
  const edge = flat.startsWith(period.rest.slice(0, 12)) || flat.endsWith(period.rest.slice(-12));
  return period.rest.split(/\s+/).length > 12 && !edge ? undefined : period;
}

/** An entry while a section is read: which lines are its header, period and description. */
interface Draft {
  /** Its first line (header or period), to keep entries in the order of the section. */
  readonly index: number;
  readonly headerLines: readonly number[];
  readonly header: readonly string[];
  readonly twoLines: boolean;
  readonly titleFirst: boolean;
  readonly period: Period | null;
  description: number[];
}

/**
 * The entries of a history section. `undated`: lines that look like headers, are set in the font of
 * the dated entries' headers and belong to no dated entry's header are entries of their own
 * (certificates are often listed without a date). `skip`: lines that are not entries though they hold
 * a date (a "place, date" signature).
 */
export function historyEntries(
  input: ReadonlyArray<HistoryLine>,
  options: { undated?: boolean; skip?: (line: HistoryLine) => boolean } = {},
): RawEntry[] {
  const lines = input.filter((line) => line.text.trim() !== '' && !(options.skip?.(line) ?? false));
  // Where a section has ranges, a single date is a year in a description; not so among certificates,
  // which are dated by one date, some by a range of validity.
  const rangesOnly =
    options.undated !== true &&
    lines.some((line) => !BULLET.test(line.text) && findRange(line.text.replace(/\t/g, ' | ')));
  const periods = lines.map((line) => periodOf(line, rangesOnly));
  const at = periods.flatMap((period, index) => (period ? [index] : []));
  const periodLines = new Set(at);
  const bodyFont = descriptionFontOf(lines);
  const drafts: Draft[] = [];
  /** Header parts of header lines (a line with a separator is a whole header on its own). */
  const parts = (texts: readonly string[]) =>
    texts.length === 1 ? split(texts[0]!) : { parts: texts.map((text) => text.trim()), titleFirst: false };
  const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, n) => from + n);

  const blocks = byBlocks(lines, periods, options.undated === true);
  if (blocks) return blocks;

  const first = at[0];
  // The first period line tells the layout: it opens the section (date first), holds the header
  // (inline; also after lines an entry does not explain, such as an undated certificate), or follows it.
  const rest = first === undefined ? '' : periods[first]!.rest;
  const mode =
    first === undefined
      ? 'none'
      : rest !== '' && (first === 0 || split(rest).parts.length === 2)
        ? 'inline'
        : first > 0
          ? 'titleFirst'
          : 'dateFirst';
  at.forEach((index, n) => {
    const period = periods[index]!;
    const next = at[n + 1] ?? lines.length;
    if (mode === 'dateFirst' || mode === 'inline') {
      // The header: the rest of the period line, then lines after it while it is not complete (one
      // line with a separator, or two lines: title and organization).
      const block = range(index + 1, next);
      const texts: string[] = period.rest === '' ? [] : [period.rest];
      const headerLines: number[] = [];
      const room = () => texts.length < 2 && (texts.length === 0 || split(texts[0]!).parts.length === 1);
      while (room() && block.length > 0 && headerLike(lines[block[0]!]!)) {
        headerLines.push(block[0]!);
        texts.push(lines[block.shift()!]!.text);
      }
      const { parts: found, titleFirst } = parts(texts);
      if (found.length > 0 && found[0] !== '') {
        drafts.push({
          index,
          headerLines,
          header: found,
          twoLines: texts.length > 1,
          titleFirst,
          period,
          description: block,
        });
      }
      return;
    }
    // Title first: the header lines right before the period line, after the previous entry's period.
    const previous = at[n - 1] ?? -1;
    const headerLines: number[] = [];
    const last = index - 1;
    // A whole header above a period line with a header of its own is an entry of its own (undated).
    const whole = period.rest !== '' && last >= 0 && split(lines[last]!.text).parts.length === 2;
    if (last > previous && headerLike(lines[last]!) && !whole) {
      headerLines.push(last);
      const above = last - 1;
      const two =
        above > previous &&
        period.rest === '' &&
        split(lines[last]!.text).parts.length === 1 &&
        headerLike(lines[above]!) &&
        !continuation(lines[above]!, lines[above - 1]) &&
        !startsBlock(lines[last]!, lines[above]!) &&
        // A line in the descriptions' font above a header line in another font ends the entry before.
        !(bodyFont !== undefined && lines[above]!.font === bodyFont && lines[last]!.font !== bodyFont);
      if (two) headerLines.unshift(above);
    }
    const texts = [...headerLines.map((c) => lines[c]!.text), ...(period.rest === '' ? [] : [period.rest])];
    if (texts.length === 0) return;
    const { parts: found, titleFirst } = parts(texts);
    drafts.push({
      index: headerLines[0] ?? index,
      headerLines,
      header: found,
      twoLines: texts.length > 1,
      titleFirst,
      period,
      description: [],
    });
  });
  if (mode === 'titleFirst') {
    // A description: the lines after an entry's period line up to the next entry's header.
    drafts.forEach((draft, n) => {
      draft.description = range(at[n]! + 1, drafts[n + 1]?.index ?? lines.length);
    });
  }
  if (options.undated) {
    const headers = new Set(drafts.flatMap((draft) => draft.headerLines));
    // Header fonts: of header lines, or of the period line where the header shares it.
    const fonts = new Set(
      drafts.flatMap((draft) =>
        [...draft.headerLines, ...(draft.period?.rest ? [draft.index] : [])].map((c) => lines[c]!.font),
      ),
    );
    // Without dated entries, the first entry's font is the headers' font.
    if (fonts.size === 0) fonts.add(lines.find((line) => headerLike(line))?.font);
    const inDescription = new Set(drafts.flatMap((draft) => draft.description));
    const before = first ?? lines.length;
    const undated = range(0, lines.length).filter(
      (index) =>
        !headers.has(index) &&
        !periodLines.has(index) &&
        (inDescription.has(index) || index < before || mode === 'none') &&
        headerLike(lines[index]!) &&
        (fonts.size === 0 || fonts.has(lines[index]!.font)),
    );
    const own = new Set(undated);
    for (const draft of drafts) draft.description = draft.description.filter((c) => !own.has(c));
    for (const index of undated) {
      const { parts: found, titleFirst } = split(lines[index]!.text);
      drafts.push({
        index,
        headerLines: [index],
        header: found,
        twoLines: false,
        titleFirst,
        period: null,
        description: [],
      });
    }
    drafts.sort((a, b) => a.index - b.index);
  }
  return drafts.map((draft) => ({
    header: draft.header,
    twoLines: draft.twoLines,
    titleFirst: draft.titleFirst,
    period: draft.period,
    description: draft.description.map((c) => lines[c]!.text),
  }));
}

/**
 * Entries read by the space between them: where the section's lines have gaps and a larger gap than
 * between lines separates every dated entry from the next (each block holds at most one period line),
 * each block is an entry: its header is the lines before the period line and the rest of it, or where
 * the block starts with the period, its rest and the lines after it; a block without a period is an
 * undated entry (where `undated`) set in the font of the dated entries' headers. Undefined where the
 * gaps do not separate the entries.
 */
function byBlocks(lines: readonly HistoryLine[], periods: ReadonlyArray<Period | undefined>, undated: boolean) {
  const gaps = lines
    .slice(1)
    .flatMap((line) => (line.gap !== undefined && Number.isFinite(line.gap) ? [line.gap] : []));
  if (gaps.length < lines.length - 1 || gaps.length < 2) return undefined;
  // The space between lines of one entry: the smallest gap (entries of one line each have none).
  const typical = Math.min(...gaps);
  const blocks: number[][] = [];
  lines.forEach((line, index) => {
    const opens = index === 0 || (line.gap! > typical * 1.3 && line.gap! - typical > 0.3);
    if (opens) blocks.push([index]);
    else blocks.at(-1)!.push(index);
  });
  const dated = blocks.filter((block) => block.some((index) => periods[index]));
  if (dated.length === 0 || blocks.length < 2 || blocks.some((block) => block.filter((i) => periods[i]).length > 1)) {
    return undefined;
  }
  const entries: RawEntry[] = [];
  const headerFonts = new Set<string | undefined>();
  const undatedBlocks: Array<{ at: number; block: number[] }> = [];
  for (const block of blocks) {
    const p = block.find((index) => periods[index]);
    if (p === undefined) {
      if (undated) undatedBlocks.push({ at: entries.length, block });
      continue;
    }
    const period = periods[p]!;
    const before = block.filter((index) => index < p && headerLike(lines[index]!)).slice(-2);
    const texts = [...before.map((index) => lines[index]!.text), ...(period.rest === '' ? [] : [period.rest])];
    const rest = block.filter((index) => index > p);
    const headerLines = [...before, ...(period.rest === '' ? [] : [p])];
    if (before.length === 0) {
      while (complete(texts) === false && rest.length > 0 && headerLike(lines[rest[0]!]!)) {
        headerLines.push(rest[0]!);
        texts.push(lines[rest.shift()!]!.text);
      }
    }
    if (texts.length === 0) continue;
    for (const index of headerLines) headerFonts.add(lines[index]!.font);
    const { parts, titleFirst } = texts.length === 1 ? split(texts[0]!) : { parts: texts, titleFirst: false };
    const description = block.filter((index) => index !== p && !headerLines.includes(index));
    entries.push({
      header: parts,
      twoLines: texts.length > 1,
      titleFirst,
      period,
      description: description.map((index) => lines[index]!.text),
    });
  }
  // Undated entries where they stand among the dated ones: one header line, or two in different fonts.
  for (const { at, block } of undatedBlocks.reverse()) {
    const heads = block.filter((index) => headerLike(lines[index]!) && headerFonts.has(lines[index]!.font));
    if (heads[0] !== block[0]) continue;
    const [first, second] = [lines[block[0]!]!, block[1] === undefined ? undefined : lines[block[1]]];
    const two =
      second !== undefined &&
      heads.includes(block[1]!) &&
      split(first.text).parts.length === 1 &&
      second.font !== first.font;
    const { parts, titleFirst } = two ? { parts: [first.text, second.text], titleFirst: false } : split(first.text);
    entries.splice(at, 0, {
      header: parts,
      twoLines: two,
      titleFirst,
      period: null,
      description: block.slice(two ? 2 : 1).map((index) => lines[index]!.text),
    });
  }
  return entries;
}

/** Whether header texts are a whole header: two parts, or one line with a separator. */
const complete = (texts: readonly string[]) =>
  texts.length >= 2 || (texts.length === 1 && split(texts[0]!).parts.length === 2);

/** Whether `line` starts a new block: more space above it than above the line before it. */
const startsBlock = (line: HistoryLine, above: HistoryLine) =>
  line.gap !== undefined && above.gap !== undefined && Number.isFinite(above.gap) && line.gap > above.gap * 1.25;

/** The font of a section's descriptions: of most of its bullet points and long lines. */
function descriptionFontOf(lines: readonly HistoryLine[]): string | undefined {
  const counts = new Map<string, number>();
  for (const line of lines) {
    if (line.font === undefined || !(BULLET.test(line.text) || line.text.split(' ').length >= 8)) continue;
    counts.set(line.font, (counts.get(line.font) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}

// ── which part is the title ──────────────────────────────────────────────────────────────────────────

/** Words of job titles, degrees and certificates (folded; a compound ending in one counts). */
const JOB_WORDS = [
  'engineer',
  'developer',
  'entwickler',
  'entwicklerin',
  'ontwikkelaar',
  'developpeur',
  'developpeuse',
  'programmer',
  'programmeur',
  'manager',
  'managerin',
  'leiter',
  'leiterin',
  'leider',
  'lead',
  'head',
  'chef',
  'cheffe',
  'director',
  'directeur',
  'directrice',
  'direktor',
  'consultant',
  'consultante',
  'berater',
  'beraterin',
  'adviseur',
  'advisor',
  'analyst',
  'analystin',
  'analyste',
  'analist',
  'architect',
  'architekt',
  'architektin',
  'architecte',
  'owner',
  'master',
  'specialist',
  'spezialist',
  'specialiste',
  'designer',
  'administrator',
  'administrateur',
  'beheerder',
  'tester',
  'coordinator',
  'coordinateur',
  'coordinatrice',
  'officer',
  'assistant',
  'assistent',
  'trainee',
  'intern',
  'stagiaire',
  'stagiair',
  'praktikant',
  'werkstudent',
  'werkstudentin',
  'freelancer',
  'freiberufler',
  'cto',
  'ceo',
  'cfo',
  'ingenieur',
  'ingenieure',
  'responsable',
  'charge',
  'chargee',
  'scientist',
  'writer',
  'medewerker',
  'mitarbeiter',
  'referent',
];
/** Words of degrees. */
const DEGREE_WORDS = [
  'bsc',
  'msc',
  'ba',
  'ma',
  'mba',
  'meng',
  'beng',
  'phd',
  'bachelor',
  'diplom',
  'diploma',
  'diplome',
  'licence',
  'abitur',
  'matura',
  'baccalaureat',
  'bts',
  'dut',
  'hbo',
  'mbo',
  'vwo',
  'havo',
  'doctorat',
  'promotion',
];
/** Words of certificates. */
const CERTIFICATE_WORDS = [
  'certificate',
  'certified',
  'foundation',
  'fundamentals',
  'professional',
  'associate',
  'practitioner',
];

const TITLE_WORDS = [...JOB_WORDS, ...DEGREE_WORDS, ...CERTIFICATE_WORDS];
/** Words of schools among the organization words. */
const SCHOOL_WORDS = [
  'university',
  'universitat',
  'universite',
  'universiteit',
  'hochschule',
  'hogeschool',
  'college',
  'school',
  'schule',
  'ecole',
  'institute',
  'institut',
  'instituut',
  'academy',
  'akademie',
  'tu',
  'eth',
  'ku',
];

/** Words of organizations: legal forms and kinds of institutions (folded; compounds ending in one count). */
const ORG_WORDS = [
  'gmbh',
  'ag',
  'kg',
  'ug',
  'se',
  'sa',
  'sas',
  'sarl',
  'bv',
  'nv',
  'ltd',
  'limited',
  'inc',
  'llc',
  'plc',
  'corp',
  'corporation',
  'company',
  'group',
  'gruppe',
  'groupe',
  'holding',
  ...SCHOOL_WORDS,
  'bank',
  'consulting',
  'partners',
  'industries',
  'enterprises',
  'systems',
  'solutions',
  'software',
  'technologies',
  'labs',
  'services',
  'logistik',
  'logistics',
  'airlines',
  'energie',
  'energy',
  'digital',
  'agentur',
  'agency',
  'societe',
];

const words = (text: string) =>
  fold(text)
    .replace(/\.(?=\p{L})/gu, '')
    .split(/[^\p{L}\d]+/u)
    .filter(Boolean);
const hits = (text: string, list: readonly string[]) =>
  words(text).filter((word) => list.some((cue) => word === cue || (cue.length >= 5 && word.endsWith(cue)))).length +
  (/\.(?:org|com|io|net)\b/i.test(text) && list === ORG_WORDS ? 1 : 0);

/** How much more a text looks like a title than like an organization. */
const titleness = (text: string) => hits(text, TITLE_WORDS) - hits(text, ORG_WORDS);

/**
 * The kind of history a section of unknown name holds, or undefined where it holds none: at least one
 * line with a range or two with a date; education where degree and school words outnumber job words,
 * certificates where certificate words do or no line has a range, employment otherwise.
 */
export function historyKind(lines: readonly HistoryLine[]): 'experience' | 'education' | 'certificates' | undefined {
  const texts = lines.map((line) => line.text.replace(/\t/g, ' | ')).filter((text) => !BULLET.test(text));
  const ranges = texts.filter((text) => findRange(text)).length;
  const dates = texts.filter((text) => findPeriod(text)).length;
  if (ranges === 0 && dates < 2) return undefined;
  const count = (list: readonly string[]) => texts.reduce((sum, text) => sum + hits(text, list), 0);
  const [jobs, degrees, certificates] = [
    count(JOB_WORDS),
    count(DEGREE_WORDS) + count(SCHOOL_WORDS),
    count(CERTIFICATE_WORDS),
  ];
  if (degrees > jobs && degrees >= certificates) return 'education';
  if (certificates > jobs || ranges === 0) return 'certificates';
  return 'experience';
}

/**
 * Whether an entry's header puts the organization first: the vote of the CV's headers written the same
 * way (one line cut at a separator, or two lines), else of all its headers.
 */
export function organizationFirst(entries: readonly RawEntry[]): (entry: RawEntry) => boolean {
  const votes = { one: 0, two: 0 };
  for (const entry of entries) {
    if (entry.header.length !== 2 || entry.titleFirst) continue;
    votes[entry.twoLines === true ? 'two' : 'one'] += titleness(entry.header[0]!) - titleness(entry.header[1]!);
  }
  const all = votes.one + votes.two;
  return (entry) => {
    const own = votes[entry.twoLines === true ? 'two' : 'one'];
    return (own !== 0 ? own : all) < 0;
  };
}

/** The contract's limits. */
const SHORT_TEXT = 255;
const DESCRIPTION = 5000;
const HISTORY = 100;

/** Cut to `max` characters, at a word where one is near, never leaving a half surrogate pair. */
export function truncate(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const cutAt = chars.slice(0, max).join('');
  const space = cutAt.lastIndexOf(' ');
  return (space > max * 0.8 ? cutAt.slice(0, space) : cutAt).trim();
}

/** The contract's entries of raw entries, the organization first where `orgFirst` says so. */
export function toHistory(entries: readonly RawEntry[], orgFirst: (entry: RawEntry) => boolean): HistoryEntry[] {
  return entries.slice(0, HISTORY).map((entry) => {
    const swap = !entry.titleFirst && entry.header.length === 2 && orgFirst(entry);
    const [title, organization] = swap ? [entry.header[1]!, entry.header[0]!] : [entry.header[0]!, entry.header[1]];
    const text = entry.description
      .map((line) => line.replace(/\t/g, ' ').replace(BULLET, '').trim())
      .filter(Boolean)
      .join('\n');
    return {
      title: truncate(title, SHORT_TEXT),
      ...(organization ? { organization: truncate(organization, SHORT_TEXT) } : {}),
      ...(text ? { description: truncate(text, DESCRIPTION) } : {}),
      start: entry.period?.start ?? null,
      end: entry.period?.end ?? null,
      ongoing: entry.period?.ongoing ?? false,
    };
  });
}

/** The entries of one history section, read on their own (the title decided by this section alone). */
export function histories(lines: ReadonlyArray<string | HistoryLine>, options?: { undated?: boolean }): HistoryEntry[] {
  const entries = historyEntries(
    lines.map((line) => (typeof line === 'string' ? { text: line } : line)),
    options,
  );
  return toHistory(entries, organizationFirst(entries));
}
