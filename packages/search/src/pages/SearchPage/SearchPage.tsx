// The project search page (spec §2 "Search page"): public `/projects` for visitors, in-app
// `/app/project` for talent (the home after login), and the listing pages by city, category and
// pool, which are this page with filters fixed by the URL's path. The URL's query is the whole
// search state, so a link, Back and a reload all show the same results.
import { useDocumentTitle, usePortal, useSession } from '@talent/app-context';
import { pageCount, searchLink } from '@talent/domain';
import { Alert, Button, EmptyState, Link, Pagination, Skeleton } from '@talent/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs.tsx';
import { JobAlertAction } from '../../components/JobAlertAction/JobAlertAction.tsx';
import type { Crumb } from '../../components/Breadcrumbs/Breadcrumbs.tsx';
import { ProjectCard } from '../../components/ProjectCard/ProjectCard.tsx';
import {
  CLEARED_FILTERS,
  SearchFilters,
  activeFilterCount,
  hasFilters,
} from '../../components/SearchFilters/SearchFilters.tsx';
import { formatPlace } from '../../format.ts';
import { useSearchState } from '../../hooks/useSearchState.ts';
import { JOB_ALERT_OPEN, JOB_ALERT_PARAM } from '../../searchParams.ts';
import { listingMessages } from '../../listingMessages.ts';
import { messages } from '../../messages.ts';
import { searchPageMessages } from '../../searchPageMessages.ts';
import { projectSearchQuery, siteLocationsQuery } from '../../queries.ts';
import { SEARCH_PAGE_SIZE, toSearchRequest } from '../../searchRequest.ts';
import type { SearchMode, SearchScope } from '../../searchRequest.ts';
import { SearchBox } from '../../components/SearchBox/SearchBox.tsx';
import * as styles from './SearchPage.css.ts';

/** A listing page: its heading, the filters its path fixes, and its breadcrumbs. */
export interface SearchListing {
  readonly heading: string;
  readonly scope: SearchScope;
  readonly breadcrumbs?: readonly Crumb[];
}

/** A search route's params as `validateProjectSearch` leaves them: canonical plain strings. */
export type ProjectSearchParams = Readonly<Record<string, string>>;

/** Props of `SearchPage`. */
export interface SearchPageProps {
  /** Public search (visitors) or in-app search (logged-in talent). */
  readonly mode: SearchMode;
  /** The URL's search, validated by the route (`validateProjectSearch`): the search state. */
  readonly search: ProjectSearchParams;
  /** Set on listing pages (`/projects/in/…`, `/projects/pool/…`, `/projects/categories/…`). */
  readonly listing?: SearchListing;
}

const NO_SCOPE: SearchScope = {};

export function SearchPage({ mode, search, listing }: SearchPageProps): ReactElement {
  const intl = useIntl();
  const { api, locale, tenant } = usePortal();
  const { isLoggedIn } = useSession();
  const { query, change } = useSearchState(search);
  const scope = listing?.scope ?? NO_SCOPE;
  // A category without pools has no projects: searching without a pool filter would show all.
  const nothingToSearch = scope.pools !== undefined && scope.pools.length === 0;
  const request = useMemo(() => toSearchRequest(query, scope), [query, scope]);
  const results = useQuery({
    ...projectSearchQuery(api, { mode, locale, request }),
    placeholderData: keepPreviousData,
    enabled: !nothingToSearch,
  });
  const locations = useQuery(siteLocationsQuery(api, locale));

  const title = listing?.heading ?? intl.formatMessage(searchPageMessages.title);
  useDocumentTitle(title);
  const titleId = useId();
  const resultsId = useId();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  // Small screens show the results first and the filters on request.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();

  const onSearch = useCallback(
    (text: string, replace: boolean) => void change({ any: text === '' ? undefined : text }, { replace }),
    [change],
  );
  // Writing the search back drops every other key: the dialog's request leaves the URL, so a
  // reload or Back does not open it again.
  const alertRequestHandled = useCallback(() => void change({}, { replace: true }), [change]);
  const clearFilters = () => void change(CLEARED_FILTERS);
  const goToPage = async (page: number) => {
    await change({ page });
    // Keyboard and screen-reader users continue at the top of the new page's results.
    resultsHeading.current?.focus();
  };

  const data = results.data;
  const searching = results.isFetching && results.isPlaceholderData;
  const pages = data ? pageCount(data.total, SEARCH_PAGE_SIZE) : 0;
  const detected =
    data?.detectedLocation && !query.location && scope.city === undefined
      ? formatPlace(intl, data.detectedLocation.city, data.detectedLocation.country)
      : undefined;

  let status = '';
  if (nothingToSearch) status = intl.formatMessage(searchPageMessages.resultCount, { count: 0 });
  else if (searching || results.isPending) status = intl.formatMessage(searchPageMessages.searching);
  else if (data) status = intl.formatMessage(searchPageMessages.resultCount, { count: data.total });

  let body: ReactNode;
  if (nothingToSearch) {
    body = (
      <EmptyState
        headingLevel={3}
        title={intl.formatMessage(listingMessages.categoryEmpty)}
        description={intl.formatMessage(listingMessages.categoryEmptyHint)}
        action={<Link href={searchLink(tenant.config, isLoggedIn)}>{intl.formatMessage(messages.allProjects)}</Link>}
      />
    );
  } else if (results.isError) {
    body = (
      <Alert tone="error" live>
        <p>{intl.formatMessage(searchPageMessages.errorTitle)}</p>
        <Button variant="secondary" size="small" onClick={() => void results.refetch()}>
          {intl.formatMessage(searchPageMessages.retry)}
        </Button>
      </Alert>
    );
  } else if (!data) {
    body = (
      <div className={styles.skeletons}>
        <Skeleton label={intl.formatMessage(searchPageMessages.loadingResults)} lines={3} />
        {/* One announcement is enough; the other placeholders only show the shape. */}
        <div aria-hidden="true" className={styles.skeletons}>
          <Skeleton label="" lines={3} />
          <Skeleton label="" lines={3} />
        </div>
      </div>
    );
  } else if (data.results.length === 0 && data.total > 0) {
    body = (
      <EmptyState
        headingLevel={3}
        title={intl.formatMessage(searchPageMessages.pageEmptyTitle)}
        action={
          <Button variant="secondary" onClick={() => void goToPage(pages)}>
            {intl.formatMessage(searchPageMessages.goToPage, { page: pages })}
          </Button>
        }
      />
    );
  } else if (data.results.length === 0) {
    body = (
      <EmptyState
        headingLevel={3}
        title={intl.formatMessage(searchPageMessages.emptyTitle)}
        description={intl.formatMessage(searchPageMessages.emptyBody)}
        action={
          hasFilters(query) ? (
            <Button variant="secondary" onClick={clearFilters}>
              {intl.formatMessage(searchPageMessages.clearFilters)}
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <ol className={styles.list} aria-busy={searching || undefined}>
        {data.results.map((job) => (
          <li key={job.id}>
            <ProjectCard job={job} isLoggedIn={isLoggedIn} />
          </li>
        ))}
      </ol>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        {listing?.breadcrumbs ? <Breadcrumbs items={listing.breadcrumbs} /> : null}
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        <SearchBox value={query.any ?? ''} onSearch={onSearch} />
        {nothingToSearch ? null : (
          <JobAlertAction
            query={query}
            scope={scope}
            listingHeading={listing?.heading}
            openRequested={search[JOB_ALERT_PARAM] === JOB_ALERT_OPEN}
            onOpenRequestHandled={alertRequestHandled}
          />
        )}
      </header>
      <div className={styles.layout}>
        {/* Which of the two layouts shows is the style sheet's decision (media queries), not a script's:
            the server cannot know the screen, and a layout switched after hydration moved the
            results on a phone (CLS 0.4). Below md the filters wait behind this button. */}
        <Button
          variant="secondary"
          className={styles.filtersToggle}
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {intl.formatMessage(searchPageMessages.showFilters, { count: activeFilterCount(query) })}
        </Button>
        <div id={filtersId} className={styles.filters} data-open={filtersOpen}>
          <SearchFilters
            query={query}
            change={change}
            facets={data?.facets}
            locations={locations.data ?? []}
            poolChoices={scope.pools}
            hidePools={scope.pools?.length === 1}
            hideLocation={scope.city !== undefined}
          />
        </div>
        <section className={styles.results} aria-labelledby={resultsId}>
          <h2 id={resultsId} ref={resultsHeading} tabIndex={-1} className={styles.resultsHeading}>
            {intl.formatMessage(searchPageMessages.resultsHeading)}
          </h2>
          <p role="status" aria-atomic="true" className={styles.count}>
            {status}
          </p>
          {detected ? (
            <Alert tone="info">{intl.formatMessage(searchPageMessages.detectedLocation, { place: detected })}</Alert>
          ) : null}
          {body}
          {data && !nothingToSearch ? (
            <Pagination
              page={query.page}
              pageCount={pages}
              onPageChange={(page) => void goToPage(page)}
              label={intl.formatMessage(searchPageMessages.pagination)}
              previousLabel={intl.formatMessage(searchPageMessages.previousPage)}
              nextLabel={intl.formatMessage(searchPageMessages.nextPage)}
              pageLabel={(page) => intl.formatMessage(searchPageMessages.pageLabel, { page })}
            />
          ) : null}
        </section>
      </div>
    </div>
  );
}
