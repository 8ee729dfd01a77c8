// Messages of the pools feature (ids "pools.*"). English defaults here; the catalogs of
// @talent/i18n hold the other languages. Messages with arguments are typed.
import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  // The pools page
  title: { id: 'pools.list.title', defaultMessage: 'Talent pools' },
  intro: {
    id: 'pools.list.intro',
    defaultMessage: 'Join the pools that match your skills to hear about new projects first.',
  },
  otherPools: { id: 'pools.list.otherPools', defaultMessage: 'Other pools' },
  loading: { id: 'pools.list.loading', defaultMessage: 'Loading pools' },
  emptyTitle: { id: 'pools.list.empty.title', defaultMessage: 'No pools to show right now' },
  emptyDescription: {
    id: 'pools.list.empty.description',
    defaultMessage: 'Please come back later. Meanwhile you can search projects directly.',
  },
  searchProjects: { id: 'pools.list.empty.searchProjects', defaultMessage: 'Search projects' },

  // Facts of a pool (card and page)
  openProjects: defineMessage<{ count: number }>({
    id: 'pools.pool.openProjects',
    defaultMessage: '{count, plural, =0 {No open projects} one {# open project} other {# open projects}}',
  }),
  cities: defineMessage<{ cities: string }>({ id: 'pools.pool.cities', defaultMessage: 'In {cities}' }),
  moreCities: defineMessage<{ count: number }>({
    id: 'pools.pool.moreCities',
    defaultMessage: '{count, plural, one {# more city} other {# more cities}}',
  }),
  verbiage: defineMessage<{ role: string }>({ id: 'pools.pool.verbiage', defaultMessage: 'Role: {role}' }),

  // Membership states (the contract's APPLIED / ACCEPTED / REJECTED, and none)
  stateMember: { id: 'pools.membership.member', defaultMessage: 'Member' },
  statePending: { id: 'pools.membership.pending', defaultMessage: 'Application pending' },
  stateRejected: { id: 'pools.membership.rejected', defaultMessage: 'Not accepted' },
  stateNone: { id: 'pools.membership.none', defaultMessage: 'Not a member' },
  stateMemberHint: {
    id: 'pools.membership.member.hint',
    defaultMessage: 'You are a member of this pool.',
  },
  statePendingHint: {
    id: 'pools.membership.pending.hint',
    defaultMessage: 'You applied to join this pool. The team behind it decides on your application.',
  },
  stateRejectedHint: {
    id: 'pools.membership.rejected.hint',
    defaultMessage: 'Your application to this pool was not accepted.',
  },
  stateNoneHint: {
    id: 'pools.membership.none.hint',
    defaultMessage: 'Join this pool to be considered for its projects.',
  },
  membershipUnknown: {
    id: 'pools.membership.unknown',
    defaultMessage: 'Your membership could not be loaded. Please reload the page to try again.',
  },

  // The pool page
  backToPools: { id: 'pools.pool.backToPools', defaultMessage: 'All talent pools' },
  about: { id: 'pools.pool.about', defaultMessage: 'About this pool' },
  yourMembership: { id: 'pools.pool.yourMembership', defaultMessage: 'Your membership' },
  viewProjects: { id: 'pools.pool.viewProjects', defaultMessage: 'Projects in this pool' },
  join: { id: 'pools.pool.join', defaultMessage: 'Join pool' },
  joined: defineMessage<{ pool: string }>({
    id: 'pools.pool.joined',
    defaultMessage: 'You applied to join {pool}.',
  }),
  withdraw: { id: 'pools.pool.withdraw', defaultMessage: 'Withdraw application' },
  cancelMembership: { id: 'pools.pool.cancelMembership', defaultMessage: 'Cancel membership' },
  confirmWithdrawTitle: { id: 'pools.pool.confirmWithdraw.title', defaultMessage: 'Withdraw your application?' },
  confirmWithdrawMessage: defineMessage<{ pool: string }>({
    id: 'pools.pool.confirmWithdraw.message',
    defaultMessage: 'Your application to {pool} will be withdrawn. You can apply again later.',
  }),
  confirmCancelTitle: { id: 'pools.pool.confirmCancel.title', defaultMessage: 'Cancel your membership?' },
  confirmCancelMessage: defineMessage<{ pool: string }>({
    id: 'pools.pool.confirmCancel.message',
    defaultMessage:
      'You will leave {pool} and no longer hear about its projects. Joining again needs a new application.',
  }),
  keep: { id: 'pools.pool.keep', defaultMessage: 'Keep' },
  cancelled: defineMessage<{ pool: string }>({
    id: 'pools.pool.cancelled',
    defaultMessage: 'You are no longer a member of {pool}.',
  }),
  withdrawn: defineMessage<{ pool: string }>({
    id: 'pools.pool.withdrawn',
    defaultMessage: 'Your application to {pool} was withdrawn.',
  }),
  jobNotifications: {
    id: 'pools.pool.jobNotifications',
    defaultMessage: 'Email me about new projects in this pool',
  },
  jobNotificationsOn: defineMessage<{ pool: string }>({
    id: 'pools.pool.jobNotifications.on',
    defaultMessage: 'You will get an email about new projects in {pool}.',
  }),
  jobNotificationsOff: defineMessage<{ pool: string }>({
    id: 'pools.pool.jobNotifications.off',
    defaultMessage: 'You will no longer get emails about new projects in {pool}.',
  }),

  // The talent's activity in a pool (pool page)
  activityTitle: { id: 'pools.activity.title', defaultMessage: 'Your applications and invitations' },
  activityInvitations: { id: 'pools.activity.invitations', defaultMessage: 'Open invitations' },
  activityApplications: { id: 'pools.activity.applications', defaultMessage: 'Your applications' },
  activityApply: { id: 'pools.activity.apply', defaultMessage: 'Accept and apply' },
  activityAll: { id: 'pools.activity.all', defaultMessage: 'All your applications' },
});
