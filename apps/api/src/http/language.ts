// The language to answer a request in, among the tenant's languages: `Accept-Language` read with
// its q-values (`parseAcceptLanguage`) and matched as the portal and the mails match languages
// (`matchLocale` of @talent/i18n).
import { matchLocale, parseAcceptLanguage } from '@talent/i18n';
import type { Tenant } from '../tenants/tenants.ts';

// The language list of each tenant object, built once: the matcher caches its work per list.
const tenantLanguages = new WeakMap<Tenant, readonly string[]>();

function languagesOf(tenant: Tenant): readonly string[] {
  let languages = tenantLanguages.get(tenant);
  if (!languages) {
    languages = Object.freeze(tenant.context.languages.map((language) => language.iso));
    tenantLanguages.set(tenant, languages);
  }
  return languages;
}

/**
 * The tenant language a request asks for (`Accept-Language`, best weight first; `de-CH` matching
 * `de`), else the tenant's first language, which is its default.
 */
export function requestLanguage(tenant: Tenant, acceptLanguage: string | undefined): string {
  const available = languagesOf(tenant);
  return matchLocale(parseAcceptLanguage(acceptLanguage), available, available[0]!);
}
