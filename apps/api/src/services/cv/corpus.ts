// A deterministic corpus of CVs with known fields (seeded PRNG): English, German, French and Dutch;
// one column or a sidebar beside a main column; Helvetica, Times and Courier; dates in each language's
// formats; entries date first or title first. Each CV is a PDF (pdf-lib) and the ParsedCv it states.
// Also the per-field scoring (precision, recall, F1) of a parser's output against it: the API's floor
// test and bench/cvAccuracy.ts use both.
import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { ParsedCv } from './index.ts';

type Lang = 'en' | 'de' | 'fr' | 'nl';
export const CORPUS_LANGUAGES: readonly Lang[] = ['en', 'de', 'fr', 'nl'];

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
  return { next, int, pick, some };
}

/** A language's words and contact formats, in corpusVocabulary.json (data, not code). */
interface Vocabulary {
  readonly headings: Record<'experience' | 'education' | 'skills' | 'tools' | 'languages' | 'certificates', string>;
  readonly months: readonly string[];
  readonly ongoing: string;
  readonly since: string;
  readonly titles: readonly string[];
  readonly degrees: readonly string[];
  readonly skills: readonly string[];
  readonly languageNames: Record<string, string>;
  readonly levels: Record<string, string>;
  readonly address: {
    readonly streets: readonly string[];
    /** "12 rue de la Paix" rather than "Musterstraße 12". */
    readonly numberFirst: boolean;
    readonly zip: readonly [number, number];
    /** Letters after the digits (Dutch "1017 GA"). */
    readonly zipSuffixes: readonly string[];
    readonly cities: readonly string[];
    readonly country: string;
    readonly countryName: string;
  };
  /** A mobile number: calling code, the local part's first digits, how many follow, how it is grouped. */
  readonly phone: {
    readonly prefix: string;
    readonly lead: string;
    readonly digits: number;
    readonly groups: readonly number[];
  };
}

const VOCABULARY = JSON.parse(readFileSync(new URL('./corpusVocabulary.json', import.meta.url), 'utf8')) as Record<
  Lang,
  Vocabulary
>;

const ORGS = [
  'Acme GmbH',
  'Globex SA',
  'Initech BV',
  'Umbrella Ltd',
  'Hooli AG',
  'Stark Industries',
  'Wayne Enterprises',
  'Vandelay NV',
];
const SCHOOLS = [
  'TU München',
  'Université de Lyon',
  'Universiteit Utrecht',
  'University of Leeds',
  'ETH Zürich',
  'KU Leuven',
];
const TOOLS = [
  'TypeScript',
  'PostgreSQL',
  'Docker',
  'Kubernetes',
  'React',
  'Python',
  'Terraform',
  'AWS',
  'Jira',
  'Figma',
  'SAP',
  'Git',
  'Java',
  'Azure',
];
const CERTS = [
  ['AWS Certified Developer', 'Amazon'],
  ['Scrum Master', 'Scrum.org'],
  ['PRINCE2 Foundation', 'Axelos'],
  ['ITIL 4', 'PeopleCert'],
] as const;

const digits = (random: ReturnType<typeof prng>, n: number) => Array.from({ length: n }, () => random.int(10)).join('');

/** An address of the language's country, as written and as fields. */
function address(v: Vocabulary, random: ReturnType<typeof prng>) {
  const { streets, numberFirst, zip, zipSuffixes, cities, country, countryName } = v.address;
  const [name, number] = [random.pick(streets), 1 + random.int(98)];
  const suffix = zipSuffixes.length > 0 ? ` ${random.pick(zipSuffixes)}` : '';
  return {
    street: numberFirst ? `${number} ${name}` : `${name} ${number}`,
    zip: `${zip[0] + random.int(zip[1] - zip[0] + 1)}${suffix}`,
    city: random.pick(cities),
    country,
    countryName,
  };
}

/** The local part written in the language's groups: "+33 6 12 34 56 78". */
function writtenPhone(v: Vocabulary, local: string): string {
  let at = 0;
  const parts = v.phone.groups.map((length) => local.slice(at, (at += length)));
  return `+${v.phone.prefix} ${parts.filter(Boolean).join(' ')}`;
}

/** One CV of the corpus: its PDF and what it states. */
export interface CorpusCv {
  readonly id: string;
  readonly lang: Lang;
  readonly twoColumn: boolean;
  readonly font: string;
  readonly pdf: Uint8Array;
  readonly truth: ParsedCv;
}

const FONTS = [
  [StandardFonts.Helvetica, StandardFonts.HelveticaBold],
  [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold],
  [StandardFonts.Courier, StandardFonts.CourierBold],
  [StandardFonts.HelveticaOblique, StandardFonts.HelveticaBoldOblique],
] as const;

/** A history entry as the corpus writes it. */
interface Entry {
  readonly title: string;
  readonly organization: string;
  readonly period: string;
  readonly start: string;
  readonly end: string | null;
  readonly ongoing: boolean;
}

const iso = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;

/** The `index`-th CV of the corpus (the same for the same index, on every machine). */
export async function corpusCv(index: number): Promise<CorpusCv> {
  const random = prng(0xc0ffee + index * 7919);
  const lang = CORPUS_LANGUAGES[index % 4]!;
  const twoColumn = Math.floor(index / 4) % 2 === 1;
  const [regular, bold] = FONTS[Math.floor(index / 8) % FONTS.length]!;
  const v = VOCABULARY[lang];
  /** Each CV writes its dates in one format of its language. */
  const format = random.int(4);
  const written = (year: number, month: number) =>
    [
      `${String(month).padStart(2, '0')}/${year}`,
      `${year}-${String(month).padStart(2, '0')}`,
      `${v.months[month - 1]} ${year}`,
      `${String(month).padStart(2, '0')}.${year}`,
    ][format]!;
  const dateFirst = random.next() < 0.5;

  // Histories: newest first, consecutive periods; the newest job ongoing in half the CVs.
  let year = 2024;
  const jobs = random.some(v.titles, 2 + random.int(3)).map((title, n) => {
    const endYear = year;
    const startYear = year - 1 - random.int(4);
    year = startYear - 1;
    const [sm, em] = [1 + random.int(12), 1 + random.int(12)];
    const ongoing = n === 0 && random.next() < 0.5;
    const since = ongoing && random.next() < 0.3;
    const period = since
      ? `${v.since} ${written(startYear, sm)}`
      : `${written(startYear, sm)} – ${ongoing ? v.ongoing : written(endYear, em)}`;
    return {
      title,
      organization: random.pick(ORGS),
      period,
      start: iso(startYear, sm),
      end: ongoing ? null : iso(endYear, em),
      ongoing,
    };
  });
  const degrees = random.some(v.degrees, 1 + random.int(2)).map((title) => {
    const endYear = year;
    const startYear = year - 3;
    year = startYear - 1;
    return {
      title,
      organization: random.pick(SCHOOLS),
      period: `${startYear} – ${endYear}`,
      start: iso(startYear, 1),
      end: iso(endYear, 1),
      ongoing: false,
    };
  });
  const certificates = random.some(CERTS, random.int(3)).map(([title, organization]) => {
    const [y, m] = [2015 + random.int(9), 1 + random.int(12)];
    return { title, organization, period: written(y, m), start: iso(y, m), end: null, ongoing: false };
  });
  const skills = random.some(v.skills, 4 + random.int(4));
  const tools = random.some(TOOLS, 4 + random.int(5));
  const spoken = [
    lang,
    ...random.some(
      (['en', 'de', 'fr', 'nl', 'es'] as const).filter((c) => c !== lang),
      1 + random.int(2),
    ),
  ];
  const levels = spoken.map((code, n) => ({ code, proficiency: n === 0 ? 5 : 2 + random.int(3) }));
  // Some CVs state no level for a language: the parser's default (3) is then the truth.
  const stated = levels.map(() => random.next() < 0.85);
  const place = address(v, random);
  // Random digits are not always an allocated mobile range; a CV's number is a valid one.
  const nextLocal = () => v.phone.lead + digits(random, v.phone.digits);
  let local = nextLocal();
  while (!parsePhoneNumberFromString(`+${v.phone.prefix}${local}`)?.isValid()) local = nextLocal();
  const handle = `${v.titles[0]!.toLowerCase().replace(/[^a-z]/g, '')}-${index}`;

  const document = await PDFDocument.create();
  const [font, heading] = [await document.embedFont(regular), await document.embedFont(bold)];
  const page = document.addPage([595, 842]);
  const writer = (x: number, top: number, body = 10) => {
    let y = top;
    return {
      line: (text: string, size = body, f: PDFFont = font) => {
        draw(page, text, x, y, size, f);
        y -= size + 5;
      },
      gap: () => (y -= 6),
    };
  };
  const contactLine = `${place.street}, ${place.zip} ${place.city}, ${place.countryName} | ${writtenPhone(v, local)} | linkedin.com/in/${handle}`;
  const head = writer(40, 800);
  head.line(`Alex Example ${index}`, 18, heading);
  // 8 pt: the longest contact line (Courier, a long LinkedIn handle) stays on an A4 page.
  head.line(contactLine, 8);
  const main = writer(twoColumn ? 230 : 40, 750);
  // The sidebar is narrower: smaller type, so its longest lines stay clear of the main column.
  const side = twoColumn ? writer(40, 750, 8) : main;
  const section = (w: typeof main, title: string) => {
    w.gap();
    w.line(title, 12, heading);
  };
  const history = (title: string, entries: readonly Entry[], description: boolean) => {
    if (entries.length === 0) return;
    section(main, title);
    for (const entry of entries) {
      if (dateFirst) {
        main.line(entry.period);
        main.line(entry.title, 10, heading);
        main.line(entry.organization);
      } else {
        main.line(`${entry.title}, ${entry.organization}`, 10, heading);
        main.line(entry.period);
      }
      if (description) main.line(`• ${random.pick(v.skills)}`);
    }
  };
  section(side, v.headings.skills);
  for (const skill of skills) side.line(twoColumn ? `• ${skill}` : skill);
  section(side, v.headings.tools);
  if (twoColumn) for (const tool of tools) side.line(tool);
  else side.line(tools.join(', '));
  section(side, v.headings.languages);
  levels.forEach(({ code, proficiency }, n) =>
    side.line(stated[n] ? `${v.languageNames[code]} – ${v.levels[proficiency]}` : v.languageNames[code]!),
  );
  history(v.headings.experience, jobs || [], true);
  history(v.headings.education, degrees, false);
  history(v.headings.certificates, certificates, false);

  const strip = ({ title, organization, start, end, ongoing }: Entry) => ({ title, organization, start, end, ongoing });
  return {
    id: `cv-${String(index).padStart(3, '0')}-${lang}-${twoColumn ? 'two' : 'one'}-${regular}`,
    lang,
    twoColumn,
    font: regular,
    pdf: await document.save(),
    truth: {
      skills,
      toolsAndTechnologies: tools,
      masteredLanguages: levels.map((level, n) => (stated[n] ? level : { code: level.code, proficiency: 3 })),
      employmentHistory: jobs.map(strip),
      educationHistory: degrees.map(strip),
      certificateHistory: certificates.map(strip),
      linkedIn: `linkedin.com/in/${handle}`,
      street: place.street,
      zip: place.zip,
      city: place.city,
      country: place.country,
      mobilePhonePrefix: v.phone.prefix,
      mobilePhoneLocalPart: local,
    },
  };
}

function draw(page: PDFPage, text: string, x: number, y: number, size: number, font: PDFFont) {
  page.drawText(text, { x, y, size, font });
}

/** Fields scored, each as a multiset of comparable values per CV. */
export const SCORED_FIELDS = ['titles', 'organizations', 'dates', 'skills', 'tools', 'languages', 'contact'] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];

const norm = (text: string | undefined) => (text ?? '').normalize('NFC').trim().toLowerCase();

function values(cv: ParsedCv): Record<ScoredField, string[]> {
  const histories = [
    ['employment', cv.employmentHistory ?? []],
    ['education', cv.educationHistory ?? []],
    ['certificate', cv.certificateHistory ?? []],
  ] as const;
  return {
    titles: histories.flatMap(([kind, list]) => list.map((e) => `${kind}:${norm(e.title)}`)),
    organizations: histories.flatMap(([kind, list]) =>
      list.filter((e) => e.organization).map((e) => `${kind}:${norm(e.organization)}`),
    ),
    dates: histories.flatMap(([kind, list]) =>
      list.map((e) => `${kind}:${e.start ?? ''}/${e.end ?? ''}/${e.ongoing === true}`),
    ),
    skills: (cv.skills ?? []).map(norm),
    tools: (cv.toolsAndTechnologies ?? []).map(norm),
    languages: (cv.masteredLanguages ?? []).map((l) => `${l.code}:${l.proficiency}`),
    contact: (['linkedIn', 'street', 'zip', 'city', 'country', 'mobilePhonePrefix', 'mobilePhoneLocalPart'] as const)
      .filter((key) => cv[key] !== undefined)
      .map((key) => `${key}=${norm(cv[key])}`),
  };
}

/** True positives, predictions and truths of one field, summed over CVs. */
export interface Counts {
  tp: number;
  predicted: number;
  actual: number;
}

/** Adds one CV's counts per field (multiset intersection) to `totals`. */
export function score(truth: ParsedCv, parsed: ParsedCv, totals: Record<ScoredField, Counts>): void {
  const [t, p] = [values(truth), values(parsed)];
  for (const field of SCORED_FIELDS) {
    const left = [...t[field]];
    let tp = 0;
    for (const value of p[field]) {
      const at = left.indexOf(value);
      if (at >= 0) {
        left.splice(at, 1);
        tp++;
      }
    }
    totals[field].tp += tp;
    totals[field].predicted += p[field].length;
    totals[field].actual += t[field].length;
  }
}

export const emptyTotals = (): Record<ScoredField, Counts> =>
  Object.fromEntries(SCORED_FIELDS.map((field) => [field, { tp: 0, predicted: 0, actual: 0 }])) as Record<
    ScoredField,
    Counts
  >;

/** Precision, recall and F1 of counts (1 where there was nothing to find and nothing was found). */
export function prf({ tp, predicted, actual }: Counts) {
  const precision = predicted === 0 ? (actual === 0 ? 1 : 0) : tp / predicted;
  const recall = actual === 0 ? 1 : tp / actual;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}
