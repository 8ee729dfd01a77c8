// The contract's ParsedCv fields other than histories (histories.ts) out of a CV's sections: tag lists,
// languages with proficiency, and contact details (LinkedIn, phone, address). Every value is cut to the
// contract's limits (maxLength, maxItems) so the result always validates.
import type { components } from '@talent/api-client';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { CountryCode } from 'libphonenumber-js/max';
import { normaliseName } from '../../geo/gazetteer.ts';
import { countryOf } from '../../geo/geoResolve.ts';
import { BULLET, truncate } from './histories.ts';

export { truncate } from './histories.ts';
export type ParsedCv = components['schemas']['ParsedCv'];
export type MasteredLanguage = components['schemas']['MasteredLanguage'];

/** The contract's limits. */
const SHORT_TEXT = 255;
const TAG = 100;
const TAGS = 200;
const LANGUAGES = 50;

/** A line of a section (text only here: the layout has already joined wrapped lines where it could tell). */
type Line = string | { readonly text: string };
const textOf = (line: Line) => (typeof line === 'string' ? line : line.text);

/** Separators between the items of a list in a line. */
const ITEM_SEPARATOR = /\s*[,;•·|▪]\s*|\s+[–—]\s+/;
/** A list line that names its group first ("Methods: Scrum, Kanban"). */
const GROUP_LABEL = /^[^,;:]{1,40}:\s+/;

/**
 * Tags of a list section. Cells of a table row are items of their own. A list written as running text
 * (items between separators) is read as one paragraph per group, so an item wrapped onto the next line
 * stays whole; a bullet list's lines without a bullet continue the item above; otherwise each line is an
 * item. "Group: a, b" loses its label.
 */
export function tags(input: readonly Line[]): string[] {
  const lines = input
    .flatMap((line) => textOf(line).split('\t'))
    .map((line) => line.trim())
    .filter(Boolean);
  const bulleted = lines.filter((line) => BULLET.test(line)).length > lines.length / 2;
  const separated = lines.some((line) => ITEM_SEPARATOR.test(line.replace(BULLET, '').replace(GROUP_LABEL, '')));
  const paragraphs: string[] = [];
  for (const line of lines) {
    const continues =
      paragraphs.length > 0 &&
      !BULLET.test(line) &&
      !GROUP_LABEL.test(line) &&
      (bulleted || separated || /[,;|·]$/.test(paragraphs.at(-1)!));
    if (continues) paragraphs[paragraphs.length - 1] += ` ${line}`;
    else paragraphs.push(line);
  }
  const seen = new Set<string>();
  const out: string[] = [];
  for (const paragraph of paragraphs) {
    const list = paragraph.replace(BULLET, '').replace(GROUP_LABEL, '');
    for (const raw of bulleted && !separated ? [list] : list.split(ITEM_SEPARATOR)) {
      const tag = truncate(raw.replace(BULLET, '').replace(/\s+/g, ' ').trim(), TAG);
      if (tag === '' || seen.has(tag.toLowerCase())) continue;
      seen.add(tag.toLowerCase());
      out.push(tag);
    }
  }
  return out.slice(0, TAGS);
}

/**
 * Language names as people write them, normalised, to their ISO 639-1 code: CLDR's name
 * (`Intl.DisplayNames`) of every two-letter code in the portal's four languages ("Deutsch",
 * "allemand", "Duits"), plus a few names CLDR does not use. Names under three letters are left out,
 * so no short word of a CV line is taken for a language. Built on first use (about 30 ms), not when
 * the server starts.
 */
let languageCodes: ReadonlyMap<string, string> | undefined;
function languageCode(name: string): string | undefined {
  languageCodes ??= buildLanguageCodes();
  return languageCodes.get(name);
}

function buildLanguageCodes(): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  const letters = [...'abcdefghijklmnopqrstuvwxyz'];
  const codes = letters
    .flatMap((a) => letters.map((b) => a + b))
    // Deprecated codes ("iw", "in") are aliases of current ones ("he", "id"): keep the current.
    .filter((code) => Intl.getCanonicalLocales(code)[0] === code);
  for (const locale of ['en', 'de', 'fr', 'nl']) {
    const display = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
    for (const code of codes) {
      const name = display.of(code);
      if (name !== undefined && name.length >= 3) names.set(normaliseName(name), code);
    }
  }
  for (const [name, code] of [
    ['mandarin', 'zh'],
    ['flemish', 'nl'],
    ['vlaams', 'nl'],
  ] as const) {
    names.set(name, code);
  }
  return names;
}

/** Proficiency words (accents folded), strongest first, to the contract's 1–5. */
const PROFICIENCY: ReadonlyArray<readonly [RegExp, number]> = [
  [
    /\b(native|mother tongue|muttersprache|muttersprachlich|langue maternelle|moedertaal|bilingual|bilingue|tweetalig)\b/,
    5,
  ],
  [/\b(fluent|fliessend|verhandlungssicher|courant|vloeiend|business|uitstekend|professionnel)\b/, 4],
  [/\b(good|gut|gute|bon|goed|intermediate|intermediaire|gevorderd)\b/, 3],
  [/\b(basic|grundkenntnisse|notions|basiskennis|elementary|scolaire)\b/, 2],
  [/\b(beginner|debutant|anfanger|anfangerin)\b/, 1],
];
/** CEFR levels to the contract's 1–5 (B1 and B2 are both independent use: 3). */
const CEFR: Readonly<Record<string, number>> = { a1: 1, a2: 2, b1: 3, b2: 3, c1: 4, c2: 5 };

/** A stated level: a score out of five, a CEFR level, or a word; undefined when none is stated. */
function proficiency(item: string): number | undefined {
  const score = /\b([1-5])\s*(?:\/|von|out of|sur|van|of)\s*5\b/i.exec(item);
  const folded = normaliseName(item);
  if (score) return Number(score[1]);
  const cefr = /\b([abc][12])\b/.exec(folded);
  if (cefr) return CEFR[cefr[1]!];
  return PROFICIENCY.find(([pattern]) => pattern.test(folded))?.[1];
}

/** Items of a languages line: split at separators outside parentheses, and at ", " before a capital. */
function languageItems(line: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (let at = 0; at < line.length; at++) {
    const char = line[at]!;
    depth += char === '(' ? 1 : char === ')' ? -1 : 0;
    const cut = depth <= 0 && (/[;•·|]/.test(char) || (char === ',' && /^\s+\p{Lu}/u.test(line.slice(at + 1))));
    if (cut) {
      items.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  items.push(current);
  return items.map((item) => item.trim()).filter(Boolean);
}

/** The language an item names: its first word (or two) that is a language's name. */
function namedLanguage(folded: string): string | undefined {
  const parts = folded.split(' ');
  for (let at = 0; at < parts.length; at++) {
    const code = languageCode(`${parts[at]} ${parts[at + 1] ?? ''}`.trim()) ?? languageCode(parts[at]!);
    if (code) return code;
  }
  return undefined;
}

/**
 * Languages of a languages section: a language name per item, its proficiency from the same item
 * (default 3). A line that names no language, starts in lower case or with "(", or follows a line
 * ending in a separator continues the line before it (a list wrapped onto the next line).
 */
export function languages(input: readonly Line[]): MasteredLanguage[] {
  const merged: string[] = [];
  for (const raw of input) {
    const line = textOf(raw).replace(/\t/g, ' ').trim();
    if (line === '') continue;
    const previous = merged.at(-1);
    const continues =
      previous !== undefined &&
      (/^[\p{Ll}(]/u.test(line) ||
        /[,;·|]$/.test(previous) ||
        languageItems(line).every((item) => namedLanguage(normaliseName(item)) === undefined));
    if (continues) merged[merged.length - 1] = `${previous} ${line}`;
    else merged.push(line);
  }
  const out: MasteredLanguage[] = [];
  for (const line of merged) {
    for (const item of languageItems(line)) {
      const folded = normaliseName(item);
      const code = namedLanguage(folded);
      if (code === undefined || out.some((language) => language.code === code)) continue;
      out.push({ code, proficiency: proficiency(item) ?? 3 });
    }
  }
  return out.slice(0, LANGUAGES);
}

/** A name of software or a technology: a version, ".js", "C#", "C++", an inner capital ("TypeScript"), an acronym. */
const TECHNOLOGY = /[.#+/\d]|\p{Ll}\p{Lu}|^\p{Lu}{2,6}$/u;

/**
 * The kind of list a section of unknown name holds: languages where most lines name one, tools where
 * its items are short and many are names of technologies, skills where they are short and few are;
 * undefined for running text.
 */
export function listKind(input: readonly Line[]): 'languages' | 'skills' | 'tools' | undefined {
  const lines = input.map(textOf).filter((line) => line.trim() !== '');
  const prose = lines.some((line) => line.split(' ').length > 14 && /\.$/.test(line));
  // Contact details are no list of skills.
  const details = lines.some((line) => /@|linkedin\.com|(?:\+|00)\d/i.test(line) || ZIP_CITY.test(line));
  if (lines.length === 0 || prose || details) return undefined;
  const naming = lines.filter((line) =>
    languageItems(line.replace(/\t/g, ' ')).some((item) => namedLanguage(normaliseName(item)) !== undefined),
  );
  if (naming.length >= 0.6 * lines.length) return 'languages';
  const items = tags(lines);
  if (items.length < 2 || items.reduce((sum, item) => sum + item.split(' ').length, 0) > 4 * items.length)
    return undefined;
  return items.filter((item) => TECHNOLOGY.test(item)).length >= 0.3 * items.length ? 'tools' : 'skills';
}

/** A zip code and city: German/French 5 digits, Swiss/Austrian/Belgian 4, Dutch "1234 AB", "L-1234". */
const ZIP_CITY =
  /(?<![\p{L}\d])(?<zip>\d{5}|\d{4}(?:\s?[A-Z]{2}(?=\s))?|[A-Z]-\d{4,5})\s+(?<city>\p{Lu}[\p{L}'.-]*(?:[ -]\p{Lu}[\p{L}'.-]*)*)/u;
/** A city and a UK postcode: "London SW1A 1AA". */
const CITY_ZIP =
  /(?<city>\p{Lu}[\p{L}'.-]*(?:\s\p{Lu}[\p{L}'.-]*)*),?\s+(?<zip>[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2})(?![\p{L}\d])/u;
/** A street and house number, either way round. */
const STREET = /^(?:\p{L}[\p{L} .'-]+\s\d{1,4}[a-z]?|\d{1,4}[a-z]?,?\s\p{L}[\p{L} .'-]+)$/u;
/** A label before a contact detail: "Tel.:", "Adresse :", "E-Mail:". */
const LABEL = /(?:^|(?<=,\s))[\p{L}][\p{L} .-]{0,18}\s?:\s+/gu;
const LINKEDIN = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/[\w%-]+\/?/i;
/** What is not part of an address: e-mail addresses, web addresses. */
const NOT_ADDRESS = /\S+@\S+|(?:https?:\/\/|www\.)\S+|\S*linkedin\.com\S*/gi;
/** A phone number as written: international ("+49 …", "0049 …", "+49 (0)151 …") or national ("0151 …"). */
const PHONE = /(?:\+|00)\d[\d ()./-]{6,}\d|(?<![\d+])0\d[\d ()./-]{6,}\d/g;

type Contact = Pick<
  ParsedCv,
  'linkedIn' | 'street' | 'zip' | 'city' | 'country' | 'mobilePhonePrefix' | 'mobilePhoneLocalPart'
>;

/**
 * Contact details: the first LinkedIn URL, phone number and address of `lines` (head and contact
 * sections), LinkedIn and an international number also anywhere else (`rest`). Items may be joined
 * by separators or only by spaces ("54 rue de la Paix 75003 Paris jean@example.fr 06 12 34 56 78"):
 * each is found by its shape. A number without a calling code is read in `region` (the address's
 * country, else the country of the CV's language).
 */
export function contact(lines: readonly Line[], rest: readonly Line[] = [], region?: CountryCode): Contact {
  const found: Contact = {};
  const texts = lines.map((line) => textOf(line).replace(/\t|\s+[|·•]\s+|\s*[|·•]$/g, ', '));
  // Phone numbers as far as they are valid numbers, cut out before the address is looked for.
  const numbers = texts.map((text) =>
    [...text.matchAll(PHONE)].flatMap((match) => {
      const number = validPhone(match[0], region);
      return number ? [number.written] : [];
    }),
  );
  address(
    texts.map((text, n) =>
      numbers[n]!.reduce((left, number) => left.replace(number, ', '), text).replace(NOT_ADDRESS, ', '),
    ),
    found,
  );
  const home = (found.country ?? region) as CountryCode | undefined;
  const number = numbers
    .flat()
    .map((written) => validPhone(written, home))
    .find(Boolean);
  for (const text of [...texts, ...rest.map(textOf)]) {
    const linkedIn = LINKEDIN.exec(text);
    if (linkedIn && found.linkedIn === undefined) found.linkedIn = truncate(linkedIn[0], SHORT_TEXT);
  }
  // Elsewhere in the CV only an international number is taken: "0151…" could be anything there.
  const elsewhere = () =>
    rest
      .flatMap((line) => [...textOf(line).matchAll(PHONE)].map((match) => match[0]))
      .filter((written) => /^(?:\+|00)/.test(written))
      .map((written) => validPhone(written, undefined))
      .find(Boolean);
  const phone = number ?? elsewhere();
  if (phone) {
    found.mobilePhonePrefix = phone.prefix;
    found.mobilePhoneLocalPart = phone.local;
  }
  return found;
}

/**
 * The valid phone number `written` starts with, read in `home` where it has no calling code. Digits
 * of the next item may follow it ("06 12 34 56 78 12 rue …"): groups are dropped from the end until
 * the rest is a valid number.
 */
function validPhone(written: string, home: CountryCode | undefined) {
  const groups = written.trim().split(/\s+/);
  for (let count = groups.length; count > 0; count--) {
    const text = groups.slice(0, count).join(' ');
    const candidate = text.replace(/^00/, '+').replace(/\(0\)/, '');
    if (candidate.replace(/\D/g, '').length < 6) return undefined;
    const parsed = candidate.startsWith('+') || home ? parsePhoneNumberFromString(candidate, home) : undefined;
    if (parsed?.isValid()) {
      return {
        written: text,
        prefix: parsed.countryCallingCode.slice(0, 4),
        local: parsed.nationalNumber.slice(0, 20),
      };
    }
  }
  return undefined;
}

/**
 * The first address of the lines (without e-mail, web addresses and phone numbers): a zip code and
 * city ("10115 Berlin", "London SW1A 1AA"), the street before it in the same part or the one before
 * ("Musterstraße 12, 10115 Berlin", "12 rue de la Paix" on the line above), or where the reading
 * order moved it away, the nearest part that is a street; a country after the city.
 */
function address(lines: readonly string[], found: Contact) {
  const parts = lines
    .flatMap((line) => line.replace(LABEL, '').split(/\s*,\s*/))
    .map((part) => part.trim())
    .filter(Boolean);
  for (const [index, part] of parts.entries()) {
    const match = ZIP_CITY.exec(part) ?? CITY_ZIP.exec(part);
    if (!match?.groups) continue;
    const before = part.slice(0, match.index).trim();
    const previous = parts[index - 1];
    const street = STREET.test(before)
      ? before
      : before === '' && previous !== undefined && STREET.test(previous) && !ZIP_CITY.test(previous)
        ? previous
        : parts.find((other) => STREET.test(other) && !ZIP_CITY.test(other) && !CITY_ZIP.test(other));
    if (street === undefined) continue;
    let city = match.groups['city']!.trim();
    // A country written after the city with a space only ("75001 Paris France").
    const words = city.split(' ');
    let country = parts[index + 1] === undefined ? undefined : countryOf(parts[index + 1]!);
    for (let n = 1; n < words.length && country === undefined; n++) {
      const tail = countryOf(words.slice(n).join(' '));
      if (tail) [country, city] = [tail, words.slice(0, n).join(' ')];
    }
    country ??= countryOf(part.slice(match.index + match[0].length).trim());
    found.street = truncate(street, SHORT_TEXT);
    found.zip = match.groups['zip']!.slice(0, 20);
    found.city = truncate(city, SHORT_TEXT);
    if (country) found.country = country;
    return;
  }
}

/** Short words of each language: the CV's language is the one whose words its text uses most. */
const FUNCTION_WORDS: Readonly<Record<'en' | 'de' | 'fr' | 'nl', ReadonlySet<string>>> = {
  en: new Set(['the', 'and', 'of', 'with', 'for', 'in', 'to', 'at', 'on', 'experience', 'skills', 'languages']),
  de: new Set(['und', 'der', 'die', 'das', 'mit', 'für', 'von', 'im', 'bei', 'sprachen', 'kenntnisse', 'ausbildung']),
  fr: new Set(['et', 'de', 'la', 'le', 'les', 'des', 'pour', 'avec', 'du', 'en', 'chez', 'langues', 'formation']),
  nl: new Set(['en', 'van', 'het', 'de', 'met', 'voor', 'een', 'bij', 'naar', 'talen', 'opleiding', 'werkervaring']),
};
const REGION = { en: 'GB', de: 'DE', fr: 'FR', nl: 'NL' } as const;

/** The country of the CV's language (its most used function words), for numbers written without a calling code. */
export function languageRegion(lines: readonly Line[]): CountryCode {
  const counts = { en: 0, de: 0, fr: 0, nl: 0 };
  for (const line of lines) {
    for (const word of textOf(line)
      .toLowerCase()
      .split(/[^\p{L}]+/u)) {
      for (const language of ['en', 'de', 'fr', 'nl'] as const)
        if (FUNCTION_WORDS[language].has(word)) counts[language]++;
    }
  }
  const best = (Object.entries(counts) as Array<[keyof typeof REGION, number]>).sort((a, b) => b[1] - a[1])[0]![0];
  return REGION[best];
}
