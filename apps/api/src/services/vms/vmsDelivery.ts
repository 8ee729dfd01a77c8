// Delivers the `vms` jobs: an application change to the tenant's VMS webhook, as a signed POST of
// the `VmsEvent` (the same item the feed shows). A tenant without a webhook reads its changes from
// the integration feed instead, so its jobs have nothing to send.
//
// A 2xx answer within the timeout is a delivery; anything else throws and the job queue retries
// with backoff. The event id travels in `X-Talent-Event-Id` and stays the same over retries, so a
// receiver that saw it already (its answer was lost, or this worker died before recording the
// success) can drop the duplicate. The submission itself (SEND_PENDING) moves on with its
// delivery: accepted → SENT_TO_CLIENT, refused on the last attempt → SEND_FAILED.
import { Agent, fetch } from 'undici';
import { withTenant } from '../../db/client.ts';
import type { VmsEventJob } from '../../jobs/payloads.ts';
import type { JobWorkerParts } from '../../jobs/jobQueue.ts';
import type { Tenant } from '../../tenants/tenants.ts';
import { loadVmsEvent, moveBySystem } from './vmsApplications.ts';
import type { VmsScope } from './vmsApplications.ts';
import type { VmsLinks } from './vmsLinks.ts';
import { publicOnlyLookup, type WebhookReach } from './webhookAddress.ts';
import { findVmsWebhook, webhookSignature, webhookUrlProblem } from './vmsWebhooks.ts';

/** How long a receiver has to answer a delivery. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** Delivers VMS jobs. */
export interface VmsDelivery {
  /**
   * Delivers one change; throws when the receiver did not take it (the job is retried). `attempt`
   * counts from 1; the attempt after the last retry marks an undelivered submission SEND_FAILED.
   */
  deliver(job: VmsEventJob, attempt: number): Promise<void>;
}

/** What a delivery needs: the server's or the worker's parts. */
export interface VmsDeliveryOptions extends JobWorkerParts {
  readonly links: VmsLinks;
  /** Which addresses deliveries may reach (config `WEBHOOK_ALLOW_LOOPBACK`). */
  readonly reach: WebhookReach;
  readonly timeoutMs?: number;
}

export function vmsDelivery(options: VmsDeliveryOptions): VmsDelivery {
  const { db } = options.database;
  // Every connection's addresses are checked as it is made: the same DNS answer is checked and used.
  const dispatcher = new Agent({ connect: { lookup: publicOnlyLookup(options.reach) } });
  const scopeOf = (tenant: Tenant): VmsScope => ({
    tenant,
    jobs: options.jobs,
    messenger: options.messenger,
    links: options.links,
    origin: options.portalOrigin(tenant),
    now: options.now(),
  });

  /** POSTs the event; throws unless the receiver answered 2xx in time. */
  async function post(url: string, secret: string, eventId: number, body: string): Promise<void> {
    const problem = webhookUrlProblem(url, options.reach);
    if (problem) throw new Error(`webhook URL refused (${problem})`);
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'TalentPortal-Webhooks/1',
        'X-Talent-Event-Id': String(eventId),
        'X-Talent-Signature': webhookSignature(secret, Math.floor(options.now() / 1000), body),
      },
      body,
      // A redirect could point anywhere (an internal address): it is an answer, not a delivery.
      redirect: 'manual',
      dispatcher,
      signal: AbortSignal.timeout(options.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
    });
    // The body is not read, only released (a receiver's long answer must not hold the worker).
    await response.body?.cancel();
    if (response.status < 200 || response.status > 299) throw new Error(`webhook answered ${response.status}`);
  }

  return {
    async deliver(job, attempt) {
      const tenant = options.tenants.get(job.clientId);
      // A tenant removed since: nobody to deliver to.
      if (!tenant) return;
      const scope = scopeOf(tenant);
      const found = await withTenant(db, tenant.id, async (tx) => {
        const webhook = await findVmsWebhook(tx, tenant.id);
        return webhook && { webhook, event: await loadVmsEvent(tx, scope, job.eventId) };
      });
      if (!found?.event) return;
      const { webhook, event } = found;
      const submission = event.status === 'SEND_PENDING';
      try {
        await post(webhook.url, webhook.secret, event.id, JSON.stringify(event));
      } catch (error) {
        if (submission && attempt > options.retryLimit) {
          await withTenant(db, tenant.id, (tx) =>
            moveBySystem(tx, scope, event.application.id, 'SEND_PENDING', 'SEND_FAILED'),
          );
        }
        throw error;
      }
      if (submission) {
        await withTenant(db, tenant.id, (tx) =>
          moveBySystem(tx, scope, event.application.id, 'SEND_PENDING', 'SENT_TO_CLIENT'),
        );
      }
    },
  };
}
