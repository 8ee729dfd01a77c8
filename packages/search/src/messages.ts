// Texts of project search and the project page (ids `search.*`). English is the default text;
// the catalogs in @talent/i18n carry the other languages.
import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
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
  workPreference: { id: 'search.filters.workPreference', defaultMessage: 'Work preference' },
  workPrefHybrid: { id: 'search.workPreference.hybrid', defaultMessage: 'Hybrid' },
  workPrefOnSite: { id: 'search.workPreference.onSite', defaultMessage: 'On site' },
  workPrefRemote: { id: 'search.workPreference.remote', defaultMessage: 'Remote' },
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

  rate: { id: 'search.job.rate', defaultMessage: 'Hourly rate' },
  rateRange: defineMessage<{ min: string; max: string }>({
    id: 'search.job.rate.range',
    defaultMessage: '{min} – {max}',
  }),
  rateFrom: defineMessage<{ min: string }>({ id: 'search.job.rate.from', defaultMessage: 'from {min}' }),
  rateUpTo: defineMessage<{ max: string }>({ id: 'search.job.rate.upTo', defaultMessage: 'up to {max}' }),
  place: defineMessage<{ city: string; country: string }>({
    id: 'search.job.place',
    defaultMessage: '{city}, {country}',
  }),
  jobLocation: { id: 'search.job.location', defaultMessage: 'Location' },
  remote: { id: 'search.job.remote', defaultMessage: 'Remote' },
  start: { id: 'search.job.start', defaultMessage: 'Start' },
  end: { id: 'search.job.end', defaultMessage: 'End' },
  hours: { id: 'search.job.hours', defaultMessage: 'Hours per week' },
  hoursValue: defineMessage<{ hours: number }>({
    id: 'search.job.hours.value',
    defaultMessage: '{hours, plural, one {# hour} other {# hours}}',
  }),
  durationValue: defineMessage<{ months: number }>({
    id: 'search.job.duration.value',
    defaultMessage: '{months, plural, one {# month} other {# months}}',
  }),
  jobDuration: { id: 'search.job.duration', defaultMessage: 'Duration' },
  deadline: { id: 'search.job.deadline', defaultMessage: 'Apply by' },
  positions: { id: 'search.job.positions', defaultMessage: 'Positions' },
  jobType: { id: 'search.job.type', defaultMessage: 'Contract type' },
  jobLanguage: { id: 'search.job.language', defaultMessage: 'Language' },
  jobPools: { id: 'search.job.pools', defaultMessage: 'Pools' },
  statusActive: { id: 'search.status.active', defaultMessage: 'Open' },
  statusActiveDescription: { id: 'search.status.active.description', defaultMessage: 'Accepting applications' },
  statusPaused: { id: 'search.status.paused', defaultMessage: 'Paused' },
  statusPausedDescription: {
    id: 'search.status.paused.description',
    defaultMessage: 'Applications are paused for now',
  },
  statusClosed: { id: 'search.status.closed', defaultMessage: 'Closed' },
  statusClosedDescription: {
    id: 'search.status.closed.description',
    defaultMessage: 'No longer accepting applications',
  },

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
  allProjects: { id: 'search.listing.allProjects', defaultMessage: 'All projects' },

  description: { id: 'search.project.description', defaultMessage: 'Description' },
  details: { id: 'search.project.details', defaultMessage: 'Details' },
  apply: { id: 'search.project.apply', defaultMessage: 'Apply for this project' },
  applyLogin: { id: 'search.project.applyLogin', defaultMessage: 'Log in to apply' },
  continueApplication: { id: 'search.project.continueApplication', defaultMessage: 'Continue your application' },
  appliedOn: defineMessage<{ date: string }>({
    id: 'search.project.appliedOn',
    defaultMessage: 'You applied on {date}.',
  }),
  followApplication: { id: 'search.project.followApplication', defaultMessage: 'Follow your application' },
  closedNotice: {
    id: 'search.project.closed',
    defaultMessage: 'This project no longer accepts applications.',
  },
  removed: { id: 'search.project.removed', defaultMessage: 'This project has been removed.' },
  removedSearch: { id: 'search.project.removed.search', defaultMessage: 'Find other projects' },
  notInterested: { id: 'search.project.notInterested', defaultMessage: 'Not interested' },
  notInterestedDone: {
    id: 'search.project.notInterested.done',
    defaultMessage: 'Noted. This project no longer appears in your searches.',
  },
  excludedNotice: {
    id: 'search.project.excluded',
    defaultMessage: 'You are not interested in this project, so it does not appear in your searches.',
  },
  includeAgain: { id: 'search.project.includeAgain', defaultMessage: 'Show it in my searches again' },
  includedAgain: {
    id: 'search.project.includeAgain.done',
    defaultMessage: 'This project appears in your searches again.',
  },
  similarHeading: { id: 'search.project.similar', defaultMessage: 'Similar projects' },
  similarLoading: { id: 'search.project.similar.loading', defaultMessage: 'Loading similar projects' },
  similarError: { id: 'search.project.similar.error', defaultMessage: 'The similar projects could not be loaded.' },
  similarEmpty: { id: 'search.project.similar.empty', defaultMessage: 'There are no similar projects right now.' },

  alertAction: { id: 'search.alert.action', defaultMessage: 'Notify me about new projects like these' },
  alertLoginHint: {
    id: 'search.alert.loginHint',
    defaultMessage: 'Log in or sign up to get new projects like these by email.',
  },
  alertTitle: { id: 'search.alert.title', defaultMessage: 'Get new projects like these by email' },
  alertIntro: {
    id: 'search.alert.intro',
    defaultMessage: 'We will email you new projects that match this search.',
  },
  alertManage: { id: 'search.alert.manage', defaultMessage: 'You can change or stop these emails at any time.' },
  alertManageLink: { id: 'search.alert.manage.link', defaultMessage: 'Manage your emails' },
  alertName: { id: 'search.alert.name', defaultMessage: 'Name of the alert' },
  alertNameHint: { id: 'search.alert.name.hint', defaultMessage: 'It appears in the emails.' },
  alertFrequency: { id: 'search.alert.frequency', defaultMessage: 'How often' },
  alertDaily: { id: 'search.alert.frequency.daily', defaultMessage: 'Daily' },
  alertWeekly: { id: 'search.alert.frequency.weekly', defaultMessage: 'Weekly' },
  alertSave: { id: 'search.alert.save', defaultMessage: 'Save alert' },
  alertCancel: { id: 'search.alert.cancel', defaultMessage: 'Cancel' },
  alertSaved: defineMessage<{ name: string; frequency: string }>({
    id: 'search.alert.saved',
    defaultMessage:
      'Alert “{name}” saved. We will email you new projects like these {frequency, select, DAILY {every day} other {every week}}.',
  }),
  alertNameTextPlace: defineMessage<{ text: string; place: string }>({
    id: 'search.alert.defaultName.textPlace',
    defaultMessage: '{text} in {place}',
  }),
  alertNamePlace: defineMessage<{ place: string }>({
    id: 'search.alert.defaultName.place',
    defaultMessage: 'Projects in {place}',
  }),
  alertNameAll: { id: 'search.alert.defaultName.all', defaultMessage: 'New projects' },
});
