// Which locales ship, how a message locale falls back (spec §9: Ukrainian falls back to English),
// and how preferred languages meet the languages on offer (`matchLocale`, for the portal, the API
// and mail alike).
import { match } from '@formatjs/intl-localematcher';
import { messageLocales } from '@talent/domain';

/** Locales the portal ships catalogs for. `uk` ships no translations: it falls back to English (spec §9). */
export const SHIPPED_LOCALES = ['en', 'de', 'fr', 'nl', 'uk'] as const;
/** A shipped locale. */
export type ShippedLocale = (typeof SHIPPED_LOCALES)[number];

/** The locale every catalog is complete in: the default messages written in code. */
export const SOURCE_LOCALE = 'en';

/**
 * Catalogs to merge for `locale`, lowest priority first: English (complete), then each fallback,
 * then the locale itself, e.g. `de-AT` → `['en', 'de', 'de-AT']`, `uk` → `['en', 'uk']`.
 */
export function catalogChain(locale: string): string[] {
  const chain = messageLocales(locale).reverse();
  return [...new Set([SOURCE_LOCALE, ...chain])];
}

/**
 * The locale of `available` that best serves `requested` (preferences, best first), else
 * `fallback`: the one locale matcher of the portal, the API and mail (`@formatjs/intl-localematcher`,
 * CLDR's "best fit" language matching). A preference matches its own tag, its language (`de-AT` →
 * `de`), a regional variant of it (`de` → `de-AT`) and CLDR's equivalents (`nb` ↔ `no`, `iw` → `he`);
 * each later preference pays CLDR's demotion, so an earlier one's regional neighbour wins over a
 * later exact tag (`en-US, de` among `en-GB, de` → `en-GB`), a mere related language does not
 * (`ca, de` among `es, de` → `de`; `ca` alone → `es`). Tags are compared
 * case-insensitively and returned as `available` spells them. Empty entries and tags that are not
 * BCP 47 (`*`, `en_US`, `<script>`) are skipped; a well-formed tag nobody offers (`xx`, `es`) matches
 * nothing. Ukrainian is not English here (spec §9's fallback is about messages, `catalogChain`):
 * whoever wants that fallback lists it, as `messageLocales('uk')` does (`['uk', 'en']`).
 */
export function matchLocale(
  requested: readonly (string | null | undefined)[],
  available: readonly string[],
  fallback: string,
): string {
  const tags = requested.flatMap((tag) => {
    const base = tag ? localeBase(tag.trim()) : undefined;
    return base ? [base] : [];
  });
  if (tags.length === 0 || available.length === 0) return fallback;
  const matched = match(tags, available, fallback, { algorithm: 'best fit' });
  // The matcher answers the fallback as given, and an offered locale as `available` spells it.
  return matched === fallback || available.includes(matched) ? matched : fallback;
}

// Tags repeat (every browser of a country sends the same few), and `Intl.Locale` costs more than
// the match itself: the answers are kept, up to a bound.
const bases = new Map<string, string | null>();

/** A tag without extensions (`de-CH-u-co-phonebk` → `de-CH`); undefined when it is not BCP 47. */
function localeBase(tag: string): string | undefined {
  let base = bases.get(tag);
  if (base === undefined) {
    try {
      base = new Intl.Locale(tag).baseName;
    } catch {
      base = null;
    }
    if (bases.size >= 1000) bases.clear();
    bases.set(tag, base);
  }
  return base ?? undefined;
}

/**
 * The tenant language to use: the best match (`matchLocale`) of the preferred languages (URL,
 * cookie, browser, user setting; best first) among the tenant's languages; else the tenant's first
 * language, its default (English for a tenant without languages).
 */
export function negotiateLocale(
  preferred: readonly (string | null | undefined)[],
  available: readonly string[],
): string {
  return matchLocale(preferred, available, available[0] ?? SOURCE_LOCALE);
}

/** A weight of RFC 9110 §12.4.2: 0 to 1 with at most three decimals. */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;
/** A language range of RFC 4647 (`de`, `de-CH`, `*`). */
const LANGUAGE_RANGE = /^(?:\*|[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*)$/;

/**
 * Preferred languages of an `Accept-Language` header (or `navigator.languages` joined), best first:
 * by weight (`q`, case-insensitive, default 1), equal weights in header order. A range weighted 0
 * or with a malformed weight (`q=2`, `q=abc`) is dropped, as is anything that is no language range.
 * `*` ("any other language") is not a language: ranges weighted below it are dropped, since the
 * tenant's default serves the visitor as well as they would (`de;q=0.5, *` → `[]`).
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.split(';').map((p) => p.trim());
      const weight = params.find((p) => /^q=/i.test(p));
      const q = weight === undefined ? 1 : QVALUE.test(weight.slice(2)) ? Number(weight.slice(2)) : 0;
      return { range, q, index };
    })
    .filter((entry) => LANGUAGE_RANGE.test(entry.range) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.range);
  const wildcard = ranges.indexOf('*');
  return wildcard < 0 ? ranges : ranges.slice(0, wildcard);
}

/**
 * Messages only a tenant writes (no default text in code): the footer's optional client
 * disclaimer (spec §2) shows only when the tenant's overrides have it.
 */
export const TENANT_ONLY_MESSAGES = ['footer.disclaimer'] as const;
