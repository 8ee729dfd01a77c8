// Test data for the catalog: projects and pools written straight into the database of a test
// server, so search tests know exactly what there is to find.
import { withTenant } from '../src/db/client.ts';
import { pools, projectPools, projects } from '../src/db/schema.ts';
import { gazetteerIfLoaded, placesOfSites } from '../src/services/catalog/places.ts';
import type { TestServer } from './harness.ts';

/** A project to insert; everything but the title has a plain default. */
export type ProjectInput = Partial<typeof projects.$inferInsert> & { title: string; pools?: number[] };

/** Inserts pools for a tenant; returns their ids in order. */
export async function insertPools(
  server: TestServer,
  clientId: string,
  list: readonly {
    name: string;
    translations?: Record<string, string>;
    categoryId?: number | null;
    onBoarding?: boolean;
  }[],
): Promise<number[]> {
  const rows = await withTenant(server.server.context.database.db, clientId, (tx) =>
    tx
      .insert(pools)
      .values(
        list.map((p) => ({
          clientId,
          name: p.name,
          nameTranslations: p.translations ?? {},
          categoryId: p.categoryId ?? null,
          onBoarding: p.onBoarding ?? true,
        })),
      )
      .returning({ id: pools.id }),
  );
  return rows.map((r) => r.id);
}

/** Inserts projects for a tenant (in order, so ids ascend); returns their ids. */
export async function insertProjects(
  server: TestServer,
  clientId: string,
  list: readonly ProjectInput[],
): Promise<number[]> {
  // Cities get their place as the job feed gives it (`placesOfSites`), unless the input sets one;
  // none when the server did not load the gazetteer (`startTestServer({ gazetteer: true })`).
  return withTenant(server.server.context.database.db, clientId, async (tx) => {
    const gazetteer = await gazetteerIfLoaded(tx);
    const sites = list.map((input) => ({
      city: 'siteCity' in input ? (input.siteCity ?? null) : 'Berlin',
      country: 'siteCountry' in input ? (input.siteCountry ?? null) : 'DE',
    }));
    const placeIds = gazetteer ? await placesOfSites(gazetteer, sites) : sites.map(() => null);
    const ids: number[] = [];
    for (const [position, { pools: poolIds, ...input }] of list.entries()) {
      const values = {
        clientId,
        jobLanguage: 'en',
        status: 'ACTIVE' as const,
        siteCity: 'Berlin',
        siteCountry: 'DE',
        workPreference: 'HYBRID' as const,
        hoursPerWeek: 40,
        ...input,
      };
      const [row] = await tx
        .insert(projects)
        .values({
          ...values,
          sitePlaceId: 'sitePlaceId' in input ? input.sitePlaceId : placeIds[position],
        })
        .returning({ id: projects.id });
      ids.push(row!.id);
      if (poolIds?.length) {
        await tx.insert(projectPools).values(poolIds.map((poolId) => ({ clientId, projectId: row!.id, poolId })));
      }
    }
    return ids;
  });
}
