// The CV: its files (upload — a PDF, checked by parsing, added or replacing one —, the list,
// parsing one into profile data, the tenant-branded CV generated from the profile, deletion) and its
// structured sections (GET/PUT /freelancer/cv). Workflows and rules: services/cv/.
import type { ServerContext } from '../../bootstrap/context.ts';
import { actorOf, freelancerHandler } from '../../http/operations.ts';
import type { OperationHandlers, OperationRequest } from '../../http/operations.ts';
import { receiveUpload } from '../../http/uploads.ts';
import { deleteCv, generateCv, listCvs, parseStoredCv, uploadCv } from '../../services/cv/cvWorkflows.ts';
import { readCv, writeCv } from '../../services/cv/structuredCv.ts';

/** CV handlers. */
export function cvFileHandlers(context: ServerContext): OperationHandlers {
  const actor = (request: OperationRequest) => actorOf(context, request);
  const owner = (freelancer: { clientId: string; id: number }) => ({
    clientId: freelancer.clientId,
    freelancerId: freelancer.id,
  });

  return {
    async uploadCv(request, reply) {
      const resource = await uploadCv(context, actor(request), request.query.isOverWriteCV ?? false, (rule) =>
        receiveUpload(request, rule, 'file'),
      );
      return reply.code(201).send(resource);
    },

    async listCvResources(request) {
      return { results: await listCvs(actor(request)) };
    },

    parseCv(request) {
      return parseStoredCv(context, actor(request), request.query.resourceId);
    },

    async generateCvPdf(request, reply) {
      return reply.code(200).send(await generateCv(context, actor(request)));
    },

    async deleteCvPdf(request, reply) {
      await deleteCv(context, actor(request), request.params.id);
      return reply.code(204).send();
    },

    getCv: freelancerHandler(context, ({ tx, freelancer }) => readCv(tx, owner(freelancer))),

    /** Replaces the whole CV (the profile page sends it back whole): normalised, 422 on bad fields. */
    updateCv: freelancerHandler(context, ({ tx, freelancer, body }) =>
      writeCv(tx, owner(freelancer), body, new Date(context.now())),
    ),
  };
}
