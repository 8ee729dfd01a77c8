// The mail server down, silent or hanging (a mail server of the test's on 127.0.0.1, test/smtp.ts):
// the message job's attempt fails — refused at once, or after SMTP_TIMEOUT_SECONDS when the server
// says nothing — and is retried with backoff; once the server takes mail again the message arrives,
// once. (A server answering 4xx for a while: test/jobs.test.ts, "retries and dead letters".)
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registration } from './accounts.ts';
import { startTestServer, WAIT_FOR } from './harness.ts';
import type { TestServer } from './harness.ts';
import { testSmtp } from './smtp.ts';
import type { SmtpAnswer, SmtpDelivery, TestSmtp } from './smtp.ts';

/** The `message` job of the mail to `to`: its state, retries so far and last error. */
async function messageJob(server: TestServer, to: string) {
  const { rows } = await server.server.context.database.pool.query<{
    state: string;
    retry_count: number;
    error: string | null;
  }>(
    `SELECT state, retry_count, output->>'message' AS error FROM pgboss.job
     WHERE name = 'message' AND data->>'to' = $1`,
    [to],
  );
  return rows[0];
}

describe('the mail server away', () => {
  let smtp: TestSmtp;
  let server: TestServer;
  // How the mail server greets each connection and answers each message (each test sets them).
  let greet: (connection: number) => boolean = () => true;
  let answer: (attempt: number, delivery: SmtpDelivery) => SmtpAnswer | Promise<SmtpAnswer> = () => 'accept';

  beforeAll(async () => {
    smtp = await testSmtp({ greet: (connection) => greet(connection), answer: (a, d) => answer(a, d) });
    // Retries 1–2 s, then 2–4 s after the failure; the mail server is waited for 1 s.
    server = await startTestServer({
      env: { SMTP_URL: smtp.url, SMTP_TIMEOUT_SECONDS: '1', JOBS_RETRY_DELAY_SECONDS: '1', JOBS_RETRY_LIMIT: '5' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.stop();
  });

  it('retries while the mail server refuses connections, and sends the mail once it is back', async () => {
    await smtp.stop();
    const to = 'smtp-refused@example.com';
    expect((await server.call('register', { body: registration(to) })).status).toBe(201);
    // The attempt failed on the refused connection; the job waits for its retry.
    await vi.waitFor(async () => {
      const job = await messageJob(server, to);
      expect(job?.state).toBe('retry');
      expect(job?.error).toMatch(/ECONNREFUSED/);
    }, WAIT_FOR);

    await smtp.start();
    await vi.waitFor(async () => expect((await messageJob(server, to))?.state).toBe('completed'), WAIT_FOR);
    expect(smtp.accepted(to)).toHaveLength(1);
    expect(smtp.deliveries.filter((d) => d.to.includes(to))).toHaveLength(1);
    expect(await server.server.context.jobs.counts('message')).toMatchObject({ failed: 0, dead: 0 });
  });

  it('gives up on a server that never greets or never answers after SMTP_TIMEOUT_SECONDS, retries, and sends once', async () => {
    const to = 'smtp-silent@example.com';
    // The next connection is never greeted; the first message to `to` is never answered; then the
    // server works.
    const silent = smtp.connections + 1;
    greet = (connection) => connection !== silent;
    answer = (_attempt, delivery) =>
      delivery.to.includes(to) && smtp.deliveries.filter((d) => d.to.includes(to)).length === 1
        ? new Promise(() => {})
        : 'accept';
    expect((await server.call('register', { body: registration(to) })).status).toBe(201);
    // Within the wait: two timed-out attempts (1 s each) and two retries (1–2 s, 2–4 s), where
    // nodemailer's own timeouts would have waited 30 s for the greeting and 10 min for the answer.
    await vi.waitFor(async () => expect((await messageJob(server, to))?.state).toBe('completed'), WAIT_FOR);
    expect(await messageJob(server, to)).toMatchObject({ retry_count: 2 });
    expect(smtp.connections).toBeGreaterThanOrEqual(silent + 2);
    const sent = smtp.deliveries.filter((d) => d.to.includes(to));
    expect(sent.map((d) => d.outcome)).toEqual(['pending', 'accepted']);
    // The same message both times (its key names it), taken once.
    expect(sent[1]!.messageId).toBe(sent[0]!.messageId);
    expect(smtp.accepted(to)).toHaveLength(1);
  });
});
