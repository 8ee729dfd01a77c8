// Messages of the content feature (ids "content.*"). English defaults here; the catalogs of
// @talent/i18n hold the other languages. The pages' own texts come from the tenant's CMS.
import { defineMessage, defineMessages } from 'react-intl';
import type { MessageTag } from 'react-intl';

export const messages = defineMessages({
  loading: { id: 'content.page.loading', defaultMessage: 'Loading the page' },
  updated: defineMessage<{ version: string; date: string; time: MessageTag }>({
    id: 'content.page.updated',
    defaultMessage: 'Version {version}, last updated <time>{date}</time>',
  }),
  otherLanguage: defineMessage<{ language: string }>({
    id: 'content.page.otherLanguage',
    defaultMessage: 'This page is not available in your language yet. It is shown in {language}.',
  }),
});
