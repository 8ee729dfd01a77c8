// Fixtures of the VMS tests: talents and submitted applications written straight into the
// database (the talent's own submit call is tested elsewhere), the submission going through
// `recordApplicationEvent` as the real one does — so its VMS job is queued in the same transaction.
import { eq } from 'drizzle-orm';
import { createServer as createHttpServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { withTenant } from '../src/db/client.ts';
import type { Database } from '../src/db/client.ts';
import { applications, files, freelancers } from '../src/db/schema.ts';
import type { JobQueue } from '../src/jobs/jobQueue.ts';
import { recordApplicationEvent } from '../src/services/applications/applicationEvents.ts';
import type { FileStorage } from '../src/storage/storage.ts';
import { textPdf } from './pdfs.ts';

/** A talent of `clientId` (no password: the VMS tests never log in). Returns its id. */
export async function insertTalent(
  database: Database,
  clientId: string,
  email: string,
  extra: Partial<typeof freelancers.$inferInsert> = {},
): Promise<number> {
  return withTenant(database.db, clientId, async (tx) => {
    const [row] = await tx
      .insert(freelancers)
      .values({ clientId, email, locale: 'en', firstName: 'Ada', lastName: 'Lovelace', ...extra })
      .returning({ id: freelancers.id });
    return row!.id;
  });
}

/** What `submitApplication` writes. */
export interface SubmittedApplication {
  readonly id: number;
  /** The SEND_PENDING event (its VMS job's id). */
  readonly eventId: number;
  /** The CV's bytes, when one was stored. */
  readonly cv: Buffer | undefined;
}

/**
 * A submitted application (SEND_PENDING) of `freelancerId` to `projectId`, with a stored CV PDF
 * (unless `cv: false`), a rate of 85.50 EUR/HR (93.50 shown to the client), answers and a motivation.
 */
export async function submitApplication(
  parts: { database: Database; jobs: Pick<JobQueue, 'enqueue'>; storage: FileStorage },
  clientId: string,
  freelancerId: number,
  projectId: number,
  options: { cv?: boolean } = {},
): Promise<SubmittedApplication> {
  const cv = options.cv === false ? undefined : await textPdf(1);
  const storageKey = `test/vms/${clientId}/${freelancerId}-${projectId}.pdf`;
  if (cv) await parts.storage.put(storageKey, cv);
  return withTenant(parts.database.db, clientId, async (tx) => {
    const [file] = cv
      ? await tx
          .insert(files)
          .values({
            clientId,
            freelancerId,
            kind: 'CV',
            name: 'ada-cv.pdf',
            contentType: 'application/pdf',
            size: cv.length,
            storageKey,
          })
          .returning({ id: files.id })
      : [];
    const [row] = await tx
      .insert(applications)
      .values({
        clientId,
        freelancerId,
        projectId,
        talentRateMinor: 8550,
        displayRateMinor: 9350,
        rateCurrency: 'EUR',
        rateUnit: 'HR',
        cvFileId: file?.id ?? null,
        draft: { motivationComment: 'I built payment services.', alternativeInterviewSlot: true },
        submission: {
          job: projectId,
          hourlyRate: { currency: 'EUR', value: 85.5 },
          cvUuid: null,
          motivationComment: 'I built payment services.',
          appAnswers: [{ questionId: 5, answers: [{ type: 'radio', value: 'yes', groupId: null }] }],
          cvCover: null,
          liveInterview: null,
        },
        submittedAt: new Date(),
      })
      .returning({ id: applications.id });
    const eventId = await recordApplicationEvent(tx, parts.jobs, {
      clientId,
      applicationId: row!.id,
      status: 'SEND_PENDING',
      source: 'TALENT',
      longStatus: 'PENDING',
    });
    return { id: row!.id, eventId, cv };
  });
}

/** The stored status of an application. */
export async function statusOf(database: Database, clientId: string, id: number): Promise<string | undefined> {
  const [row] = await withTenant(database.db, clientId, (tx) =>
    tx.select({ status: applications.status }).from(applications).where(eq(applications.id, id)),
  );
  return row?.status;
}

/** One delivery a receiver got. */
export interface Delivery {
  readonly eventId: string;
  readonly signature: string;
  readonly body: string;
  /** Whether the signature verified with the receiver's secret. */
  readonly verified: boolean;
  /** The status the receiver answered. */
  readonly answered: number;
}

/**
 * Checks an `X-Talent-Signature` the way the contract tells receivers to: HMAC-SHA256 over
 * "<t>.<raw body>", compared in constant time, `t` within `toleranceSeconds` of now.
 */
export function verifySignature(secret: string, header: string, body: string, toleranceSeconds = 300): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = Number(parts['t']);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds || !parts['v1']) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(parts['v1'], 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A VMS webhook receiver on 127.0.0.1: verifies each delivery with `secret()` (refusing a bad
 * signature with 401), answers `answer(attempt)` otherwise (default 200), and counts the events
 * it accepted by `X-Talent-Event-Id`, as a receiver deduplicating by it would.
 */
export async function webhookReceiver(secret: () => string, answer: (attempt: number) => number | 'hang' = () => 200) {
  const deliveries: Delivery[] = [];
  const accepted = new Map<string, number>();
  const hanging: ServerResponse[] = [];
  const server = createHttpServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const eventId = String(request.headers['x-talent-event-id'] ?? '');
      const signature = String(request.headers['x-talent-signature'] ?? '');
      const verified = verifySignature(secret(), signature, body);
      const planned = verified ? answer(deliveries.length + 1) : 401;
      deliveries.push({ eventId, signature, body, verified, answered: planned === 'hang' ? 0 : planned });
      if (planned === 'hang') {
        hanging.push(response);
        return;
      }
      if (planned >= 200 && planned < 300) accepted.set(eventId, (accepted.get(eventId) ?? 0) + 1);
      response.writeHead(planned).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/talent`,
    deliveries,
    /** Distinct event ids accepted (a duplicate delivery of an id counts once). */
    acceptedIds: () => [...accepted.keys()],
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
