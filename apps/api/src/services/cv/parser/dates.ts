// Dates as CVs write them, in English, German, French and Dutch: "03/2021", "3/2021", "03.2021",
// "03-2021", "2021-03", "2021/03", "März 2021", "janv. 2020", "maart 2021", "Mar 2021", "2021", and in a
// range whose both ends are written so, "03/21"; ranges with a dash, a slash or a word ("to", "bis",
// "à", "tot"; "von … bis …") to a date or to "today / heute / aujourd'hui / heden", and "since / seit /
// depuis / sinds 2019". The contract's dates are full dates, so a month becomes its first day and a
// bare year its first of January.

/** Month names and abbreviations of the four languages, each to its number. */
const MONTHS: Readonly<Record<string, number>> = Object.fromEntries(
  [
    ['jan', 'january', 'januar', 'jän', 'janvier', 'janv', 'januari'],
    ['feb', 'february', 'februar', 'février', 'févr', 'fév', 'februari'],
    ['mar', 'march', 'märz', 'mär', 'mrz', 'mars', 'maart', 'mrt'],
    ['apr', 'april', 'avril', 'avr'],
    ['may', 'mai', 'mei'],
    ['jun', 'june', 'juni', 'juin'],
    ['jul', 'july', 'juli', 'juillet', 'juil'],
    ['aug', 'august', 'août', 'augustus'],
    ['sep', 'sept', 'september', 'septembre'],
    ['oct', 'october', 'okt', 'oktober', 'octobre'],
    ['nov', 'november', 'novembre'],
    ['dec', 'december', 'dez', 'dezember', 'décembre', 'déc'],
  ].flatMap((names, index) => names.map((name) => [name, index + 1] as const)),
);

const MONTH_NAME = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');

const YEAR = `(?:19[5-9]\\d|20\\d\\d)`;
const MONTH = `(?:0?[1-9]|1[0-2])`;
/** One date: month/year (with "/", "." or "-"), year-month, month name and year, or a year alone (1950–2099). */
const DATE = `(?:${MONTH}[/.-]${YEAR}|${YEAR}[-/]${MONTH}(?!\\d)|(?:${MONTH_NAME})\\.?\\s+${YEAR}|${YEAR})`;
/** A month with a two-digit year ("03/21"): taken only where both ends of a range are written so. */
const SHORT = `(?:${MONTH}[/.-]\\d{2}(?!\\d))`;
const ONGOING = `(?:today|present|présent|now|current|heute|jetzt|aujourd['’]hui|maintenant|actuel(?:lement)?|en cours|heden|nu|huidig)`;
const SINCE = `(?:since|seit|depuis|sinds|from|ab)`;
/** Between the dates of a range: a dash, a slash between spaces or years, or a word for "to". */
const TO = `(?:[-–—/]|to|until|bis|à|au|tot)`;
/** A word for "from" before a range written in words ("von 2018 bis 2020"). */
const FROM = `(?:(?:from|von|vom|de|du|van)\\s+)?`;

/** A range (tried first: "from 2019 to 2021" is no "since"), or "since" a date. */
const RANGE = new RegExp(
  `(?<![\\p{L}\\d])(?:${FROM}(?:(?<start>${DATE})\\s*${TO}\\s*(?:(?<end>${DATE})|(?<ongoing>${ONGOING}))|(?<shortStart>${SHORT})\\s*${TO}\\s*(?:(?<shortEnd>${SHORT})|(?<shortOngoing>${ONGOING})))|${SINCE}\\s+(?<since>${DATE}))(?![\\p{L}\\d])`,
  'iu',
);
const SINGLE = new RegExp(`(?<![\\p{L}\\d/.-])(?<date>${DATE})(?![\\p{L}\\d/])`, 'iu');

/** An ISO date (YYYY-MM-DD) of one date as written, or undefined. */
export function parseDate(text: string): string | undefined {
  const trimmed = text.trim().toLowerCase();
  let match = /^(\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  if (match) return iso(Number(match[2]), Number(match[1]));
  match = /^(\d{4})[-/](\d{1,2})$/.exec(trimmed);
  if (match) return iso(Number(match[1]), Number(match[2]));
  // A two-digit year: up to 49 is 20xx, from 50 19xx.
  match = /^(\d{1,2})[/.-](\d{2})$/.exec(trimmed);
  if (match) return iso(Number(match[2]) + (Number(match[2]) < 50 ? 2000 : 1900), Number(match[1]));
  match = /^(\p{L}+)\.?\s+(\d{4})$/u.exec(trimmed);
  if (match) {
    const month = MONTHS[match[1]!];
    return month === undefined ? undefined : iso(Number(match[2]), month);
  }
  match = /^(\d{4})$/.exec(trimmed);
  return match ? iso(Number(match[1]), 1) : undefined;
}

const iso = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;

/** A period found in a line, and the line without it. */
export interface Period {
  readonly start: string | null;
  readonly end: string | null;
  readonly ongoing: boolean;
  /** The line with the period cut out (separators around it too). */
  readonly rest: string;
}

const cut = (line: string, index: number, length: number) =>
  `${line.slice(0, index)} ${line.slice(index + length)}`
    .replace(/\s+/g, ' ')
    .replace(/^[\s,|·•:()–—-]+|[\s,|·•:()–—-]+$/g, '')
    .replace(/\(\s*\)/g, '')
    .trim();

/** The period a line states as a range or "since …", or undefined. */
export function findRange(line: string): Period | undefined {
  const match = RANGE.exec(line);
  if (!match?.groups) return undefined;
  const { since, shortStart, shortEnd, shortOngoing } = match.groups;
  const start = match.groups['start'] ?? shortStart;
  const end = match.groups['end'] ?? shortEnd;
  const ongoing = match.groups['ongoing'] ?? shortOngoing;
  const rest = cut(line, match.index, match[0].length);
  if (since !== undefined) return { start: parseDate(since) ?? null, end: null, ongoing: true, rest };
  return {
    start: parseDate(start!) ?? null,
    end: end === undefined ? null : (parseDate(end) ?? null),
    ongoing: ongoing !== undefined,
    rest,
  };
}

/** The period of a line: a range, else a single date (taken as the start: a certificate's date). */
export function findPeriod(line: string): Period | undefined {
  const range = findRange(line);
  if (range) return range;
  const match = SINGLE.exec(line);
  if (!match?.groups) return undefined;
  return {
    start: parseDate(match.groups['date']!) ?? null,
    end: null,
    ongoing: false,
    rest: cut(line, match.index, match[0].length),
  };
}
