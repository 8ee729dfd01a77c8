// Draws a CV with pdf-lib: A4, one column, the tenant's colour in a bar on every page, in section
// headings and rules, its name (and logo, where one can be drawn) above the talent's name. Text is
// real text in the standard Helvetica fonts (extractable, searchable), written so that our own CV
// parser reads it back:
// - one column, every line starting at the left margin (the parser takes x ranges without text for
//   gutters between columns), and nothing repeated on each page (a running header or footer would
//   land in the middle of a section in reading order);
// - section headings alone on their line, in the talent's language (labels.ts);
// - a history entry is its "title | organization" line, then its period, then its description: the
//   parser's title-first layout, which also reads entries without an organization;
// - tags joined with commas and wrapped only between tags; one language a line with its level.
// Known limits of the round trip: a title containing a separator the parser splits at (", ", " - ",
// " at ") comes back split; a description line with a year in it is taken for a period; an entry
// without any date cannot be told apart from the description before it; days are not printed (a CV
// states months), so dates come back as the first of their month.
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { Color, PDFFont, PDFImage, PDFPage } from 'pdf-lib';
import type { Cv, CvHistory } from '../structuredCv.ts';
import { parseHex, readableOnWhite } from './colour.ts';
import type { Rgb } from './colour.ts';
import { CV_PDF_LABELS, cvPdfLocale } from './labels.ts';
import type { CvPdfLabels, CvPdfLocale } from './labels.ts';
import { drawableText } from './winAnsi.ts';

/** The talent as the CV shows them: only what is filled in and not hidden for them. */
export interface CvPdfPerson {
  readonly firstName?: string | undefined;
  readonly lastName?: string | undefined;
  readonly professionalTitle?: string | undefined;
  readonly description?: string | undefined;
  readonly email?: string | undefined;
  /** The mobile number as printed (`+49 1512 3456789`). */
  readonly phone?: string | undefined;
  /** The LinkedIn handle (`ada-lovelace`), printed as `linkedin.com/in/<handle>`. */
  readonly linkedinHandle?: string | undefined;
  readonly address?: {
    readonly addressLine1?: string | undefined;
    readonly addressLine2?: string | undefined;
    readonly street?: string | undefined;
    readonly zip?: string | undefined;
    readonly city?: string | undefined;
    readonly state?: string | undefined;
    /** ISO 3166-1 alpha-2, printed as the country's name in the CV's language. */
    readonly country?: string | undefined;
  };
}

/** The tenant's brand. */
export interface CvPdfBrand {
  readonly name: string;
  /** `#rrggbb`; anything else prints in the default dark blue. */
  readonly primaryColor: string;
  readonly logo?: { readonly png: Uint8Array; readonly width: number; readonly height: number };
}

/** Everything a generated CV shows. */
export interface CvPdfInput {
  /** The talent's locale: en, de, fr, nl; any other prints in English. */
  readonly locale: string;
  readonly brand: CvPdfBrand;
  readonly person: CvPdfPerson;
  readonly cv: Cv;
  /** Creation date of the document. */
  readonly now: Date;
}

// A4 in points, margins and type sizes.
const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = { left: 56, right: 56, top: 56, bottom: 56 } as const;
const TEXT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const BAR_HEIGHT = 8;
const LOGO_HEIGHT = 28;
const LEADING = 1.32;
/** A line of text is never set below this size to fit one line; it wraps instead. */
const MIN_FIT_SIZE = 7;

const INK = rgb(0.106, 0.122, 0.141);
const MUTED = rgb(0.33, 0.35, 0.38);
const DEFAULT_PRIMARY: Rgb = { red: 0, green: 0.32, blue: 0.8 };

const toColor = ({ red, green, blue }: Rgb): Color => rgb(red, green, blue);

interface Style {
  readonly font: PDFFont;
  readonly size: number;
  readonly color: Color;
}

/** Pages and the cursor: the baseline of the next line moves down, and a new page starts when full. */
class Writer {
  readonly #document: PDFDocument;
  readonly #bar: Color;
  #page!: PDFPage;
  /** Top of the space left on the page. */
  #y = 0;
  readonly #charset: ReadonlySet<number>;

  constructor(document: PDFDocument, bar: Color, charset: ReadonlySet<number>) {
    this.#document = document;
    this.#bar = bar;
    this.#charset = charset;
    this.newPage();
  }

  get page(): PDFPage {
    return this.#page;
  }

  get y(): number {
    return this.#y;
  }

  newPage(): void {
    this.#page = this.#document.addPage([PAGE.width, PAGE.height]);
    // The brand bar is a shape, not text: repeated on every page without entering the text.
    this.#page.drawRectangle({
      x: 0,
      y: PAGE.height - BAR_HEIGHT,
      width: PAGE.width,
      height: BAR_HEIGHT,
      color: this.#bar,
    });
    this.#y = PAGE.height - MARGIN.top;
  }

  /** Starts a new page unless `height` points are left. */
  ensure(height: number): void {
    if (this.#y - height < MARGIN.bottom) this.newPage();
  }

  space(points: number): void {
    this.#y -= points;
  }

  /** Text the fonts can draw (see winAnsi.ts). */
  text(raw: string): string {
    return drawableText(raw, this.#charset);
  }

  /** Draws runs on one baseline, left to right, each `gap` points after the previous one. */
  runs(runs: ReadonlyArray<{ readonly text: string; readonly style: Style }>, gap: number): void {
    const size = Math.max(...runs.map((run) => run.style.size));
    this.ensure(size * LEADING);
    const baseline = this.#y - size;
    let x = MARGIN.left;
    for (const { text, style } of runs) {
      if (text === '') continue;
      this.#page.drawText(text, { x, y: baseline, size: style.size, font: style.font, color: style.color });
      x += style.font.widthOfTextAtSize(text, style.size) + gap;
    }
    this.#y -= size * LEADING;
  }

  /** One line (already drawable and short enough). */
  line(text: string, style: Style): void {
    this.runs([{ text, style }], 0);
  }

  /** A paragraph wrapped at spaces (words longer than a line at characters). */
  paragraph(raw: string, style: Style): void {
    for (const line of wrap(this.text(raw), style, TEXT_WIDTH)) this.line(line, style);
  }

  /** Pieces (tags) joined by `separator`, lines broken only between pieces where they fit. */
  list(pieces: readonly string[], separator: string, style: Style): void {
    const width = (text: string) => style.font.widthOfTextAtSize(text, style.size);
    let current = '';
    for (const piece of pieces.map((p) => this.text(p)).filter(Boolean)) {
      const candidate = current === '' ? piece : `${current}${separator}${piece}`;
      if (current !== '' && width(candidate) > TEXT_WIDTH) {
        // The separator stays at the end of the line, so the parser still splits there.
        this.paragraph(`${current}${separator.trimEnd()}`, style);
        current = piece;
      } else {
        current = candidate;
      }
    }
    if (current !== '') this.paragraph(current, style);
  }

  /** The image, its top right corner at the page's top margin. */
  imageTopRight(image: PDFImage, height: number): void {
    const width = (image.width / image.height) * height;
    this.#page.drawImage(image, {
      x: PAGE.width - MARGIN.right - width,
      y: PAGE.height - MARGIN.top - height + 4,
      width,
      height,
    });
  }
}

/** `text` in lines of at most `width` points. */
export function wrap(text: string, style: Style, width: number): string[] {
  const measure = (t: string) => style.font.widthOfTextAtSize(t, style.size);
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (measure(candidate) <= width) {
      current = candidate;
      continue;
    }
    if (current !== '') lines.push(current);
    current = word;
    // A word longer than the line (a URL, a long compound) is broken between characters.
    while (measure(current) > width) {
      const chars = [...current];
      let fit = 1;
      while (fit < chars.length && measure(chars.slice(0, fit + 1).join('')) <= width) fit++;
      lines.push(chars.slice(0, fit).join(''));
      current = chars.slice(fit).join('');
    }
  }
  if (current !== '') lines.push(current);
  return lines;
}

/** Month and year in the CV's language ("März 2021", "mars 2021"): the forms the parser reads. */
function monthYear(isoDate: string, locale: CvPdfLocale): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
  );
}

/** The period of an entry as printed, or undefined when it has no date. */
export function periodText(entry: CvHistory, locale: CvPdfLocale, labels: CvPdfLabels): string | undefined {
  const start = entry.start ? monthYear(entry.start, locale) : undefined;
  const end = entry.end ? monthYear(entry.end, locale) : undefined;
  if (start && entry.ongoing) return `${start} – ${labels.ongoing}`;
  if (start && end) return `${start} – ${end}`;
  if (start) return start;
  if (end) return `– ${end}`;
  return undefined;
}

/** Capitalised first letter, in the CV's language ("allemand" → "Allemand"). */
const capitalised = (text: string, locale: string) =>
  text === '' ? text : text[0]!.toLocaleUpperCase(locale) + text.slice(1);

/** A language's name in the CV's language; the code itself when the platform does not know it. */
function languageName(code: string, locale: CvPdfLocale): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' }).of(code);
    return name ? capitalised(name, locale) : code;
  } catch {
    return code;
  }
}

function countryName(code: string, locale: CvPdfLocale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

const fullName = (person: CvPdfPerson) =>
  [person.firstName, person.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

/** The document's title ("Lebenslauf – Ada Lovelace"), as in its metadata. */
export function cvPdfTitle(input: Pick<CvPdfInput, 'locale' | 'person'>): string {
  return `${CV_PDF_LABELS[cvPdfLocale(input.locale)].document} – ${fullName(input.person)}`;
}

/** Renders the CV; throws when the talent has no name (the caller answers 422 before that). */
export async function renderCvPdf(input: CvPdfInput): Promise<Uint8Array> {
  const name = fullName(input.person);
  if (name === '') throw new Error('A CV needs a name');
  const locale = cvPdfLocale(input.locale);
  const labels = CV_PDF_LABELS[locale];
  const { person, cv, brand } = input;
  const primary = parseHex(brand.primaryColor) ?? DEFAULT_PRIMARY;
  const accent = toColor(readableOnWhite(primary));

  const document = await PDFDocument.create();
  const [regular, bold] = await Promise.all([
    document.embedFont(StandardFonts.Helvetica),
    document.embedFont(StandardFonts.HelveticaBold),
  ]);
  // Both fonts are WinAnsi-encoded: they draw the same characters.
  const charset = new Set(regular.getCharacterSet());
  const writer = new Writer(document, toColor(primary), charset);
  const style = {
    brand: { font: bold, size: 9, color: accent },
    name: { font: bold, size: 22, color: INK },
    title: { font: regular, size: 12.5, color: MUTED },
    contact: { font: regular, size: 9, color: INK },
    heading: { font: bold, size: 13, color: accent },
    body: { font: regular, size: 10, color: INK },
    entryTitle: { font: bold, size: 10.5, color: INK },
    entryOrganization: { font: regular, size: 10.5, color: INK },
    period: { font: regular, size: 9, color: MUTED },
  } satisfies Record<string, Style>;

  // Header: brand, logo, name, title, contact details.
  if (brand.logo) {
    const image = await document.embedPng(brand.logo.png);
    writer.imageTopRight(image, LOGO_HEIGHT);
  }
  writer.paragraph(brand.name, style.brand);
  writer.space(10);
  writer.paragraph(name, style.name);
  if (person.professionalTitle) writer.paragraph(person.professionalTitle, style.title);
  writer.space(4);
  const address = person.address;
  if (address) {
    const city = [address.zip, address.city].filter(Boolean).join(' ');
    const parts = [
      address.addressLine1,
      address.addressLine2,
      address.street,
      city,
      address.state,
      address.country && countryName(address.country, locale),
    ].filter((part): part is string => Boolean(part?.trim()));
    if (parts.length > 0) writer.list(parts, ', ', style.contact);
  }
  // Contact items apart by " | ", which the parser splits at.
  const reach = [
    person.phone,
    person.email,
    person.linkedinHandle && `linkedin.com/in/${person.linkedinHandle}`,
  ].filter((item): item is string => Boolean(item));
  if (reach.length > 0) writer.list(reach, ' | ', style.contact);

  const heading = (text: string) => {
    // A heading is kept with at least two lines of its section.
    writer.ensure(style.heading.size * LEADING + 8 + style.body.size * LEADING * 2);
    writer.space(14);
    writer.line(writer.text(text), style.heading);
    // Below the descenders of the heading.
    const ruleY = writer.y + 1;
    writer.page.drawLine({
      start: { x: MARGIN.left, y: ruleY },
      end: { x: PAGE.width - MARGIN.right, y: ruleY },
      thickness: 0.75,
      color: toColor(primary),
    });
    writer.space(5);
  };

  if (person.description?.trim()) {
    heading(labels.headings.profile);
    const paragraphs = person.description.split(/\r?\n/);
    paragraphs.forEach((paragraph) => {
      if (paragraph.trim() === '') writer.space(style.body.size * 0.6);
      else writer.paragraph(paragraph, style.body);
    });
  }

  const history = (kind: 'experience' | 'education' | 'certificates', entries: readonly CvHistory[]) => {
    if (entries.length === 0) return;
    heading(labels.headings[kind]);
    entries.forEach((entry, index) => {
      if (index > 0) writer.space(7);
      const title = writer.text(entry.title);
      const organization = entry.organization ? writer.text(entry.organization) : '';
      const period = periodText(entry, locale, labels);
      // Header and period stay together on one page.
      writer.ensure((style.entryTitle.size + style.period.size) * LEADING);
      entryHeader(writer, title, organization, style.entryTitle, style.entryOrganization);
      if (period) writer.paragraph(period, style.period);
      for (const paragraph of (entry.description ?? '').split(/\r?\n/)) {
        if (paragraph.trim() !== '') writer.paragraph(paragraph, style.body);
      }
    });
  };
  history('experience', cv.employmentHistory);
  history('education', cv.educationHistory);
  history('certificates', cv.certificateHistory);

  if (cv.skills.length > 0) {
    heading(labels.headings.skills);
    writer.list(cv.skills, ', ', style.body);
  }
  if (cv.toolsAndTechnologies.length > 0) {
    heading(labels.headings.tools);
    writer.list(cv.toolsAndTechnologies, ', ', style.body);
  }
  if (cv.masteredLanguages.length > 0) {
    heading(labels.headings.languages);
    for (const { code, proficiency } of cv.masteredLanguages) {
      const level = labels.levels[Math.min(5, Math.max(1, proficiency ?? 3)) as 1 | 2 | 3 | 4 | 5];
      writer.paragraph(`${languageName(code, locale)} – ${level}`, style.body);
    }
  }

  // Metadata: PDF text strings are Unicode, so the name is kept as typed here.
  document.setTitle(cvPdfTitle(input), { showInWindowTitleBar: true });
  document.setAuthor(name);
  if (person.professionalTitle) document.setSubject(person.professionalTitle);
  document.setKeywords([...cv.skills, ...cv.toolsAndTechnologies].slice(0, 50));
  document.setCreator(brand.name);
  document.setProducer('Talent Portal (pdf-lib)');
  document.setLanguage(locale);
  document.setCreationDate(input.now);
  document.setModificationDate(input.now);
  return document.save();
}

/**
 * "Title | Organization" on one line: the title bold, the organization regular, apart by a drawn gap
 * (so the parser's line join puts a space there). A header too long for the line is set smaller
 * (down to MIN_FIT_SIZE), and only beyond that wrapped.
 */
function entryHeader(writer: Writer, title: string, organization: string, titleStyle: Style, orgStyle: Style): void {
  const separator = organization === '' ? '' : `| ${organization}`;
  const width = (size: number) =>
    titleStyle.font.widthOfTextAtSize(title, size) +
    (separator === '' ? 0 : orgStyle.font.widthOfTextAtSize(` ${separator}`, size));
  let size = titleStyle.size;
  while (size > MIN_FIT_SIZE && width(size) > TEXT_WIDTH) size -= 0.5;
  if (width(size) <= TEXT_WIDTH) {
    const gap = orgStyle.font.widthOfTextAtSize(' ', size);
    writer.runs(
      [
        { text: title, style: { ...titleStyle, size } },
        { text: separator, style: { ...orgStyle, size } },
      ],
      gap,
    );
    return;
  }
  writer.paragraph(organization === '' ? title : `${title} | ${organization}`, titleStyle);
}
