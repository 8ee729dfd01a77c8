// Resolving a city (and its country) from what a freelancer typed: free text such as
// "10115 Berlin, DE" or a city with a country code. The rules are in the README ("Location lookup").
import type { components } from '@talent/api-client';
import countries from 'i18n-iso-countries';
import { createRequire } from 'node:module';
import type { Gazetteer, Place } from './gazetteer.ts';
import { normaliseName } from './gazetteer.ts';

type Schemas = components['schemas'];
export type GeoResolveRequest = Schemas['GeoResolveRequest'];
export type GeoResolveResult = Schemas['GeoResolveResult'];
type Issue = Schemas['AddressIssue'];

/** Another place of the same name in the same country makes the answer imprecise when it has at least this share of the winner's population. */
export const COMPARABLE_POPULATION = 0.5;
/** Longest run of words tried as a city name inside a longer text. */
const MAX_NAME_WORDS = 6;

const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/en.json') as countries.LocaleData);

/**
 * Country names people write after a city, normalised: every English name i18n-iso-countries knows
 * ("United States", "USA"), and CLDR's names in the portal's languages and a few neighbours.
 */
const COUNTRY_NAMES: ReadonlyMap<string, string> = (() => {
  const names = new Map<string, string>();
  const codes = Object.keys(countries.getAlpha2Codes());
  for (const [code, value] of Object.entries(countries.getNames('en', { select: 'all' }))) {
    for (const name of value) names.set(normaliseName(name), code);
  }
  for (const language of ['en', 'de', 'fr', 'nl', 'es', 'it', 'pt', 'pl', 'uk', 'ru']) {
    const display = new Intl.DisplayNames([language], { type: 'region' });
    for (const code of codes) {
      const name = display.of(code);
      if (name && name !== code) names.set(normaliseName(name), code);
    }
  }
  // Two-letter names would turn ordinary words into countries; codes are recognised separately.
  for (const key of names.keys()) if (key.length < 3) names.delete(key);
  return names;
})();

/**
 * The ISO 3166-1 alpha-2 code a written country stands for: "DE", "DEU" (capitals only), "Germany",
 * "Deutschland". Also what the CV parser reads an address's country with.
 */
export function countryOf(text: string): string | undefined {
  const trimmed = text.trim();
  if (/^[A-Z]{2}$/.test(trimmed)) return countries.isValid(trimmed) ? trimmed : undefined;
  if (/^[A-Z]{3}$/.test(trimmed)) {
    const code = countries.alpha3ToAlpha2(trimmed);
    if (code) return code;
  }
  return COUNTRY_NAMES.get(normaliseName(trimmed));
}

/** What a free-text query says: the texts that may name the city (best first) and a country, if written. */
export interface ParsedQuery {
  /** Comma-separated parts without postal codes and the country, rightmost first (the city is usually last). */
  readonly parts: readonly string[][];
  readonly country: string | undefined;
  /** The whole query is a country's name ("Germany", but also "Luxembourg", a city as well). */
  readonly countryOnly: boolean;
}

/** Splits free text into the words that may name a city and the country it mentions. */
export function parseQuery(query: string): ParsedQuery {
  const segments = query
    .split(/[,;\n|]+/)
    .map((segment) => segment.trim())
    .filter(Boolean);
  let country: string | undefined;
  // A trailing part that is a country ("…, DE", "…, Germany") — unless it is all there is
  // ("Luxembourg", "Singapore" are cities too; the resolver tries them as cities in that country).
  if (segments.length > 1) {
    country = countryOf(segments.at(-1)!);
    if (country) segments.pop();
  }
  const parts = segments.map((segment) => segment.split(/\s+/).filter((word) => !/\d/.test(word)));
  // Or trailing words of the last part ("Berlin DE", "Paris France", "New York United States").
  const last = parts.at(-1);
  if (!country && last) {
    for (let words = Math.min(3, last.length - 1); words >= 1; words--) {
      const code = countryOf(last.slice(-words).join(' '));
      if (code) {
        country = code;
        last.splice(-words);
        break;
      }
    }
  }
  let countryOnly = false;
  if (segments.length === 1 && !country) {
    country = countryOf(segments[0]!);
    countryOnly = country !== undefined;
  }
  return { parts: parts.filter((words) => words.length > 0).reverse(), country, countryOnly };
}

interface Found {
  readonly places: readonly Place[];
  readonly fuzzy: boolean;
}

/**
 * The places a list of words names: the whole text, else the most populous run of words, longest
 * runs first. Every run is looked up in one statement.
 */
async function lookUpWords(
  gazetteer: Gazetteer,
  words: readonly string[],
  country: string | undefined,
): Promise<readonly Place[]> {
  const inCountry = (places: readonly Place[]) => (country ? places.filter((p) => p.country === country) : places);
  const runs: string[][] = [];
  for (let length = Math.min(words.length, MAX_NAME_WORDS); length >= 1; length--) {
    const ofLength: string[] = [];
    for (let start = words.length - length; start >= 0; start--) {
      ofLength.push(normaliseName(words.slice(start, start + length).join(' ')));
    }
    runs.push(ofLength);
  }
  const found = await gazetteer.exact(runs.flat());
  for (const ofLength of runs) {
    let best: readonly Place[] = [];
    for (const name of ofLength) {
      const places = inCountry(found.get(name) ?? []);
      if (places.length > 0 && (best.length === 0 || places[0]!.population > best[0]!.population)) best = places;
    }
    if (best.length > 0) return best;
  }
  return [];
}

/** Typos allowed in a name of this length: none below 4 characters, 1 up to 7, 2 from 8. */
export function allowedTypos(key: string): number {
  return key.length < 4 ? 0 : key.length < 8 ? 1 : 2;
}

async function find(gazetteer: Gazetteer, parts: readonly string[][], country: string | undefined): Promise<Found> {
  for (const words of parts) {
    const places = await lookUpWords(gazetteer, words, country);
    if (places.length > 0) return { places, fuzzy: false };
  }
  // A typo: only in the part most likely to be the city, as a whole.
  const key = normaliseName(parts[0]?.join(' ') ?? '');
  const near = (await gazetteer.near(key, allowedTypos(key)))
    .filter((match) => !country || match.place.country === country)
    .map((match) => match.place);
  return { places: near, fuzzy: true };
}

/** Resolves a request against the gazetteer (input problems first, then the lookup). */
export async function resolveLocation(gazetteer: Gazetteer, request: GeoResolveRequest): Promise<GeoResolveResult> {
  const issues: Issue[] = [];
  if (request.country !== undefined && !countries.isValid(request.country)) issues.push('INVALID');
  let parts: readonly string[][] = [];
  let textCountry: string | undefined;
  let countryOnly = false;
  if (request.city !== undefined) {
    // The city field is one name; only spaces are tidied (no postal-code stripping).
    const words = request.city.trim().split(/\s+/).filter(Boolean);
    if (words.length > 0) parts = [words];
  } else if (request.query !== undefined) {
    ({ parts, country: textCountry, countryOnly } = parseQuery(request.query));
  }
  if (parts.length === 0 || parts.every((words) => normaliseName(words.join(' ')) === '')) issues.push('REQUIRED');
  if (issues.length > 0) return { result: 'LOOKUP_ERROR', issues, location: null };

  const country = request.country ?? textCountry;
  let found = await find(gazetteer, parts, country);
  // "Germany" is no typo of a German town.
  if (countryOnly && found.fuzzy) found = { places: [], fuzzy: true };
  let imprecise = found.fuzzy;
  // A country read from free text is a hint, not a field the user chose: "Springfield, IL" means
  // Illinois, not Israel. Without a match there, the name is looked up anywhere, imprecisely.
  if (found.places.length === 0 && request.country === undefined && textCountry && !countryOnly) {
    found = await find(gazetteer, parts, undefined);
    imprecise = true;
  }
  const [winner] = found.places;
  if (!winner) {
    // A query that was only a country ("Germany", not a city of it like "Luxembourg"): the city is missing.
    if (countryOnly) return { result: 'LOOKUP_ERROR', issues: ['REQUIRED'], location: null };
    return { result: 'NOT_A_LOCATION', issues: [], location: null };
  }
  if (!imprecise) {
    const countriesOfName = new Set(found.places.map((place) => place.country));
    const rival = found.places.find(
      (place) =>
        place !== winner &&
        place.country === winner.country &&
        place.population >= winner.population * COMPARABLE_POPULATION,
    );
    imprecise = (country === undefined && countriesOfName.size > 1) || rival !== undefined;
  }
  return {
    result: 'SUCCESS',
    issues: imprecise ? ['IMPRECISE'] : [],
    location: {
      placeId: winner.id,
      city: winner.name,
      country: winner.country,
      latitude: winner.latitude,
      longitude: winner.longitude,
    },
  };
}
