// The talent side of applying: the application flow of a project (draft get/patch/cancel, finish,
// rate calculation), the applications (list, drafts, create, edit, withdraw, questions, flow
// steps, interview slots, legal agreement, load, assessment) and open invitations (list, decline).
// Another talent's application or invitation is a 404, never a 403.
import type { components } from '@talent/api-client';
import { projectTabHref } from '@talent/domain';
import type { ServerContext } from '../../bootstrap/context.ts';
import type { Tx } from '../../db/client.ts';
import { files } from '../../db/schema.ts';
import { problem } from '../../http/errors.ts';
import { asFreelancer, freelancerHandler } from '../../http/operations.ts';
import type { FreelancerCall, OperationHandlers, OperationRequest } from '../../http/operations.ts';
import {
  cancelFlow,
  createApplication,
  finishFlow,
  flowSteps,
  getFlow,
  patchFlow,
  questionsOf,
  toQuestion,
  updateSubmission,
} from '../../services/applications/applicationFlow.ts';
import type { FlowContext, SubmitContext } from '../../services/applications/applicationFlow.ts';
import { checkRate, rateCalculation } from '../../services/applications/applicationRates.ts';
import {
  findApplication,
  listApplications,
  listDrafts,
  loadApplication,
  withdrawApplication,
} from '../../services/applications/applications.ts';
import { generatedCvContent } from '../../services/cv/cvFiles.ts';
import { cvPdfBrand, generateCvPdf } from '../../services/cv/pdf/index.ts';
import { removeContent, storeFile } from '../../services/files/files.ts';
import { DEFAULT_SLOT_PERIOD_DAYS, freeSlots } from '../../services/applications/interviewSlots.ts';
import { declineInvitation, openInvitations } from '../../services/invitations/invitations.ts';
import { legalNeeds, namedDocuments, recordAgreements } from '../../services/profile/legal.ts';
import { findProject } from '../../services/catalog/projects.ts';
import { hasMatchingSecurityId, securityIdCipher } from '../../services/profile/securityIds.ts';
import { paginationLinks } from '../catalog/projects.ts';

type Schemas = components['schemas'];

/** Application handlers. */
export function applicationHandlers(context: ServerContext): OperationHandlers {
  const cipher = securityIdCipher(context.config.jwtSecret);
  const flowOf = (call: FreelancerCall<OperationRequest>): FlowContext => ({
    tenant: call.tenant,
    freelancer: call.freelancer,
    now: new Date(context.now()),
    log: call.request.log,
  });
  const owner = (call: FreelancerCall<OperationRequest>) => ({
    clientId: call.tenant.id,
    freelancerId: call.freelancer.id,
  });

  /**
   * Runs a submission (finish or edit). A CV generated from the profile (`cvUuid: null`) is drawn
   * first, outside any transaction (on the embedded database a transaction must never wait for
   * work elsewhere), stored, and recorded in the submission's transaction as the application's own
   * document; a submission that did not use it (a repeated finish) removes it again.
   */
  async function submit<K extends 'finishApplicationFlow' | 'updateApplication'>(
    request: OperationRequest<K>,
    work: (tx: Tx, flow: SubmitContext) => Promise<{ application: Schemas['Application']; usedGeneratedCv: boolean }>,
  ): Promise<Schemas['Application']> {
    const tenant = request.tenant;
    const payload = request.body as Schemas['SubmitPayload'];
    const run = (generated?: { uuid: string; storageKey: string; name: string; size: number }) =>
      asFreelancer(context, request, async (call) => {
        const flow: SubmitContext = {
          ...flowOf(call),
          jobs: context.jobs,
          messenger: context.messenger,
          legal: context.legal(tenant),
          link: `${context.portalOrigin(tenant)}${projectTabHref('applications')}`,
          hasSecurityId: (tx, pattern) => hasMatchingSecurityId(tx, cipher, owner(call), pattern, request.log),
          ...(generated && {
            generatedCv: async (tx: Tx) => {
              const [row] = await tx
                .insert(files)
                .values({
                  ...generated,
                  clientId: tenant.id,
                  freelancerId: call.freelancer.id,
                  // The application's own copy: not in the CV list, never replaced by the next generation.
                  kind: 'DOCUMENT',
                  contentType: 'application/pdf',
                  generated: true,
                })
                .returning({ id: files.id });
              return row!.id;
            },
          }),
        };
        return work(call.tx, flow);
      });
    if (payload.cvUuid !== null) return (await run()).application;
    const content = await asFreelancer(context, request, ({ tx, freelancer }) =>
      generatedCvContent(tx, freelancer, new Date(context.now())),
    );
    const pdf = await generateCvPdf({ ...content.input, brand: await cvPdfBrand(tenant) });
    const stored = { name: content.fileName, contentType: 'application/pdf' as const, content: Buffer.from(pdf) };
    const result = await storeFile(context.storage, tenant.id, stored, request.log, async (file) => ({
      ...(await run(file)),
      key: file.storageKey,
    }));
    if (!result.usedGeneratedCv) await removeContent(context.storage, result.key, request.log);
    return result.application;
  }

  return {
    calculateApplicationRate: freelancerHandler(context, async ({ tx, tenant, params, query }) => {
      if (!(await findProject(tx, tenant.id, params.id))) throw problem.notFound('project.notFound');
      const checked = checkRate(
        tenant,
        { value: query.value, currency: query.currency ?? tenant.config.currencies[0]!, unit: query.period ?? 'HR' },
        'rate',
      );
      return rateCalculation(tenant, checked);
    }),

    getApplicationFlow: freelancerHandler(context, (call) => getFlow(call.tx, flowOf(call), call.params.id)),

    patchApplicationFlow: freelancerHandler(context, (call) =>
      patchFlow(call.tx, flowOf(call), call.params.id, call.body),
    ),

    async cancelApplicationFlow(request, reply) {
      await asFreelancer(context, request, (call) => cancelFlow(call.tx, flowOf(call), call.params.id));
      return reply.code(204).send();
    },

    finishApplicationFlow(request) {
      return submit(request, (tx, flow) => finishFlow(tx, flow, request.params.id, request.body));
    },

    updateApplication(request) {
      return submit(request, (tx, flow) => updateSubmission(tx, flow, request.params.id, request.body));
    },

    async listApplications(request, reply) {
      const { offset = 0, limit = 20, status } = request.query;
      const page = await asFreelancer(context, request, async (call) => {
        const found = await listApplications(call.tx, owner(call), {
          ...(status && { statuses: status }),
          offset,
          limit,
        });
        return { ...found, offset, limit } satisfies Schemas['ApplicationPage'];
      });
      const links = paginationLinks(request.url, page.offset, page.limit, page.total);
      if (links) reply.header('Link', links);
      return reply.header('X-Total-Count', String(page.total)).send(page);
    },

    async createApplication(request, reply) {
      const { application, created } = await asFreelancer(context, request, (call) =>
        createApplication(call.tx, flowOf(call), call.body.job),
      );
      return reply.code(created ? 201 : 200).send(application);
    },

    listApplicationDrafts: freelancerHandler(context, async (call) => ({
      results: await listDrafts(call.tx, owner(call)),
    })),

    withdrawApplication: freelancerHandler(context, (call) =>
      withdrawApplication(call.tx, context.jobs, owner(call), call.params.id, call.body?.reason),
    ),

    listApplicationQuestions: freelancerHandler(context, async (call) => {
      const row = await findApplication(call.tx, owner(call), call.params.id);
      const rows = await questionsOf(call.tx, call.tenant.id, row.projectId);
      return { results: rows.map(toQuestion) } satisfies Schemas['QuestionList'];
    }),

    listApplicationFlowSteps: freelancerHandler(context, (call) =>
      flowSteps(call.tx, flowOf(call), call.params.id, context.legal(call.tenant)),
    ),

    listInterviewSlots: freelancerHandler(context, async (call) => {
      const row = await findApplication(call.tx, owner(call), call.params.id);
      const project = await findProject(call.tx, call.tenant.id, row.projectId);
      if (!project?.liveInterview) return { slots: [], result: null } satisfies Schemas['FreeBusy'];
      const from = call.query.from ? new Date(call.query.from) : new Date(context.now());
      const to = call.query.to
        ? new Date(call.query.to)
        : new Date(from.getTime() + DEFAULT_SLOT_PERIOD_DAYS * 86_400_000);
      if (to < from)
        throw problem.badRequest('error.validation', [{ field: 'to', messages: ['validation.afterFrom'] }]);
      return freeSlots(
        call.tx,
        { clientId: call.tenant.id, projectId: row.projectId, applicationId: row.id },
        { from, to },
        call.request.log,
      );
    }),

    async agreeToApplicationLegal(request, reply) {
      const named = namedDocuments(request.query);
      await asFreelancer(context, request, async (call) => {
        const row = await findApplication(call.tx, owner(call), call.params.id);
        const versions = context.legal(call.tenant);
        const needs = await legalNeeds(call.tx, call.tenant.id, call.freelancer.id, versions);
        await recordAgreements(call.tx, {
          ...owner(call),
          documents: named.filter((document) => needs[document]),
          versions,
          projectId: row.projectId,
        });
      });
      return reply.code(204).send();
    },

    loadApplication: freelancerHandler(context, (call) => loadApplication(call.tx, owner(call), call.params.id)),

    /** No assessment source exists in this product yet: every application of the talent has none. */
    getApplicationAssessment: freelancerHandler(context, async (call) => {
      await findApplication(call.tx, owner(call), call.params.id);
      return { status: 'NONE', url: null } satisfies Schemas['Assessment'];
    }),

    listOpenInvitations: freelancerHandler(context, async (call) => ({
      results: await openInvitations(call.tx, owner(call), new Date(context.now())),
    })),

    declineInvitation: freelancerHandler(context, (call) =>
      declineInvitation(call.tx, owner(call), call.params.id, new Date(context.now())),
    ),
  };
}
