// One rule for ids: a column holding an id is `bigint`, the range of the contract's `Id` (up to
// 2^53 - 1), so no id the contract lets through can overflow the database (an `integer` column
// answered 500 for a category id of 2^31). The one exception is the GeoNames place id, which the
// contract declares as `PlaceId`, int32 — GeoNames' own range.
import { readFileSync } from 'node:fs';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import * as schema from './schema.ts';

/** Integer id columns that hold GeoNames ids (the contract's int32 `PlaceId`). */
const GEONAMES_IDS = new Set([
  'projects.site_place_id',
  'search_cube.site_place_id',
  'search_pool_cube.site_place_id',
  'site_place_names.place_id',
  'gazetteer_places.id',
  'gazetteer_names.place_id',
]);

const contract = parse(
  readFileSync(new URL('../../../../packages/api-client/openapi/openapi.yaml', import.meta.url), 'utf8'),
) as { components: { schemas: Record<string, { format?: string; maximum?: number }> } };

describe('id columns', () => {
  it('are bigint, as wide as the contract’s Id; only GeoNames place ids are int32, as the contract’s PlaceId', () => {
    const narrow: string[] = [];
    for (const table of Object.values(schema)) {
      if (!(table instanceof PgTable)) continue;
      const config = getTableConfig(table);
      for (const column of config.columns) {
        if (!/(^|_)id$/.test(column.name) || column.getSQLType() !== 'integer') continue;
        narrow.push(`${config.name}.${column.name}`);
      }
    }
    expect(narrow.sort()).toEqual([...GEONAMES_IDS].sort());
    expect(contract.components.schemas['Id']).toMatchObject({ format: 'int64', maximum: Number.MAX_SAFE_INTEGER });
    expect(contract.components.schemas['PlaceId']).toMatchObject({ format: 'int32', maximum: 2 ** 31 - 1 });
  });
});
