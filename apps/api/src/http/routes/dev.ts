// The development mailbox: every email and SMS that would have been sent (the outbox, the
// development transport of the `message` job queue), newest first, for the request's tenant, and
// a trigger that runs the digest sweep of the request's tenant now. Registered only outside production.
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../bootstrap/context.ts';
import { withTenant } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Registers GET /__dev/outbox (JSON), GET /__dev/mail (HTML) and POST /__dev/digests. */
export function registerDevRoutes(app: FastifyInstance, context: ServerContext): void {
  const read = async (clientId: string, limit: number) => {
    // Deliveries run as jobs right after the change that caused them: wait (briefly) for those in
    // flight, so a message sent a moment ago is already in the mailbox.
    await context.jobs.settled(5000);
    return withTenant(context.database.db, clientId, (tx) =>
      tx.select().from(outbox).where(eq(outbox.clientId, clientId)).orderBy(desc(outbox.id)).limit(limit),
    );
  };

  app.get<{ Querystring: { limit?: string } }>('/__dev/outbox', { config: { rateLimit: false } }, async (request) => {
    const limit = Math.min(Math.max(Number(request.query.limit ?? 50) || 50, 1), 500);
    const rows = await read(request.tenant.id, limit);
    return rows.map((row) => ({
      channel: row.channel,
      to: row.recipient,
      subject: row.subject,
      text: row.text,
      html: row.html,
      links: row.links,
      attachments: row.attachments,
      headers: row.headers,
      createdAt: row.createdAt.toISOString(),
    }));
  });

  // The digest sweep of the scheduled job, now, for this host's tenant: the same code and the same
  // idempotency keys (a digest already run in this period sends nothing), then waits (up to 20 s)
  // until the queued digests and their mails are delivered, so the mailbox shows them.
  app.post('/__dev/digests', { config: { rateLimit: false } }, async (request) => {
    const queued = await context.digests.sweepTenant(request.tenant);
    const settled = await context.jobs.settled(20_000);
    return { queued, settled };
  });

  app.get('/__dev/mail', { config: { rateLimit: false } }, async (request, reply) => {
    const rows = await read(request.tenant.id, 100);
    const items = rows
      .map(
        (row) => `<article>
  <h2>${escapeHtml(row.subject ?? 'SMS')} <small>${row.channel} to ${escapeHtml(row.recipient)} · ${row.createdAt.toISOString()}</small></h2>
  ${Object.entries(row.headers)
    .map(([name, value]) => `<p><small>${escapeHtml(name)}: ${escapeHtml(value)}</small></p>`)
    .join('')}
  <pre>${escapeHtml(row.text)}</pre>
  ${row.links.map((link) => `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`).join('')}
  ${row.attachments.map((file) => `<details><summary>📎 ${escapeHtml(file.filename)} (${escapeHtml(file.contentType)})</summary><pre>${escapeHtml(file.content)}</pre></details>`).join('')}
</article>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · ${escapeHtml(request.tenant.context.name)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:1rem 0}small{color:#555;font-weight:normal}pre{white-space:pre-wrap}</style></head>
<body><h1>Dev mailbox · ${escapeHtml(request.tenant.context.name)}</h1>
<p>Messages that would have been sent (newest first). JSON: <a href="/__dev/outbox">/__dev/outbox</a>.</p>
${items || '<p>No messages yet.</p>'}
</body></html>`);
  });
}
