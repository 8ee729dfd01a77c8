// Content pages of a tenant's CMS: terms, privacy statement, imprint, accessibility statement,
// help, … Each is Markdown with front matter, one file per page, version and language:
//
//   tenants/<id>/cms/pages/<slug>/<version>.<language>.md
//   ---
//   title: Terms of use
//   published: 2026-01-01
//   ---
//   Markdown…
//
// A version is published from its `published` moment on (a date alone means midnight UTC); the
// current version of a page is the newest one already published, so an editor publishes a new
// version by adding its files, dated today or later. The API server and the tenant folder check
// both read the files with `parseCmsPages` (cmsPageFiles.ts), so they can never disagree on what
// is valid. This module is what the portal needs (paths, slugs, versions): it has no YAML parser.
import { ROUTES } from './routes.ts';

/** The text of one version of a page in one language. */
export interface CmsPageText {
  readonly language: string;
  readonly title: string;
  /** The page's body, Markdown (the title is not part of it). */
  readonly markdown: string;
}

/** One version of a page: the moment it is published from and its text per language. */
export interface CmsPageVersion {
  readonly version: string;
  /** ISO 8601 moment (UTC) from which this version is the current one, if it is the newest. */
  readonly publishedAt: string;
  /** Its languages, the tenant's fallback language (its first) among them. */
  readonly texts: readonly CmsPageText[];
}

/** A page with every version, newest first. */
export interface CmsPage {
  readonly slug: string;
  readonly versions: readonly CmsPageVersion[];
}

/** A file of `cms/pages/`: its path below that folder (`terms/2026-01.en.md`) and its text. */
export interface CmsPageSource {
  readonly path: string;
  readonly source: string;
}

/** The pages read from a tenant's files, and what is wrong with them (nothing when valid). */
export interface CmsPagesReading {
  readonly pages: readonly CmsPage[];
  readonly problems: readonly string[];
}

/** The longest Markdown body a page may have (its HTML must stay within the contract's limit). */
export const CMS_PAGE_MAX_MARKDOWN = 100_000;

/** A page's slug (a regular expression's source): lowercase letters and digits, single dashes between. */
export const CMS_PAGE_SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
/** The current version of a page at `now` (epoch ms): the newest already published; none before the first. */
export function currentCmsPageVersion(page: CmsPage, now: number): CmsPageVersion | undefined {
  return page.versions.find((version) => Date.parse(version.publishedAt) <= now);
}

/** A version's text in the first of `languages` it has (best first), else in its first language. */
export function cmsPageText(version: CmsPageVersion, languages: readonly string[]): CmsPageText {
  for (const language of languages) {
    const text = version.texts.find((t) => t.language === language);
    if (text) return text;
  }
  return version.texts[0]!;
}

/** Whether `slug` can name a page (lowercase letters and digits, single dashes between, at most 64). */
export function isCmsPageSlug(slug: string): boolean {
  return slug.length <= 64 && new RegExp(`^${CMS_PAGE_SLUG}$`).test(slug);
}

/**
 * Where the portal shows a page: the terms and the privacy statement at their own routes
 * (`/terms`, `/privacy`, spec §2), every other page at `/pages/<slug>`.
 */
export function cmsPagePath(slug: string): string {
  if (slug === 'terms') return ROUTES.terms;
  if (slug === 'privacy') return ROUTES.privacy;
  return `/pages/${slug}`;
}
