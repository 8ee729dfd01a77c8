// Files: uploads (cover letters, documents, profile images), their metadata and content, and
// profile images served as WebP. Contents go through `context.storage`; rows live in `files`.
import type { ServerContext } from '../../bootstrap/context.ts';
import { actorOf, asFreelancer, inTenant } from '../../http/operations.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import {
  attachmentDisposition,
  findOwnFile,
  isAcceptedType,
  findPublicProfileImage,
  resourceMeta,
} from '../../services/files/files.ts';
import { uploadResource } from '../../services/files/resourceUploads.ts';
import { ifNoneMatch, imageRenderer } from '../../services/files/images.ts';
import { problem } from '../../problems.ts';
import { receiveUpload } from '../../http/uploads.ts';

/** Browsers and proxies may keep an image an hour, as long as the server cache keeps it. */
const IMAGE_CACHE_CONTROL = 'public, max-age=3600';

/** File handlers. */
export function fileHandlers(context: ServerContext): OperationHandlers {
  const { storage } = context;
  const images = imageRenderer({ storage, now: context.now });

  return {
    async uploadResource(request, reply) {
      const meta = await uploadResource(context, actorOf(context, request), request.query.kind, (rule) =>
        receiveUpload(request, rule),
      );
      return reply.code(201).send(meta);
    },

    async getResourceMeta(request) {
      const { id } = request.params;
      const tenantId = request.tenant.id;
      return asFreelancer(context, request, async ({ tx, freelancer }) => {
        const row = await findOwnFile(tx, tenantId, freelancer.id, id);
        const meta = row && resourceMeta(row);
        if (!meta) throw problem.notFound('file.notFound');
        return meta;
      });
    },

    async downloadResource(request, reply) {
      const { id } = request.params;
      const tenantId = request.tenant.id;
      const row = await asFreelancer(context, request, ({ tx, freelancer }) =>
        findOwnFile(tx, tenantId, freelancer.id, id),
      );
      if (!row || !isAcceptedType(row.contentType)) throw problem.notFound('file.notFound');
      // At most 10 MiB: read whole, so the answer carries its length.
      const content = await storage.get(row.storageKey);
      if (!content) {
        // A row without content is damaged storage, not the caller's doing.
        request.log.error({ storageKey: row.storageKey, uuid: row.uuid }, 'file content missing');
        throw problem.notFound('file.notFound');
      }
      return (
        reply
          .code(200)
          .header('Content-Disposition', attachmentDisposition(row.name))
          // The caller's own documents: never kept by shared caches.
          .header('Cache-Control', 'private, no-store')
          .type(row.contentType)
          .send(content)
      );
    },

    async getImage(request, reply) {
      const { uuid } = request.params;
      // The contract lets only IMAGE_WIDTHS through (any other width is a 400); `height` is not read.
      const { width } = request.query;
      const tenantId = request.tenant.id;
      // Public, but only profile images of this tenant, and not those of a deactivated account
      // (its profile is gone from view). Files of no freelancer are the tenant's own images.
      const row = await inTenant(context, request, ({ tx }) => findPublicProfileImage(tx, tenantId, uuid));
      if (!row) throw problem.notFound('image.notFound');
      const image = await images.render(row, { width }, (details, message) => request.log.error(details, message));
      reply.header('ETag', image.etag).header('Cache-Control', IMAGE_CACHE_CONTROL);
      if (ifNoneMatch(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
      return reply.code(200).type('image/webp').send(image.body);
    },
  };
}
