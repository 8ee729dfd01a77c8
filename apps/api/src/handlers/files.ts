// Files: uploads (cover letters, documents, profile images), their metadata, and profile images
// served as WebP. Contents go through `context.storage`; rows live in `files`.
import { randomUUID } from 'node:crypto';
import type { ServerContext } from '../bootstrap/context.ts';
import { asFreelancer, inTenant } from '../http/operations.ts';
import type { OperationHandlers } from '../http/operations.ts';
import { HttpProblem, problem } from '../http/errors.ts';
import {
  STORED_KIND,
  UPLOAD_RULES,
  checkContent,
  findOwnFile,
  findPublicProfileImage,
  receiveUpload,
  recordFile,
  resourceMeta,
} from '../services/files.ts';
import { ifNoneMatch, imageRenderer } from '../services/images.ts';
import { storageKey } from '../storage/storage.ts';

/** Uploads per freelancer: enough for retries and a few documents, not for filling the disk. */
const UPLOADS_PER_HOUR = 30;
const UPLOADS_PER_DAY = 100;

/** Browsers and proxies may keep an image an hour, as long as the server cache keeps it. */
const IMAGE_CACHE_CONTROL = 'public, max-age=3600';

/** File handlers. */
export function fileHandlers(context: ServerContext): OperationHandlers {
  const { storage } = context;
  const images = imageRenderer({ storage, now: context.now });

  return {
    async uploadResource(request, reply) {
      const { kind } = request.query;
      const rule = UPLOAD_RULES[kind];
      const tenantId = request.tenant.id;
      const freelancer = await asFreelancer(context, request, ({ freelancer }) => Promise.resolve(freelancer));
      // Counted before the body is read: a rejected upload used the bandwidth all the same.
      await context.limiter.hit(`upload:hour:${tenantId}:${freelancer.id}`, UPLOADS_PER_HOUR, 3600);
      await context.limiter.hit(`upload:day:${tenantId}:${freelancer.id}`, UPLOADS_PER_DAY, 86_400);

      const upload = await receiveUpload(request, rule);
      const uuid = randomUUID();
      const key = storageKey(tenantId, uuid);
      try {
        // Files are small (images 5 MiB, PDFs 10 MiB; the stream fails with a 413 past the limit):
        // read whole and checked in full (images decoded, PDFs parsed) before anything is stored.
        const chunks: Buffer[] = [];
        for await (const chunk of upload.content) chunks.push(chunk as Buffer);
        const content = Buffer.concat(chunks);
        await checkContent(upload.type, content, (details, message) => request.log.info(details, message));
        await storage.put(key, content);
        const row = await inTenant(context, request, ({ tx }) =>
          recordFile(tx, {
            uuid,
            clientId: tenantId,
            freelancerId: freelancer.id,
            kind: STORED_KIND[kind],
            name: upload.name,
            contentType: upload.type,
            size: upload.size(),
            storageKey: key,
          }),
        );
        return reply.code(201).send(resourceMeta(row));
      } catch (error) {
        upload.discard();
        // Nothing of a rejected upload stays: the storage writes atomically, and this removes what a
        // failed database write would otherwise orphan.
        await storage.delete(key).catch((cleanup: unknown) => {
          request.log.error({ err: cleanup, storageKey: key }, 'could not remove the content of a failed upload');
        });
        if (error instanceof HttpProblem) throw error;
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 413) throw problem.tooLarge();
        throw error;
      }
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
