// /sitemap.xml and /robots.txt of the tenant's portal (spec §2 footer links). The server answers
// them (not the portal's pages) because only it can list the catalog cheaply: one indexed query
// for the open projects of the tenant, with links built by the domain's link rules, so the
// sitemap and the portal can never disagree on a URL. The tenant's content pages (terms, privacy,
// imprint, help…) are public whatever the tenant's search settings. Cached per tenant (version)
// for an hour.
import { ROUTES, cmsPagePath, jobLink, isProjectOpen } from '@talent/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../bootstrap/context.ts';
import { withTenant } from '../../db/client.ts';
import { projects } from '../../db/schema.ts';
import { currentCmsPages } from '../../services/cms.ts';
import type { Tenant } from '../../tenants/tenants.ts';

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;
const CACHE_MS = 60 * 60 * 1000;
/** Links built between two turns of the event loop. */
const SLICE = 2000;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

interface Entry {
  readonly loc: string;
  readonly lastmod?: string;
}

/** Registers GET /sitemap.xml and GET /robots.txt. */
export function registerSeoRoutes(app: FastifyInstance, context: ServerContext): void {
  // Keyed by the tenant's version: a reloaded tenant (another host, public search switched) is a
  // new object and gets a new sitemap.
  const cache = new WeakMap<Tenant, { at: number; xml: Promise<string> }>();

  async function entries(tenant: Tenant): Promise<Entry[]> {
    const origin = context.portalOrigin(tenant);
    // One URL per page: the portal shows it in the visitor's language (its version is the same in all).
    const pages = currentCmsPages(tenant, tenant.context.languages[0]!.iso, context.now()).map((page) => ({
      loc: `${origin}${cmsPagePath(page.slug)}`,
      lastmod: page.publishedAt,
    }));
    // Without public search, visitors can only sign up or log in and read the content pages.
    if (tenant.config.publicSearchDisabled)
      return [{ loc: `${origin}${ROUTES.signup}` }, { loc: `${origin}${ROUTES.login}` }, ...pages];
    const rows = await withTenant(context.database.db, tenant.id, (tx) =>
      tx
        .select({ id: projects.id, title: projects.title, status: projects.status, updatedAt: projects.updatedAt })
        .from(projects)
        .where(and(eq(projects.clientId, tenant.id), eq(projects.status, 'ACTIVE')))
        .orderBy(desc(projects.updatedAt))
        .limit(SITEMAP_MAX_URLS - 1),
    );
    return [
      { loc: `${origin}${ROUTES.publicSearch}` },
      ...pages,
      ...rows
        .filter((row) => isProjectOpen(row))
        .map((row) => ({ loc: `${origin}${jobLink(row, false)}`, lastmod: row.updatedAt.toISOString() })),
    ];
  }

  /**
   * The sitemap's XML, built in slices: 50,000 links (a slug each) take a few hundred milliseconds,
   * which must not stop every other request, so the event loop gets a turn between slices.
   */
  async function sitemap(tenant: Tenant): Promise<string> {
    const list = await entries(tenant);
    const parts: string[] = [];
    for (let start = 0; start < list.length; start += SLICE) {
      if (start > 0) await new Promise((resolve) => setImmediate(resolve));
      for (const e of list.slice(start, start + SLICE))
        parts.push(`<url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`);
    }
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${parts.join('')}</urlset>\n`;
  }

  app.get('/sitemap.xml', async (request, reply) => {
    const tenant = request.tenant;
    let cached = cache.get(tenant);
    if (!cached || context.now() - cached.at > CACHE_MS) {
      // The promise is cached, so requests arriving while it is built share one build.
      const xml = sitemap(tenant);
      const entry = { at: context.now(), xml };
      cache.set(tenant, entry);
      xml.catch(() => {
        if (cache.get(tenant) === entry) cache.delete(tenant);
      });
      cached = entry;
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(await cached.xml);
  });

  app.get('/robots.txt', (request, reply) => {
    const origin = context.portalOrigin(request.tenant);
    // The in-app pages need a login and the API is not content: crawlers get the public pages only.
    const body = [
      'User-agent: *',
      'Disallow: /app/',
      'Disallow: /v1/',
      'Disallow: /__dev/',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
    return reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(body);
  });
}
