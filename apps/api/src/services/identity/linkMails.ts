// Messages whose button opens a portal page: the URL is the tenant's portal origin plus a path of
// the domain's route table (`ROUTES`), so a page the portal moves is moved in one place. Token
// links (activation, password reset, email change, device confirmation, one-time login) also
// issue the link token; a new token makes the earlier links of the same purpose stop working.
import { ROUTES } from '@talent/domain';
import { createLinkToken } from './tokens.ts';
import type { LinkPurpose } from './tokens.ts';
import type { ServerContext } from '../../bootstrap/context.ts';
import type { Tx } from '../../db/client.ts';
import type { MessageKind } from '../messaging/catalog.ts';
import type { Tenant } from '../../tenants/tenants.ts';
import type { FreelancerRow } from './freelancers.ts';

/** A portal page a message links to, by its name in the domain's route table. */
export type PortalPage = keyof typeof ROUTES;

/** Activation and verification emails per freelancer per hour (one budget for both). */
export const ACTIVATION_EMAILS_PER_HOUR = 5;

/**
 * The absolute URL of a portal page of the tenant. Query values are percent-encoded; undefined
 * ones are left out.
 */
export function portalLink(
  context: Pick<ServerContext, 'portalOrigin'>,
  tenant: Tenant,
  page: PortalPage,
  query: Readonly<Record<string, string | undefined>> = {},
): string {
  const search = Object.entries(query)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return `${context.portalOrigin(tenant)}${ROUTES[page]}${search ? `?${search}` : ''}`;
}

/** A message with a link to a portal page. */
export interface LinkMail {
  readonly tenant: Tenant;
  readonly kind: MessageKind;
  readonly locale: string;
  /** Email address or E.164 phone number. */
  readonly to: string;
  /** Default email. */
  readonly channel?: 'email' | 'sms';
  readonly page: PortalPage;
  readonly query?: Readonly<Record<string, string | undefined>>;
  /** Values of the message's placeholders. */
  readonly values?: Readonly<Record<string, string>>;
  /**
   * The recipient's subscription uuid when the mail goes to an account holder (manage link and
   * one-click unsubscribe headers); left out for anyone else, such as a referred colleague.
   */
  readonly subscriptionUuid?: string;
  /** The message's idempotency key (its cause), when it must be found again (`referralMailKey`). */
  readonly key?: string;
}

/** Queues a message whose link opens a portal page (delivered after the transaction commits). */
export async function sendLinkMail(
  context: Pick<ServerContext, 'messenger' | 'portalOrigin'>,
  tx: Tx,
  mail: LinkMail,
): Promise<void> {
  await context.messenger.send(tx, {
    tenant: mail.tenant,
    kind: mail.kind,
    locale: mail.locale,
    channel: mail.channel ?? 'email',
    to: mail.to,
    link: portalLink(context, mail.tenant, mail.page, mail.query),
    ...(mail.values && { values: mail.values }),
    ...(mail.subscriptionUuid && { subscriptionUuid: mail.subscriptionUuid }),
    ...(mail.key && { key: mail.key }),
  });
}

/** A message carrying a link token of a freelancer. */
export interface TokenLinkMail extends Omit<LinkMail, 'locale' | 'to' | 'query' | 'values' | 'kind'> {
  readonly freelancer: FreelancerRow;
  readonly purpose: LinkPurpose;
  /** The message; the purpose's own kind by default. */
  readonly kind?: MessageKind;
  /** What the token carries (the address to confirm, a device…). */
  readonly data?: Record<string, string>;
  /** Where the message goes; the freelancer's email by default. */
  readonly to?: string;
  /** The query parameter of the token (`token` by default). */
  readonly tokenParameter?: string;
  /** More query parameters after the token. */
  readonly query?: Readonly<Record<string, string | undefined>>;
  /** More placeholder values; `name` is the freelancer's first name. */
  readonly values?: Readonly<Record<string, string>>;
}

/** Issues a link token for the freelancer and queues the message that carries it. */
export async function sendTokenLink(
  context: Pick<ServerContext, 'messenger' | 'portalOrigin' | 'now'>,
  tx: Tx,
  mail: TokenLinkMail,
): Promise<void> {
  const token = await createLinkToken(tx, {
    clientId: mail.tenant.id,
    freelancerId: mail.freelancer.id,
    purpose: mail.purpose,
    ...(mail.data && { data: mail.data }),
    now: new Date(context.now()),
  });
  await sendLinkMail(context, tx, {
    tenant: mail.tenant,
    kind: mail.kind ?? mail.purpose,
    locale: mail.freelancer.locale,
    ...(mail.channel && { channel: mail.channel }),
    to: mail.to ?? mail.freelancer.email,
    page: mail.page,
    query: { [mail.tokenParameter ?? 'token']: token, ...mail.query },
    values: { name: mail.freelancer.firstName ?? 'none', ...mail.values },
    subscriptionUuid: mail.freelancer.subscriptionUuid,
  });
}

/** Sends the activation link to a freelancer (new token; earlier links stop working). */
export function sendActivation(
  context: Pick<ServerContext, 'messenger' | 'portalOrigin' | 'now'>,
  tx: Tx,
  tenant: Tenant,
  freelancer: FreelancerRow,
): Promise<void> {
  return sendTokenLink(context, tx, { tenant, freelancer, purpose: 'activation', page: 'accountActivate' });
}
