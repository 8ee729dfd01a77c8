// Public API of @talent/i18n. Explicit named exports only.

export {
  SHIPPED_LOCALES,
  SOURCE_LOCALE,
  TENANT_ONLY_MESSAGES,
  catalogChain,
  matchLocale,
  negotiateLocale,
  parseAcceptLanguage,
} from './locales.ts';
export type { ShippedLocale } from './locales.ts';

export { catalogFiles, loadCatalog, loadChainCatalogs, loadMessages, mergeMessages } from './catalogs.ts';
export type { ChainCatalogs, MessageOverrides, Messages } from './catalogs.ts';

export { compileMessages } from './compile.ts';
export type { CompiledMessages } from './compile.ts';

// The mail texts: the API server's (the portal imports none of this, so its bundles carry no mail text).
export { MAIL_LOCALES, checkMailOverrides, mailTexts } from './mail.ts';
export type { CheckedMailOverrides, MailText, MailTexts } from './mail.ts';
