// A deterministic corpus of CVs with known fields: each CV is drawn from a seeded PRNG as structured
// data (a person, their jobs, degrees, certificates, skills, tools, languages and contact details),
// typeset as a PDF with pdf-lib in one of many styles, and returned with the ParsedCv it states.
//
// The styles vary what real CVs vary: English, German, French and Dutch; one column, or a sidebar left
// or right of the main column (different widths); Helvetica, Times or Courier at several sizes, with
// bold, italic, upper-case, underlined or letter-spaced headings; a dozen date formats ("03/2021",
// "3/2021", "März 2021", "janv. 2020", "2021-03", years alone) in ranges with dashes or words, to
// "heute / present / aujourd'hui / heden" or "since / seit / depuis / sinds"; entries with the date
// first, after the title, on the title's line, right-aligned, or in a label column beside them (wrapped
// when narrow); title and organization in either order, on one line or two; descriptions as bullets
// or wrapped paragraphs (with numbers and years in them); skills as comma lists, bullets, pipes,
// groups or two-per-line tables; languages with levels in words, CEFR or numbers, as a list, a table or
// one line; headers with address, phone, e-mail and LinkedIn in any order and format; and noise: page
// numbers, footers, a photo box, a profile paragraph, projects, interests, "references on request"
// and a place-and-date signature. Words and formats are data (corpusVocabulary.json).
//
// Two sets: `tuning` (the parser is developed against it) and `heldOut` (other seeds, and in about half
// of its choices options no tuning CV uses: the `heldOut` lists of the vocabulary and the HELD_OUT
// styles below), so that an improvement that only fits the tuning set shows as a gap between the two.
import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { PDFFont } from 'pdf-lib';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { ParsedCv } from './index.ts';
import { Flow, Sheet, widthOf, wrap, wrapList } from './corpusPdf.ts';
import type { Face, Span } from './corpusPdf.ts';

export { SCORED_FIELDS, differences, emptyTotals, prf, score } from './corpusScore.ts';
export type { Counts, ScoredField } from './corpusScore.ts';

type Lang = 'en' | 'de' | 'fr' | 'nl';
export const CORPUS_LANGUAGES: readonly Lang[] = ['en', 'de', 'fr', 'nl'];

/** The tuning set and the held-out set (other seeds and styles no tuning CV uses). */
export type CorpusSet = 'tuning' | 'heldOut';
export const CORPUS_SETS: readonly CorpusSet[] = ['tuning', 'heldOut'];

// ── vocabulary ────────────────────────────────────────────────────────────────────────────────────

/** Options every CV may use, and options only held-out CVs use. */
interface Split<T> {
  readonly tuning: readonly T[];
  readonly heldOut: readonly T[];
}

type Heading =
  | 'experience'
  | 'education'
  | 'skills'
  | 'tools'
  | 'languages'
  | 'certificates'
  | 'profile'
  | 'interests'
  | 'projects'
  | 'contact';

/** Where a CV's author lives: address and mobile number formats of one country. */
interface Home {
  readonly streets: readonly string[];
  /** "12 rue de la Paix" rather than "Musterstraße 12". */
  readonly numberFirst: boolean;
  /** "10115 Berlin" or, in the UK, "London SW1A 1AA". */
  readonly order: 'zipCity' | 'cityZip';
  readonly zip?: readonly [number, number];
  /** Letters after the digits (Dutch "1017 GA"). */
  readonly zipSuffixes?: readonly string[];
  /** Whole postcodes (UK). */
  readonly postcodes?: readonly string[];
  readonly cities: readonly string[];
  readonly country: string;
  readonly countryName: string;
  /** A mobile number: calling code, the national number's first digits, how many follow, its groups, the trunk prefix. */
  readonly phone: {
    readonly prefix: string;
    readonly leads: readonly string[];
    readonly digits: number;
    readonly groups: readonly number[];
    readonly trunk: string;
  };
}

type Level = '1' | '2' | '3' | '4' | '5';

interface Vocabulary {
  readonly headings: Record<Heading, Split<string>>;
  readonly monthsLong: readonly string[];
  readonly monthsShort: readonly string[];
  readonly to: Split<string>;
  readonly ongoing: Split<string>;
  readonly since: Split<string>;
  /** Ranges written as words around both dates: "von {start} bis {end}". */
  readonly fromTo: Split<string>;
  readonly at: string;
  readonly titles: Split<string>;
  readonly degrees: Split<string>;
  readonly skills: Split<string>;
  readonly skillGroups: readonly string[];
  readonly descriptions: Split<string>;
  readonly summary: readonly string[];
  readonly interests: readonly string[];
  readonly languageNames: Record<string, string>;
  readonly levels: {
    readonly tuning: Record<Level, readonly string[]>;
    readonly heldOut: Record<Level, readonly string[]>;
  };
  readonly outOf: Split<string>;
  readonly labels: Record<'phone' | 'email' | 'address' | 'linkedIn', readonly string[]>;
  readonly pageNumber: readonly string[];
  readonly footer: readonly string[];
  readonly references: readonly string[];
  readonly signature: readonly string[];
  readonly photo: string;
  readonly firstNames: readonly string[];
  readonly lastNames: readonly string[];
  readonly homes: readonly Home[];
}

interface Shared {
  readonly organizations: Split<string>;
  readonly schools: Split<string>;
  readonly tools: Split<string>;
  readonly toolGroups: readonly string[];
  readonly certificates: Split<readonly [string, string]>;
  readonly languages: readonly string[];
}

const DATA = JSON.parse(readFileSync(new URL('./corpusVocabulary.json', import.meta.url), 'utf8')) as {
  readonly shared: Shared;
} & Record<Lang, Vocabulary>;

// ── randomness ────────────────────────────────────────────────────────────────────────────────────

/** mulberry32: small, fast, and the same sequence on every machine for a seed. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  const some = <T>(list: readonly T[], count: number): T[] => {
    const pool = [...list];
    return Array.from({ length: Math.min(count, pool.length) }, () => pool.splice(int(pool.length), 1)[0]!);
  };
  const chance = (p: number) => next() < p;
  const between = (low: number, high: number) => low + next() * (high - low);
  return { next, int, pick, some, chance, between };
}
type Random = ReturnType<typeof prng>;

/**
 * Choices of one CV: from the tuning options, or for a held-out CV, in about half of the cases from the
 * options only held-out CVs use.
 */
function chooser(random: Random, set: CorpusSet) {
  const heldOut = set === 'heldOut';
  const option = <T>(split: Split<T>): T => {
    const extra = heldOut && split.heldOut.length > 0 && (split.tuning.length === 0 || random.chance(0.5));
    return random.pick(extra ? split.heldOut : split.tuning);
  };
  /** A pool to draw several items from: the held-out set adds its own items to the tuning ones. */
  const pool = <T>(split: Split<T>): readonly T[] => (heldOut ? [...split.tuning, ...split.heldOut] : split.tuning);
  return { heldOut, option, pool };
}

// ── dates ─────────────────────────────────────────────────────────────────────────────────────────

interface Month {
  readonly year: number;
  readonly month: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (year: number, month: number) => `${year}-${pad(month)}-01`;

/** How a CV writes one date; `year` formats lose the month (the contract's date is then 1 January). */
interface DateFormat {
  readonly write: (v: Vocabulary, date: Month) => string;
  readonly yearOnly?: boolean;
}

const DATE_FORMATS: Split<DateFormat> = {
  tuning: [
    { write: (_, d) => `${pad(d.month)}/${d.year}` },
    { write: (_, d) => `${d.month}/${d.year}` },
    { write: (_, d) => `${pad(d.month)}.${d.year}` },
    { write: (_, d) => `${d.year}-${pad(d.month)}` },
    { write: (v, d) => `${v.monthsShort[d.month - 1]} ${d.year}` },
    { write: (v, d) => `${v.monthsLong[d.month - 1]} ${d.year}` },
    { write: (_, d) => `${d.year}`, yearOnly: true },
  ],
  heldOut: [
    { write: (_, d) => `${pad(d.month)}-${d.year}` },
    { write: (_, d) => `${d.year}/${pad(d.month)}` },
    { write: (_, d) => `${pad(d.month)}/${String(d.year).slice(2)}` },
    { write: (v, d) => `${v.monthsLong[d.month - 1]!.toUpperCase()} ${d.year}` },
  ],
};

/** Dashes between the dates of a range; `to` is the language's word ("to", "bis", "à", "tot"). */
const CONNECTORS: Split<string> = { tuning: [' – ', ' - ', '–', ' — ', 'to'], heldOut: [' / '] };

/** A CV's way of writing dates and periods. */
function periodStyle(v: Vocabulary, random: Random, choose: ReturnType<typeof chooser>) {
  const format = choose.option(DATE_FORMATS);
  const connector = choose.option(CONNECTORS);
  const between = connector === 'to' ? ` ${choose.option(v.to)} ` : connector;
  const pattern = choose.heldOut && random.chance(0.25) ? choose.option(v.fromTo) : undefined;
  const ongoing = pattern === undefined ? choose.option(v.ongoing) : random.pick(v.ongoing.tuning);
  const since = random.chance(0.35) ? choose.option(v.since) : undefined;
  const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return {
    format,
    /** A date as written and as the contract's ISO date. */
    date(date: Month, yearOnly = false) {
      const only = yearOnly || format.yearOnly === true;
      return only
        ? { text: `${date.year}`, iso: iso(date.year, 1) }
        : { text: format.write(v, date), iso: iso(date.year, date.month) };
    },
    /** A period as written; `end` undefined is ongoing. `alone`: the period starts its line. */
    range(start: string, end: string | undefined, alone: boolean) {
      if (end === undefined && since !== undefined) return `${alone ? capitalise(since) : since} ${start}`;
      const tail = end ?? ongoing;
      if (pattern !== undefined) {
        const text = pattern.replace('{start}', start).replace('{end}', tail);
        return alone ? capitalise(text) : text;
      }
      // "to date", "bis dato", "à ce jour", "tot nu" bring their own word for "to".
      if (end === undefined && ongoing.includes(' ')) return `${start} ${ongoing}`;
      return `${start}${between}${tail}`;
    },
  };
}

// ── the person ────────────────────────────────────────────────────────────────────────────────────

interface Entry {
  readonly title: string;
  readonly organization?: string;
  /** Shown after the organization ("Acme GmbH, Berlin") but not part of it. */
  readonly place?: string;
  /** The period as written, or none (a certificate without a date). */
  readonly period?: string;
  readonly start: string | null;
  readonly end: string | null;
  readonly ongoing: boolean;
  readonly description: readonly string[];
  /** Description as a wrapped paragraph instead of bullets. */
  readonly paragraph: boolean;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');

// ── one CV ────────────────────────────────────────────────────────────────────────────────────────

/** One CV of the corpus: its PDF and what it states. */
export interface CorpusCv {
  readonly id: string;
  readonly set: CorpusSet;
  readonly lang: Lang;
  readonly layout: 'one column' | 'sidebar left' | 'sidebar right';
  readonly font: string;
  readonly pages: number;
  readonly pdf: Uint8Array;
  readonly truth: ParsedCv;
}

const FAMILIES = [
  {
    name: 'Helvetica',
    fonts: [
      StandardFonts.Helvetica,
      StandardFonts.HelveticaBold,
      StandardFonts.HelveticaOblique,
      StandardFonts.HelveticaBoldOblique,
    ],
  },
  {
    name: 'Times',
    fonts: [
      StandardFonts.TimesRoman,
      StandardFonts.TimesRomanBold,
      StandardFonts.TimesRomanItalic,
      StandardFonts.TimesRomanBoldItalic,
    ],
  },
  {
    name: 'Courier',
    fonts: [
      StandardFonts.Courier,
      StandardFonts.CourierBold,
      StandardFonts.CourierOblique,
      StandardFonts.CourierBoldOblique,
    ],
  },
] as const;

/** Styles only held-out CVs use (besides the vocabulary's held-out lists and formats above). */
const HELD_OUT = {
  bodySizes: [8.5, 12],
  sidebarWidths: [110, 230] as const,
  entryLayouts: ['orgAndDate'] as const,
};

type EntryLayout = 'dateFirst' | 'titleFirst' | 'inline' | 'dateRight' | 'dateColumn' | 'orgAndDate';
type HeaderOrder = 'comma' | 'at' | 'dash' | 'pipe' | 'orgPipe' | 'orgDash' | 'twoLines' | 'orgFirstLines';
type ListStyle = 'comma' | 'bullets' | 'plain' | 'pipes' | 'grouped' | 'table' | 'semicolons' | 'dots';

const SEED = { tuning: 0xc0ffee, heldOut: 0x5eed5 } as const;
const STRIDE = { tuning: 7919, heldOut: 104729 } as const;

/** The `index`-th CV of a set (the same for the same index and set, on every machine). */
export async function corpusCv(index: number, set: CorpusSet = 'tuning'): Promise<CorpusCv> {
  const random = prng(SEED[set] + index * STRIDE[set]);
  const choose = chooser(random, set);
  const lang = CORPUS_LANGUAGES[index % 4]!;
  const v = DATA[lang];
  const shared = DATA.shared;

  // ── what the CV states ──
  const home = random.pick(v.homes);
  const first = random.pick(v.firstNames);
  const last = random.pick(v.lastNames);
  const name = `${first} ${last}`;
  const dates = periodStyle(v, random, choose);
  const educationYears = random.chance(0.5);
  const descriptionStyle = random.pick(['none', 'bullets', 'bullets', 'paragraph', 'mixed'] as const);
  const tools = random.some(choose.pool(shared.tools), 4 + random.int(7));
  const describe = (year: number): { description: string[]; paragraph: boolean } => {
    if (descriptionStyle === 'none') return { description: [], paragraph: false };
    const paragraph = descriptionStyle === 'paragraph' || (descriptionStyle === 'mixed' && random.chance(0.5));
    const lines = random
      .some(choose.pool(v.descriptions), paragraph ? 2 : 1 + random.int(4))
      .map((line) => fill(line, { n: 2 + random.int(40), tool: random.pick(tools), year }));
    return { description: paragraph ? [lines.join('. ') + '.'] : lines, paragraph };
  };
  const places = random.chance(choose.heldOut ? 0.4 : 0) ? home.cities : undefined;

  let year = 2025 - random.int(2);
  let month = 1 + random.int(12);
  const jobCount = random.pick([1, 2, 2, 3, 3, 3, 4, 4, 5, 6]);
  const titles = random.some(choose.pool(v.titles), jobCount);
  const organizations = random.some(choose.pool(shared.organizations), jobCount);
  const jobs: Entry[] = titles.map((title, n) => {
    const ongoing = n === 0 && random.chance(0.5);
    const end = { year, month };
    const start = { year: year - random.int(4) - (month > 6 ? 0 : 1), month: 1 + random.int(12) };
    if (start.year === end.year && start.month >= end.month) start.year--;
    // The next (older) job ends a month or a few before this one starts.
    year = start.month <= 2 ? start.year - 1 : start.year;
    month = start.month <= 2 ? 12 - random.int(2) : start.month - 1 - random.int(Math.min(2, start.month - 1));
    const [from, to] = [dates.date(start), dates.date(end)];
    return {
      title,
      organization: organizations[n]!,
      ...(places ? { place: random.pick(places) } : {}),
      period: ongoing ? dates.range(from.text, undefined, false) : dates.range(from.text, to.text, false),
      start: from.iso,
      end: ongoing ? null : to.iso,
      ongoing,
      ...describe(start.year + random.int(Math.max(1, end.year - start.year))),
    };
  });
  const degrees = random.some(choose.pool(v.degrees), 1 + random.int(3));
  const schools = random.some(choose.pool(shared.schools), degrees.length);
  year -= 1;
  const education: Entry[] = degrees.map((title, n) => {
    const end = { year, month: 6 + random.int(4) };
    const start = { year: year - 2 - random.int(3), month: 9 + random.int(2) };
    year = start.year - 1;
    const [from, to] = [dates.date(start, educationYears), dates.date(end, educationYears)];
    return {
      title,
      organization: schools[n]!,
      period: dates.range(from.text, to.text, false),
      start: from.iso,
      end: to.iso,
      ongoing: false,
      description: [],
      paragraph: false,
    };
  });
  const certificates: Entry[] = random.some(choose.pool(shared.certificates), random.int(4)).map(([title, issuer]) => {
    const dated = random.chance(0.85);
    const when = dates.date({ year: 2012 + random.int(13), month: 1 + random.int(12) }, random.chance(0.3));
    return {
      title,
      ...(random.chance(0.85) ? { organization: issuer } : {}),
      ...(dated ? { period: when.text } : {}),
      start: dated ? when.iso : null,
      end: null,
      ongoing: false,
      description: [],
      paragraph: false,
    };
  });
  const skills = random.some(choose.pool(v.skills), 4 + random.int(7));
  const others = random.some(
    shared.languages.filter((code) => code !== lang),
    1 + random.int(3),
  );
  const levelWords = choose.heldOut && random.chance(0.5) ? v.levels.heldOut : v.levels.tuning;
  const languageForm = random.pick(['word', 'word', 'cefr', 'both', 'number'] as const);
  const spoken = [lang, ...others].map((code, n) => {
    const proficiency = n === 0 ? 5 : 1 + random.int(4);
    return { code, proficiency, stated: n === 0 || random.chance(0.9) };
  });

  // Contact details: each written or not, in the CV's formats.
  const street = random.pick(home.streets);
  const number = `${1 + random.int(98)}`;
  const streetText = home.numberFirst ? `${number} ${street}` : `${street} ${number}`;
  const zip = home.postcodes
    ? random.pick(home.postcodes)
    : `${home.zip![0] + random.int(home.zip![1] - home.zip![0] + 1)}${home.zipSuffixes ? ` ${random.pick(home.zipSuffixes)}` : ''}`;
  const city = random.pick(home.cities);
  const zipCity = home.order === 'zipCity' ? `${zip} ${city}` : `${city} ${zip}`;
  const writeCountry = random.chance(0.6);
  // Random digits are not always an allocated mobile range; a CV's number is a valid one.
  const { phone } = home;
  let local = '';
  do local = random.pick(phone.leads) + Array.from({ length: phone.digits }, () => random.int(10)).join('');
  while (!parsePhoneNumberFromString(`+${phone.prefix}${local}`)?.isValid());
  const grouped = (() => {
    let at = 0;
    return phone.groups.map((length) => local.slice(at, (at += length))).filter(Boolean);
  })();
  // A number without a calling code is read in the country of the CV's language; write one only there.
  const nationalOk = home.country === ({ en: 'GB', de: 'DE', fr: 'FR', nl: 'NL' } as const)[lang];
  const phoneForms = [
    `+${phone.prefix} ${grouped.join(' ')}`,
    `+${phone.prefix} (${phone.trunk})${grouped.join(' ')}`,
    `00${phone.prefix} ${grouped.join(' ')}`,
    `+${phone.prefix}${local}`,
    ...(nationalOk
      ? [`${phone.trunk}${grouped.join(' ')}`, `${phone.trunk}${local.slice(0, 3)} ${local.slice(3)}`]
      : []),
    ...(choose.heldOut ? [`+${phone.prefix}-${grouped.join('-')}`] : []),
  ];
  const phoneText = random.pick(phoneForms);
  const handle = `${ascii(first)}-${ascii(last)}-${1000 + random.int(9000)}`;
  const linkedInText = random.pick([
    `linkedin.com/in/${handle}`,
    `www.linkedin.com/in/${handle}`,
    `https://www.linkedin.com/in/${handle}/`,
    `https://${lang === 'en' ? 'uk' : lang}.linkedin.com/in/${handle}`,
  ]);
  const email = `${ascii(first)}.${ascii(last)}@example.${lang === 'en' ? 'com' : lang}`;
  const has = {
    address: random.chance(0.85),
    phone: random.chance(0.9),
    linkedIn: random.chance(0.8),
  };

  // ── how it looks ──
  const layout = random.pick(['one column', 'one column', 'sidebar left', 'sidebar left', 'sidebar right'] as const);
  const family = FAMILIES[index % FAMILIES.length]!;
  const document = await PDFDocument.create({ updateMetadata: false });
  const [regular, bold, italic, boldItalic] = await Promise.all(family.fonts.map((font) => document.embedFont(font)));
  const margin = 36 + random.int(25);
  const sheet = new Sheet(document, margin, 50 + random.int(20));
  const body = random.pick([9, 9.5, 10, 10.5, 11, ...(choose.heldOut ? HELD_OUT.bodySizes : [])]);
  const leading = random.between(1.2, 1.45);
  const headingFace: Face = {
    font: random.pick([bold!, bold!, boldItalic!, regular!]),
    size: body + 1 + random.int(5),
  };
  const headingCase = random.pick(['as is', 'as is', 'upper', 'colon'] as const);
  const letterSpaced = choose.heldOut && random.chance(0.3);
  const ruled = random.chance(0.4);
  const face = (size = body, font: PDFFont = regular!): Face => ({ font, size });
  const titleFace = face(body, random.chance(0.8) ? bold! : regular!);
  const periodFace = face(body, random.chance(0.3) ? italic! : regular!);
  const entryLayout: EntryLayout = random.pick([
    'dateFirst',
    'titleFirst',
    'inline',
    'dateRight',
    'dateColumn',
    ...(choose.heldOut ? HELD_OUT.entryLayouts : []),
  ]);
  const headerOrder: HeaderOrder = random.pick([
    'comma',
    'at',
    'dash',
    'pipe',
    'orgPipe',
    'orgDash',
    'twoLines',
    'twoLines',
    'orgFirstLines',
  ]);
  const inlineForm = random.pick(['pipe', 'comma', 'colon', 'paren'] as const);
  const bullet = random.pick(['• ', '- ', '· ', '* ', '» ']);

  const pageWidth = sheet.width - 2 * margin;
  const sideWidth =
    layout === 'one column'
      ? 0
      : choose.heldOut && random.chance(0.5)
        ? random.pick(HELD_OUT.sidebarWidths)
        : 130 + random.int(61);
  const columnGap = 18 + random.int(19);
  const mainX = layout === 'sidebar left' ? margin + sideWidth + columnGap : margin;
  const mainWidth = layout === 'one column' ? pageWidth : pageWidth - sideWidth - columnGap;
  const sideX = layout === 'sidebar left' ? margin : margin + mainWidth + columnGap;
  const sideBody = Math.max(8, body - random.int(3) * 0.5);
  // Contact details go to the sidebar only where each of them fits its width.
  const contactInSidebar =
    layout !== 'one column' &&
    random.chance(0.4) &&
    [streetText, zipCity, home.countryName, phoneText, email, linkedInText].every(
      (text) => widthOf(`Téléphone : ${text}`, { font: regular!, size: 6.5 }) <= sideWidth,
    );
  const photo = random.chance(0.3);

  // ── header ──
  const top = sheet.height - margin;
  const headerFlow = new Flow(
    sheet,
    contactInSidebar ? mainX : margin,
    (contactInSidebar ? mainWidth : pageWidth) - (photo && !contactInSidebar ? 90 : 0),
    top,
    leading,
  );
  if (photo) {
    const box = contactInSidebar ? { x: sideX, w: Math.min(sideWidth, 90) } : { x: sheet.width - margin - 75, w: 75 };
    sheet.page(0).drawRectangle({
      x: box.x,
      y: top - 95,
      width: box.w,
      height: 95,
      borderColor: rgb(0.6, 0.6, 0.6),
      borderWidth: 0.8,
      color: rgb(0.93, 0.93, 0.93),
    });
    if (random.chance(0.5)) sheet.page(0).drawText(v.photo, { x: box.x + 8, y: top - 50, size: 8, font: regular! });
  }
  headerFlow.row([{ text: name, face: face(16 + random.int(9), bold) }]);
  const currentTitle = jobs[0]!.title;
  if (random.chance(0.6)) headerFlow.row([{ text: currentTitle, face: face(body + 1, italic) }]);
  headerFlow.gap(4);

  // Contact items in a random order, written joined on one or two lines, stacked, or labelled.
  const truth: { -readonly [K in keyof ParsedCv]: ParsedCv[K] } = {};
  const addressLines = writeCountry
    ? random.chance(0.5)
      ? [`${streetText}, ${zipCity}, ${home.countryName}`]
      : [streetText, `${zipCity}, ${home.countryName}`]
    : random.chance(0.5)
      ? [`${streetText}, ${zipCity}`]
      : [streetText, zipCity];
  const items: Array<{ kind: 'address' | 'phone' | 'email' | 'linkedIn'; lines: string[] }> = [];
  if (has.address) {
    items.push({ kind: 'address', lines: addressLines });
    Object.assign(truth, { street: streetText, zip, city, ...(writeCountry ? { country: home.country } : {}) });
  }
  if (has.phone) {
    items.push({ kind: 'phone', lines: [phoneText] });
    Object.assign(truth, { mobilePhonePrefix: phone.prefix, mobilePhoneLocalPart: local });
  }
  items.push({ kind: 'email', lines: [email] });
  if (has.linkedIn) {
    items.push({ kind: 'linkedIn', lines: [linkedInText] });
    truth.linkedIn = linkedInText;
  }
  const ordered = random.some(items, items.length);
  const arrangement = random.pick(['joined', 'stacked', 'labelled'] as const);
  const separator = random.pick([' | ', ' · ', ' • ', '  ']);
  const labels = ordered.map((item) => (arrangement === 'labelled' ? `${random.pick(v.labels[item.kind])} ` : ''));
  /** Contact lines at the largest size (from the body size down) at which every item fits the column. */
  const writeContact = (flow: Flow) => {
    const stacked = ordered.flatMap((item, n) => {
      const lines = item.lines.flatMap((line) =>
        widthOf(line, face(contactInSidebar ? sideBody : body)) > flow.width ? line.split(', ') : [line],
      );
      return lines.map((line, at) => `${at === 0 ? labels[n] : ''}${line}`);
    });
    let size = contactInSidebar ? sideBody : Math.max(8, body - 1);
    while (size > 6 && stacked.some((line) => widthOf(line, face(size)) > flow.width)) size -= 0.5;
    const f = face(size);
    const lines = arrangement === 'joined' ? wrapList(stacked, separator, f, flow.width) : stacked;
    for (const line of lines) flow.row([{ text: line, face: f }]);
  };

  // ── sections ──
  const headingText = (kind: Heading) => {
    const text = choose.option(v.headings[kind]);
    return headingCase === 'upper' ? text.toUpperCase() : headingCase === 'colon' ? `${text}:` : text;
  };
  const heading = (flow: Flow, kind: Heading, size = headingFace.size) => {
    flow.gap(size * 0.6);
    flow.keep(size * 4);
    const text = headingText(kind);
    // A heading stays inside its column: smaller type where it would not fit.
    const width = (at: number) =>
      widthOf(text, { ...headingFace, size: at }) + (letterSpaced ? at * 0.35 * text.length : 0);
    while (size > body && width(size) > flow.width) size -= 0.5;
    if (width(size) > flow.width) flow.text(text, { ...headingFace, size });
    else flow.row([{ text, face: { ...headingFace, size }, ...(letterSpaced ? { tracking: size * 0.35 } : {}) }]);
    if (ruled) flow.rule();
  };

  /** Title and organization as the CV writes them: one line in either order, or two lines. */
  const headerLines = (entry: Entry): string[] => {
    const org =
      entry.organization === undefined ? undefined : `${entry.organization}${entry.place ? `, ${entry.place}` : ''}`;
    if (org === undefined) return [entry.title];
    switch (headerOrder) {
      case 'comma':
        return [`${entry.title}, ${org}`];
      case 'at':
        return [`${entry.title} ${v.at} ${org}`];
      case 'dash':
        return [`${entry.title} — ${org}`];
      case 'pipe':
        return [`${entry.title} | ${org}`];
      case 'orgPipe':
        return [`${org} | ${entry.title}`];
      case 'orgDash':
        return [`${org} – ${entry.title}`];
      case 'twoLines':
        return [entry.title, org];
      case 'orgFirstLines':
        return [org, entry.title];
    }
  };
  const inline = (header: string, period: string) =>
    ({
      pipe: `${header} | ${period}`,
      comma: `${header}, ${period}`,
      colon: `${period}: ${header}`,
      paren: `${header} (${period})`,
    })[inlineForm];

  const labelWidth = Math.max(70, ...jobs.map((job) => Math.min(110, widthOf(job.period ?? '', periodFace))));
  const labelGap = 14 + random.int(12);

  const descriptionLines = (flow: Flow, entry: Entry, indent: number) => {
    const small = face(body);
    if (entry.paragraph) for (const text of entry.description) flow.text(text, small, indent);
    else
      for (const text of entry.description)
        flow.text(`${bullet}${text}`, small, indent, indent + widthOf(bullet, small));
  };

  const entryBlock = (flow: Flow, entry: Entry) => {
    const lines = headerLines(entry);
    const period = entry.period;
    flow.keep(body * leading * 3);
    const headerRow = (text: string, n: number) =>
      flow.text(text, n === 0 || headerOrder === 'orgFirstLines' ? titleFace : face(body), 0);
    if (period === undefined) {
      lines.forEach(headerRow);
    } else if (entryLayout === 'dateFirst') {
      flow.row([{ text: capital(period), face: periodFace }]);
      lines.forEach(headerRow);
    } else if (entryLayout === 'titleFirst') {
      lines.forEach(headerRow);
      flow.row([{ text: period, face: periodFace }]);
    } else if (entryLayout === 'inline') {
      const [head, ...rest] = lines;
      flow.text(inline(head!, inlineForm === 'colon' ? capital(period) : period), titleFace);
      rest.forEach((line) => headerRow(line, 1));
    } else if (entryLayout === 'dateRight') {
      const [head, ...rest] = lines;
      if (widthOf(head!, titleFace) + widthOf(period, periodFace) + 20 <= flow.width) {
        flow.row([
          { text: head!, face: titleFace },
          { text: period, face: periodFace, right: true },
        ]);
      } else {
        headerRow(head!, 0);
        flow.row([{ text: period, face: periodFace, right: true }]);
      }
      rest.forEach((line) => headerRow(line, 1));
    } else if (entryLayout === 'orgAndDate' && entry.organization !== undefined) {
      flow.text(entry.title, titleFace);
      flow.text(`${entry.organization} | ${period}`, face(body));
    } else if (entryLayout === 'orgAndDate') {
      flow.text(entry.title, titleFace);
      flow.row([{ text: period, face: periodFace }]);
    } else {
      // A label column: the period beside the entry, wrapped after its dash when it is too wide.
      const labels = widthOf(period, periodFace) <= labelWidth ? [capital(period)] : splitPeriod(capital(period));
      const width = flow.width - labelWidth - labelGap;
      const right = lines.flatMap((line, n) =>
        wrap(line, n === 0 ? titleFace : face(body), width).map((text) => ({
          text,
          face: n === 0 ? titleFace : face(body),
        })),
      );
      for (let row = 0; row < Math.max(labels.length, right.length); row++) {
        const spans: Span[] = [];
        if (labels[row] !== undefined) spans.push({ text: labels[row]!, face: periodFace });
        if (right[row] !== undefined) spans.push({ ...right[row]!, at: labelWidth + labelGap });
        flow.row(spans);
      }
      descriptionLines(flow, entry, labelWidth + labelGap);
      flow.gap(body * 0.6);
      return;
    }
    descriptionLines(flow, entry, 0);
    flow.gap(body * 0.6);
  };

  const history = (flow: Flow, kind: Heading, entries: readonly Entry[]) => {
    if (entries.length === 0) return;
    heading(flow, kind);
    for (const entry of entries) entryBlock(flow, entry);
  };

  /** A tag list in one of the list styles (a table only where there is room for two cells). */
  const list = (flow: Flow, kind: 'skills' | 'tools', tags: readonly string[], size: number, wide: boolean) => {
    heading(flow, kind, wide ? headingFace.size : Math.min(headingFace.size, size + 3));
    const f = face(size);
    const styles: ListStyle[] = [
      'comma',
      'bullets',
      'plain',
      'pipes',
      'grouped',
      ...(wide ? (['table'] as const) : []),
    ];
    let style = random.pick([...styles, ...(choose.heldOut ? (['semicolons', 'dots'] as const) : [])]);
    // A plain list or a table cell never wraps an item: a CV that would, lists them with commas.
    const fits = (width: number) => tags.every((tag) => widthOf(tag, f) <= width);
    if ((style === 'plain' && !fits(flow.width)) || (style === 'table' && !fits(flow.width / 2 - 10))) style = 'comma';
    // A list in a line is a paragraph: wrapped at words, inside an item where the line ends there.
    const joined = (separator: string) => flow.text(tags.join(separator), f);
    switch (style) {
      case 'comma':
        return joined(', ');
      case 'pipes':
        return joined(' | ');
      case 'semicolons':
        return joined('; ');
      case 'dots':
        return joined(' · ');
      case 'plain':
        for (const tag of tags) flow.row([{ text: tag, face: f }]);
        return;
      case 'bullets':
        for (const tag of tags) flow.text(`${bullet}${tag}`, f, 0, widthOf(bullet, f));
        return;
      case 'table':
        for (let at = 0; at < tags.length; at += 2) {
          flow.row([
            { text: tags[at]!, face: f },
            ...(tags[at + 1] === undefined ? [] : [{ text: tags[at + 1]!, face: f, at: flow.width / 2 }]),
          ]);
        }
        return;
      case 'grouped': {
        const groups = kind === 'skills' ? v.skillGroups : shared.toolGroups;
        const size = Math.ceil(tags.length / Math.min(groups.length, Math.ceil(tags.length / 2)));
        for (let at = 0, g = 0; at < tags.length; at += size, g++) {
          flow.text(`${groups[g]}: ${tags.slice(at, at + size).join(', ')}`, f, 0, 10);
        }
        return;
      }
    }
  };

  const languageStyle = random.pick(['dash', 'paren', 'colon', 'space', 'table', 'inline'] as const);
  const level = (proficiency: number) => {
    const n = String(proficiency) as Level;
    const cefr = (['A1', 'A2', random.pick(['B1', 'B2']), 'C1', random.chance(0.5) ? 'C2' : undefined] as const)[
      proficiency - 1
    ];
    const word = random.pick(levelWords[n]);
    switch (languageForm) {
      case 'cefr':
        return cefr ?? word;
      case 'both':
        // "fluent (C1)", or "fluent, C1" where the level itself goes in parentheses.
        return cefr === undefined
          ? word
          : languageStyle === 'paren' || languageStyle === 'inline'
            ? `${word}, ${cefr}`
            : `${word} (${cefr})`;
      case 'number':
        return fill(choose.option(v.outOf), { n: proficiency });
      default:
        return word;
    }
  };
  const languageList = (flow: Flow, size: number, wide: boolean) => {
    heading(flow, 'languages', wide ? headingFace.size : Math.min(headingFace.size, size + 3));
    const f = face(size);
    const written = spoken.map(({ code, proficiency, stated }) => ({
      name: v.languageNames[code]!,
      level: stated ? level(proficiency) : undefined,
    }));
    if (languageStyle === 'inline') {
      const separator = random.pick([', ', ' · ', ' | ']);
      flow.text(written.map(({ name, level }) => (level ? `${name} (${level})` : name)).join(separator), f);
      return;
    }
    const nameWidth = Math.max(...written.map(({ name }) => widthOf(name, f)));
    for (const { name, level } of written) {
      if (level === undefined) flow.row([{ text: name, face: f }]);
      else if (languageStyle === 'table' && nameWidth + 20 + widthOf(level, f) <= flow.width)
        flow.row([
          { text: name, face: f },
          { text: level, face: f, at: nameWidth + 20 },
        ]);
      else
        flow.text(
          {
            dash: `${name} – ${level}`,
            paren: `${name} (${level})`,
            colon: `${name}: ${level}`,
            space: `${name} ${level}`,
            table: `${name} – ${level}`,
          }[languageStyle],
          f,
        );
    }
  };

  const paragraph = (flow: Flow, kind: Heading, text: string, size = body) => {
    heading(flow, kind);
    flow.text(text, face(size));
  };

  // ── placing the sections ──
  const summary = random.chance(0.6)
    ? fill(random.pick(v.summary), { title: currentTitle, n: 3 + random.int(15), year: 2010 + random.int(12) })
    : undefined;
  const interests = random.chance(0.4) ? random.pick(v.interests) : undefined;
  const projects = random.chance(0.15)
    ? [1, 2].map(
        () =>
          `${random.pick(choose.pool(shared.tools))} – ${random.pick(choose.pool(shared.organizations))}, ${2015 + random.int(10)}`,
      )
    : [];

  if (!contactInSidebar) writeContact(headerFlow);
  const belowHeader = Math.min(headerFlow.y, photo && !contactInSidebar ? top - 100 : Infinity) - 6;
  const main = new Flow(sheet, mainX, mainWidth, contactInSidebar ? headerFlow.y - 6 : belowHeader, leading);
  const side =
    layout === 'one column'
      ? main
      : new Flow(sheet, sideX, sideWidth, contactInSidebar ? (photo ? top - 105 : top) : belowHeader, leading);
  if (layout !== 'one column' && random.chance(0.3)) {
    sheet.page(0).drawRectangle({
      x: sideX - 8,
      y: 0,
      width: sideWidth + 16,
      height: side.y + 8,
      color: rgb(0.95, 0.95, 0.97),
    });
  }
  if (contactInSidebar) {
    if (random.chance(0.6)) heading(side, 'contact', Math.min(headingFace.size, sideBody + 3));
    writeContact(side);
  }

  const sideSize = layout === 'one column' ? body : sideBody;
  const wide = layout === 'one column';
  const lists = () => {
    list(side, 'skills', skills, sideSize, wide);
    list(side, 'tools', tools, sideSize, wide);
    languageList(side, sideSize, wide);
  };
  if (summary) paragraph(main, 'profile', summary);
  const educationFirst = random.chance(0.2);
  const listsFirst = layout === 'one column' && random.chance(0.25);
  if (listsFirst || layout !== 'one column') lists();
  if (educationFirst) history(main, 'education', education);
  history(main, 'experience', jobs);
  if (!educationFirst) history(main, 'education', education);
  if (!listsFirst && layout === 'one column') lists();
  history(main, 'certificates', certificates);
  if (projects.length > 0) {
    heading(main, 'projects');
    for (const line of projects) main.text(line, face(body));
  }
  if (interests)
    paragraph(layout === 'one column' || random.chance(0.5) ? main : side, 'interests', interests, sideSize);
  if (random.chance(0.25)) {
    main.gap(body);
    main.text(random.pick(v.references), face(body, italic));
  }
  if (random.chance(lang === 'de' ? 0.3 : 0.1)) {
    main.gap(body * 2);
    main.text(
      fill(random.pick(v.signature), { city, date: dates.date({ year: 2025, month: 1 + random.int(12) }).text }),
      face(body),
    );
  }

  // Page furniture on every page: page numbers, a footer.
  const pageNumbers = random.chance(0.4) ? random.pick(v.pageNumber) : undefined;
  const footer = random.chance(0.25)
    ? fill(random.pick(v.footer), { name, date: dates.date({ year: 2025, month: 1 + random.int(12) }).text })
    : undefined;
  sheet.pages.forEach((page, n) => {
    const small = face(7.5);
    if (pageNumbers) {
      const text = fill(pageNumbers, { n: n + 1, total: sheet.pages.length });
      page.drawText(text, { x: (sheet.width - widthOf(text, small)) / 2, y: 24, size: 7.5, font: regular! });
    }
    if (footer) page.drawText(footer, { x: margin, y: 36, size: 7.5, font: italic! });
  });

  const strip = ({ title, organization, start, end, ongoing }: Entry) => ({
    title,
    ...(organization === undefined ? {} : { organization }),
    start,
    end,
    ongoing,
  });
  return {
    id: `${set === 'tuning' ? 'cv' : 'held'}-${String(index).padStart(3, '0')}-${lang}-${layout.replace(' ', '-')}-${family.name}-${entryLayout}`,
    set,
    lang,
    layout,
    font: family.name,
    pages: sheet.pages.length,
    pdf: await document.save(),
    truth: {
      skills,
      toolsAndTechnologies: tools,
      masteredLanguages: spoken.map(({ code, proficiency, stated }) => ({
        code,
        proficiency: stated ? proficiency : 3,
      })),
      employmentHistory: jobs.map(strip),
      educationHistory: education.map(strip),
      certificateHistory: certificates.map(strip),
      ...truth,
    },
  };
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A period cut after its dash or word for "to": "03/2021 –" and "heute". */
function splitPeriod(period: string): string[] {
  const match =
    /^(.+?\s(?:–|-|—|\/|to|until|bis|à|au|tot|t\/m))\s+(.+)$/u.exec(period) ?? /^(.+?\p{N}–)(.+)$/u.exec(period);
  return match ? [match[1]!, match[2]!] : [period];
}
