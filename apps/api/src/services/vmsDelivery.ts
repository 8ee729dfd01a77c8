// Delivers the `vms` jobs: an application change to the tenant's VMS webhook. A tenant without a
// webhook reads its changes from the integration feed instead, so its jobs have nothing to send.
import { eq } from 'drizzle-orm';
import { withTenant } from '../db/client.ts';
import type { Database } from '../db/client.ts';
import { vmsWebhooks } from '../db/schema.ts';
import type { VmsEventJob } from '../jobs/payloads.ts';

/** Delivers VMS jobs. */
export interface VmsDelivery {
  /** Delivers one change; throws when the receiver did not take it (the job is retried). */
  deliver(job: VmsEventJob): Promise<void>;
}

export function vmsDelivery(options: { database: Database }): VmsDelivery {
  const { db } = options.database;
  return {
    async deliver(job) {
      const [webhook] = await withTenant(db, job.clientId, (tx) =>
        tx.select().from(vmsWebhooks).where(eq(vmsWebhooks.clientId, job.clientId)),
      );
      if (!webhook) return;
      throw new Error('Webhook delivery is not built yet');
    },
  };
}
