// Renders the server's emails and SMS — localised per recipient locale (ICU messages, Ukrainian
// falling back to English), branded per tenant (name, colour, logo) — and queues their delivery
// as a job in the transaction of the change that causes them (see src/jobs/). Delivery itself,
// over SMTP or into the dev outbox, is src/messaging/delivery.ts.
import { messageLocales } from '@talent/domain';
import icalGenerator, { ICalCalendarMethod } from 'ical-generator';
import { IntlMessageFormat } from 'intl-messageformat';
import { randomUUID } from 'node:crypto';
import type { Tx } from '../db/client.ts';
import type { JobQueue } from '../jobs/jobQueue.ts';
import { isUndeliverableEmail } from '../services/emailAddresses.ts';
import type { Tenant } from '../tenants/tenants.ts';
import { CATALOGS, FALLBACK_LOCALE } from './catalog.ts';
import type { MessageKind, MessageTexts } from './catalog.ts';

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
  /** Values of the message's placeholders (name, code, device, inviter, message…). */
  readonly values?: Readonly<Record<string, string>>;
  /**
   * Idempotency key, when the cause can repeat (a retried request): the same key is delivered once.
   * Without it every call is a message of its own.
   */
  readonly key?: string;
  /** An appointment to attach as a calendar invitation (`.ics`, METHOD:REQUEST). */
  readonly calendar?: CalendarInvite;
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

function catalogFor(locale: string) {
  for (const candidate of [...messageLocales(locale), FALLBACK_LOCALE]) {
    const catalog = CATALOGS[candidate];
    if (catalog) return { catalog, locale: candidate };
  }
  return { catalog: CATALOGS[FALLBACK_LOCALE]!, locale: FALLBACK_LOCALE };
}

function format(message: string, locale: string, values: Record<string, string>): string {
  return String(new IntlMessageFormat(message, locale).format(values));
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Renders a message in the recipient's language, branded for the tenant. */
export function renderMessage(message: MessageRequest, portalOrigin: string): RenderedMessage {
  const { catalog, locale } = catalogFor(message.locale);
  const texts: MessageTexts = catalog[message.kind];
  const values: Record<string, string> = {
    client: message.tenant.context.name,
    name: 'none',
    message: '',
    ...message.values,
  };
  const paragraphs = texts.body.map((p) => format(p, locale, values)).filter((p) => p.trim() !== '');
  if (message.channel === 'sms') {
    return { subject: '', text: [...paragraphs, ...(message.link ? [message.link] : [])].join(' '), html: undefined };
  }
  const subject = format(texts.subject, locale, values);
  const greeting = format(catalog.greeting, locale, values);
  const footer = format(texts.footer ?? catalog.footer, locale, values);
  const action = texts.action && message.link ? format(texts.action, locale, values) : undefined;
  const text = [greeting, '', ...paragraphs, ...(message.link ? ['', message.link] : []), '', '—', footer].join('\n');
  const colour = message.tenant.context.primaryColor;
  const logo = `${portalOrigin}/tenants/${message.tenant.id}/${message.tenant.context.talentLogo.replace(/^\//, '')}`;
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f5f6f8;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1f2328">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-top:4px solid ${colour};border-radius:6px">
<tr><td style="padding:24px 32px"><img src="${escapeHtml(logo)}" alt="${escapeHtml(message.tenant.context.name)}" height="32"></td></tr>
<tr><td style="padding:0 32px 24px;font-size:16px;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${action && message.link ? `<p style="margin:24px 0"><a href="${escapeHtml(message.link)}" style="background:${colour};color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(action)}</a></p><p style="font-size:13px;color:#57606a">${escapeHtml(message.link)}</p>` : ''}
</td></tr>
<tr><td style="padding:16px 32px;font-size:12px;color:#57606a;border-top:1px solid #e1e4e8">${escapeHtml(footer)}</td></tr>
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
          links: message.link ? [message.link] : [],
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
