// CV files: upload (PDF, checked by parsing; add or replace), the list, parsing one into profile
// data, generating the tenant-branded CV from the profile, deletion. Rows live in `files` (kind CV),
// contents in `context.storage`; the structured CV (`GET`/`PUT /freelancer/cv`) is elsewhere.
import type { ServerContext } from '../../bootstrap/context.ts';
import { problem } from '../../http/errors.ts';
import { asFreelancer, inTenant } from '../../http/operations.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { fitToContract } from '../../services/shared/contractFit.ts';
import { CvUnreadable, parseCv } from '../../services/cv/parser/index.ts';
import {
  assertRoomForCv,
  cvResource,
  cvUnreadableProblem,
  deleteCvFile,
  findCvFile,
  generatedCvContent,
  listCvFiles,
  newestUploadedCv,
  recordGeneratedCv,
  recordUploadedCv,
} from '../../services/cv/cvFiles.ts';
import { cvPdfBrand, generateCvPdf } from '../../services/cv/pdf/index.ts';
import {
  CV_UPLOAD_RULE,
  acceptUpload,
  countUpload,
  receiveUpload,
  removeContent,
  storeFile,
} from '../../services/files/files.ts';

/** Generated CVs per freelancer: a few drafts an hour, not a CPU-bound loop. */
const GENERATIONS_PER_HOUR = 20;
/** CV parses per freelancer: each one reads a whole PDF in the worker pool. */
const PARSES_PER_HOUR = 60;

/** CV file handlers. */
export function cvFileHandlers(context: ServerContext): OperationHandlers {
  const { storage } = context;

  return {
    async uploadCv(request, reply) {
      const overwrite = request.query.isOverWriteCV ?? false;
      const tenantId = request.tenant.id;
      const owner = await asFreelancer(context, request, async ({ tx, freelancer }) => {
        const cvOwner = { clientId: tenantId, freelancerId: freelancer.id };
        await assertRoomForCv(tx, cvOwner, overwrite);
        return cvOwner;
      });
      await countUpload(context.limiter, tenantId, owner.freelancerId);
      const upload = await receiveUpload(request, CV_UPLOAD_RULE, 'file');
      const written = await acceptUpload(storage, tenantId, upload, request.log, (stored) =>
        inTenant(context, request, ({ tx }) => recordUploadedCv(tx, owner, stored, overwrite)),
      );
      // The replaced CV's row is gone with the commit; its content goes now.
      for (const key of written.replacedKeys) await removeContent(storage, key, request.log);
      return reply.code(201).send(cvResource(written.row));
    },

    async listCvResources(request) {
      return asFreelancer(context, request, async ({ tx, freelancer }) => {
        const rows = await listCvFiles(tx, { clientId: request.tenant.id, freelancerId: freelancer.id });
        return { results: rows.map(cvResource) };
      });
    },

    async parseCv(request) {
      const { resourceId } = request.query;
      const tenantId = request.tenant.id;
      const { row, owner } = await asFreelancer(context, request, async ({ tx, freelancer }) => {
        const cvOwner = { clientId: tenantId, freelancerId: freelancer.id };
        const found =
          resourceId === undefined ? await newestUploadedCv(tx, cvOwner) : await findCvFile(tx, cvOwner, resourceId);
        if (!found) throw problem.notFound('file.notFound');
        return { row: found, owner: cvOwner };
      });
      await context.limiter.hit(`cvParse:${tenantId}:${owner.freelancerId}`, PARSES_PER_HOUR, 3600);
      const content = await storage.get(row.storageKey);
      if (!content) {
        // A row without content is damaged storage, not the talent's doing.
        request.log.error({ storageKey: row.storageKey, fileId: row.id }, 'CV content missing');
        throw problem.notFound('file.notFound');
      }
      try {
        return fitToContract('ParsedCv', await parseCv(content));
      } catch (error) {
        if (!(error instanceof CvUnreadable)) throw error;
        request.log.info({ reason: error.reason, detail: error.detail, fileId: row.id }, 'CV not parsed');
        throw cvUnreadableProblem(error);
      }
    },

    async generateCvPdf(request, reply) {
      const tenant = request.tenant;
      const { owner, content } = await asFreelancer(context, request, async ({ tx, freelancer }) => ({
        owner: { clientId: tenant.id, freelancerId: freelancer.id },
        content: await generatedCvContent(tx, freelancer, new Date(context.now())),
      }));
      await context.limiter.hit(`cvGenerate:${tenant.id}:${owner.freelancerId}`, GENERATIONS_PER_HOUR, 3600);
      // Drawn outside the transaction (in a worker thread): no database session is held meanwhile.
      const pdf = await generateCvPdf({ ...content.input, brand: await cvPdfBrand(tenant) });
      const written = await storeFile(
        storage,
        tenant.id,
        { name: content.fileName, contentType: 'application/pdf', content: Buffer.from(pdf) },
        request.log,
        (stored) => inTenant(context, request, ({ tx }) => recordGeneratedCv(tx, owner, stored)),
      );
      for (const key of written.replacedKeys) await removeContent(storage, key, request.log);
      return reply.code(200).send(cvResource(written.row));
    },

    async deleteCvPdf(request, reply) {
      const { id } = request.params;
      const key = await asFreelancer(context, request, ({ tx, freelancer }) =>
        deleteCvFile(tx, { clientId: request.tenant.id, freelancerId: freelancer.id }, id),
      );
      await removeContent(storage, key, request.log);
      return reply.code(204).send();
    },
  };
}
