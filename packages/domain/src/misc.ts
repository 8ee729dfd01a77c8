// Smaller rules of spec §4, §5 and §8 that the portal and the API share.
import { AFFILIATE_QUERY_PARAMS, IMAGE_WIDTHS, MESSAGE_LOCALE_FALLBACKS } from './constants.ts';
import type { Category, Pool } from './entities.ts';
import type { OneTimeLinkError } from './enums.ts';

/**
 * Hourly rate typed by a talent, as a float. A comma is a decimal comma when there is no dot
 * ("45,50" → 45.5) and a thousands separator otherwise ("1,250.50" → 1250.5); anything that is
 * not a finite number gives null.
 */
export function parseHourlyRate(input: string | number | null | undefined): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  if (typeof input !== 'string') return null;
  const text = input.includes('.') ? input.replaceAll(',', '') : input.replace(',', '.');
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? value : null;
}

/** A file entry with a MIME type, as the CV resources list or a browser File has it. */
export type TypedFile = { readonly contentType?: string | null } | { readonly type?: string | null };

function mimeOf(file: TypedFile): string {
  const raw = ('contentType' in file ? file.contentType : undefined) ?? ('type' in file ? file.type : undefined) ?? '';
  return raw.split(';')[0]!.trim().toLowerCase();
}

/** Keeps only PDF files (by MIME type, as the CV list must). */
export function onlyPdfs<F extends TypedFile>(files: readonly F[]): F[] {
  return files.filter((file) => mimeOf(file) === 'application/pdf');
}

/** A width the image endpoint renders (one of IMAGE_WIDTHS). */
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/**
 * The width to ask the image endpoint for, to show an image `cssPixels` wide on a screen of this
 * pixel density: the smallest of IMAGE_WIDTHS with at least that many pixels, else the largest (the
 * browser scales it up). `imageWidthFor(32, 2)` → 64.
 */
export function imageWidthFor(cssPixels: number, density = 1): ImageWidth {
  const needed = cssPixels * density;
  return IMAGE_WIDTHS.find((width) => width >= needed) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
}

/** Pools grouped under their CMS categories, plus the pools that belong to none. */
export interface GroupedPools<P, C> {
  readonly categories: readonly { readonly category: C; readonly pools: readonly P[] }[];
  readonly orphans: readonly P[];
}

/**
 * Groups pools under CMS categories in category order; pools without a category, or whose category
 * the CMS does not list, are orphans. With no categories (the CMS failed) every pool is an orphan.
 * Categories without pools are left out.
 */
export function groupPoolsByCategory<P extends Pick<Pool, 'categoryId'>, C extends Pick<Category, 'id'>>(
  pools: readonly P[],
  categories: readonly C[] | null | undefined,
): GroupedPools<P, C> {
  const list = categories ?? [];
  const known = new Set(list.map((c) => c.id));
  const groups = list
    .map((category) => ({ category, pools: pools.filter((p) => p.categoryId === category.id) }))
    .filter((group) => group.pools.length > 0);
  const orphans = pools.filter((p) => p.categoryId == null || !known.has(p.categoryId));
  return { categories: groups, orphans };
}

/** Error of a failed one-time-link login: EXPIRED for a 400, otherwise INVALID. */
export function otlErrorFromStatus(status: number | null | undefined): OneTimeLinkError {
  return status === 400 ? 'EXPIRED' : 'INVALID';
}

/** The affiliate parameters present in a query (page, r, utm_*), for the affiliate cookie. */
export function affiliateParams(
  params: URLSearchParams,
): Partial<Record<(typeof AFFILIATE_QUERY_PARAMS)[number], string>> {
  const out: Partial<Record<(typeof AFFILIATE_QUERY_PARAMS)[number], string>> = {};
  for (const key of AFFILIATE_QUERY_PARAMS) {
    const value = params.get(key);
    if (value !== null && value !== '') out[key] = value;
  }
  return out;
}

/**
 * Catalogs to look a message up in, in order: the locale, its language, then the language's
 * fallback (Ukrainian falls back to English). "de-CH" → ["de-CH", "de"]; "uk" → ["uk", "en"].
 */
export function messageLocales(locale: string): string[] {
  const language = locale.split('-')[0]!;
  const chain = [locale, language, MESSAGE_LOCALE_FALLBACKS[locale], MESSAGE_LOCALE_FALLBACKS[language]];
  return [...new Set(chain.filter((l): l is string => Boolean(l)))];
}
