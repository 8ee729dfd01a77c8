// Pools as the contract's `Pool`: name in the reader's language, the cities of its open projects
// and their count. Also the pool search of the search page and of onboarding.
import type { components } from '@talent/api-client';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import type { Tx } from '../../db/client.ts';
import { cityCondition, cityFilter, nameIn, placeNames } from '../catalog/places.ts';
import { poolName } from '../catalog/projects.ts';

type Schemas = components['schemas'];

/** Cities listed per pool (the contract's limit). */
const MAX_POOL_CITIES = 500;

/** A pool row with its open projects' count and cities. */
interface PoolRow {
  id: number | string;
  name: string;
  translations: Record<string, string>;
  description_key: string | null;
  category_id: string | number | null; // bigint: node-postgres gives a string
  verbiage: string | null;
  jobs: number;
  /** The open projects' cities, most projects first: by place, or by name where a city has none. */
  cities: { place: number | null; city: string | null }[] | null;
}

/** Pool search and pool reads. */
export interface PoolQuery {
  readonly tenantId: string;
  readonly language: string;
  readonly ids?: readonly number[];
  readonly query?: string;
  readonly categoryIds?: readonly number[];
  readonly city?: string;
  readonly onBoarding?: boolean;
  readonly sort?: { field: 'id' | 'name' | 'jobsCount'; direction: 'asc' | 'desc' };
  readonly offset?: number;
  readonly size?: number;
}

function toPool(
  row: PoolRow,
  language: string,
  cityName: (city: { place: number | null; city: string | null }) => string | undefined,
): Schemas['Pool'] {
  return {
    id: Number(row.id),
    name: poolName({ name: row.name, nameTranslations: row.translations }, language),
    descriptionKey: row.description_key,
    categoryId: row.category_id === null ? null : Number(row.category_id),
    poolNameVerbiage: row.verbiage,
    poolCities: (row.cities ?? []).flatMap((city) => cityName(city) ?? []).slice(0, MAX_POOL_CITIES),
    jobsCount: row.jobs,
  };
}

/**
 * Pools of a tenant with their open (ACTIVE) projects counted and those projects' cities, most
 * frequent first. A query matches the name in any language (case-insensitive substring).
 */
export async function findPools(tx: Tx, q: PoolQuery): Promise<{ results: Schemas['Pool'][]; total: number }> {
  const where: SQL[] = [sql`pl.client_id = ${q.tenantId}`];
  if (q.ids) {
    if (q.ids.length === 0) return { results: [], total: 0 };
    where.push(
      sql`pl.id IN (${sql.join(
        q.ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  const text = q.query?.trim();
  if (text) {
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      sql`(pl.name ILIKE ${pattern} OR EXISTS (SELECT 1 FROM jsonb_each_text(pl.name_translations) t WHERE t.value ILIKE ${pattern}))`,
    );
  }
  if (q.categoryIds?.length) {
    where.push(
      sql`pl.category_id IN (${sql.join(
        q.categoryIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  }
  if (q.onBoarding !== undefined) where.push(sql`pl.on_boarding = ${q.onBoarding}`);
  // A city in any language (its place), as the search's location filter matches it.
  const city = await cityFilter(tx, q.tenantId, q.city === undefined ? undefined : { city: q.city });
  if (city) {
    where.push(sql`EXISTS (SELECT 1 FROM project_pools pp JOIN projects p ON p.id = pp.project_id
      WHERE pp.pool_id = pl.id AND pp.client_id = ${q.tenantId} AND p.client_id = ${q.tenantId}
        AND p.status = 'ACTIVE' AND ${cityCondition(city)})`);
  }
  const direction = q.sort?.direction === 'asc' ? sql`ASC` : sql`DESC`;
  const order =
    q.sort?.field === 'name'
      ? sql`lower(pl.name) ${direction}, pl.id DESC`
      : q.sort?.field === 'jobsCount'
        ? sql`jobs ${direction}, pl.id DESC`
        : sql`pl.id ${direction}`;
  const whereSql = sql.join(where, sql` AND `);
  const rows = rowsOf<PoolRow>(
    await tx.execute(sql`
      SELECT pl.id, pl.name, pl.name_translations AS translations, pl.description_key, pl.category_id,
             pl.name_verbiage AS verbiage,
             coalesce(open.jobs, 0)::int AS jobs, open.cities
      FROM pools pl
      LEFT JOIN LATERAL (
        SELECT sum(c.n)::int AS jobs,
               json_agg(json_build_object('place', c.place, 'city', c.city) ORDER BY c.n DESC, c.place, c.city)
                 FILTER (WHERE c.place IS NOT NULL OR c.city IS NOT NULL) AS cities
        FROM (
          SELECT p.site_place_id AS place, CASE WHEN p.site_place_id IS NULL THEN p.site_city END AS city, count(*) AS n
          FROM project_pools pp JOIN projects p ON p.id = pp.project_id
          WHERE pp.pool_id = pl.id AND pp.client_id = ${q.tenantId} AND p.client_id = ${q.tenantId}
            AND p.status = 'ACTIVE'
          GROUP BY 1, 2
        ) c
      ) open ON true
      WHERE ${whereSql}
      ORDER BY ${order}
      LIMIT ${q.size ?? 500} OFFSET ${q.offset ?? 0}`),
  );
  const [count] = rowsOf<{ n: number }>(
    await tx.execute(sql`SELECT count(*)::int AS n FROM pools pl WHERE ${whereSql}`),
  );
  const names = await placeNames(
    tx,
    q.tenantId,
    rows.flatMap((row) => (row.cities ?? []).flatMap((city) => (city.place === null ? [] : [city.place]))),
  );
  const cityName = (city: { place: number | null; city: string | null }) => {
    if (city.place === null) return city.city ?? undefined;
    const known = names.get(city.place);
    return known && (nameIn(known, q.language) || undefined);
  };
  return { results: rows.map((row) => toPool(row, q.language, cityName)), total: count?.n ?? 0 };
}
