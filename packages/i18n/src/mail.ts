// The texts of the emails and SMS the API server sends: `mail/<locale>.json`, flat catalogs of ICU
// messages with ids `mail.*`, the same format as the portal's `messages/<locale>/*.json` but a set
// of files of their own. The portal never loads them: its catalogs are globbed from `messages/`
// only, and nothing it imports uses this module, so no bundle or page carries a mail text. English
// is the source here (no code declares mail texts); `mail.test.ts` holds every other locale to it.
//
// A mail's texts are the shipped catalogs of its locale's chain (`catalogChain`) with a tenant's
// overrides for each locale on top, as the portal's are (`mergeMessages`); which locale a mail
// speaks is `matchLocale` of the recipient's locale and its fallbacks (spec §9: Ukrainian falls
// back to English) among the locales with mail texts: the shipped ones and those a tenant
// overrides mail texts in.
import { messageLocales } from '@talent/domain';
import de from '../mail/de.json' with { type: 'json' };
import en from '../mail/en.json' with { type: 'json' };
import fr from '../mail/fr.json' with { type: 'json' };
import nl from '../mail/nl.json' with { type: 'json' };
import { messageArguments } from './arguments.ts';
import { isMailMessage } from './catalogs.ts';
import type { MessageOverrides, Messages } from './catalogs.ts';
import { SOURCE_LOCALE, catalogChain, matchLocale } from './locales.ts';

const MAIL_CATALOGS: Readonly<Record<string, Messages>> = { en, de, fr, nl };

/** Locales that ship mail texts (`mail/<locale>.json`); English is complete, the source. */
export const MAIL_LOCALES: readonly string[] = Object.freeze(Object.keys(MAIL_CATALOGS));

/** One locale's own mail texts (no fallback); empty for a locale without a file. */
export function mailCatalog(locale: string): Messages {
  return Object.hasOwn(MAIL_CATALOGS, locale) ? MAIL_CATALOGS[locale]! : {};
}

/** A mail text and the locale it is written in (for its plural and number rules). */
export interface MailText {
  readonly message: string;
  readonly locale: string;
}

/** The texts of a mail in one language. */
export interface MailTexts {
  /** The language of the mail (`matchLocale`): `de` for `de-CH`, `en` for `uk`. */
  readonly locale: string;
  /** Every mail text by id, from the shipped catalogs and the tenant's overrides. */
  readonly texts: Readonly<Record<string, MailText>>;
}

/**
 * The mail texts for a recipient in `locale`, with a tenant's `overrides` (its
 * `messages/<locale>.json`, checked with `checkMailOverrides`; other ids are ignored). The mail's
 * language is the best match of `locale` and its fallbacks among the shipped mail locales and the
 * locales the tenant overrides mail texts in, else English. Its texts are English, then each
 * fallback, then that language, each followed by the tenant's overrides for it: a tenant's German
 * text wins over the shipped German one; its English one shows where German has none.
 */
export function mailTexts(locale: string, overrides: MessageOverrides = {}): MailTexts {
  const overridden = Object.keys(overrides).filter(
    (l) => !MAIL_LOCALES.includes(l) && Object.keys(overrides[l] ?? {}).some(isMailMessage),
  );
  const chosen = matchLocale(messageLocales(locale), [...MAIL_LOCALES, ...overridden], SOURCE_LOCALE);
  const texts: Record<string, MailText> = {};
  for (const l of catalogChain(chosen)) {
    for (const [id, message] of Object.entries(mailCatalog(l))) texts[id] = { message, locale: l };
    for (const [id, message] of Object.entries(overrides[l] ?? {})) {
      if (Object.hasOwn(texts, id)) texts[id] = { message, locale: l };
    }
  }
  return { locale: chosen, texts };
}

/** A tenant's mail overrides that can be used, and what is wrong with the others. */
export interface CheckedMailOverrides {
  /** The valid mail overrides by locale (the portal's ids left out). */
  readonly overrides: MessageOverrides;
  /** One line per refused override: `de: mail.activation.subject uses {job}, which it is not given`. */
  readonly problems: readonly string[];
}

/**
 * Checks the mail texts among a tenant's overrides: each must name a shipped mail text, be valid
 * ICU and use no argument (or tag) the shipped English text does not — the server gives a text
 * only the values its own text uses, so any other would fail the mail.
 */
export function checkMailOverrides(overrides: MessageOverrides): CheckedMailOverrides {
  const valid: Record<string, Record<string, string>> = {};
  const problems: string[] = [];
  for (const [locale, messages] of Object.entries(overrides)) {
    for (const [id, message] of Object.entries(messages)) {
      if (!isMailMessage(id)) continue;
      const problem = overrideProblem(id, message);
      if (problem) problems.push(`${locale}: ${id} ${problem}`);
      else (valid[locale] ??= {})[id] = message;
    }
  }
  return { overrides: valid, problems };
}

function overrideProblem(id: string, message: string): string | undefined {
  const shipped = mailCatalog(SOURCE_LOCALE);
  if (!Object.hasOwn(shipped, id)) return 'is no mail text';
  let used: string[];
  try {
    used = messageArguments(message);
  } catch (error) {
    return `is not valid ICU (${(error as Error).message})`;
  }
  const given = new Set(messageArguments(shipped[id]!));
  const unknown = used.filter((name) => !given.has(name));
  return unknown.length > 0
    ? `uses ${unknown.map((name) => `{${name}}`).join(', ')}, which it is not given`
    : undefined;
}
