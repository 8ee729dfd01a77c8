// Messages of the apply feature (ids "apply.*", and the application statuses "applicationStatus.*"
// whose ids @talent/domain's `applicationStatusDisplay` names). English defaults here; the catalogs
// of @talent/i18n hold the other languages. Messages with arguments are typed.
import { defineMessage, defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';

// ── The talent's applications and invitations (`/app/project?tab=applications|invitations`) ──

/** Label and one-sentence description of each display status (spec §4), and the placeholder. */
export const statusMessages = defineMessages({
  sentToClientLabel: { id: 'applicationStatus.SENT_TO_CLIENT.label', defaultMessage: 'Sent to the client' },
  sentToClientDescription: {
    id: 'applicationStatus.SENT_TO_CLIENT.description',
    defaultMessage: 'Your application has been passed on to the client, who will review it.',
  },
  sendFailedLabel: { id: 'applicationStatus.SEND_FAILED.label', defaultMessage: 'Sending failed' },
  sendFailedDescription: {
    id: 'applicationStatus.SEND_FAILED.description',
    defaultMessage: 'We could not pass your application on to the client yet; we are trying again.',
  },
  activeLabel: { id: 'applicationStatus.ACTIVE.label', defaultMessage: 'In review' },
  activeDescription: {
    id: 'applicationStatus.ACTIVE.description',
    defaultMessage: 'The client is reviewing your application.',
  },
  unconfirmedLabel: { id: 'applicationStatus.UNCONFIRMED.label', defaultMessage: 'Awaiting confirmation' },
  unconfirmedDescription: {
    id: 'applicationStatus.UNCONFIRMED.description',
    defaultMessage: 'Your application still needs to be confirmed before it can be sent.',
  },
  hiredLabel: { id: 'applicationStatus.HIRED.label', defaultMessage: 'Hired' },
  hiredDescription: {
    id: 'applicationStatus.HIRED.description',
    defaultMessage: 'Congratulations, the client has chosen you for this project.',
  },
  rejectedByMspLabel: { id: 'applicationStatus.REJECTED_BY_MSP.label', defaultMessage: 'Not shortlisted' },
  rejectedByMspDescription: {
    id: 'applicationStatus.REJECTED_BY_MSP.description',
    defaultMessage: 'Your application was not put forward to the client this time.',
  },
  rejectedByVmsLabel: { id: 'applicationStatus.REJECTED_BY_VMS.label', defaultMessage: 'Declined by the client' },
  rejectedByVmsDescription: {
    id: 'applicationStatus.REJECTED_BY_VMS.description',
    defaultMessage: 'The client decided not to go ahead with your application.',
  },
  withdrawnLabel: { id: 'applicationStatus.WITHDRAWN.label', defaultMessage: 'Withdrawn' },
  withdrawnDescription: {
    id: 'applicationStatus.WITHDRAWN.description',
    defaultMessage: 'You withdrew this application.',
  },
  sendPendingLabel: { id: 'applicationStatus.SEND_PENDING.label', defaultMessage: 'Being sent' },
  sendPendingDescription: {
    id: 'applicationStatus.SEND_PENDING.description',
    defaultMessage: 'Your application is submitted and on its way to the client.',
  },
  underConstructionLabel: { id: 'applicationStatus.UNDER_CONSTRUCTION.label', defaultMessage: 'Draft' },
  underConstructionDescription: {
    id: 'applicationStatus.UNDER_CONSTRUCTION.description',
    defaultMessage: 'You have started this application but not submitted it yet.',
  },
  placeholderLabel: { id: 'applicationStatus.placeholder.label', defaultMessage: 'Status unknown' },
  placeholderDescription: {
    id: 'applicationStatus.placeholder.description',
    defaultMessage: 'We cannot show the status of this application right now.',
  },
});

/** The status messages by id, for the ids `applicationStatusDisplay` hands out. */
export const statusMessagesById: ReadonlyMap<string, MessageDescriptor> = new Map(
  Object.values(statusMessages).map((m) => [m.id, m]),
);

export const messages = defineMessages({
  // The tabs of /app/project
  tabsLabel: { id: 'apply.tabs.label', defaultMessage: 'Projects' },
  tabSearch: { id: 'apply.tabs.search', defaultMessage: 'Search' },
  tabApplications: { id: 'apply.tabs.applications', defaultMessage: 'Applications' },
  tabInvitations: { id: 'apply.tabs.invitations', defaultMessage: 'Invitations' },

  // The applications tab
  applicationsTitle: { id: 'apply.applications.title', defaultMessage: 'My applications' },
  applicationsIntro: {
    id: 'apply.applications.intro',
    defaultMessage: 'Follow your applications here, newest first.',
  },
  applicationsLoading: { id: 'apply.applications.loading', defaultMessage: 'Loading your applications' },
  applicationsFailed: {
    id: 'apply.applications.failed',
    defaultMessage: 'Your applications could not be loaded.',
  },
  retry: { id: 'apply.applications.retry', defaultMessage: 'Try again' },
  submittedTitle: { id: 'apply.applications.submittedTitle', defaultMessage: 'Submitted applications' },
  statusFilter: { id: 'apply.applications.filter.label', defaultMessage: 'Status' },
  statusFilterAll: { id: 'apply.applications.filter.all', defaultMessage: 'All statuses' },
  emptyTitle: { id: 'apply.applications.empty.title', defaultMessage: 'No applications yet' },
  emptyDescription: {
    id: 'apply.applications.empty.description',
    defaultMessage: 'Find a project that fits you and apply in a few steps.',
  },
  emptyFilteredTitle: {
    id: 'apply.applications.emptyFiltered.title',
    defaultMessage: 'No applications with this status',
  },
  searchProjects: { id: 'apply.applications.searchProjects', defaultMessage: 'Search projects' },
  shownOfTotal: defineMessage<{ shown: number; total: number }>({
    id: 'apply.applications.shownOfTotal',
    defaultMessage: 'Showing {shown} of {total, plural, one {# application} other {# applications}}',
  }),
  loadMore: { id: 'apply.applications.loadMore', defaultMessage: 'Show more applications' },
  submittedOn: defineMessage<{ date: string }>({
    id: 'apply.applications.submittedOn',
    defaultMessage: 'Submitted on {date}',
  }),
  startedOn: defineMessage<{ date: string }>({
    id: 'apply.applications.startedOn',
    defaultMessage: 'Started on {date}',
  }),
  proposedRate: defineMessage<{ rate: string }>({
    id: 'apply.applications.proposedRate',
    defaultMessage: 'Your rate: {rate}',
  }),
  ratePerUnit: defineMessage<{ amount: string; unit: string }>({
    id: 'apply.applications.ratePerUnit',
    defaultMessage:
      '{amount} {unit, select, HR {per hour} DAY {per day} WEEK {per week} MONTH {per month} YEAR {per year} other {for the project}}',
  }),
  timeline: { id: 'apply.applications.timeline', defaultMessage: 'Status history' },
  edit: { id: 'apply.applications.edit', defaultMessage: 'Edit application' },
  withdraw: { id: 'apply.applications.withdraw', defaultMessage: 'Withdraw' },
  withdrawTitle: defineMessage<{ job: string }>({
    id: 'apply.applications.withdraw.title',
    defaultMessage: 'Withdraw your application for “{job}”?',
  }),
  withdrawMessage: {
    id: 'apply.applications.withdraw.message',
    defaultMessage: 'The client will be told that you are no longer available. You cannot undo this.',
  },
  withdrawReason: { id: 'apply.applications.withdraw.reason', defaultMessage: 'Reason (optional)' },
  withdrawReasonHint: {
    id: 'apply.applications.withdraw.reasonHint',
    defaultMessage: 'Helps the client understand your decision.',
  },
  withdrawConfirm: { id: 'apply.applications.withdraw.confirm', defaultMessage: 'Withdraw application' },
  withdrawCancel: { id: 'apply.applications.withdraw.cancel', defaultMessage: 'Keep application' },
  withdrawn: defineMessage<{ job: string }>({
    id: 'apply.applications.withdraw.done',
    defaultMessage: 'Your application for “{job}” has been withdrawn.',
  }),

  // Drafts (applications not submitted yet)
  draftsTitle: { id: 'apply.drafts.title', defaultMessage: 'Unfinished applications' },
  draftsIntro: {
    id: 'apply.drafts.intro',
    defaultMessage: 'Pick up where you left off, on this device or any other.',
  },
  continueDraft: { id: 'apply.drafts.continue', defaultMessage: 'Continue' },

  // The invitations tab
  invitationsTitle: { id: 'apply.invitations.title', defaultMessage: 'Invitations' },
  invitationsIntro: {
    id: 'apply.invitations.intro',
    defaultMessage: 'Clients who would like you to apply for their project.',
  },
  invitationsLoading: { id: 'apply.invitations.loading', defaultMessage: 'Loading your invitations' },
  invitationsFailed: {
    id: 'apply.invitations.failed',
    defaultMessage: 'Your invitations could not be loaded.',
  },
  invitationsEmptyTitle: { id: 'apply.invitations.empty.title', defaultMessage: 'No open invitations' },
  invitationsEmptyDescription: {
    id: 'apply.invitations.empty.description',
    defaultMessage: 'When a client invites you to a project, it shows up here.',
  },
  invitedOn: defineMessage<{ date: string }>({
    id: 'apply.invitations.invitedOn',
    defaultMessage: 'Invited on {date}',
  }),
  expires: defineMessage<{ when: string }>({ id: 'apply.invitations.expires', defaultMessage: 'Expires {when}' }),
  expired: { id: 'apply.invitations.expired', defaultMessage: 'Expired' },
  accept: { id: 'apply.invitations.accept', defaultMessage: 'Accept and apply' },
  decline: { id: 'apply.invitations.decline', defaultMessage: 'Decline' },
  declineTitle: defineMessage<{ job: string }>({
    id: 'apply.invitations.decline.title',
    defaultMessage: 'Decline the invitation to “{job}”?',
  }),
  declineMessage: {
    id: 'apply.invitations.decline.message',
    defaultMessage: 'The invitation will disappear from your list. You can still apply while the project is open.',
  },
  declineConfirm: { id: 'apply.invitations.decline.confirm', defaultMessage: 'Decline invitation' },
  declineCancel: { id: 'apply.invitations.decline.cancel', defaultMessage: 'Keep invitation' },
  declined: defineMessage<{ job: string }>({
    id: 'apply.invitations.decline.done',
    defaultMessage: 'You declined the invitation to “{job}”.',
  }),
});
