// Server-to-server operations of a client's systems. The API key was checked before the body was
// read (src/app.ts, `integrationApiKey`); the tenant is the host's.
import type { OperationHandlers, ServerContext } from '../context.ts';
import { problem } from '../errors.ts';
import { importProjectBatch } from '../services/projectImport.ts';
import type { ProjectImportRequest } from '../services/projectImport.ts';

/** Integration handlers. */
export function integrationHandlers(context: ServerContext): OperationHandlers {
  return {
    importProjects(request) {
      const body = request.body as ProjectImportRequest;
      // `keepVmsIds` only means something when closing; sent alone it is a client bug that would
      // otherwise silently do nothing.
      if (body.keepVmsIds && !body.closeMissing) {
        return Promise.reject(
          problem.badRequest('error.validation', [
            { field: 'keepVmsIds', messages: ['integration.keepVmsIdsWithoutClose'] },
          ]),
        );
      }
      return importProjectBatch(
        context.database.db,
        request.tenant,
        body.projects,
        { closeMissing: body.closeMissing, keepVmsIds: body.keepVmsIds },
        new Date(context.now()),
      );
    },
  };
}
