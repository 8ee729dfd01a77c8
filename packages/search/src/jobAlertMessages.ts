// Texts of the job-alert dialog and the alert's default name (ids `search.alert.*`).
import { defineMessage, defineMessages } from 'react-intl';

export const jobAlertMessages = defineMessages({
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
