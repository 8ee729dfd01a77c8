// Texts of the listing pages (city, category, pool) and their breadcrumbs (ids `search.*`).
import { defineMessage, defineMessages } from 'react-intl';

export const listingMessages = defineMessages({
  breadcrumbs: { id: 'search.breadcrumbs.label', defaultMessage: 'Breadcrumb' },
  breadcrumbProjects: { id: 'search.breadcrumbs.projects', defaultMessage: 'Projects' },
  listingCity: defineMessage<{ city: string }>({ id: 'search.listing.city', defaultMessage: 'Projects in {city}' }),
  listingCategory: defineMessage<{ category: string }>({
    id: 'search.listing.category',
    defaultMessage: 'Projects in {category}',
  }),
  listingPool: defineMessage<{ pool: string }>({ id: 'search.listing.pool', defaultMessage: 'Projects for {pool}' }),
  listingPoolCity: defineMessage<{ pool: string; city: string }>({
    id: 'search.listing.poolCity',
    defaultMessage: 'Projects for {pool} in {city}',
  }),
  categoryEmpty: { id: 'search.listing.categoryEmpty', defaultMessage: 'This category has no projects yet' },
  categoryEmptyHint: {
    id: 'search.listing.categoryEmpty.hint',
    defaultMessage: 'Look at all projects or come back later.',
  },
});
