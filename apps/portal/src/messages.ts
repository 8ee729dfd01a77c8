// Messages of the portal shell (ids portal.*; footer.* are the ones tenants may override).
import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  notFound: { id: 'portal.error.notFound', defaultMessage: 'This page could not be found' },
  genericError: { id: 'portal.error.generic', defaultMessage: 'Something went wrong. Please try again later.' },
  backHome: { id: 'portal.error.backHome', defaultMessage: 'Back to home page' },
  unknownMiddleware: { id: 'portal.error.unknownMiddleware', defaultMessage: 'Unknown middleware' },
  loadingPage: { id: 'portal.loader.page', defaultMessage: 'Loading page' },
  working: { id: 'portal.loader.action', defaultMessage: 'Working' },
  close: { id: 'portal.toast.close', defaultMessage: 'Close' },
  framelessApplyingFor: { id: 'portal.frameless.applyingFor', defaultMessage: 'Applying for' },
  framelessCancel: { id: 'portal.frameless.cancel', defaultMessage: 'Cancel' },
  sessionExpired: { id: 'portal.session.expired', defaultMessage: 'Your session has ended. Please log in again.' },
  skipToContent: { id: 'portal.skipToContent', defaultMessage: 'Skip to content' },
  mainNav: { id: 'header.nav', defaultMessage: 'Main' },
  menu: { id: 'header.menu', defaultMessage: 'Menu' },
  account: { id: 'header.account', defaultMessage: 'Account' },
  closeMenu: { id: 'header.closeMenu', defaultMessage: 'Close menu' },
  login: { id: 'header.login', defaultMessage: 'Log in' },
  signup: { id: 'header.signup', defaultMessage: 'Sign up' },
  logout: { id: 'header.logout', defaultMessage: 'Log out' },
  search: { id: 'header.search', defaultMessage: 'Find projects' },
  applications: { id: 'header.applications', defaultMessage: 'Applications' },
  invitations: { id: 'header.invitations', defaultMessage: 'Invitations' },
  // What a header count adds to its link's name ("Applications, 3 submitted").
  applicationsCount: defineMessage<{ count: number }>({
    id: 'header.applications.count',
    defaultMessage: ', {count} submitted',
  }),
  invitationsCount: defineMessage<{ count: number }>({
    id: 'header.invitations.count',
    defaultMessage: ', {count} open',
  }),
  profile: { id: 'header.profile', defaultMessage: 'Profile' },
  pools: { id: 'header.pools', defaultMessage: 'Talent pools' },
  notifications: { id: 'header.notifications', defaultMessage: 'Notifications' },
  security: { id: 'header.security', defaultMessage: 'Security' },
  securityId: { id: 'header.securityId', defaultMessage: 'Security ID' },
  verifiedDevices: { id: 'header.verifiedDevices', defaultMessage: 'Verified devices' },
  privacy: { id: 'header.privacy', defaultMessage: 'Privacy' },
  // Messages with arguments declare their types (react-intl's typed descriptors).
  copyright: defineMessage<{ year: number; name: string }>({
    id: 'footer.copyright',
    defaultMessage: '© {year} {name}. All rights reserved.',
  }),
  footerLinks: { id: 'footer.links', defaultMessage: 'Legal and help' },
  newTab: { id: 'footer.newTab', defaultMessage: '(opens in a new tab)' },
  footerMore: { id: 'footer.more', defaultMessage: 'More' },
  language: { id: 'footer.language', defaultMessage: 'Language' },
  offline: {
    id: 'portal.offline',
    defaultMessage: 'You are offline. Changes are not saved until the connection is back.',
  },
  // A page that could not load for want of a connection (the error page's offline variant).
  connectionTitle: { id: 'portal.connection.title', defaultMessage: 'No connection' },
  connectionBody: {
    id: 'portal.connection.body',
    defaultMessage: 'This page needs an internet connection. Check your connection and try again.',
  },
  connectionRetry: { id: 'portal.connection.retry', defaultMessage: 'Try again' },

  // Footer public link blocks (spec §2).
  poolsBlock: { id: 'footer.blocks.pools', defaultMessage: 'Talent pools' },
  categoriesBlock: { id: 'footer.blocks.categories', defaultMessage: 'Categories' },
  citiesBlock: { id: 'footer.blocks.cities', defaultMessage: 'Cities' },
  poolsInCitiesBlock: { id: 'footer.blocks.poolsInCities', defaultMessage: 'Talent pools in cities' },
  poolInCity: defineMessage<{ pool: string; city: string }>({
    id: 'footer.poolInCity',
    defaultMessage: '{pool} in {city}',
  }),
});
