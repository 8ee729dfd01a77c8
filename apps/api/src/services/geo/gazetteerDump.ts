// A GeoNames cities dump (https://download.geonames.org/export/dump/readme.txt) as the rows of the
// gazetteer's tables, in batches ready for one INSERT each (gazetteerLoad.ts). Parsing the 31 MB
// dump takes seconds of CPU (normalising 850,000 alternate names): the server does it in a worker
// thread (gazetteerWorker.ts), and only for a database that does not have the dataset yet.
import { normaliseName } from './gazetteer.ts';

// GeoNames feature codes of places that no longer exist or never were settlements people live in:
// historical (PPLH), abandoned (PPLQ), destroyed (PPLW), religious (PPLR) and farm villages (PPLF).
const EXCLUDED_FEATURES = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLR', 'PPLF']);

// Alternate names that are codes (IATA "MUC", "IEV"; short all-capital tokens) rather than names:
// indexing them would turn "DE" or "USA"-like input into cities.
const CODE_LIKE = /^[A-Z0-9]{2,4}$/;

/** The columns of a GeoNames dump line. */
const COL = {
  id: 0,
  name: 1,
  ascii: 2,
  alternates: 3,
  lat: 4,
  lon: 5,
  feature: 7,
  country: 8,
  population: 14,
} as const;

/** Rows per INSERT: a few hundred kilobytes of JSON each. */
const PLACES_PER_BATCH = 10_000;
const NAMES_PER_BATCH = 20_000;

/** The rows of a dump, as JSON arrays for `json_array_elements` (strings: cheap to pass between threads). */
export interface GazetteerRows {
  readonly places: number;
  /** Batches of `[id, name, country, latitude, longitude, population]`. */
  readonly placeBatches: readonly string[];
  /** Batches of `[key, placeId, isPrimary]`: every distinct normalised name of each place. */
  readonly nameBatches: readonly string[];
}

/** Parses the text of a GeoNames cities dump (tab-separated, one place a line); other lines are skipped. */
export function gazetteerRows(text: string): GazetteerRows {
  const placeBatches: string[] = [];
  const nameBatches: string[] = [];
  let placesBatch: unknown[] = [];
  let namesBatch: unknown[] = [];
  const seen = new Set<number>();
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const row = text.slice(start, end).split('\t');
    start = end + 1;
    if (row.length < 15) continue;
    const id = Number(row[COL.id]);
    const lat = Number(row[COL.lat]);
    const lon = Number(row[COL.lon]);
    const country = row[COL.country]!;
    if (EXCLUDED_FEATURES.has(row[COL.feature]!) || !/^[A-Z]{2}$/.test(country) || !Number.isFinite(lat + lon))
      continue;
    // GeoNames ids fit PostgreSQL's integer, as `projects.site_place_id` keeps them.
    if (!Number.isSafeInteger(id) || id <= 0 || id > 0x7fffffff || seen.has(id)) continue;
    seen.add(id);
    const name = row[COL.name]!;
    const primary = new Set([normaliseName(name), normaliseName(row[COL.ascii]!)]);
    // "Frankfurt (Oder)" is also just "Frankfurt": people leave the qualifier out.
    primary.add(normaliseName(name.replace(/\s*\([^)]*\)\s*/g, ' ')));
    const keys = new Map<string, boolean>();
    for (const key of primary) if (key.length >= 2) keys.set(key, true);
    if (row[COL.alternates]) {
      for (const alternate of row[COL.alternates]!.split(',')) {
        if (CODE_LIKE.test(alternate)) continue;
        const key = normaliseName(alternate);
        if (key.length >= 2 && !keys.has(key)) keys.set(key, false);
      }
    }
    const population = Math.max(0, Number(row[COL.population] || 0));
    placesBatch.push([id, name, country, lat, lon, Number.isFinite(population) ? population : 0]);
    for (const [key, isPrimary] of keys) namesBatch.push([key, id, isPrimary]);
    if (placesBatch.length >= PLACES_PER_BATCH) {
      placeBatches.push(JSON.stringify(placesBatch));
      placesBatch = [];
    }
    if (namesBatch.length >= NAMES_PER_BATCH) {
      nameBatches.push(JSON.stringify(namesBatch));
      namesBatch = [];
    }
  }
  if (placesBatch.length > 0) placeBatches.push(JSON.stringify(placesBatch));
  if (namesBatch.length > 0) nameBatches.push(JSON.stringify(namesBatch));
  return { places: seen.size, placeBatches, nameBatches };
}
