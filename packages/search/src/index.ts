// Public API of @talent/search. Explicit named exports only.

export { SearchPage } from './pages/SearchPage/SearchPage.tsx';
export type { ProjectSearchParams, SearchListing, SearchPageProps } from './pages/SearchPage/SearchPage.tsx';
export { CategoryProjectsPage, CityProjectsPage, PoolProjectsPage } from './pages/ListingPages/ListingPages.tsx';
export type {
  CategoryProjectsPageProps,
  CityProjectsPageProps,
  PoolProjectsPageProps,
} from './pages/ListingPages/ListingPages.tsx';
export { ExternalProjectPage, ProjectPage } from './pages/ProjectPage/ProjectPage.tsx';
export type { ExternalProjectPageProps, ProjectPageProps } from './pages/ProjectPage/ProjectPage.tsx';
export { ProjectRemovedPage } from './pages/ProjectPage/ProjectRemovedPage.tsx';

export {
  appSearchOf,
  loadCategoryListing,
  loadCityListing,
  loadPoolListing,
  loadSearchPage,
  isRemovedProject,
} from './loaders.ts';
export { loadExternalProjectPage, loadProjectPage } from './projectLoaders.ts';
export { validateProjectSearch } from './searchParams.ts';
export type { ListingParams, LoadCause, SearchLoadOptions, SearchRuntime } from './loaders.ts';

export {
  searchKeys,
  breadcrumbsQuery,
  categoryListingQuery,
  findSiteCity,
  poolCatalogQuery,
  projectByVmsIdQuery,
  projectQuery,
  projectSearchQuery,
  siteLocationsQuery,
  similarProjectsQuery,
} from './queries.ts';
export type { CategoryListing, SiteLocation } from './queries.ts';

export { SEARCH_PAGE_SIZE, locationFilter, toSearchRequest } from './searchRequest.ts';
export type { SearchMode, SearchScope } from './searchRequest.ts';

export { messages as searchMessages } from './messages.ts';
