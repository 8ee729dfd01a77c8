// The footer's public link blocks (spec §2 "Footer"): pools, categories, cities and pools in
// cities, for visitors only and not where the tenant hides them. Pools come from GET
// /pool/categories (every pool, grouped or orphan), categories from the CMS (GET /cms/categories,
// public and translated; GET /client/categories needs a login, and visitors are the only ones who
// see these blocks), cities from GET /project/siteLocations (chromeQueries.ts, loaded with the
// page). Spec §8: a failed call is only logged and its block stays empty.
import type { Category, Pool, TalentApi } from '@talent/api-client';
import { categoryLink, cityLink, poolLink } from '@talent/domain';
import type { FooterLinkBlock } from '@talent/ui';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { messages } from '../messages.ts';
import { footerCategoriesQuery, footerCitiesQuery, footerPoolsQuery } from './chromeQueries.ts';

/** Cities per pool in the "pools in cities" block: a pool's cities come most projects first. */
export const CITIES_PER_POOL = 3;

/** The data behind the blocks, as the API gives it. */
export interface LinkBlockData {
  readonly pools: readonly Pool[];
  readonly categories: readonly Category[];
  readonly cities: readonly string[];
}

/** Builds the four blocks (empty blocks are left out). Link rules are the domain's public ones. */
export function buildLinkBlocks(intl: IntlShape, data: LinkBlockData): FooterLinkBlock[] {
  const collator = new Intl.Collator(intl.locale);
  const pools = [...data.pools].sort((a, b) => collator.compare(a.name, b.name));
  const categories = data.categories.flatMap((category) => {
    // The API narrows translations to the locale and its fallbacks, best first.
    const name = category.translations[0]?.name;
    return name ? [{ href: categoryLink({ id: category.id, name }), label: name }] : [];
  });
  const cities = [...new Set(data.cities)]
    .sort(collator.compare)
    .map((city) => ({ href: cityLink(city), label: city }));
  const poolsInCities = pools.flatMap((pool) =>
    (pool.poolCities ?? []).slice(0, CITIES_PER_POOL).map((city) => ({
      href: poolLink(pool, false, city),
      label: intl.formatMessage(messages.poolInCity, { pool: pool.name, city }),
    })),
  );
  const blocks: FooterLinkBlock[] = [
    {
      title: intl.formatMessage(messages.poolsBlock),
      links: pools.map((pool) => ({ href: poolLink(pool, false), label: pool.name })),
    },
    { title: intl.formatMessage(messages.categoriesBlock), links: categories },
    { title: intl.formatMessage(messages.citiesBlock), links: cities },
    { title: intl.formatMessage(messages.poolsInCitiesBlock), links: poolsInCities },
  ];
  return blocks.filter((block) => block.links.length > 0);
}

/** The footer's public link blocks; none while `enabled` is false (logged in, or hidden by the tenant). */
export function usePublicLinkBlocks(api: TalentApi, locale: string, enabled: boolean): FooterLinkBlock[] {
  const intl = useIntl();
  const pools = useQuery({ ...footerPoolsQuery(api, locale), enabled });
  const categories = useQuery({ ...footerCategoriesQuery(api, locale), enabled });
  const cities = useQuery({ ...footerCitiesQuery(api, locale), enabled });
  if (!enabled) return [];
  return buildLinkBlocks(intl, {
    pools: pools.data ?? [],
    categories: categories.data ?? [],
    cities: cities.data ?? [],
  });
}
