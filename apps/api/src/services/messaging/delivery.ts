// Delivers the `message` jobs: emails over SMTP when SMTP_URL is set; otherwise, and for every SMS
// (no SMS gateway is configured), into the outbox table — the development transport, read by the
// dev mailbox. Both record the message's idempotency key, so a job retried after a crash (its
// worker died before marking it done) does not deliver again.
import { eq } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import { withTenant } from '../../db/client.ts';
import type { Database } from '../../db/client.ts';
import { messageDeliveries, outbox } from '../../db/schema.ts';
import type { MessageJob } from '../../jobs/payloads.ts';

/** Delivers message jobs. */
export interface MessageDelivery {
  /** Delivers one message; throws when the transport failed (the job is retried). */
  deliver(message: MessageJob): Promise<void>;
  /** Whether emails leave the server (SMTP) instead of going to the outbox. */
  readonly smtp: boolean;
  close(): void;
}

export function messageDelivery(options: {
  database: Database;
  smtpUrl: string | undefined;
  /**
   * The longest wait for the mail server (SMTP_TIMEOUT_SECONDS): to resolve its name and connect,
   * for its greeting, and of silence for each answer, the one to the message's data included.
   */
  timeoutMs: number;
  from: string;
}): MessageDelivery {
  const { db } = options.database;
  // nodemailer would wait 2 min to connect and 10 min of silence: a mail server that accepts the
  // connection and never answers would hold a worker (and its job's lease) that long. Past the
  // timeout the attempt fails and is retried with backoff. (One that took the message and answered
  // too late gets it again on the retry, with the same Message-ID.)
  const transport = options.smtpUrl
    ? createTransport({
        url: options.smtpUrl,
        dnsTimeout: options.timeoutMs,
        connectionTimeout: options.timeoutMs,
        greetingTimeout: options.timeoutMs,
        socketTimeout: options.timeoutMs,
      })
    : undefined;
  return {
    smtp: transport !== undefined,
    async deliver(message) {
      if (message.channel === 'email' && transport) {
        const done = await withTenant(db, message.clientId, (tx) =>
          tx
            .select({ key: messageDeliveries.deliveryKey })
            .from(messageDeliveries)
            .where(eq(messageDeliveries.deliveryKey, message.key)),
        );
        if (done.length > 0) return;
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html !== null && { html: message.html }),
          ...(message.attachments?.length && {
            attachments: message.attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              content: a.content,
            })),
            // A calendar invitation is also the mail's alternative part, so mail clients offer to
            // accept it instead of only listing a file.
            ...(message.attachments.some((a) => a.contentType.startsWith('text/calendar')) && {
              icalEvent: {
                method: 'REQUEST',
                content: message.attachments.find((a) => a.contentType.startsWith('text/calendar'))!.content,
              },
            }),
          }),
          // RFC 8058 one-click unsubscribe (`List-Unsubscribe`, `List-Unsubscribe-Post`), as rendered.
          ...(message.headers && { headers: { ...message.headers } }),
          // The key names the message, so a mail that did go out twice (a crash right after the
          // server accepted it) is recognisable as one.
          messageId: `<${message.key}@talent-portal>`,
        });
        await withTenant(db, message.clientId, (tx) =>
          tx
            .insert(messageDeliveries)
            .values({
              deliveryKey: message.key,
              clientId: message.clientId,
              channel: message.channel,
              transport: 'smtp',
            })
            .onConflictDoNothing(),
        );
        return;
      }
      // One statement: the row and its key commit together, and a retry finds the key and writes nothing.
      await withTenant(db, message.clientId, (tx) =>
        tx
          .insert(outbox)
          .values({
            clientId: message.clientId,
            channel: message.channel,
            recipient: message.to,
            subject: message.channel === 'email' ? message.subject : null,
            text: message.text,
            html: message.html,
            links: [...message.links],
            attachments: [...(message.attachments ?? [])],
            headers: { ...message.headers },
            deliveryKey: message.key,
          })
          .onConflictDoNothing({ target: outbox.deliveryKey }),
      );
    },
    close() {
      transport?.close();
    },
  };
}
