// /sitemap.xml, /sitemaps/<file> and /robots.txt of the tenant's portal (spec §2 footer links,
// issue 17). The server answers them (not the portal's pages) because only it can list the
// catalog cheaply (services/catalog/sitemap.ts). `/sitemap.xml` is a sitemap index naming one sitemap
// per language of the tenant (`/sitemaps/en.xml`, `/sitemaps/de.xml`; `/sitemaps/en-2.xml`… when
// a language's sitemap passes the protocol's limits); in each, a page's URL carries its language
// as `?lang=<iso>` (the domain's `languagePath`) with the other languages as alternates.
//
// Built once per tenant (version) and hour, and kept gzip-compressed: with alternates in three
// languages a URL takes about 650 bytes, so the sitemaps of 54,000 open jobs in three languages
// are 106 MB of XML but 3.9 MB compressed. Crawlers take gzip; anyone else gets it inflated.
import { promisify } from 'node:util';
import { gunzip as gunzipCallback, gzip as gzipCallback } from 'node:zlib';
import { ROUTES } from '@talent/domain';
import Negotiator from 'negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../../bootstrap/context.ts';
import { cmsContent, currentCmsPages, localizedCategory } from '../../services/cms/cms.ts';
import { sitemapCatalog, sitemapPages } from '../../services/catalog/sitemap.ts';
import type { SitemapCatalog } from '../../services/catalog/sitemap.ts';
import type { Tenant } from '../../tenants/tenants.ts';
import { SITEMAPS_PATH, SITEMAP_LIMITS, renderSitemap, renderSitemapIndex, sitemapFileName } from './sitemapXml.ts';
import type { SitemapLimits } from './sitemapXml.ts';

const gzip = promisify(gzipCallback);
const gunzip = promisify(gunzipCallback);

const CACHE_MS = 60 * 60 * 1000;
const XML = 'application/xml; charset=utf-8';
const NO_CATALOG: SitemapCatalog = { jobs: [], cities: [], placeNames: new Map(), pools: [] };

/** Options of the SEO routes. */
export interface SeoOptions {
  /** Limits per sitemap file (default the protocol's); tests split at a few URLs. */
  readonly sitemapLimits?: SitemapLimits;
}

/** A tenant's sitemaps: the index, and each file gzip-compressed, by name. */
interface Sitemaps {
  readonly index: Buffer;
  readonly files: ReadonlyMap<string, Buffer>;
}

/** Registers GET /sitemap.xml, GET /sitemaps/:file and GET /robots.txt. */
export function registerSeoRoutes(app: FastifyInstance, context: ServerContext, options: SeoOptions = {}): void {
  const limits = options.sitemapLimits ?? SITEMAP_LIMITS;
  // Keyed by the tenant's version: a reloaded tenant (another host, public search switched,
  // languages added) is a new object and gets new sitemaps.
  const cache = new WeakMap<Tenant, { at: number; sitemaps: Promise<Sitemaps> }>();

  async function build(tenant: Tenant): Promise<Sitemaps> {
    const origin = context.portalOrigin(tenant);
    const languages = tenant.context.languages.map((language) => language.iso);
    const publicSearchDisabled = tenant.config.publicSearchDisabled;
    const catalog = publicSearchDisabled
      ? NO_CATALOG
      : // A read for everyone: on the read replica when it is fresh enough.
        await context.reads.read(tenant.id, undefined, (tx) => sitemapCatalog(tx, tenant.id));
    const pages = await sitemapPages({
      languages,
      publicSearchDisabled,
      // A page is one page in every language (its text falls back where a language has none).
      cmsPages: currentCmsPages(tenant, languages[0]!, context.now()),
      categoryIn: (language) => cmsContent(tenant).categories.map((c) => localizedCategory(tenant, c, language)),
      catalog,
    });
    const files = new Map<string, Buffer>();
    const listed: { name: string; lastmod?: string }[] = [];
    for (const [index, language] of languages.entries()) {
      const parts = await renderSitemap(pages, languages, index, origin, limits);
      for (const [n, part] of parts.entries()) {
        const name = sitemapFileName(language, n);
        files.set(name, part.gzip);
        listed.push({ name, ...(part.lastmod && { lastmod: part.lastmod }) });
      }
    }
    return { index: await gzip(renderSitemapIndex(origin, listed)), files };
  }

  function sitemapsOf(tenant: Tenant): Promise<Sitemaps> {
    let cached = cache.get(tenant);
    if (!cached || context.now() - cached.at > CACHE_MS) {
      // The promise is cached, so requests arriving while it is built share one build.
      const entry = { at: context.now(), sitemaps: build(tenant) };
      cache.set(tenant, entry);
      entry.sitemaps.catch(() => {
        if (cache.get(tenant) === entry) cache.delete(tenant);
      });
      cached = entry;
    }
    return cached.sitemaps;
  }

  /** Sends a gzip-compressed XML file as it is when the client takes gzip, else inflated. */
  async function sendXml(request: FastifyRequest, reply: FastifyReply, compressed: Buffer) {
    void reply.type(XML).header('Cache-Control', 'public, max-age=3600').header('Vary', 'Accept-Encoding');
    if (new Negotiator(request).encoding(['gzip', 'identity']) === 'gzip') {
      return reply.header('Content-Encoding', 'gzip').send(compressed);
    }
    return reply.send(await gunzip(compressed));
  }

  app.get('/sitemap.xml', async (request, reply) => sendXml(request, reply, (await sitemapsOf(request.tenant)).index));

  app.get<{ Params: { file: string } }>(`${SITEMAPS_PATH}:file`, async (request, reply) => {
    const file = (await sitemapsOf(request.tenant)).files.get(request.params.file);
    if (!file) return reply.callNotFound();
    return sendXml(request, reply, file);
  });

  app.get('/robots.txt', (request, reply) => {
    const origin = context.portalOrigin(request.tenant);
    // The in-app pages need a login, except sign-up and login, which are public (and what the
    // sitemap lists for a tenant without public search); the API, the dev mailbox and the health
    // checks are no content. Tenant logos (/tenants/) stay crawlable: link previews and Google's
    // job markup show them.
    const body = [
      'User-agent: *',
      `Allow: ${ROUTES.login}`,
      `Allow: ${ROUTES.signup}`,
      'Disallow: /app/',
      'Disallow: /v1/',
      'Disallow: /__dev/',
      'Disallow: /healthz',
      'Disallow: /readyz',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
    return reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(body);
  });
}
