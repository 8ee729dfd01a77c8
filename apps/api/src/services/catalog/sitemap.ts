// What the sitemaps list (spec §2, issue 17): the public pages of a tenant's portal, each with its
// path in every language of the tenant. The catalog is read with three cheap statements — the
// open jobs through the (client, status, id) index, and the listing pages from two aggregates —
// and the paths are built with the domain's link rules, the ones the portal's links and footer
// use, so the sitemaps and the portal never disagree on a URL.
import { ROUTES, categoryLink, cityLink, cmsPagePath, jobLink, poolLink, slugify } from '@talent/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import type { Tx } from '../../db/client.ts';
import type { CmsCategory } from '../cms/cms.ts';
import { nameIn, placeNames } from './places.ts';
import type { PlaceNames } from './places.ts';
import { poolName } from './projects.ts';

/** A city of open projects: its place, or its name where it has none. */
export interface SitemapCity {
  readonly place: number | null;
  readonly city: string | null;
}

/** A pool with open projects, and the cities of those projects. */
export interface SitemapPool {
  readonly id: number;
  readonly name: string;
  readonly nameTranslations: Record<string, string>;
  readonly categoryId: number | null;
  readonly cities: readonly SitemapCity[];
}

/** The open part of a tenant's catalog, as the sitemaps need it. */
export interface SitemapCatalog {
  /** Open jobs, by id. */
  readonly jobs: readonly { readonly id: number; readonly title: string; readonly updatedAt: Date }[];
  /** Cities of open jobs. */
  readonly cities: readonly SitemapCity[];
  /** The names of the places among them (a city page's path is its name in each language). */
  readonly placeNames: ReadonlyMap<number, PlaceNames>;
  /** Pools with open jobs, by id. */
  readonly pools: readonly SitemapPool[];
}

/** The open jobs, cities and pools of a tenant ("open" is the domain's `isProjectOpen`: ACTIVE). */
export async function sitemapCatalog(tx: Tx, clientId: string): Promise<SitemapCatalog> {
  const jobs = rowsOf<{ id: number | string; title: string; updated_at: Date | string }>(
    await tx.execute(sql`
      SELECT id, title, updated_at FROM projects
      WHERE client_id = ${clientId} AND status = 'ACTIVE'
      ORDER BY id`),
  );
  // From the facet cube (a few hundred rows), cities keyed as the cube keys them.
  const cities = rowsOf<SitemapCity>(
    await tx.execute(sql`
      SELECT site_place_id AS place, site_city AS city FROM search_cube
      WHERE client_id = ${clientId} AND status = 'ACTIVE' AND n > 0
        AND (site_place_id IS NOT NULL OR site_city IS NOT NULL)
      GROUP BY 1, 2
      ORDER BY 1, 2`),
  );
  const pools = rowsOf<{
    id: number | string;
    name: string;
    translations: Record<string, string>;
    category_id: string | number | null; // bigint: node-postgres gives a string
    cities: SitemapCity[] | null;
  }>(
    await tx.execute(sql`
      SELECT pl.id, pl.name, pl.name_translations AS translations, pl.category_id,
             jsonb_agg(DISTINCT jsonb_build_object('place', p.site_place_id,
               'city', CASE WHEN p.site_place_id IS NULL THEN p.site_city END)) FILTER (WHERE p.site_city IS NOT NULL) AS cities
      FROM pools pl
      JOIN project_pools pp ON pp.pool_id = pl.id AND pp.client_id = ${clientId}
      JOIN projects p ON p.id = pp.project_id AND p.client_id = ${clientId} AND p.status = 'ACTIVE'
      WHERE pl.client_id = ${clientId}
      GROUP BY pl.id
      ORDER BY pl.id`),
  );
  const places = [...cities, ...pools.flatMap((pool) => pool.cities ?? [])].flatMap((city) =>
    city.place === null ? [] : [city.place],
  );
  return {
    jobs: jobs.map((row) => ({ id: Number(row.id), title: row.title, updatedAt: new Date(row.updated_at) })),
    cities,
    placeNames: await placeNames(tx, clientId, places),
    pools: pools.map((row) => ({
      id: Number(row.id),
      name: row.name,
      nameTranslations: row.translations,
      categoryId: row.category_id === null ? null : Number(row.category_id),
      cities: row.cities ?? [],
    })),
  };
}

/**
 * A public page: its path in each language of the tenant (in the tenant's order; one string when
 * the path is the same in all), and when it last changed, where that is known.
 */
export interface SitemapPage {
  readonly path: string | readonly string[];
  readonly lastmod?: string;
}

/** The path of a page in the language at `index` of the tenant's languages. */
export function pagePath(page: SitemapPage, index: number): string {
  return typeof page.path === 'string' ? page.path : page.path[index]!;
}

/** What the pages of a tenant are built from. */
export interface SitemapSources {
  /** The tenant's languages, default first. */
  readonly languages: readonly string[];
  readonly publicSearchDisabled: boolean;
  /** The content pages with a current version (slug and publication). */
  readonly cmsPages: readonly { readonly slug: string; readonly publishedAt: string }[];
  /** The CMS categories, each named in a language (as the footer shows it). */
  readonly categoryIn: (language: string) => readonly Pick<CmsCategory, 'id' | 'translations'>[];
  readonly catalog: SitemapCatalog;
}

/** One path per language, collapsed to a string when all are the same. */
function perLanguage(
  languages: readonly string[],
  build: (language: string, index: number) => string,
): string | string[] {
  const paths = languages.map((language, index) => build(language, index));
  return paths.every((path) => path === paths[0]) ? paths[0]! : paths;
}

/** Jobs linked between two turns of the event loop (a slug takes some microseconds). */
const SLICE = 2000;

/**
 * The tenant's public pages: public search, the listings that have open projects (by city, by
 * category, by pool, by pool in a city), the content pages and every open job. Without public
 * search only sign-up, login and the content pages are public. The jobs are linked in slices:
 * 50,000 slugs take about 400 ms, which must not stop every other request.
 */
export async function sitemapPages(sources: SitemapSources): Promise<SitemapPage[]> {
  const { languages, catalog } = sources;
  const cms = sources.cmsPages.map((page) => ({ path: cmsPagePath(page.slug), lastmod: page.publishedAt }));
  if (sources.publicSearchDisabled) return [{ path: ROUTES.signup }, { path: ROUTES.login }, ...cms];
  // A city's page in each language: the path of its name in that language (a place's names come
  // from the tenant's jobs and GeoNames, services/catalog/places.ts); one without letters or digits has
  // none (its slug would be empty).
  const cityIn = (city: SitemapCity, language: string): string => {
    if (city.place === null) return city.city ?? '';
    const names = catalog.placeNames.get(city.place);
    return names ? nameIn(names, language) : '';
  };
  const named = (city: SitemapCity) => languages.every((language) => slugify(cityIn(city, language)) !== '');
  const unique = (pages: SitemapPage[]) => {
    const seen = new Set<string>();
    return pages.filter((page) => {
      const key = [page.path].flat().join('\n');
      return seen.has(key) ? false : (seen.add(key), true);
    });
  };
  const cities = catalog.cities
    .filter(named)
    .map((city) => ({ path: perLanguage(languages, (language) => cityLink(cityIn(city, language))) }));
  // A category has open projects when one of its pools has.
  const withProjects = new Set(catalog.pools.map((pool) => pool.categoryId));
  // The footer names a category by its first translation in the locale's fallback order.
  const categoryNames = languages.map(
    (language) => new Map(sources.categoryIn(language).map((c) => [c.id, c.translations[0]?.name ?? ''])),
  );
  const categories = [...categoryNames[0]!.keys()]
    .filter((id) => withProjects.has(id))
    .map((id) => ({
      path: perLanguage(languages, (_language, index) => categoryLink({ id, name: categoryNames[index]!.get(id)! })),
    }));
  const poolIn = (pool: SitemapPool, city?: SitemapCity) =>
    perLanguage(languages, (language) =>
      poolLink({ id: pool.id, name: poolName(pool, language) }, false, city && cityIn(city, language)),
    );
  const pools = catalog.pools.map((pool) => ({ path: poolIn(pool) }));
  const poolsInCities = catalog.pools.flatMap((pool) =>
    pool.cities.filter(named).map((city) => ({ path: poolIn(pool, city) })),
  );
  const pages: SitemapPage[] = [
    { path: ROUTES.publicSearch },
    ...unique(cities),
    ...categories,
    ...pools,
    ...unique(poolsInCities),
    ...cms,
  ];
  for (const [n, job] of catalog.jobs.entries()) {
    if (n > 0 && n % SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
    pages.push({ path: jobLink(job, false), lastmod: job.updatedAt.toISOString() });
  }
  return pages;
}
