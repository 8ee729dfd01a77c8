// Texts of the portal layout's banners (ids `portal.*`), apart from the shell's messages.ts: the
// banners' code loads only when one is shown (AnnouncementNotice.tsx, VerificationBanner.tsx), and
// a module is bundled whole, so in messages.ts their texts were on every page.
import { defineMessage, defineMessages } from 'react-intl';

export const bannerMessages = defineMessages({
  // Announcement banner (spec §4): one text per tier of time left to the deadline.
  announcementLabel: { id: 'portal.announcement.label', defaultMessage: 'Announcement' },
  announcementLong: defineMessage<{ start: string; finishBy: string }>({
    id: 'portal.announcement.long',
    defaultMessage:
      'Planned maintenance: the portal will be unavailable from {start}. Please finish and save your work by {finishBy}.',
  }),
  announcementThirtyMinutes: defineMessage<{ time: string }>({
    id: 'portal.announcement.thirtyMinutes',
    defaultMessage: 'Maintenance starts in less than 30 minutes, at {time}. Please save your work.',
  }),
  announcementTenMinutes: defineMessage<{ time: string }>({
    id: 'portal.announcement.tenMinutes',
    defaultMessage: 'Maintenance starts in less than 10 minutes, at {time}. Please save your work now.',
  }),
  announcementFinal: {
    id: 'portal.announcement.final',
    defaultMessage: 'Maintenance is starting. Changes you have not saved may be lost.',
  },
  announcementSnooze: { id: 'portal.announcement.snooze', defaultMessage: 'Remind me later' },

  // Email-verification banner and its "not received" dialog (spec §2).
  verificationLabel: { id: 'portal.verification.label', defaultMessage: 'Email confirmation' },
  verificationUnverified: defineMessage<{ email: string }>({
    id: 'portal.verification.unverified',
    defaultMessage: 'Please confirm your email address {email} with the link we sent you.',
  }),
  verificationPending: defineMessage<{ email: string }>({
    id: 'portal.verification.pending',
    defaultMessage: 'Please confirm your new email address {email} with the link we sent to it.',
  }),
  notReceived: { id: 'portal.verification.notReceived', defaultMessage: 'Email not received?' },
});
