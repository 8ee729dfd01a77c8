// The head of a job page: title, meta description, canonical URL, Open Graph and Twitter cards,
// hreflang alternates, robots and the JobPosting JSON-LD. Plain data; the renderer escapes it.
import { absoluteUrl, jobCanonicalUrl, jobPostingJsonLd } from './jobPosting.ts';
import type { JobPostingInput, JobPostingJsonLd } from './jobPosting.ts';
import { LANGUAGE_QUERY_PARAM } from './routes.ts';
import { htmlToText, metaDescription } from './metaDescription.ts';
import { isProjectOpen } from './statuses.ts';

/** A `<meta>` tag: `name` for standard and Twitter tags, `property` for Open Graph. */
export type MetaTag =
  { readonly name: string; readonly content: string } | { readonly property: string; readonly content: string };

/** A `<link>` tag of the head: the canonical URL or a language alternate. */
export interface LinkTag {
  readonly rel: 'canonical' | 'alternate';
  readonly href: string;
  /** A language code or `x-default` (alternates only). */
  readonly hreflang?: string;
}

/** Input of `jobPageMeta`: the job and tenant, and the language the page is rendered in. */
export interface JobPageMetaInput extends JobPostingInput {
  /** The page's locale (one of the tenant's languages). */
  readonly locale: string;
  /** The language the URL named (`?lang=`), if it named one: that URL is then the canonical one. */
  readonly urlLanguage?: string | null;
}

/** Everything a job page's head holds, as data. */
export interface JobPageMeta {
  /** The document title: job title · tenant name. */
  readonly title: string;
  readonly meta: readonly MetaTag[];
  readonly links: readonly LinkTag[];
  /** JobPosting JSON-LD; null for a closed job (it leaves the search index). */
  readonly jsonLd: JobPostingJsonLd | null;
}

/** A URL in one language: `url` with `?lang=<language>` set (other parameters kept). */
export function languageUrl(url: string, language: string): string {
  const result = new URL(url);
  result.searchParams.set(LANGUAGE_QUERY_PARAM, language);
  return result.href;
}

/** The language a URL's `?lang=` names, when it is one of the tenant's languages; else undefined. */
export function urlLanguage(params: URLSearchParams, languages: readonly string[]): string | undefined {
  return languages.find((language) => language === params.get(LANGUAGE_QUERY_PARAM));
}

/** Open Graph locale (`en_GB`) of a language tag (`en-GB`). */
function ogLocale(language: string): string {
  return language.replace('-', '_');
}

/**
 * The head of a job page. Title "job · tenant"; the meta description from the job's text (else
 * its HTML as text); canonical URL = the tenant's origin + `jobLink` (with `?lang=` when the URL
 * named the language); Open Graph (website) and Twitter (summary_large_image with the tenant's
 * image) cards; hreflang alternates, one `?lang=` URL per tenant language plus `x-default` (the
 * bare URL, where the language is negotiated), only when the tenant has more than one language.
 * An open job carries its JobPosting JSON-LD; a closed one gets `robots: noindex` and none.
 * Nothing is escaped here: the renderer escapes attribute values and the JSON-LD script.
 */
export function jobPageMeta(input: JobPageMetaInput): JobPageMeta {
  const { job, tenant, locale } = input;
  const baseUrl = jobCanonicalUrl(input);
  const canonical = input.urlLanguage ? languageUrl(baseUrl, input.urlLanguage) : baseUrl;
  const title = `${job.title} · ${tenant.name}`;
  const description = metaDescription(job.descriptionText || htmlToText(job.descriptionHtml ?? ''));
  const image = tenant.ogImage ? absoluteUrl(tenant, tenant.ogImage) : undefined;
  const open = isProjectOpen(job);
  const meta: MetaTag[] = [
    ...(description ? [{ name: 'description', content: description }] : []),
    ...(open ? [] : [{ name: 'robots', content: 'noindex' }]),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: tenant.name },
    { property: 'og:title', content: title },
    ...(description ? [{ property: 'og:description', content: description }] : []),
    { property: 'og:url', content: canonical },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { property: 'og:locale', content: ogLocale(locale) },
    ...tenant.languages
      .filter((language) => language !== locale)
      .map((language) => ({ property: 'og:locale:alternate', content: ogLocale(language) })),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    ...(description ? [{ name: 'twitter:description', content: description }] : []),
    ...(image ? [{ name: 'twitter:image', content: image }] : []),
  ];
  const alternates: LinkTag[] =
    tenant.languages.length > 1
      ? [
          ...tenant.languages.map((language) => ({
            rel: 'alternate' as const,
            hreflang: language,
            href: languageUrl(baseUrl, language),
          })),
          { rel: 'alternate', hreflang: 'x-default', href: baseUrl },
        ]
      : [];
  return {
    title,
    meta,
    links: [{ rel: 'canonical', href: canonical }, ...alternates],
    jsonLd: open ? jobPostingJsonLd(input) : null,
  };
}
