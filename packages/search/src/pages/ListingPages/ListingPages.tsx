// The listing pages of spec §2: projects in a city (`/projects/in/{city?}`), of a category
// (`/projects/categories/{name?}/{id}`), of a pool (`/projects/pool/{name?}/{id}`) and of a pool in
// a city (`…/{id}/{city}`). Each is the search page with its filter fixed by the path, a heading
// naming the city, category or pool, and breadcrumbs. The route loaders (loaders.ts) have loaded
// the names and turned unknown ones into 404s before these render.
import { usePortal } from '@talent/app-context';
import { ROUTES, poolLink } from '@talent/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { poolPathParams } from '../../loaders.ts';
import type { PoolPathParams } from '../../loaders.ts';
import { listingMessages } from '../../listingMessages.ts';
import { breadcrumbsQuery, categoryListingQuery, findSiteCity, siteLocationsQuery } from '../../queries.ts';
import { SearchPage } from '../SearchPage/SearchPage.tsx';
import type { ProjectSearchParams } from '../SearchPage/SearchPage.tsx';

/** A positive integer id of a URL (the loader has checked it). */
const idOf = (param: string) => Number(param);

/** Props of `CityProjectsPage`. */
export interface CityProjectsPageProps {
  /** The `{city}` of the path (a slug such as "munchen"); none shows the whole search. */
  readonly city: string | undefined;
  /** The URL's search, validated by the route (`validateProjectSearch`). */
  readonly search: ProjectSearchParams;
}

/** `/projects/in/{city?}`. */
export function CityProjectsPage({ city, search }: CityProjectsPageProps): ReactElement {
  return city ? <CityListing city={city} search={search} /> : <SearchPage mode="public" search={search} />;
}

function CityListing({ city, search }: { readonly city: string; readonly search: ProjectSearchParams }): ReactElement {
  const intl = useIntl();
  const { api, locale } = usePortal();
  const { data: locations } = useSuspenseQuery(siteLocationsQuery(api, locale));
  const site = findSiteCity(locations, city);
  if (!site) throw notFound();
  return (
    <SearchPage
      mode="public"
      search={search}
      listing={{
        heading: intl.formatMessage(listingMessages.listingCity, { city: site.city }),
        scope: site,
        breadcrumbs: [
          { label: intl.formatMessage(listingMessages.breadcrumbProjects), href: ROUTES.publicSearch },
          { label: site.city },
        ],
      }}
    />
  );
}

/** Props of `CategoryProjectsPage`. */
export interface CategoryProjectsPageProps {
  /** The category's `{id}` of the path. */
  readonly id: string;
  /** The URL's search, validated by the route (`validateProjectSearch`). */
  readonly search: ProjectSearchParams;
}

/** `/projects/categories/{categoryName?}/{id}`: the projects of the category's pools. */
export function CategoryProjectsPage({ id, search }: CategoryProjectsPageProps): ReactElement {
  const intl = useIntl();
  const { api, locale } = usePortal();
  const { data: category } = useSuspenseQuery(categoryListingQuery(api, { id: idOf(id), locale }));
  if (!category) throw notFound();
  return (
    <SearchPage
      mode="public"
      search={search}
      listing={{
        heading: intl.formatMessage(listingMessages.listingCategory, { category: category.name }),
        scope: { pools: category.poolIds },
        breadcrumbs: [
          { label: intl.formatMessage(listingMessages.breadcrumbProjects), href: ROUTES.publicSearch },
          { label: category.name },
        ],
      }}
    />
  );
}

/** Props of `PoolProjectsPage`: the path params of either pool route, and the validated search. */
export interface PoolProjectsPageProps extends PoolPathParams {
  /** The URL's search, validated by the route (`validateProjectSearch`). */
  readonly search: ProjectSearchParams;
}

/** `/projects/pool/{poolName?}/{id}` and `/projects/pool/{poolName?}/{id}/{city}`. */
export function PoolProjectsPage({ search, ...params }: PoolProjectsPageProps): ReactElement {
  const path = poolPathParams(params);
  if (!path) throw notFound();
  return path.city === undefined ? (
    <PoolListing poolId={path.poolId} city={undefined} search={search} />
  ) : (
    <PoolCityListing poolId={path.poolId} city={path.city} search={search} />
  );
}

/** What the pool listings pass down: the pool, the city (if the path names one) and the search. */
interface PoolListingProps {
  readonly poolId: number;
  readonly city: string | undefined;
  /** The city's place, where it has one (the search matches it rather than the name). */
  readonly placeId?: number | undefined;
  readonly search: ProjectSearchParams;
}

function PoolCityListing({ poolId, city, search }: PoolListingProps & { readonly city: string }): ReactElement {
  const { api, locale } = usePortal();
  const { data: locations } = useSuspenseQuery(siteLocationsQuery(api, locale));
  const site = findSiteCity(locations, city);
  if (!site) throw notFound();
  return <PoolListing poolId={poolId} city={site.city} placeId={site.placeId} search={search} />;
}

function PoolListing({ poolId, city, placeId, search }: PoolListingProps): ReactElement {
  const intl = useIntl();
  const { api, locale } = usePortal();
  const { data: crumbs } = useSuspenseQuery(breadcrumbsQuery(api, { poolId, city, locale }));
  const pool = crumbs.poolBreadcrumbs[0] ?? { id: poolId, name: String(poolId) };
  const projects = { label: intl.formatMessage(listingMessages.breadcrumbProjects), href: ROUTES.publicSearch };
  return (
    <SearchPage
      mode="public"
      search={search}
      listing={
        city === undefined
          ? {
              heading: intl.formatMessage(listingMessages.listingPool, { pool: pool.name }),
              scope: { pools: [poolId] },
              breadcrumbs: [projects, { label: pool.name }],
            }
          : {
              heading: intl.formatMessage(listingMessages.listingPoolCity, { pool: pool.name, city }),
              scope: { pools: [poolId], city, placeId },
              breadcrumbs: [projects, { label: pool.name, href: poolLink(pool, false) }, { label: city }],
            }
      }
    />
  );
}
