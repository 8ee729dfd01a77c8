// Location lookup for onboarding (POST /geo/resolve): a city and its country from free text or
// fields, resolved against the bundled GeoNames gazetteer. Decisions: README "Location lookup".
import type { ServerContext } from '../../bootstrap/context.ts';
import { asFreelancer } from '../../http/operations.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { resolveLocation } from '../../services/geo/geoResolve.ts';
import type { GeoResolveResult } from '../../services/geo/geoResolve.ts';

/** Lookups per freelancer per window: plenty for a person filling in an address, not for harvesting. */
export const GEO_LOOKUPS_PER_WINDOW = 60;
export const GEO_WINDOW_SECONDS = 600;

/** Location handlers. */
export function geoHandlers(context: ServerContext): OperationHandlers {
  return {
    async resolveLocation(request) {
      const tenant = request.tenant;
      const freelancer = await asFreelancer(context, request, ({ freelancer }) => Promise.resolve(freelancer));
      await context.limiter.hit(`geo:${tenant.id}:${freelancer.id}`, GEO_LOOKUPS_PER_WINDOW, GEO_WINDOW_SECONDS);
      const body = request.body;
      try {
        // Loaded into the database at the server's start (services/geo/gazetteerLoad.ts): a lookup
        // during the first moments waits for that load, it never starts one of its own unless the
        // last one failed (or the server was told not to preload).
        await context.gazetteer.ready();
      } catch (error) {
        // The dataset could not be loaded: the lookup service is down, not the request wrong.
        // The portal lets the address through unverified; the next lookup tries to load again.
        request.log.error({ err: error }, 'gazetteer failed to load');
        return { result: 'SERVER_ERROR', issues: [], location: null } satisfies GeoResolveResult;
      }
      try {
        return await resolveLocation(context.gazetteer.lookups(), body);
      } catch (error) {
        // A bug in the resolver for this input, or the database failing it: logged with the input, answered as a failed lookup
        // rather than a 500, so onboarding can go on (spec §8: location failures are only logged).
        request.log.error({ err: error, input: body }, 'location lookup failed');
        return { result: 'PROCESSING_ERROR', issues: [], location: null } satisfies GeoResolveResult;
      }
    },
  };
}
