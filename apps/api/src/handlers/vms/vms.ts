// The VMS side of applications on the integration API: the client's system reads submitted
// applications (feed, one by one, documents through signed links), moves them, invites talents and
// uploads the recruiter's interview slots. The API key was checked before the body was read
// (src/http/app.ts); the document download has no key, its link is the credential.
import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../../bootstrap/context.ts';
import type { OperationHandlers, TenantCall } from '../../http/operations.ts';
import { inTenant } from '../../http/operations.ts';
import { attachmentDisposition } from '../../services/files/files.ts';
import {
  getVmsApplication,
  listVmsEvents,
  parseFeedCursor,
  setVmsApplicationStatus,
} from '../../services/vms/vmsApplications.ts';
import type { VmsScope } from '../../services/vms/vmsApplications.ts';
import { applicationDocument } from '../../services/vms/vmsDocuments.ts';
import { cancelVmsInvitation, createVmsInvitation, findProject } from '../../services/vms/vmsInvitations.ts';
import { vmsLinks } from '../../services/vms/vmsLinks.ts';
import { replaceInterviewSlots } from '../../services/vms/vmsSlots.ts';
import { deleteVmsWebhook, findVmsWebhook, setVmsWebhook, webhookUrlProblem } from '../../services/vms/vmsWebhooks.ts';
import { Problem, problem } from '../../problems.ts';

/** VMS handlers. */
export function vmsHandlers(context: ServerContext): OperationHandlers {
  const links = vmsLinks(context.config.jwtSecret);
  const scopeOf = (request: FastifyRequest): VmsScope => ({
    tenant: request.tenant,
    jobs: context.jobs,
    messenger: context.messenger,
    links,
    origin: context.portalOrigin(request.tenant),
    now: context.now(),
  });
  /** Runs `work` in the request tenant's transaction with the VMS scope. */
  const inVms = <R extends FastifyRequest, T>(
    request: R,
    work: (tx: TenantCall<R>['tx'], scope: VmsScope) => Promise<T>,
  ) => inTenant(context, request, ({ tx }) => work(tx, scopeOf(request)));

  return {
    async getVmsWebhook(request) {
      const webhook = await inTenant(context, request, ({ tx, tenant }) => findVmsWebhook(tx, tenant.id));
      if (!webhook) throw problem.notFound('integration.webhookMissing');
      return { url: webhook.url, createdAt: webhook.createdAt.toISOString() };
    },

    async setVmsWebhook(request) {
      const { url } = request.body;
      const refused = webhookUrlProblem(url, context.config.webhookReach);
      if (refused) throw problem.rejected([{ field: 'url', messages: [refused] }]);
      const webhook = await inTenant(context, request, ({ tx, tenant }) => setVmsWebhook(tx, tenant.id, url));
      return { url: webhook.url, secret: webhook.secret, createdAt: webhook.createdAt.toISOString() };
    },

    async deleteVmsWebhook(request, reply) {
      await inTenant(context, request, ({ tx, tenant }) => deleteVmsWebhook(tx, tenant.id));
      return reply.code(204).send();
    },

    async listVmsApplicationEvents(request) {
      const { cursor, limit = 50 } = request.query;
      const after = cursor === undefined ? 0 : parseFeedCursor(cursor);
      if (after === undefined) {
        throw problem.badRequest('error.validation', [{ field: 'cursor', messages: ['integration.cursorInvalid'] }]);
      }
      return inVms(request, (tx, scope) => listVmsEvents(tx, scope, after, limit));
    },

    async getVmsApplication(request) {
      return inVms(request, (tx, scope) => getVmsApplication(tx, scope, request.params.id));
    },

    async setVmsApplicationStatus(request) {
      const { status, eventId, reason } = request.body;
      return inVms(request, (tx, scope) =>
        setVmsApplicationStatus(tx, scope, { applicationId: request.params.id, status, eventId, reason }),
      );
    },

    async downloadVmsApplicationDocument(request, reply) {
      const { id, document } = request.params;
      const { expires, signature } = request.query;
      const verdict = links.check(
        { clientId: request.tenant.id, applicationId: id, document, expires },
        signature,
        context.now(),
      );
      if (verdict === 'invalid') throw problem.forbidden('integration.linkInvalid');
      if (verdict === 'expired') throw new Problem(410, ['integration.linkExpired']);
      const file = await inTenant(context, request, ({ tx, tenant }) =>
        applicationDocument(tx, tenant.id, id, document),
      );
      const content = file && (await context.storage.get(file.storageKey));
      if (!file || !content) throw problem.notFound('integration.documentNotFound');
      return (
        reply
          .code(200)
          .header('Content-Disposition', attachmentDisposition(file.name))
          // An applicant's documents: never kept by shared caches.
          .header('Cache-Control', 'private, no-store')
          .type('application/pdf')
          .send(content)
      );
    },

    async createVmsInvitation(request, reply) {
      const { invitation, created } = await inVms(request, (tx, scope) => createVmsInvitation(tx, scope, request.body));
      return reply.code(created ? 201 : 200).send(invitation);
    },

    async cancelVmsInvitation(request) {
      return inVms(request, (tx, scope) => cancelVmsInvitation(tx, scope, request.params.id));
    },

    async setVmsInterviewSlots(request) {
      const { vmsId } = request.params;
      return inTenant(context, request, async ({ tx, tenant }) => {
        const project = await findProject(tx, tenant.id, { vmsId });
        if (!project) throw problem.notFound('integration.projectNotFound');
        const slots = await replaceInterviewSlots(tx, tenant.id, project.id, request.body.slots, context.now());
        return { projectId: project.id, vmsId, slots };
      });
    },
  };
}
