// The XML of the sitemaps (sitemaps.org protocol 0.9): a sitemap index naming one sitemap per
// language of the tenant, split into numbered parts beyond the protocol's limits, each URL with
// its language versions as `xhtml:link` alternates (Google's sitemap form of hreflang). The
// sitemaps are made gzip-compressed, the form in which they are kept and sent.
import { once } from 'node:events';
import { createGzip } from 'node:zlib';
import { languagePath } from '@talent/domain';
import { pagePath } from '../../services/catalog/sitemap.ts';
import type { SitemapPage } from '../../services/catalog/sitemap.ts';

/** The most URLs and bytes one sitemap file may hold. */
export interface SitemapLimits {
  readonly maxUrls: number;
  readonly maxBytes: number;
}

/** The protocol's limits: 50,000 URLs and 50 MB (uncompressed) per file. */
export const SITEMAP_LIMITS: SitemapLimits = { maxUrls: 50_000, maxBytes: 50 * 1024 * 1024 };

/** Entries rendered between two turns of the event loop (with three languages, about 15 ms). */
const SLICE = 500;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
const URLSET_CLOSE = '</urlset>\n';

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** One sitemap file: its XML gzip-compressed, and the latest `lastmod` of its URLs. */
export interface SitemapPart {
  readonly gzip: Buffer;
  readonly lastmod?: string;
}

/**
 * A sitemap file compressed as it is written: the XML of tens of thousands of URLs never exists
 * as one string (joining one and converting it for zlib took half a second of the event loop).
 */
class GzipFile {
  private readonly stream = createGzip();
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor(head: string) {
    this.stream.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.stream.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.stream.on('error', reject);
    });
    this.stream.write(head);
  }

  /** Writes, waiting while zlib's buffer is full. */
  async write(text: string): Promise<void> {
    if (!this.stream.write(text)) await once(this.stream, 'drain');
  }

  end(tail: string): Promise<Buffer> {
    this.stream.end(tail);
    return this.done;
  }
}

/** The file name of a part of a language's sitemap: `en.xml`, then `en-2.xml`, `en-3.xml`… */
export function sitemapFileName(language: string, part: number): string {
  return part === 0 ? `${language}.xml` : `${language}-${part + 1}.xml`;
}

/** Where the sitemaps live on the portal's origin. */
export const SITEMAPS_PATH = '/sitemaps/';

function later(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return Date.parse(b) > Date.parse(a) ? b : a;
}

/**
 * The sitemap of the language at `index` of `languages`: every page at its URL in that language
 * (`?lang=`), with an alternate per language and the URL without language as x-default. Split
 * into parts of at most `limits.maxUrls` URLs and `limits.maxBytes` bytes; rendered in slices, so
 * a catalog of tens of thousands of jobs does not stop other requests.
 */
export async function renderSitemap(
  pages: readonly SitemapPage[],
  languages: readonly string[],
  index: number,
  origin: string,
  limits: SitemapLimits,
): Promise<SitemapPart[]> {
  const fixed = Buffer.byteLength(URLSET_OPEN) + Buffer.byteLength(URLSET_CLOSE);
  const parts: SitemapPart[] = [];
  let file: GzipFile | undefined;
  /** Entries of the current slice, written to the file together. */
  let pending: string[] = [];
  let urls = 0;
  let bytes = fixed;
  let lastmod: string | undefined;
  const flush = async () => {
    file ??= new GzipFile(URLSET_OPEN);
    if (pending.length > 0) await file.write(pending.join(''));
    pending = [];
    return file;
  };
  const close = async () => {
    parts.push({ gzip: await (await flush()).end(URLSET_CLOSE), ...(lastmod && { lastmod }) });
    file = undefined;
    urls = 0;
    bytes = fixed;
    lastmod = undefined;
  };
  for (const [n, page] of pages.entries()) {
    if (n > 0 && n % SLICE === 0) {
      await flush();
      await new Promise((resolve) => setImmediate(resolve));
    }
    const url = (i: number) => escapeXml(`${origin}${languagePath(pagePath(page, i), languages[i]!)}`);
    const alternates = languages
      .map((language, i) => `<xhtml:link rel="alternate" hreflang="${escapeXml(language)}" href="${url(i)}"/>`)
      .join('');
    const fallback = escapeXml(`${origin}${pagePath(page, 0)}`);
    const entry =
      `<url><loc>${url(index)}</loc>${page.lastmod ? `<lastmod>${escapeXml(page.lastmod)}</lastmod>` : ''}` +
      `${alternates}<xhtml:link rel="alternate" hreflang="x-default" href="${fallback}"/></url>\n`;
    const size = Buffer.byteLength(entry);
    if (urls > 0 && (urls >= limits.maxUrls || bytes + size > limits.maxBytes)) await close();
    pending.push(entry);
    urls += 1;
    bytes += size;
    lastmod = later(lastmod, page.lastmod);
  }
  if (urls > 0 || parts.length === 0) await close();
  return parts;
}

/** The sitemap index: each named file on `origin`, with its latest `lastmod`. */
export function renderSitemapIndex(
  origin: string,
  files: readonly { readonly name: string; readonly lastmod?: string }[],
): string {
  const items = files.map(
    (file) =>
      `<sitemap><loc>${escapeXml(`${origin}${SITEMAPS_PATH}${file.name}`)}</loc>${file.lastmod ? `<lastmod>${escapeXml(file.lastmod)}</lastmod>` : ''}</sitemap>\n`,
  );
  return `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('')}</sitemapindex>\n`;
}
