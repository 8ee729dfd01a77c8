// Content of the tenant's folder (CMS categories, footer links, content pages, the announcement),
// the client's job categories for onboarding, and the breadcrumbs of public pool and city pages.
import type { components } from '@talent/api-client';
import type { ServerContext } from '../../bootstrap/context.ts';
import { freelancerHandler, tenantReadHandler } from '../../http/operations.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { currentAnnouncement } from '../../services/cms/announcement.ts';
import { cmsContent, currentCmsPages, fallbackLanguages, localizedCategory } from '../../services/cms/cms.ts';
import { findPools } from '../../services/pools/pools.ts';
import { placeOfCity } from '../../services/catalog/projects.ts';
import { reader } from '../../http/reader.ts';
import type { Tenant } from '../../tenants/tenants.ts';
import { problem } from '../../problems.ts';

type Schemas = components['schemas'];

/** The `locale` query of a CMS read, which must be one of the tenant's languages (else 400). */
function contentLocale(tenant: Tenant, query: unknown): string {
  const { locale } = query as { locale: string };
  if (!tenant.context.languages.some((l) => l.iso === locale)) {
    throw problem.badRequest('error.validation', [{ field: 'locale', messages: ['validation.locale'] }]);
  }
  return locale;
}

/** CMS handlers. */
export function cmsHandlers(context: ServerContext): OperationHandlers {
  return {
    /** The tenant's announcement while its deadline lies ahead; 204 otherwise. */
    async getAnnouncement(request, reply) {
      const announcement = currentAnnouncement(request.tenant, new Date(context.now()));
      if (!announcement) return reply.code(204).send();
      return reply.header('Cache-Control', 'no-cache').send(announcement satisfies Schemas['Announcement']);
    },

    listCmsCategories(request) {
      const locale = contentLocale(request.tenant, request.query);
      const results = cmsContent(request.tenant).categories.map((c) => localizedCategory(request.tenant, c, locale));
      return Promise.resolve({ results } satisfies Schemas['CategoryList']);
    },

    listCmsLinks(request) {
      const locale = contentLocale(request.tenant, request.query);
      const results = cmsContent(request.tenant).links.filter((l) => l.link_on_tux && l.link_language === locale);
      return Promise.resolve({ results } satisfies Schemas['CmsLinkList']);
    },

    /** The pages with a current version, each in the locale or its fallback language (without text). */
    listCmsPages(request) {
      const locale = contentLocale(request.tenant, request.query);
      const results = currentCmsPages(request.tenant, locale, context.now()).map(
        ({ slug, title, version, language, publishedAt }) => ({ slug, title, version, language, publishedAt }),
      );
      return Promise.resolve({ results } satisfies Schemas['CmsPageList']);
    },

    /**
     * A page in its current version, as sanitised HTML. A slug the tenant has no page for, or whose
     * first version is not published yet, is a 404.
     */
    getCmsPage(request) {
      const locale = contentLocale(request.tenant, request.query);
      const page = currentCmsPages(request.tenant, locale, context.now()).find((p) => p.slug === request.params.slug);
      if (!page) throw problem.notFound();
      const { slug, title, version, language, publishedAt } = page;
      return Promise.resolve({
        slug,
        title,
        version,
        language,
        publishedAt,
        html: page.html(),
      } satisfies Schemas['CmsPage']);
    },

    /** The CMS categories as simple choices, named in the freelancer's language (with fallbacks). */
    listClientCategories: freelancerHandler(context, ({ tenant, freelancer }) => {
      const languages = fallbackLanguages(tenant, freelancer.locale);
      const results = cmsContent(tenant).categories.map((category) => {
        const translation =
          languages.map((l) => category.translations.find((t) => t.language_code === l)).find(Boolean) ??
          category.translations[0]!;
        return { id: category.id, name: translation.name, slug: category.slug };
      });
      return Promise.resolve({ results } satisfies Schemas['ClientCategoryList']);
    }),

    /**
     * Breadcrumbs of a public pool page (the pool) and of a city page (the city with its country,
     * from the tenant's projects there). An unknown pool or a city without projects is a 404.
     */
    getBreadcrumbs: tenantReadHandler(context, async ({ tx, tenant, query, request }) => {
      const { poolId, city } = query;
      const who = await reader(tx, request);
      const poolBreadcrumbs: Schemas['Breadcrumbs']['poolBreadcrumbs'] = [];
      if (poolId !== undefined) {
        const { results } = await findPools(tx, { tenantId: tenant.id, language: who.language, ids: [poolId] });
        if (!results[0]) throw problem.notFound('pool.notFound');
        poolBreadcrumbs.push({ id: results[0].id, name: results[0].name });
      }
      const locationBreadcrumbs: Schemas['Breadcrumbs']['locationBreadcrumbs'] = [];
      if (city !== undefined && city.trim() !== '') {
        const place = await placeOfCity(tx, tenant.id, city.trim(), who.language);
        if (!place) throw problem.notFound('location.notFound');
        locationBreadcrumbs.push(place);
      }
      return { poolBreadcrumbs, locationBreadcrumbs } satisfies Schemas['Breadcrumbs'];
    }),
  };
}
