// Submitting an application: finishing the flow of a project, or editing a submitted application.
// A CV generated from the profile (`cvUuid: null`) is drawn first, outside any transaction (in a
// worker thread; on the embedded database a transaction must never wait for work elsewhere),
// stored, and recorded in the submission's transaction as the application's own document; a
// submission that did not use it (a repeated finish) removes it again.
import type { components } from '@talent/api-client';
import { projectTabHref } from '@talent/domain';
import type { ServerContext } from '../../bootstrap/context.ts';
import type { Tx } from '../../db/client.ts';
import { files } from '../../db/schema.ts';
import { generatedCvContent } from '../cv/cvFiles.ts';
import { cvPdfBrand, generateCvPdf } from '../cv/pdf/index.ts';
import { removeContent, storeFile } from '../files/files.ts';
import type { StoredUpload } from '../files/files.ts';
import type { FreelancerRow } from '../identity/freelancers.ts';
import { hasMatchingSecurityId } from '../profile/securityIds.ts';
import type { SecurityIdCipher } from '../profile/securityIds.ts';
import type { Actor } from '../shared/transactions.ts';
import { finishFlow, updateSubmission } from './applicationFlow.ts';
import type { SubmitContext } from './applicationFlow.ts';

type Schemas = components['schemas'];

/** What a submission uses of the server. */
export type SubmissionContext = Pick<
  ServerContext,
  'storage' | 'jobs' | 'messenger' | 'legal' | 'portalOrigin' | 'now'
> & {
  /** The cipher of security ids (`securityIdCipher` of the server's secret). */
  readonly cipher: SecurityIdCipher;
};

/** Who submits, and how their transactions are opened. */
export type Submitter = Pick<Actor, 'tenant' | 'asFreelancer' | 'log'>;

type SubmitWork = (
  tx: Tx,
  flow: SubmitContext,
) => Promise<{ application: Schemas['Application']; usedGeneratedCv: boolean }>;

/** The flow context of a submission by `freelancer`, recording `generated` when given. */
function submitContext(
  context: SubmissionContext,
  submitter: Submitter,
  freelancer: FreelancerRow,
  generated: StoredUpload | undefined,
): SubmitContext {
  const { tenant, log } = submitter;
  const owner = { clientId: tenant.id, freelancerId: freelancer.id };
  return {
    tenant,
    freelancer,
    now: new Date(context.now()),
    log,
    jobs: context.jobs,
    messenger: context.messenger,
    legal: context.legal(tenant),
    link: `${context.portalOrigin(tenant)}${projectTabHref('applications')}`,
    hasSecurityId: (tx, pattern) => hasMatchingSecurityId(tx, context.cipher, owner, pattern, log),
    ...(generated && {
      generatedCv: async (tx: Tx) => {
        const [row] = await tx
          .insert(files)
          .values({
            uuid: generated.uuid,
            storageKey: generated.storageKey,
            name: generated.name,
            size: generated.size,
            clientId: tenant.id,
            freelancerId: freelancer.id,
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
}

/** Runs a submission (finish or edit), drawing and storing the generated CV first when it names none. */
async function submit(
  context: SubmissionContext,
  submitter: Submitter,
  payload: Schemas['SubmitPayload'],
  work: SubmitWork,
): Promise<Schemas['Application']> {
  const run = (generated?: StoredUpload) =>
    submitter.asFreelancer((tx, freelancer) => work(tx, submitContext(context, submitter, freelancer, generated)));
  if (payload.cvUuid !== null) return (await run()).application;
  const content = await submitter.asFreelancer((tx, freelancer) =>
    generatedCvContent(tx, freelancer, new Date(context.now())),
  );
  const pdf = await generateCvPdf({ ...content.input, brand: await cvPdfBrand(submitter.tenant) });
  const stored = { name: content.fileName, contentType: 'application/pdf' as const, content: Buffer.from(pdf) };
  const ledger = { jobs: context.jobs, inTenant: <T>(work: (tx: Tx) => Promise<T>) => submitter.asFreelancer(work) };
  const result = await storeFile(context.storage, ledger, submitter.tenant.id, stored, submitter.log, async (file) => ({
    ...(await run(file)),
    key: file.storageKey,
  }));
  if (!result.usedGeneratedCv) await removeContent(context.storage, result.key, submitter.log);
  return result.application;
}

/** Finishes the application flow of project `projectId`: the draft becomes a submitted application. */
export function finishApplication(
  context: SubmissionContext,
  submitter: Submitter,
  projectId: number,
  payload: Schemas['SubmitPayload'],
): Promise<Schemas['Application']> {
  return submit(context, submitter, payload, (tx, flow) => finishFlow(tx, flow, projectId, payload));
}

/** Edits the submitted application `applicationId` with a whole new payload. */
export function editApplication(
  context: SubmissionContext,
  submitter: Submitter,
  applicationId: number,
  payload: Schemas['SubmitPayload'],
): Promise<Schemas['Application']> {
  return submit(context, submitter, payload, (tx, flow) => updateSubmission(tx, flow, applicationId, payload));
}
