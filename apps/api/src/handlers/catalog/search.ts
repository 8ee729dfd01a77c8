// Project search (logged in, and public when the tenant allows it) and pool search.
import type { components } from '@talent/api-client';
import type { ServerContext } from '../../bootstrap/context.ts';
import { inTenantRead } from '../../http/operations.ts';
import type { OperationHandlers, OperationRequest } from '../../http/operations.ts';
import { requestLanguage } from '../../http/language.ts';
import { findPools } from '../../services/pools/pools.ts';
import { SEARCH_SETTINGS, detectsLocation, searchProjects } from '../../services/catalog/projectSearch.ts';
import { reader } from '../../http/reader.ts';
import { problem } from '../../problems.ts';

type Schemas = components['schemas'];

/** Search handlers. */
export function searchHandlers(context: ServerContext): OperationHandlers {
  const search = async (request: OperationRequest<'searchProjects' | 'publicSearchProjects'>) => {
    const body = request.body;
    const detect = detectsLocation(request.tenant, body);
    // Looked up before the transaction: the first lookup loads geoip data (~150 ms), and a
    // transaction should not wait for it. request.ip honours X-Forwarded-For behind a trusted proxy.
    const ipLocation = detect ? await context.locateIp(request.ip) : undefined;
    // On the read replica when it holds what this reader must see (a talent's own exclusions).
    const run = () =>
      inTenantRead(
        context,
        request,
        async ({ tx }) => {
          const who = await reader(tx, request);
          return searchProjects(tx, {
            tenant: request.tenant,
            request: body,
            freelancerId: who.freelancerId,
            language: who.language,
            ipLocation,
          });
        },
        { settings: SEARCH_SETTINGS },
      );
    if (request.auth) return run();
    const language = requestLanguage(request.tenant, request.headers['accept-language']);
    const key = JSON.stringify([language, ipLocation ?? null, body]);
    return context.searchCache.get(request.tenant.id, key, run);
  };

  return {
    searchProjects: search,

    /** Anonymous search, only where the tenant has public search (a token then adds exclusions). */
    publicSearchProjects(request) {
      if (request.tenant.config.publicSearchDisabled) {
        return Promise.reject(problem.forbidden('search.publicSearchDisabled'));
      }
      return search(request);
    },

    searchPools(request) {
      const body = request.body;
      return inTenantRead(context, request, async ({ tx }) => {
        const who = await reader(tx, request);
        const result = await findPools(tx, {
          tenantId: request.tenant.id,
          language: who.language,
          ...(body.query !== undefined && { query: body.query }),
          ...(body.filters?.categoryIds && { categoryIds: body.filters.categoryIds }),
          ...(body.filters?.city !== undefined && body.filters.city !== '' && { city: body.filters.city }),
          ...(body.filters?.onBoarding !== undefined && { onBoarding: body.filters.onBoarding }),
          sort: body.sort ?? { field: 'id', direction: 'desc' },
          offset: body.offset ?? 0,
          size: body.size ?? 500,
        });
        return result satisfies Schemas['PoolSearchResponse'];
      });
    },
  };
}
