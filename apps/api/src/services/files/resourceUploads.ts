// Uploading a file of the freelancer (a cover letter, a document, a profile image): counted against
// the upload limits, received, checked in full, stored, and recorded in a transaction of its own
// after the content is written (a row never names content that is not there).
import type { components } from '@talent/api-client';
import type { ServerContext } from '../../bootstrap/context.ts';
import type { Actor } from '../shared/transactions.ts';
import {
  STORED_KIND,
  UPLOAD_RULES,
  acceptUpload,
  countUpload,
  heavyWorkKey,
  recordFile,
  resourceMeta,
} from './files.ts';
import type { ReceivedUpload, UploadRule } from './files.ts';

type Schemas = components['schemas'];

/** Uploads a file of `kind`, received with `receive` (the request's multipart file). */
export async function uploadResource(
  context: Pick<ServerContext, 'storage' | 'limiter' | 'jobs' | 'heavyWork'>,
  actor: Actor,
  kind: Schemas['ResourceKind'],
  receive: (rule: UploadRule) => Promise<ReceivedUpload>,
): Promise<Schemas['ResourceMeta'] | undefined> {
  const tenantId = actor.tenant.id;
  const freelancer = await actor.asFreelancer((_tx, row) => Promise.resolve(row));
  // Refused before counting: an upload refused for work in progress did not happen.
  const row = await context.heavyWork.run(heavyWorkKey(tenantId, freelancer.id), async () => {
    await countUpload(context.limiter, tenantId, freelancer.id);
    const upload = await receive(UPLOAD_RULES[kind]);
    const ledger = { jobs: context.jobs, inTenant: actor.inTenant };
    return acceptUpload(context.storage, ledger, tenantId, upload, actor.log, (stored) =>
      actor.inTenant((tx) =>
        recordFile(tx, { ...stored, clientId: tenantId, freelancerId: freelancer.id, kind: STORED_KIND[kind] }),
      ),
    );
  });
  return resourceMeta(row);
}
