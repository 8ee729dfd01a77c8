// The contract's ParsedCv fields out of a CV's sections: histories (entries around their periods),
// tag lists, languages with proficiency, and contact details (LinkedIn, phone, address). Every value
// is cut to the contract's limits (maxLength, maxItems) so the result always validates.
import type { components } from '@talent/api-client';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { findPeriod } from './dates.ts';
import type { Period } from './dates.ts';
import { normaliseName } from '../gazetteer.ts';
import { countryOf } from '../geoResolve.ts';

export type ParsedCv = components['schemas']['ParsedCv'];
export type HistoryEntry = components['schemas']['HistoryEntry'];
export type MasteredLanguage = components['schemas']['MasteredLanguage'];

/** The contract's limits. */
const SHORT_TEXT = 255;
const DESCRIPTION = 5000;
const TAG = 100;
const TAGS = 200;
const HISTORY = 100;
const LANGUAGES = 50;

/** Cut to `max` characters, at a word where one is near, never leaving a half surrogate pair. */
export function truncate(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const cutAt = chars.slice(0, max).join('');
  const space = cutAt.lastIndexOf(' ');
  return (space > max * 0.8 ? cutAt.slice(0, space) : cutAt).trim();
}

/** Bullets and dashes that start list lines. */
const BULLET = /^[•·▪◦‣∙*–—-]\s*/;

/** Separators between a title and its organization in one line. */
const TITLE_ORG = /\s+(?:\||—|–|-|@|at|bei|chez|bij)\s+|,\s+/i;

function titleAndOrganization(text: string): { title: string; organization?: string } {
  const match = TITLE_ORG.exec(text);
  if (!match) return { title: text };
  const title = text.slice(0, match.index).trim();
  const organization = text.slice(match.index + match[0].length).trim();
  return organization === '' ? { title } : { title, organization };
}

function entry(header: { title: string; organization?: string }, period: Period, description: string[]): HistoryEntry {
  const text = description
    .map((line) => line.replace(BULLET, '').trim())
    .filter(Boolean)
    .join('\n');
  return {
    title: truncate(header.title, SHORT_TEXT),
    ...(header.organization ? { organization: truncate(header.organization, SHORT_TEXT) } : {}),
    ...(text ? { description: truncate(text, DESCRIPTION) } : {}),
    start: period.start,
    end: period.end,
    ongoing: period.ongoing,
  };
}

/**
 * Entries of a history section. Each entry has one line with its period; the layout is told by the
 * first one. Date first ("03/2021 – heute", then title, organization, description): an entry runs from
 * its period line to the next. Title first ("Developer, Acme", then the period, then description): the
 * line before each period line is its header. A period line with text beside the period is a whole
 * header on its own ("Developer, Acme | 2019 – 2021").
 */
export function histories(lines: readonly string[]): HistoryEntry[] {
  const periods = lines.map((line) => findPeriod(line));
  const at = periods.flatMap((period, index) => (period ? [index] : []));
  if (at.length === 0) return [];
  const dateFirst = at[0] === 0 || periods[at[0]!]!.rest !== '';
  const entries: HistoryEntry[] = [];
  at.forEach((index, n) => {
    const period = periods[index]!;
    if (dateFirst) {
      const following = lines.slice(index + 1, at[n + 1] ?? lines.length);
      if (period.rest !== '') {
        entries.push(entry(titleAndOrganization(period.rest), period, following));
      } else if (following.length > 0) {
        const header = titleAndOrganization(following[0]!);
        if (header.organization === undefined && following.length > 1) {
          entries.push(entry({ title: header.title, organization: following[1]! }, period, following.slice(2)));
        } else {
          entries.push(entry(header, period, following.slice(1)));
        }
      }
    } else {
      const header = period.rest !== '' ? period.rest : lines[index - 1];
      if (header === undefined) return;
      // The description runs to the next entry's header line.
      const next = at[n + 1];
      const end = next === undefined ? lines.length : periods[next]!.rest !== '' ? next : next - 1;
      entries.push(entry(titleAndOrganization(header), period, lines.slice(index + 1, end)));
    }
  });
  return entries.slice(0, HISTORY);
}

/** Tags of a list section: items split at commas, semicolons, bullets and lines; "Group: a, b" loses its label. */
export function tags(lines: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const line of lines) {
    const list = line.replace(/^[^,;:]{1,40}:\s+/, '');
    for (const raw of list.split(/\s*[,;•·|▪]\s*|\s+[–—]\s+/)) {
      const tag = truncate(raw.replace(BULLET, '').trim(), TAG);
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

/** Proficiency words (accents folded) and CEFR levels, strongest first, to the contract's 1–5. */
const PROFICIENCY: ReadonlyArray<readonly [RegExp, number]> = [
  [/\b(c2|native|mother tongue|muttersprache|langue maternelle|moedertaal|bilingual|bilingue|tweetalig)\b/, 5],
  [/\b(c1|fluent|fliessend|verhandlungssicher|courant|vloeiend|business)\b/, 4],
  [/\b(b1|b2|good|gut|bon|goed|intermediate|intermediaire|gevorderd)\b/, 3],
  [/\b(a2|basic|grundkenntnisse|notions|basiskennis|elementary|debutant|beginner)\b/, 2],
  [/\b(a1)\b/, 1],
];

/** Languages of a languages section: a language name per item, its proficiency from the same item (default 3). */
export function languages(lines: readonly string[]): MasteredLanguage[] {
  const out: MasteredLanguage[] = [];
  for (const line of lines) {
    for (const item of line.split(/\s*[;•·|]\s*|,\s+(?=\p{Lu})/u)) {
      const folded = normaliseName(item);
      const code = folded
        .split(' ')
        .map(languageCode)
        .find((found) => found !== undefined);
      if (code === undefined) continue;
      if (out.some((language) => language.code === code)) continue;
      const proficiency = PROFICIENCY.find(([pattern]) => pattern.test(folded))?.[1] ?? 3;
      out.push({ code, proficiency });
    }
  }
  return out.slice(0, LANGUAGES);
}

/** A zip code and city: German/French 5 digits, Swiss/Austrian/Belgian 4, Dutch "1234 AB", "L-1234". */
const ZIP_CITY = /^(?<zip>\d{5}|\d{4}(?:\s?[A-Z]{2}(?=\s))?|[A-Z]-\d{4,5})\s+(?<city>\p{L}[\p{L} .'-]*)$/u;

type Contact = Pick<
  ParsedCv,
  'linkedIn' | 'street' | 'zip' | 'city' | 'country' | 'mobilePhonePrefix' | 'mobilePhoneLocalPart'
>;

/** Contact details anywhere in the CV: the first LinkedIn URL, mobile number and address. */
export function contact(lines: readonly string[]): Contact {
  const found: Contact = {};
  for (const line of lines) {
    for (const part of line.split(/\s+[|·•]\s+/)) {
      const text = part.replace(/^[\p{L} ]{2,20}:\s+/u, '').trim();
      const linkedIn = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/[\w%-]+\/?/i.exec(text);
      if (linkedIn && found.linkedIn === undefined) found.linkedIn = truncate(linkedIn[0], SHORT_TEXT);
      const phone = /(?:\+|00)\d[\d ()./-]{6,}\d/.exec(text);
      if (phone && found.mobilePhoneLocalPart === undefined) {
        const parsed = parsePhoneNumberFromString(phone[0].replace(/^00/, '+'));
        if (parsed?.isValid()) {
          found.mobilePhonePrefix = parsed.countryCallingCode;
          found.mobilePhoneLocalPart = parsed.nationalNumber;
        }
      }
      if (found.zip === undefined) address(text, found);
    }
  }
  return found;
}

/** "Street 12, 12345 City[, Country]" (the street may start with its number). */
function address(text: string, found: Contact) {
  const parts = text.split(/\s*,\s*/);
  const index = parts.findIndex((part) => ZIP_CITY.test(part));
  if (index < 1) return;
  const street = parts[index - 1]!;
  if (!/\d/.test(street) || !/\p{L}{2}/u.test(street)) return;
  const { zip, city } = ZIP_CITY.exec(parts[index]!)!.groups!;
  found.street = truncate(street, SHORT_TEXT);
  found.zip = zip!.slice(0, 20);
  found.city = truncate(city!.trim(), SHORT_TEXT);
  const country = parts[index + 1] === undefined ? undefined : countryOf(parts[index + 1]!);
  if (country) found.country = country;
}
