// Texts of the search page: the form, filters, results, pages and the job-alert action (ids `search.*`).
import { defineMessage, defineMessages } from 'react-intl';

export const searchPageMessages = defineMessages({
  title: { id: 'search.title', defaultMessage: 'Find projects' },
  searchRegion: { id: 'search.form.region', defaultMessage: 'Project search' },
  searchLabel: { id: 'search.form.label', defaultMessage: 'Search projects' },
  searchHint: { id: 'search.form.hint', defaultMessage: 'A job title, a skill or a keyword' },
  searchButton: { id: 'search.form.submit', defaultMessage: 'Search' },
  filtersHeading: { id: 'search.filters.heading', defaultMessage: 'Filters' },
  showFilters: defineMessage<{ count: number }>({
    id: 'search.filters.toggle',
    defaultMessage: '{count, plural, =0 {Filters} other {Filters (#)}}',
  }),
  clearFilters: { id: 'search.filters.clear', defaultMessage: 'Clear filters' },
  pools: { id: 'search.filters.pools', defaultMessage: 'Pools' },
  facetOption: defineMessage<{ name: string; count: number }>({
    id: 'search.filters.option',
    defaultMessage: '{name} ({count})',
  }),
  location: { id: 'search.filters.location', defaultMessage: 'Location' },
  locationPlaceholder: { id: 'search.filters.location.placeholder', defaultMessage: 'City or country' },
  locationNoMatch: { id: 'search.filters.location.noMatch', defaultMessage: 'No location matches' },
  locationCountry: defineMessage<{ country: string }>({
    id: 'search.filters.location.country',
    defaultMessage: '{country} (all cities)',
  }),
  clearLocation: { id: 'search.filters.location.clear', defaultMessage: 'Clear location' },
  detectedLocation: defineMessage<{ place: string }>({
    id: 'search.filters.location.detected',
    defaultMessage:
      'Showing projects near {place}, found from your internet connection. Choose a location to search somewhere else.',
  }),
  hoursPerWeek: { id: 'search.filters.hoursPerWeek', defaultMessage: 'Hours per week' },
  duration: { id: 'search.filters.duration', defaultMessage: 'Duration in months' },
  rangeFrom: { id: 'search.filters.range.from', defaultMessage: 'From' },
  rangeTo: { id: 'search.filters.range.to', defaultMessage: 'To' },
  rangeHint: { id: 'search.filters.range.hint', defaultMessage: 'Applied when you leave the field or press Enter.' },
  rangeInvalid: defineMessage<{ max: number }>({
    id: 'search.filters.range.invalid',
    defaultMessage: 'Enter a number from 0 to {max}.',
  }),
  openOnly: { id: 'search.filters.openOnly', defaultMessage: 'Only open projects' },
  resultsHeading: { id: 'search.results.heading', defaultMessage: 'Results' },
  resultCount: defineMessage<{ count: number }>({
    id: 'search.results.count',
    defaultMessage: '{count, plural, =0 {No projects found} one {# project found} other {# projects found}}',
  }),
  searching: { id: 'search.results.searching', defaultMessage: 'Searching…' },
  loadingResults: { id: 'search.results.loading', defaultMessage: 'Loading projects' },
  errorTitle: { id: 'search.results.error', defaultMessage: 'The projects could not be loaded.' },
  retry: { id: 'search.results.retry', defaultMessage: 'Try again' },
  emptyTitle: { id: 'search.results.empty', defaultMessage: 'No projects match your search' },
  emptyBody: { id: 'search.results.empty.hint', defaultMessage: 'Try other words or fewer filters.' },
  pageEmptyTitle: { id: 'search.results.pageEmpty', defaultMessage: 'There are no projects on this page' },
  goToPage: defineMessage<{ page: number }>({ id: 'search.results.goToPage', defaultMessage: 'Go to page {page}' }),
  pagination: { id: 'search.pagination.label', defaultMessage: 'Result pages' },
  previousPage: { id: 'search.pagination.previous', defaultMessage: 'Previous page' },
  nextPage: { id: 'search.pagination.next', defaultMessage: 'Next page' },
  pageLabel: defineMessage<{ page: number }>({ id: 'search.pagination.page', defaultMessage: 'Page {page}' }),
  alertAction: { id: 'search.alert.action', defaultMessage: 'Notify me about new projects like these' },
  alertLoginHint: {
    id: 'search.alert.loginHint',
    defaultMessage: 'Log in or sign up to get new projects like these by email.',
  },
});
