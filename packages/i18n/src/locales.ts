// Which locales ship, how a message locale falls back (spec §9: Ukrainian falls back to English),
// and how a visitor's preferred languages meet a tenant's languages.
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
 * The tenant language to use: the first preferred language (browser, cookie, user setting) that
 * the tenant offers, by exact tag and then by base language; else the tenant's first language.
 */
export function negotiateLocale(
  preferred: readonly (string | null | undefined)[],
  available: readonly string[],
): string {
  const offered = available.map((tag) => tag.toLowerCase());
  for (const raw of preferred) {
    if (!raw) continue;
    const tag = raw.trim().toLowerCase();
    const exact = offered.indexOf(tag);
    if (exact >= 0) return available[exact]!;
    const base = offered.indexOf(tag.split('-')[0]!);
    if (base >= 0) return available[base]!;
  }
  if (available.length === 0) return SOURCE_LOCALE;
  return available[0]!;
}

/** Preferred languages of an `Accept-Language` header (or `navigator.languages` joined), best first. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(entry.tag) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * Messages only a tenant writes (no default text in code): the footer's optional client
 * disclaimer (spec §2) shows only when the tenant's overrides have it.
 */
export const TENANT_ONLY_MESSAGES = ['footer.disclaimer'] as const;
