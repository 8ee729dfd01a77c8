// The headless CMS content of a tenant: `tenants/<id>/cms/categories.json`, `links.json` and the
// content pages under `pages/` (Markdown per slug, version and language, see `parseCmsPages` of
// @talent/domain), validated with the domain's schemas when first read — at the latest when the
// tenant is loaded, where the server's tenant check reads them (bootstrap/server.ts), so broken
// content stops the start or is refused by a reload. They are kept for the tenant's version: a
// tenant folder that changes is reloaded as a new Tenant object (tenants/tenants.ts), which reads
// them again — adding a page version to the folder publishes it without a restart.
import { cmsCategorySchema, cmsLinkSchema, cmsPageText, currentCmsPageVersion, parseCmsPages } from '@talent/domain';
import type { CmsPage, CmsPageSource, CmsPageText } from '@talent/domain';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import * as v from 'valibot';
import { tenantAssetUrl } from '../../tenants/tenants.ts';
import type { Tenant } from '../../tenants/tenants.ts';
import { cmsPageHtml } from './cmsHtml.ts';

/** A CMS category (spec §3). */
export type CmsCategory = v.InferOutput<typeof cmsCategorySchema>;
/** A CMS link (spec §3). */
export type CmsLink = v.InferOutput<typeof cmsLinkSchema>;

/** A tenant's CMS content. */
export interface CmsContent {
  readonly categories: CmsCategory[];
  readonly links: CmsLink[];
  /** The content pages with all their versions (newest first). */
  readonly pages: readonly CmsPage[];
}

const cache = new WeakMap<Tenant, CmsContent>();

function read<T>(tenant: Tenant, file: string, schema: v.GenericSchema<unknown, T>): T[] {
  const path = join(tenant.dir, 'cms', file);
  if (!existsSync(path)) return [];
  const parsed = v.safeParse(v.array(schema), JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.issues[0];
    throw new Error(`Tenant ${tenant.id}: cms/${file} is invalid: ${v.getDotPath(issue) ?? ''} ${issue.message}`);
  }
  return parsed.output;
}

/**
 * The files under `dir` (`cms/pages/` of a tenant folder), with their paths below it, `/`-separated;
 * names starting with a dot (editor and system files) are skipped. None when the folder is missing.
 */
export function cmsPageSources(dir: string): CmsPageSource[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { path: relative(dir, path).split(sep).join('/'), source: readFileSync(path, 'utf8') };
    });
}

function readPages(tenant: Tenant): readonly CmsPage[] {
  const languages = tenant.context.languages.map((language) => language.iso);
  const { pages, problems } = parseCmsPages(cmsPageSources(join(tenant.dir, 'cms', 'pages')), languages);
  if (problems.length > 0) throw new Error(`Tenant ${tenant.id}: ${problems.join('; ')}`);
  return pages;
}

/** The tenant's CMS content (empty lists when it has none). Throws when a file is invalid. */
export function cmsContent(tenant: Tenant): CmsContent {
  let content = cache.get(tenant);
  if (!content) {
    content = {
      categories: read(tenant, 'categories.json', cmsCategorySchema),
      links: read(tenant, 'links.json', cmsLinkSchema),
      pages: readPages(tenant),
    };
    cache.set(tenant, content);
  }
  return content;
}

/**
 * The languages to show content in for a locale, best first: the locale, its base language, and
 * the tenant's default language (so `uk` falls back to `en` where English is the default).
 */
export function fallbackLanguages(tenant: Tenant, locale: string): string[] {
  return [...new Set([locale, locale.split('-')[0]!, tenant.context.languages[0]!.iso])];
}

/**
 * A category with its translations narrowed to the locale's fallback languages (best first) and
 * its images as URLs. A category without any of those translations keeps its first one, so it
 * always has a name to show.
 */
export function localizedCategory(tenant: Tenant, category: CmsCategory, locale: string): CmsCategory {
  const languages = fallbackLanguages(tenant, locale);
  const ranked = languages.flatMap((language) => category.translations.filter((t) => t.language_code === language));
  const translations = ranked.length > 0 ? ranked : category.translations.slice(0, 1);
  const image = (ref: string | null) => (ref === null ? null : tenantAssetUrl(tenant, ref));
  return {
    ...category,
    default_image: image(category.default_image),
    translations: translations.map((t) => ({ ...t, image: image(t.image) })),
  };
}

/** A content page as the portal gets it: its current version, in the locale or a fallback language. */
export interface LocalizedCmsPage {
  readonly slug: string;
  readonly title: string;
  readonly version: string;
  /** The language of the text: the locale, or the fallback it fell back to. */
  readonly language: string;
  readonly publishedAt: string;
  /** Renders the text (sanitised HTML); rendered once per text and tenant version. */
  html(): string;
}

const rendered = new WeakMap<CmsPageText, string>();

/**
 * The tenant's pages that have a current version at `now` (epoch ms), each in the locale's best
 * language: a version published later is not there yet, and a page none of whose versions is
 * published is not there at all.
 */
export function currentCmsPages(tenant: Tenant, locale: string, now: number): LocalizedCmsPage[] {
  const languages = fallbackLanguages(tenant, locale);
  return cmsContent(tenant).pages.flatMap((page) => {
    const version = currentCmsPageVersion(page, now);
    if (!version) return [];
    const text = cmsPageText(version, languages);
    return [
      {
        slug: page.slug,
        title: text.title,
        version: version.version,
        language: text.language,
        publishedAt: version.publishedAt,
        html() {
          let html = rendered.get(text);
          if (html === undefined) {
            html = cmsPageHtml(text.markdown);
            rendered.set(text, html);
          }
          return html;
        },
      },
    ];
  });
}
