// Public reads about the client answering on this host: its context and configuration, its
// languages, the countries (translated names and calling codes) and the affiliate attribution.
import type { components } from '@talent/api-client';
import countries from 'i18n-iso-countries';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max';
import type { CountryCode } from 'libphonenumber-js/max';
import { createRequire } from 'node:module';
import type { ServerContext } from '../../bootstrap/context.ts';
import { inTenant } from '../../http/operations.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { forwardedAffiliate } from '../../http/affiliate.ts';
import { requireFreelancer } from '../../services/identity/freelancers.ts';
import { requestLanguage } from '../../http/language.ts';
import { versionedTenantAsset } from '../../tenants/assets.ts';
import type { Tenant } from '../../tenants/tenants.ts';

type Schemas = components['schemas'];

const require = createRequire(import.meta.url);
const registeredLocales = new Set<string>();

/**
 * A country's name in a language: CLDR's common name (`Intl.DisplayNames`, "Duitsland"), else
 * i18n-iso-countries' (whose first name is sometimes the formal one, "Bondsrepubliek Duitsland"),
 * else undefined when neither knows the language.
 */
function countryName(language: string, iso2: string): string | undefined {
  const cldr = displayNames(language)?.of(iso2);
  if (cldr && cldr !== iso2) return cldr;
  if (!registeredLocales.has(language)) {
    try {
      countries.registerLocale(require(`i18n-iso-countries/langs/${language}.json`) as countries.LocaleData);
    } catch {
      return undefined;
    }
    registeredLocales.add(language);
  }
  return countries.getName(iso2, language);
}

const displayNamesCache = new Map<string, Intl.DisplayNames | undefined>();
function displayNames(language: string): Intl.DisplayNames | undefined {
  if (!displayNamesCache.has(language)) {
    const supported = Intl.DisplayNames.supportedLocalesOf([language]).length > 0;
    displayNamesCache.set(language, supported ? new Intl.DisplayNames([language], { type: 'region' }) : undefined);
  }
  return displayNamesCache.get(language);
}

/** Calling codes by ISO 3166-1 alpha-2 code, from libphonenumber's metadata (`+49`). */
const CALLING_CODES: ReadonlyMap<string, string> = new Map(
  getCountries().map((code: CountryCode) => [code, `+${getCountryCallingCode(code)}`]),
);

/** The countries of ISO 3166-1 (i18n-iso-countries), named in `language`, translated into the tenant's languages. */
function countryList(tenant: Tenant, language: string): Schemas['Country'][] {
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  return Object.keys(countries.getAlpha2Codes())
    .map((iso2) => {
      const translations: Record<string, string> = {};
      for (const { iso } of tenant.context.languages) {
        const name = countryName(iso, iso2);
        if (name) translations[iso] = name;
      }
      return {
        name: countryName(language, iso2) ?? countryName('en', iso2) ?? iso2,
        iso2,
        phoneCode: CALLING_CODES.get(iso2) ?? null,
        translations,
      };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** The contract's ClientConfig: flat settings maps (nested login settings become dotted keys). */
function clientConfig(tenant: Tenant): Schemas['ClientConfig'] {
  const flatten = (settings: Record<string, unknown>, prefix = ''): Record<string, string | number | boolean> =>
    Object.fromEntries(
      Object.entries(settings).flatMap(([key, value]) =>
        value !== null && typeof value === 'object'
          ? Object.entries(flatten(value as Record<string, unknown>, `${prefix}${key}.`))
          : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
            ? [[`${prefix}${key}`, value]]
            : [],
      ),
    );
  const config = tenant.config;
  return {
    ...config,
    addressValidation: flatten(config.addressValidation),
    freelancerLogin: flatten(config.freelancerLogin),
  };
}

/**
 * GET /client/context of a tenant: its context with the assets of its folder under versioned URLs
 * (cacheable for a year, tenants/assets.ts) and the talent logo's intrinsic size.
 */
async function clientContext(tenant: Tenant): Promise<Schemas['ClientContextResponse']> {
  const c = tenant.context;
  const [talentLogo, projectLogo, ogImage, legalLogo] = await Promise.all([
    versionedTenantAsset(tenant, c.talentLogo),
    versionedTenantAsset(tenant, c.projectLogo),
    versionedTenantAsset(tenant, c.ogImage),
    c.legalEntity.logo ? versionedTenantAsset(tenant, c.legalEntity.logo) : undefined,
  ]);
  return {
    context: {
      ...c,
      talentLogo: talentLogo.url,
      projectLogo: projectLogo.url,
      ogImage: ogImage.url,
      legalEntity: { ...c.legalEntity, logo: legalLogo ? legalLogo.url : c.legalEntity.logo },
    },
    config: clientConfig(tenant),
    ...(talentLogo.size && { talentLogoSize: talentLogo.size }),
  };
}

/** Misc handlers. */
export function publicClientHandlers(context: ServerContext): OperationHandlers {
  // A tenant's context and countries, computed once per tenant version: a reloaded tenant is a new
  // object (tenants/tenants.ts).
  const contexts = new WeakMap<Tenant, Promise<Schemas['ClientContextResponse']>>();
  const countryCache = new WeakMap<Tenant, Map<string, Schemas['CountryList']>>();

  return {
    getClientContext(request) {
      const tenant = request.tenant;
      let response = contexts.get(tenant);
      if (!response) {
        response = clientContext(tenant);
        contexts.set(tenant, response);
        // A failure (a file that vanished mid-read) is not kept: the next request tries again.
        response.catch(() => contexts.delete(tenant));
      }
      return response;
    },

    listLanguages(request) {
      const results = request.tenant.context.languages.map(({ iso, name }) => ({ iso, name }));
      return Promise.resolve({ results } satisfies Schemas['LanguageList']);
    },

    async listCountries(request, reply) {
      const tenant = request.tenant;
      const language = requestLanguage(tenant, request.headers['accept-language']);
      let lists = countryCache.get(tenant);
      if (!lists) countryCache.set(tenant, (lists = new Map<string, Schemas['CountryList']>()));
      let list = lists.get(language);
      if (!list) {
        list = { results: countryList(tenant, language) };
        lists.set(language, list);
      }
      return reply.header('Content-Language', language).header('Vary', 'Accept-Language').send(list);
    },

    /**
     * The attribution recorded for the account when logged in (the one it registered with), else
     * the affiliate the portal forwards for this visit, else none.
     */
    async getAffiliate(request) {
      const forwarded = forwardedAffiliate(request);
      const auth = request.auth;
      if (!auth) return { affiliate: forwarded } satisfies Schemas['Affiliate'];
      const recorded = await inTenant(
        context,
        request,
        async ({ tx }) => (await requireFreelancer(tx, auth.clientId, auth.freelancerId)).affiliate,
      );
      return { affiliate: recorded ?? forwarded } satisfies Schemas['Affiliate'];
    },
  };
}
