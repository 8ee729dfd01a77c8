// The texts of the emails and SMS the server sends: the mail catalogs of @talent/i18n
// (`packages/i18n/mail/<locale>.json`, ids `mail.*`, ICU), with the tenant's overrides from its
// `messages/<locale>.json` on top, as the portal puts them on its messages. Which language a mail
// speaks is @talent/i18n's `mailTexts`: the recipient's locale matched among the locales with mail
// texts (`de-CH` → `de`; Ukrainian falls back to English, spec §9, unless the tenant writes
// Ukrainian mail texts).
//
// A message kind's texts are `mail.<kind>.subject` (emails; an SMS has none), its paragraphs
// `mail.<kind>.body.1`, `.2`…, the paragraphs after its list `mail.<kind>.closing.1`…, the label of
// its button `mail.<kind>.action`, and its own footer `mail.<kind>.footer` in place of `mail.footer`
// (mail to non-members). Every email opens with `mail.greeting`; `mail.manage` is the footer's line
// with the link to manage or stop emails.
import { checkMailOverrides, mailTexts } from '@talent/i18n';
import type { MailText, MailTexts, MessageOverrides } from '@talent/i18n';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Tenant } from '../../tenants/tenants.ts';

/** Kinds of messages the server sends. */
export const MESSAGE_KINDS = [
  'activation',
  'verifyEmail',
  'changeEmail',
  'resetPassword',
  'oneTimeLink',
  'deviceLogin',
  'smsCode',
  'referral',
  'applicationSubmitted',
  'applicationUpdated',
  // An application moved (by the client's system or the delivery to it), one kind per status.
  'applicationSentToClient',
  'applicationSendFailed',
  'applicationActive',
  'applicationUnconfirmed',
  'applicationHired',
  'applicationRejectedByMsp',
  'applicationRejectedByVms',
  'invitation',
  // Digests (services/notifications/digests.ts): a job alert's new projects, and the new projects of the pools.
  'jobAlertDigest',
  'poolDigest',
  // The talent's data export ("download my data") is ready: an expiring download link.
  'dataExportReady',
] as const;

/** A kind of message the server sends. */
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** One message's texts in one language, each with the locale it is written in. */
export interface MessageTexts {
  /** The language of the message (`lang` of its HTML). */
  readonly locale: string;
  readonly greeting: MailText;
  /** Emails only. */
  readonly subject: MailText | undefined;
  readonly body: readonly MailText[];
  /** Paragraphs after the message's list of items (a digest's "and N more"). */
  readonly closing: readonly MailText[];
  /** The label of the message's button. */
  readonly action: MailText | undefined;
  /** The message's own footer, else the one speaking of the recipient's account. */
  readonly footer: MailText;
  /** The footer's line with the link (`{manageLink}`) to manage or stop emails without logging in. */
  readonly manage: MailText;
}

// By tenant object: a tenant re-read after a change of its folder is a new object, so its
// overrides are read again.
const overridesOf = new WeakMap<Tenant, MessageOverrides>();
const textsOf = new WeakMap<Tenant, Map<string, MailTexts>>();

/** The locales a tenant may hold message overrides for: English and its languages (as the portal reads them). */
function overrideLocales(tenant: Tenant): string[] {
  return [...new Set(['en', ...tenant.context.languages.map((language) => language.iso)])];
}

function readOverrides(file: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    // No file (most locales), or a broken one: the tenant test names it; the mails keep the shipped texts.
    return {};
  }
}

/**
 * The tenant's overrides of mail texts (`messages/<locale>.json`, ids `mail.*`) that the server can
 * use (`checkMailOverrides`: known ids, valid ICU, no value the text is not given); a refused one
 * leaves the shipped text, and @talent/i18n's catalog test names it for the shipped tenants.
 */
function tenantMailOverrides(tenant: Tenant): MessageOverrides {
  let overrides = overridesOf.get(tenant);
  if (!overrides) {
    const files = Object.fromEntries(
      overrideLocales(tenant).map((locale) => [locale, readOverrides(join(tenant.dir, 'messages', `${locale}.json`))]),
    );
    overrides = checkMailOverrides(files).overrides;
    overridesOf.set(tenant, overrides);
  }
  return overrides;
}

function tenantMailTexts(tenant: Tenant, locale: string): MailTexts {
  let byLocale = textsOf.get(tenant);
  if (!byLocale) {
    byLocale = new Map();
    textsOf.set(tenant, byLocale);
  }
  let texts = byLocale.get(locale);
  if (!texts) {
    texts = mailTexts(locale, tenantMailOverrides(tenant));
    // Recipients' locales are the tenant's languages; the bound only keeps odd stored ones in check.
    if (byLocale.size >= 32) byLocale.clear();
    byLocale.set(locale, texts);
  }
  return texts;
}

/** The numbered texts `<prefix>.1`, `<prefix>.2`… in order. */
function numbered(texts: Readonly<Record<string, MailText>>, prefix: string): MailText[] {
  const out: MailText[] = [];
  for (let n = 1; Object.hasOwn(texts, `${prefix}.${n}`); n++) out.push(texts[`${prefix}.${n}`]!);
  return out;
}

/** The texts of a message of `kind` to a recipient in `locale`, with the tenant's overrides. */
export function messageTexts(tenant: Tenant, kind: MessageKind, locale: string): MessageTexts {
  const { locale: language, texts } = tenantMailTexts(tenant, locale);
  const text = (id: string): MailText | undefined => (Object.hasOwn(texts, id) ? texts[id] : undefined);
  const required = (id: string): MailText => {
    const found = text(id);
    if (!found) throw new Error(`The mail text ${id} is missing.`);
    return found;
  };
  return {
    locale: language,
    greeting: required('mail.greeting'),
    subject: text(`mail.${kind}.subject`),
    body: numbered(texts, `mail.${kind}.body`),
    closing: numbered(texts, `mail.${kind}.closing`),
    action: text(`mail.${kind}.action`),
    footer: text(`mail.${kind}.footer`) ?? required('mail.footer'),
    manage: required('mail.manage'),
  };
}
