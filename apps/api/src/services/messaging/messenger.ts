// Renders the server's emails and SMS — localised per recipient locale (ICU messages of
// @talent/i18n's mail catalogs with the tenant's overrides, see catalog.ts; Ukrainian falling back
// to English), branded per tenant (name, colour, logo) — and queues their delivery
// as a job in the transaction of the change that causes them (see src/jobs/). Delivery itself,
// over SMTP or into the dev outbox, is src/services/messaging/delivery.ts.
//
// Every email to an account holder carries the account's "manage your emails" link in its footer
// (`/subscriptions/<uuid>`, no login needed) and RFC 8058 one-click unsubscribe headers; mail to
// someone without an account (a referral) carries neither, as the uuid would be the sender's.
import { API_BASE_PATH } from '@talent/api-client';
import { ROUTES } from '@talent/domain';
import type { MailText } from '@talent/i18n';
import icalGenerator, { ICalCalendarMethod } from 'ical-generator';
import { IntlMessageFormat } from 'intl-messageformat';
import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/jobQueue.ts';
import { isUndeliverableEmail } from '../identity/emailAddresses.ts';
import type { Tenant } from '../../tenants/tenants.ts';
import { messageTexts } from './catalog.ts';
import type { MessageKind } from './catalog.ts';

/** A message to render and deliver. */
export interface MessageRequest {
  readonly tenant: Tenant;
  readonly kind: MessageKind;
  readonly locale: string;
  /** Email address or E.164 phone number. */
  readonly to: string;
  readonly channel: 'email' | 'sms';
  /** The link of the message's button, if any. */
  readonly link?: string;
  /** Values of the message's placeholders (name, code, device, inviter, message, counts…). */
  readonly values?: Readonly<Record<string, string | number>>;
  /**
   * The recipient's `subscription_uuid` when they have an account: the footer links to
   * `/subscriptions/<uuid>` and the email carries `List-Unsubscribe` / `List-Unsubscribe-Post`.
   * Leave it out for mail to anyone else (never another person's uuid).
   */
  readonly subscriptionUuid?: string;
  /** The job alert whose digest this is: the one-click unsubscribe then stops only that alert. */
  readonly unsubscribeAlertId?: number;
  /** Linked entries listed after the body (a digest's projects), each also one of the message's links. */
  readonly items?: readonly MessageItem[];
  /**
   * Idempotency key, when the cause can repeat (a retried request): the same key is delivered once.
   * Without it every call is a message of its own.
   */
  readonly key?: string;
  /** An appointment to attach as a calendar invitation (`.ics`, METHOD:REQUEST). */
  readonly calendar?: CalendarInvite;
}

/** A linked entry of a message's list. */
export interface MessageItem {
  readonly title: string;
  /** A short detail after the title (a project's city), if any. */
  readonly detail?: string | undefined;
  readonly link: string;
}

/** An appointment sent as a calendar invitation. */
export interface CalendarInvite {
  /** Stable id: the same appointment sent again updates it in the calendar instead of adding one. */
  readonly uid: string;
  readonly start: Date;
  readonly end: Date;
  readonly summary: string;
  /** Who invites (the client's name). */
  readonly organizer: string;
}

/** The `.ics` text of an invitation (built with ical-generator). */
export function calendarInvitation(invite: CalendarInvite, to: string): string {
  const calendar = icalGenerator({ name: invite.organizer, method: ICalCalendarMethod.REQUEST });
  calendar.createEvent({
    id: invite.uid,
    start: invite.start,
    end: invite.end,
    summary: invite.summary,
    organizer: { name: invite.organizer, email: `no-reply@${invite.uid.split('@')[1] ?? 'talent.invalid'}` },
    attendees: [{ email: to, rsvp: true }],
  });
  return calendar.toString();
}

/** A rendered message. */
export interface RenderedMessage {
  readonly subject: string;
  readonly text: string;
  readonly html: string | undefined;
}

/** Queues rendered messages for delivery. */
export interface Messenger {
  /**
   * Renders `message` and queues its delivery in `tx` (the tenant's transaction), so it goes out
   * if and only if `tx` commits. Emails to `.invalid` addresses (placeholders of accounts without
   * an email) are dropped.
   */
  send(tx: Tx, message: MessageRequest): Promise<void>;
}

/** A text formatted by the rules of the locale it is written in (an English fallback by English plurals). */
function format(text: MailText, values: Record<string, string | number>): string {
  return String(new IntlMessageFormat(text.message, text.locale).format(values));
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The page where the owner of `uuid` manages their emails without logging in. */
export function manageEmailsLink(portalOrigin: string, uuid: string): string {
  return `${portalOrigin}${ROUTES.subscriptions}/${uuid}`;
}

/**
 * The RFC 8058 headers of an email to the owner of `uuid`: mail clients POST
 * `List-Unsubscribe=One-Click` to the URL (the API on the tenant's host; https in production), which
 * stops the given job alert, or else every job email of the account.
 */
export function unsubscribeHeaders(portalOrigin: string, uuid: string, alertId?: number): Record<string, string> {
  const url = `${portalOrigin}${API_BASE_PATH}/subscriptions/${uuid}/oneClick${alertId === undefined ? '' : `?alert=${alertId}`}`;
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** Renders a message in the recipient's language, branded for the tenant. */
export function renderMessage(message: MessageRequest, portalOrigin: string): RenderedMessage {
  const texts = messageTexts(message.tenant, message.kind, message.locale);
  const values: Record<string, string | number> = {
    client: message.tenant.context.name,
    name: 'none',
    message: '',
    ...message.values,
  };
  const paragraphs = texts.body.map((p) => format(p, values)).filter((p) => p.trim() !== '');
  if (message.channel === 'sms') {
    return { subject: '', text: [...paragraphs, ...(message.link ? [message.link] : [])].join(' '), html: undefined };
  }
  const items = message.items ?? [];
  const closing = texts.closing.map((p) => format(p, values)).filter((p) => p.trim() !== '');
  const subject = texts.subject ? format(texts.subject, values) : '';
  const greeting = format(texts.greeting, values);
  const footer = format(texts.footer, values);
  const manageLink = message.subscriptionUuid ? manageEmailsLink(portalOrigin, message.subscriptionUuid) : undefined;
  const manage = manageLink ? format(texts.manage, { manageLink }) : undefined;
  const action = texts.action && message.link ? format(texts.action, values) : undefined;
  const itemLines = items.flatMap((item) => [
    `• ${item.title}${item.detail ? ` — ${item.detail}` : ''}`,
    `  ${item.link}`,
  ]);
  const text = [
    greeting,
    '',
    ...paragraphs,
    ...(itemLines.length > 0 ? ['', ...itemLines] : []),
    ...(closing.length > 0 ? ['', ...closing] : []),
    ...(message.link ? ['', message.link] : []),
    '',
    '—',
    footer,
    ...(manage ? [manage] : []),
  ].join('\n');
  const colour = message.tenant.context.primaryColor;
  const logo = `${portalOrigin}/tenants/${message.tenant.id}/${message.tenant.context.talentLogo.replace(/^\//, '')}`;
  const html = `<!doctype html>
<html lang="${texts.locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f5f6f8;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1f2328">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-top:4px solid ${colour};border-radius:6px">
<tr><td style="padding:24px 32px"><img src="${escapeHtml(logo)}" alt="${escapeHtml(message.tenant.context.name)}" height="32"></td></tr>
<tr><td style="padding:0 32px 24px;font-size:16px;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${items.length > 0 ? `<ul style="padding-left:20px">${items.map((item) => `<li style="margin:6px 0"><a href="${escapeHtml(item.link)}" style="color:${colour}">${escapeHtml(item.title)}</a>${item.detail ? ` — ${escapeHtml(item.detail)}` : ''}</li>`).join('')}</ul>` : ''}
${closing.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${action && message.link ? `<p style="margin:24px 0"><a href="${escapeHtml(message.link)}" style="background:${colour};color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(action)}</a></p><p style="font-size:13px;color:#57606a">${escapeHtml(message.link)}</p>` : ''}
</td></tr>
<tr><td style="padding:16px 32px;font-size:12px;color:#57606a;border-top:1px solid #e1e4e8">${escapeHtml(footer)}${manageLink && manage ? `<br><a href="${escapeHtml(manageLink)}" style="color:#57606a">${escapeHtml(manage)}</a>` : ''}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject, text, html };
}

/** The messenger of a server: renders, then queues a `message` job. */
export function createMessenger(options: { jobs: JobQueue; portalOrigin: (tenant: Tenant) => string }): Messenger {
  return {
    async send(tx, message) {
      if (message.channel === 'email' && isUndeliverableEmail(message.to)) return;
      const rendered = renderMessage(message, options.portalOrigin(message.tenant));
      const key = message.key ?? randomUUID();
      await options.jobs.enqueue(
        tx,
        'message',
        {
          key,
          clientId: message.tenant.id,
          channel: message.channel,
          to: message.to,
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html ?? null,
          links: [
            ...(message.link ? [message.link] : []),
            ...(message.items ?? []).map((item) => item.link),
            // The footer's manage-emails link is a link of the message too (the dev mailbox lists them).
            ...(message.channel === 'email' && message.subscriptionUuid
              ? [manageEmailsLink(options.portalOrigin(message.tenant), message.subscriptionUuid)]
              : []),
          ],
          ...(message.channel === 'email' &&
            message.subscriptionUuid && {
              headers: unsubscribeHeaders(
                options.portalOrigin(message.tenant),
                message.subscriptionUuid,
                message.unsubscribeAlertId,
              ),
            }),
          ...(message.calendar &&
            message.channel === 'email' && {
              attachments: [
                {
                  filename: 'interview.ics',
                  contentType: 'text/calendar; method=REQUEST; charset=utf-8',
                  content: calendarInvitation(message.calendar, message.to),
                },
              ],
            }),
        },
        { key },
      );
    },
  };
}
