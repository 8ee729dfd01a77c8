// CMS categories as the pools page shows them: the name (and description) in the current locale.
import type { Category } from '@talent/api-client';
import { messageLocales } from '@talent/domain';

/**
 * The name of a CMS category in the current locale. The API already narrows translations to the
 * locale and its fallbacks, best first; this picks the locale's own (or its language's, or for
 * Ukrainian the English, spec §9) when present, else the API's best.
 */
export function categoryName(category: Pick<Category, 'translations' | 'slug'>, locale: string): string {
  return translationOf(category, locale)?.name ?? category.slug;
}

/** The description of a CMS category in the current locale (same fallbacks as its name), if any. */
export function categoryDescription(category: Pick<Category, 'translations'>, locale: string): string | null {
  return translationOf(category, locale)?.description ?? null;
}

function translationOf(category: Pick<Category, 'translations'>, locale: string) {
  for (const language of messageLocales(locale)) {
    const match = category.translations.find((t) => t.language_code === language);
    if (match) return match;
  }
  return category.translations[0];
}
