// The client system's (VMS) webhook: where application changes are POSTed, and the secret they are
// signed with. The signature is Stripe's scheme (`t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`):
// the timestamp inside the signed text lets a receiver refuse replays of an old delivery.
import { createHmac, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { vmsWebhooks } from '../../db/schema.ts';
import { addressAllowed, addressKind, isLoopbackName, type WebhookReach } from './webhookAddress.ts';

/** A stored webhook. */
export type VmsWebhookRow = typeof vmsWebhooks.$inferSelect;

/** Why a webhook URL is refused. */
export type WebhookUrlProblem =
  'integration.webhookUrlInvalid' | 'integration.webhookUrlInsecure' | 'integration.webhookUrlPrivate';

/**
 * Why a webhook URL is refused, or undefined when it is fine: https to a public host; never with
 * credentials in the URL (they would sit in logs and in the database); never to an address that is
 * not public (webhookAddress.ts: private, link-local, multicast, loopback…), and a name to
 * this machine (`localhost`) only with `allowLoopback`, where plain http is allowed too
 * (development, tests: deliveries never cross a network unencrypted). Checked when the URL is set
 * and again before each delivery; host names are checked once more on the addresses DNS gives at
 * connect time.
 */
export function webhookUrlProblem(text: string, reach: WebhookReach): WebhookUrlProblem | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'integration.webhookUrlInvalid';
  }
  if (url.username !== '' || url.password !== '') return 'integration.webhookUrlInvalid';
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'integration.webhookUrlInvalid';
  // The URL parser has already normalised numeric forms (`http://2130706433/` is 127.0.0.1).
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const loopback = isIP(host) === 0 ? isLoopbackName(host) : addressKind(host) === 'loopback';
  if (url.protocol === 'http:' && !loopback) return 'integration.webhookUrlInsecure';
  if (loopback) return reach.allowLoopback ? undefined : 'integration.webhookUrlPrivate';
  if (isIP(host) !== 0 && !addressAllowed(host, reach)) return 'integration.webhookUrlPrivate';
  return undefined;
}

/** The tenant's webhook, if one is set. */
export async function findVmsWebhook(tx: Tx, clientId: string): Promise<VmsWebhookRow | undefined> {
  const [row] = await tx.select().from(vmsWebhooks).where(eq(vmsWebhooks.clientId, clientId));
  return row;
}

/** Sets (or replaces) the tenant's webhook with a new secret, and returns it with the secret. */
export async function setVmsWebhook(tx: Tx, clientId: string, url: string): Promise<VmsWebhookRow> {
  // 32 random bytes; the prefix tells a leaked string for what it is (secret scanners know `whsec_`).
  const secret = `whsec_${randomBytes(32).toString('base64url')}`;
  const [row] = await tx
    .insert(vmsWebhooks)
    .values({ clientId, url, secret })
    .onConflictDoUpdate({ target: vmsWebhooks.clientId, set: { url, secret, createdAt: new Date() } })
    .returning();
  return row!;
}

/** Removes the tenant's webhook (nothing when there is none). */
export async function deleteVmsWebhook(tx: Tx, clientId: string): Promise<void> {
  await tx.delete(vmsWebhooks).where(eq(vmsWebhooks.clientId, clientId));
}

/** The `X-Talent-Signature` value of `body` signed at `unixSeconds`. */
export function webhookSignature(secret: string, unixSeconds: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`, 'utf8').digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}
