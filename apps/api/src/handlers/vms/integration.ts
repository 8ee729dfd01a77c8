// Server-to-server operations of a client's systems. The API key was checked before the body was
// read (src/http/app.ts, `integrationApiKey`); the tenant is the host's.
import type { ServerContext } from '../../bootstrap/context.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { importProjectBatch } from '../../services/catalog/projectImport.ts';
import { problem } from '../../problems.ts';

/** Integration handlers. */
export function integrationHandlers(context: ServerContext): OperationHandlers {
  return {
    async importProjects(request) {
      const body = request.body;
      // `keepVmsIds` only means something when closing; sent alone it is a client bug that would
      // otherwise silently do nothing.
      if (body.keepVmsIds && !body.closeMissing) {
        throw problem.badRequest('error.validation', [
          { field: 'keepVmsIds', messages: ['integration.keepVmsIdsWithoutClose'] },
        ]);
      }
      if (body.force && !body.closeMissing) {
        throw problem.badRequest('error.validation', [{ field: 'force', messages: ['integration.forceWithoutClose'] }]);
      }
      const tenantId = request.tenant.id;
      const result = await importProjectBatch(
        context.database.db,
        request.tenant,
        body.projects,
        {
          closeMissing: body.closeMissing,
          keepVmsIds: body.keepVmsIds,
          force: body.force,
          maxCloseShare: context.config.importMaxCloseShare,
        },
        new Date(context.now()),
      );
      // After the commit: visitors' cached searches of this tenant would hide the new jobs (or
      // still show closed ones) for up to SEARCH_CACHE_SECONDS.
      if (result.created + result.updated + result.closed > 0) await context.searchCache.catalogChanged(tenantId);
      return result;
    },
  };
}
