// Texts of the project page (ids `search.project.*`).
import { defineMessage, defineMessages } from 'react-intl';

export const projectPageMessages = defineMessages({
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
});
