// Texts of project search shared by its pages (ids `search.*`): the project card's facts and work
// preferences, the statuses, a removed project. Each page's own texts are in a module of its own
// (searchPageMessages, projectPageMessages, listingMessages, jobAlertMessages): a module is bundled
// whole, and a page needs only its own. English is the default text; the catalogs in @talent/i18n
// carry the other languages.
import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  workPreference: { id: 'search.filters.workPreference', defaultMessage: 'Work preference' },
  workPrefHybrid: { id: 'search.workPreference.hybrid', defaultMessage: 'Hybrid' },
  workPrefOnSite: { id: 'search.workPreference.onSite', defaultMessage: 'On site' },
  workPrefRemote: { id: 'search.workPreference.remote', defaultMessage: 'Remote' },
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
  allProjects: { id: 'search.listing.allProjects', defaultMessage: 'All projects' },
  removed: { id: 'search.project.removed', defaultMessage: 'This project has been removed.' },
  removedSearch: { id: 'search.project.removed.search', defaultMessage: 'Find other projects' },
});
