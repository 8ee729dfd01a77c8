// The talent side of applying: the application flow of a project (draft get/patch/cancel, finish,
// rate calculation) and the applications (list, drafts, create, edit, withdraw, questions, flow
// steps, interview slots, legal agreement, load, assessment). Another talent's application is a
// 404, never a 403.
import type { components } from '@talent/api-client';
import type { ServerContext } from '../../bootstrap/context.ts';
import { actorOf, asFreelancer, freelancerHandler } from '../../http/operations.ts';
import type { FreelancerCall, OperationHandlers, OperationRequest } from '../../http/operations.ts';
import { sendPage } from '../../http/pagination.ts';
import {
  cancelFlow,
  createApplication,
  flowSteps,
  getFlow,
  patchFlow,
} from '../../services/applications/applicationFlow.ts';
import type { FlowContext } from '../../services/applications/applicationFlow.ts';
import {
  agreeToApplicationLegal,
  applicationAssessment,
  applicationInterviewSlots,
  applicationQuestions,
  projectRateCalculation,
} from '../../services/applications/applicationDetails.ts';
import {
  listApplications,
  listDrafts,
  loadApplication,
  withdrawApplication,
} from '../../services/applications/applications.ts';
import { editApplication, finishApplication } from '../../services/applications/submission.ts';
import { namedDocuments } from '../../services/profile/legal.ts';
import { securityIdCipher } from '../../services/profile/securityIds.ts';

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

  const submitter = (request: OperationRequest) => actorOf(context, request);
  const submissions = { ...context, cipher };

  return {
    calculateApplicationRate: freelancerHandler(context, ({ tx, tenant, params, query }) =>
      projectRateCalculation(tx, tenant, params.id, query),
    ),

    getApplicationFlow: freelancerHandler(context, (call) => getFlow(call.tx, flowOf(call), call.params.id)),

    patchApplicationFlow: freelancerHandler(context, (call) =>
      patchFlow(call.tx, flowOf(call), call.params.id, call.body),
    ),

    async cancelApplicationFlow(request, reply) {
      await asFreelancer(context, request, (call) => cancelFlow(call.tx, flowOf(call), call.params.id));
      return reply.code(204).send();
    },

    finishApplicationFlow(request) {
      return finishApplication(submissions, submitter(request), request.params.id, request.body);
    },

    updateApplication(request) {
      return editApplication(submissions, submitter(request), request.params.id, request.body);
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
      return sendPage(request, reply, page);
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

    listApplicationQuestions: freelancerHandler(context, (call) =>
      applicationQuestions(call.tx, owner(call), call.params.id),
    ),

    listApplicationFlowSteps: freelancerHandler(context, (call) =>
      flowSteps(call.tx, flowOf(call), call.params.id, context.legal(call.tenant)),
    ),

    listInterviewSlots: freelancerHandler(context, (call) =>
      applicationInterviewSlots(
        call.tx,
        owner(call),
        call.params.id,
        { ...call.query, now: new Date(context.now()) },
        call.request.log,
      ),
    ),

    async agreeToApplicationLegal(request, reply) {
      const named = namedDocuments(request.query);
      await asFreelancer(context, request, (call) =>
        agreeToApplicationLegal(call.tx, owner(call), call.params.id, named, context.legal(call.tenant)),
      );
      return reply.code(204).send();
    },

    loadApplication: freelancerHandler(context, (call) => loadApplication(call.tx, owner(call), call.params.id)),

    getApplicationAssessment: freelancerHandler(context, (call) =>
      applicationAssessment(call.tx, owner(call), call.params.id),
    ),
  };
}
