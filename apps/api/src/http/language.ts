// The language to answer a request in, among the tenant's languages.
import Negotiator from 'negotiator';
import type { Tenant } from '../tenants/tenants.ts';

/**
 * The tenant language a request asks for (`Accept-Language`, `de-CH` matching `de`), else the
 * tenant's first language, which is its default.
 */
export function requestLanguage(tenant: Tenant, acceptLanguage: string | undefined): string {
  const available = tenant.context.languages.map((language) => language.iso);
  const [preferred] = new Negotiator({ headers: { 'accept-language': acceptLanguage ?? '' } }).languages(available);
  return acceptLanguage && preferred ? preferred : available[0]!;
}
