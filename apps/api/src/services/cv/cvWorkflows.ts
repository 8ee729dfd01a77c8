// The CV file workflows, each a sequence of transactions around work that must not run inside one
// (reading the upload, drawing a PDF in a worker thread, parsing one in the PDF worker pool,
// writing storage): on the embedded database a transaction must never wait for work elsewhere, and
// on PostgreSQL no session is held meanwhile. Content is stored before its row is committed and
// removed when the row is not (`storeFile`); replaced contents go once their rows are gone, and the
// transaction that deletes a row queues the check that removes its content should this process die
// before it does (services/files/contentChecks.ts).
import type { components } from '@talent/api-client';
import type { ServerContext } from '../../bootstrap/context.ts';
import { problem } from '../../problems.ts';
import { queueContentCheck } from '../files/contentChecks.ts';
import { CV_UPLOAD_RULE, acceptUpload, countUpload, heavyWorkKey, removeContent, storeFile } from '../files/files.ts';
import type { ReceivedUpload, UploadRule } from '../files/files.ts';
import { fitToContract } from '../shared/contractFit.ts';
import type { Tx } from '../../db/client.ts';
import type { Actor } from '../shared/transactions.ts';
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
} from './cvFiles.ts';
import type { CvWrite } from './cvFiles.ts';
import { CvUnreadable, parseCv } from './parser/index.ts';
import { cvPdfBrand, generateCvPdf } from './pdf/index.ts';

type Schemas = components['schemas'];

/** Generated CVs per freelancer: a few drafts an hour, not a CPU-bound loop. */
const GENERATIONS_PER_HOUR = 20;
/** CV parses per freelancer: each one reads a whole PDF in the worker pool. */
const PARSES_PER_HOUR = 60;

/** What the CV workflows use of the server. */
export type CvContext = Pick<ServerContext, 'storage' | 'limiter' | 'now' | 'jobs' | 'heavyWork'>;

/** The key of a CV owner's heavy work in progress. */
const accountKey = (owner: { clientId: string; freelancerId: number }) =>
  heavyWorkKey(owner.clientId, owner.freelancerId);

/** The checks of contents whose rows `tx` deletes (they are removed after the commit). */
async function checkRemoved(context: CvContext, tx: Tx, clientId: string, keys: readonly string[]): Promise<void> {
  for (const storageKey of keys) await queueContentCheck(tx, context.jobs, { clientId, storageKey });
}

/** A CV recorded in `tx`, with the checks of the contents it replaces queued in it too. */
async function withReplacedChecked(context: CvContext, tx: Tx, clientId: string, written: CvWrite): Promise<CvWrite> {
  await checkRemoved(context, tx, clientId, written.replacedKeys);
  return written;
}

/**
 * Uploads a CV: refused before its body is read when it would be an 11th (unless it replaces one),
 * counted against the upload limits, received with `receive` (the request's multipart file),
 * checked in full, stored, recorded (replacing the CVs `overwrite` replaces), and the replaced
 * contents removed.
 */
export async function uploadCv(
  context: CvContext,
  actor: Actor,
  overwrite: boolean,
  receive: (rule: UploadRule) => Promise<ReceivedUpload>,
): Promise<Schemas['CvResource']> {
  const owner = await actor.asFreelancer(async (tx, freelancer) => {
    const cvOwner = { clientId: actor.tenant.id, freelancerId: freelancer.id };
    await assertRoomForCv(tx, cvOwner, overwrite);
    return cvOwner;
  });
  const written = await context.heavyWork.run(accountKey(owner), async () => {
    await countUpload(context.limiter, actor.tenant.id, owner.freelancerId);
    const upload = await receive(CV_UPLOAD_RULE);
    const ledger = { jobs: context.jobs, inTenant: actor.inTenant };
    return acceptUpload(context.storage, ledger, actor.tenant.id, upload, actor.log, (stored) =>
      actor.inTenant(async (tx) =>
        withReplacedChecked(context, tx, owner.clientId, await recordUploadedCv(tx, owner, stored, overwrite)),
      ),
    );
  });
  // The replaced CV's row is gone with the commit; its content goes now.
  for (const key of written.replacedKeys) await removeContent(context.storage, key, actor.log);
  return cvResource(written.row);
}

/** The freelancer's CV files, newest first. */
export async function listCvs(actor: Actor): Promise<Schemas['CvResource'][]> {
  return actor.asFreelancer(async (tx, freelancer) => {
    const rows = await listCvFiles(tx, { clientId: actor.tenant.id, freelancerId: freelancer.id });
    return rows.map(cvResource);
  });
}

/** Parses one of the freelancer's CVs (`resourceId`, or the newest uploaded one) into profile data. */
export async function parseStoredCv(
  context: CvContext,
  actor: Actor,
  resourceId: number | undefined,
): Promise<Schemas['ParsedCv']> {
  const { row, owner } = await actor.asFreelancer(async (tx, freelancer) => {
    const cvOwner = { clientId: actor.tenant.id, freelancerId: freelancer.id };
    const found =
      resourceId === undefined ? await newestUploadedCv(tx, cvOwner) : await findCvFile(tx, cvOwner, resourceId);
    if (!found) throw problem.notFound('file.notFound');
    return { row: found, owner: cvOwner };
  });
  return context.heavyWork.run(accountKey(owner), async () => {
    await context.limiter.hit(`cvParse:${owner.clientId}:${owner.freelancerId}`, PARSES_PER_HOUR, 3600);
    const content = await context.storage.get(row.storageKey);
    if (!content) {
      // A row without content is damaged storage, not the talent's doing.
      actor.log.error({ storageKey: row.storageKey, fileId: row.id }, 'CV content missing');
      throw problem.notFound('file.notFound');
    }
    try {
      return fitToContract('ParsedCv', await parseCv(content));
    } catch (error) {
      if (!(error instanceof CvUnreadable)) throw error;
      actor.log.info({ reason: error.reason, detail: error.detail, fileId: row.id }, 'CV not parsed');
      throw cvUnreadableProblem(error);
    }
  });
}

/**
 * Generates the tenant-branded CV from the profile, drawn outside any transaction (in a worker
 * thread), and records it as the freelancer's one generated CV (replacing the previous one).
 */
export async function generateCv(context: CvContext, actor: Actor): Promise<Schemas['CvResource']> {
  const { owner, content } = await actor.asFreelancer(async (tx, freelancer) => ({
    owner: { clientId: actor.tenant.id, freelancerId: freelancer.id },
    content: await generatedCvContent(tx, freelancer, new Date(context.now())),
  }));
  const pdf = await context.heavyWork.run(accountKey(owner), async () => {
    await context.limiter.hit(`cvGenerate:${owner.clientId}:${owner.freelancerId}`, GENERATIONS_PER_HOUR, 3600);
    return generateCvPdf({ ...content.input, brand: await cvPdfBrand(actor.tenant) });
  });
  const written = await storeFile(
    context.storage,
    { jobs: context.jobs, inTenant: actor.inTenant },
    actor.tenant.id,
    { name: content.fileName, contentType: 'application/pdf', content: Buffer.from(pdf) },
    actor.log,
    (stored) =>
      actor.inTenant(async (tx) =>
        withReplacedChecked(context, tx, owner.clientId, await recordGeneratedCv(tx, owner, stored)),
      ),
  );
  for (const key of written.replacedKeys) await removeContent(context.storage, key, actor.log);
  return cvResource(written.row);
}

/** Deletes one of the freelancer's CVs: the row, then (after the commit) its content. */
export async function deleteCv(context: CvContext, actor: Actor, id: number): Promise<void> {
  const key = await actor.asFreelancer(async (tx, freelancer) => {
    const deleted = await deleteCvFile(tx, { clientId: actor.tenant.id, freelancerId: freelancer.id }, id);
    await checkRemoved(context, tx, actor.tenant.id, [deleted]);
    return deleted;
  });
  await removeContent(context.storage, key, actor.log);
}
