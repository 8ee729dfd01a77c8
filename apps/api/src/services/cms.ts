// The headless CMS content of a tenant: `tenants/<id>/cms/categories.json` and `links.json`,
// validated with the domain's schemas when first read and kept for the tenant's version: a tenant
// folder that changes is reloaded as a new Tenant object (tenants/tenants.ts), which reads them again.
import { cmsCategorySchema, cmsLinkSchema } from '@talent/domain';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { tenantAssetUrl } from '../tenants/tenants.ts';
import type { Tenant } from '../tenants/tenants.ts';

/** A CMS category (spec §3). */
export type CmsCategory = v.InferOutput<typeof cmsCategorySchema>;
/** A CMS link (spec §3). */
export type CmsLink = v.InferOutput<typeof cmsLinkSchema>;

const cache = new WeakMap<Tenant, { categories: CmsCategory[]; links: CmsLink[] }>();

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

/** The tenant's CMS content (empty lists when it has none). Throws when a file is invalid. */
export function cmsContent(tenant: Tenant): { categories: CmsCategory[]; links: CmsLink[] } {
  let content = cache.get(tenant);
  if (!content) {
    content = {
      categories: read(tenant, 'categories.json', cmsCategorySchema),
      links: read(tenant, 'links.json', cmsLinkSchema),
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
