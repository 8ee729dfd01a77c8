// Cities by place: a project's city is kept as its GeoNames id (`projects.site_place_id`), so
// that "München", "Munich" and "Monaco di Baviera" are one city for the location filter, the city
// facet, the listing pages and the sitemap. Names per language come from the tenant's own jobs
// (`site_place_names`, counted per job language by migration 0017's triggers) and GeoNames' main
// name. Decisions: README "Location lookup" ("Place ids and names per language").
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import type { Db, Tx } from '../../db/client.ts';
import { withTenant } from '../../db/client.ts';
import type { Gazetteer } from '../geo/gazetteer.ts';
import { gazetteerIn, normaliseName } from '../geo/gazetteer.ts';
import { loadedDataset } from '../geo/gazetteerLoad.ts';

/** Places a name may stand for that are tried, most populous first ("Paris" is a few dozen). */
const MAX_CANDIDATES = 50;
/** Other names listed per place (`Location.names`, the contract's limit). */
const MAX_OTHER_NAMES = 50;

/**
 * The gazetteer of a database or transaction when it holds a dataset, else undefined: callers then
 * match cities by their names, as before places existed (a database whose first server is still
 * loading it, or whose load failed).
 */
export async function gazetteerIfLoaded(q: Db | Tx): Promise<Gazetteer | undefined> {
  return (await loadedDataset(q)) === undefined ? undefined : gazetteerIn(q);
}

/**
 * The place id of each project site: a place with exactly its city's name (primary, ASCII or
 * alternate, after normalising) in the site's country, the most populous one; in any country when
 * the site has none. No typo tolerance: a misspelt or unknown city stays unplaced and keeps
 * matching by its name, rather than being filed under another town. One lookup for all sites.
 */
export async function placesOfSites(
  gazetteer: Gazetteer,
  sites: readonly { readonly city: string | null; readonly country: string | null }[],
): Promise<(number | null)[]> {
  const keys = sites.map((site) => normaliseName(site.city ?? ''));
  const found = await gazetteer.exact(keys);
  return sites.map((site, i) => {
    const places = found.get(keys[i]!) ?? [];
    const place = site.country ? places.find((p) => p.country === site.country) : places[0];
    return place?.id ?? null;
  });
}

/**
 * Places the tenant's projects that have a city but no place id yet (rows stored before place ids
 * existed, or fed while the gazetteer could not be loaded); returns how many were placed. One
 * statement per distinct (city, country), through the partial index of unplaced rows.
 */
export async function placeProjects(db: Db, tenantId: string): Promise<number> {
  return withTenant(db, tenantId, async (tx) => {
    // In the transaction: on the embedded database another connection would wait for it to end.
    const gazetteer = await gazetteerIfLoaded(tx);
    return gazetteer ? placeProjectsIn(tx, tenantId, gazetteer) : 0;
  });
}

/** `placeProjects` inside a transaction of the tenant (the feed's, after its batch). */
export async function placeProjectsIn(tx: Tx, tenantId: string, gazetteer: Gazetteer): Promise<number> {
  const sites = rowsOf<{ city: string; country: string | null }>(
    await tx.execute(sql`
      SELECT DISTINCT site_city AS city, site_country AS country FROM projects
      WHERE client_id = ${tenantId} AND site_place_id IS NULL AND site_city IS NOT NULL`),
  );
  let placed = 0;
  const placeIds = await placesOfSites(gazetteer, sites);
  for (const [i, site] of sites.entries()) {
    const placeId = placeIds[i];
    if (placeId === null || placeId === undefined) continue;
    const updated = rowsOf(
      await tx.execute(sql`
        UPDATE projects SET site_place_id = ${placeId}
        WHERE client_id = ${tenantId} AND site_place_id IS NULL AND site_city = ${site.city}
          AND site_country IS NOT DISTINCT FROM ${site.country}
        RETURNING id`),
    );
    placed += updated.length;
  }
  return placed;
}

/** Whether the tenant has projects with a city but no place id (cheap: the partial index). */
export async function hasUnplacedProjects(db: Db, tenantId: string): Promise<boolean> {
  return withTenant(db, tenantId, async (tx) => {
    const [row] = rowsOf(
      await tx.execute(sql`
        SELECT 1 FROM projects
        WHERE client_id = ${tenantId} AND site_place_id IS NULL AND site_city IS NOT NULL LIMIT 1`),
    );
    return row !== undefined;
  });
}

/**
 * The place a city written in any language stands for in a tenant ("Munich", "München",
 * "Monaco di Baviera", a slug "muenchen"): among the gazetteer's places of that name (in `country`
 * when given), most populous first, the first where the tenant has projects; else a place the
 * tenant's own jobs call so (a spelling GeoNames lacks); else the gazetteer's most populous place
 * of the name. Undefined when neither knows the name: the city is then matched by its name.
 */
export async function placeOfName(
  tx: Tx,
  tenantId: string,
  name: string,
  country: string | undefined,
  gazetteer: Gazetteer | undefined,
): Promise<number | undefined> {
  const key = normaliseName(name);
  if (key === '') return undefined;
  const candidates = ((await gazetteer?.exact([key]))?.get(key) ?? [])
    .filter((place) => !country || place.country === country)
    .slice(0, MAX_CANDIDATES)
    .map((place) => place.id);
  const used = rowsOf<{ place_id: number; by_name: boolean; n: number }>(
    await tx.execute(sql`
      SELECT place_id, bool_or(lower(name) = lower(${name})) AS by_name, sum(n)::int AS n
      FROM site_place_names
      WHERE client_id = ${tenantId} AND n > 0
        AND (place_id = ANY (${`{${candidates.join(',')}}`}::int[]) OR lower(name) = lower(${name}))
      GROUP BY place_id`),
  );
  const usedIds = new Set(used.map((row) => row.place_id));
  const withProjects = candidates.find((id) => usedIds.has(id));
  if (withProjects !== undefined) return withProjects;
  const named = used.filter((row) => row.by_name);
  const known = country && gazetteer ? await gazetteer.byIds(named.map((row) => row.place_id)) : undefined;
  const ownName = named
    .filter((row) => !known || known.get(row.place_id)?.country === country)
    .sort((a, b) => b.n - a.n)[0];
  return ownName?.place_id ?? candidates[0];
}

/** The names of one place: its tenant's, per job language, and GeoNames'. */
export interface PlaceNames {
  /** The name the tenant's jobs in each language (base code, '' for none) use most. */
  readonly byLanguage: ReadonlyMap<string, string>;
  /** The name the tenant's jobs use most, in any language. */
  readonly mostUsed: string | undefined;
  /** Every name the tenant's jobs use, most used first. */
  readonly used: readonly string[];
  /** GeoNames' main name ("Munich", "Vienna", but "Antwerpen"), when the gazetteer is loaded. */
  readonly gazetteer: string | undefined;
}

/** The names of places in a tenant, by place id (places without any name are left out). */
export async function placeNames(
  tx: Tx,
  tenantId: string,
  placeIds: Iterable<number>,
): Promise<Map<number, PlaceNames>> {
  const ids = [...new Set(placeIds)];
  const names = new Map<number, PlaceNames>();
  if (ids.length === 0) return names;
  const rows = rowsOf<{ place_id: number; language: string; name: string; n: number }>(
    await tx.execute(sql`
      SELECT place_id, language, name, n FROM site_place_names
      WHERE client_id = ${tenantId} AND n > 0 AND place_id = ANY (${`{${ids.join(',')}}`}::int[])
      ORDER BY place_id, n DESC, name`),
  );
  // Empty while the gazetteer is not loaded: the names are then the tenant's own.
  const main = await gazetteerIn(tx).byIds(ids);
  const collected = new Map<number, { byLanguage: Map<string, string>; totals: Map<string, number> }>();
  for (const row of rows) {
    let entry = collected.get(row.place_id);
    if (!entry) collected.set(row.place_id, (entry = { byLanguage: new Map(), totals: new Map() }));
    // Rows come most used first within a place, so the first name of a language is its most used.
    if (!entry.byLanguage.has(row.language)) entry.byLanguage.set(row.language, row.name);
    entry.totals.set(row.name, (entry.totals.get(row.name) ?? 0) + row.n);
  }
  for (const id of ids) {
    const entry = collected.get(id);
    const used = entry
      ? [...entry.totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([name]) => name)
      : [];
    const gazetteerName = main.get(id)?.name;
    if (used.length === 0 && gazetteerName === undefined) continue;
    names.set(id, { byLanguage: entry?.byLanguage ?? new Map(), mostUsed: used[0], used, gazetteer: gazetteerName });
  }
  return names;
}

/**
 * A place's name for a reader: what the tenant's jobs in the reader's language call it; else, for
 * English readers, GeoNames' main name (the international one for places that have one: "Munich",
 * "Vienna", "Brussels"); else what the tenant's jobs call it most; else GeoNames' main name.
 */
export function nameIn(names: PlaceNames, language: string): string {
  const base = language.split('-')[0]!.toLowerCase();
  return (
    names.byLanguage.get(base) ??
    (base === 'en' ? names.gazetteer : undefined) ??
    names.mostUsed ??
    names.gazetteer ??
    ''
  );
}

/** The place's names other than `shown`: the tenant's and GeoNames', for resolving links. */
export function otherNames(names: PlaceNames, shown: string): string[] {
  const all = [...names.used, ...(names.gazetteer ? [names.gazetteer] : [])];
  return [...new Set(all)].filter((name) => name !== shown).slice(0, MAX_OTHER_NAMES);
}

/**
 * A city as a search's location filter: by place id (given, or the place a name stands for), and
 * projects not placed whose city is written as given; by name alone when no place is known.
 */
export interface CityFilter {
  readonly placeId: number | undefined;
  readonly name: string | undefined;
}

/** The city filter of a location (`placeId` wins over `city`), or undefined for none. */
export async function cityFilter(
  tx: Tx,
  tenantId: string,
  location: { readonly placeId?: number; readonly city?: string; readonly country?: string } | undefined,
): Promise<CityFilter | undefined> {
  if (location?.placeId !== undefined) return { placeId: location.placeId, name: undefined };
  const city = location?.city?.trim();
  if (!city) return undefined;
  const placeId = await placeOfName(tx, tenantId, city, location?.country, await gazetteerIfLoaded(tx));
  return { placeId, name: city };
}

/**
 * Projects in a city: at its place (every name in every language), plus projects not placed whose
 * city is written as the filter wrote it (a city the gazetteer does not know, or fed while it could
 * not be loaded); by that name alone when the name names no known place. Over `p`, a project or a
 * cube row (whose `site_city` is set only where `site_place_id` is not).
 */
export function cityCondition(city: CityFilter): SQL {
  const byName =
    city.name === undefined ? undefined : sql`(p.site_place_id IS NULL AND lower(p.site_city) = lower(${city.name}))`;
  if (city.placeId === undefined) return byName ?? sql`FALSE`;
  const byPlace = sql`p.site_place_id = ${city.placeId}`;
  return byName ? sql`(${byPlace} OR ${byName})` : byPlace;
}
