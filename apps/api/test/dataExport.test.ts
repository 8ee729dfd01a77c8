// "Download my data" over HTTP on both databases: the export is built by a background job into a
// zip of JSON files and every stored file, mailed as a link that works 7 days; asking again while
// it is being built answers that one; a newer export removes the older one; an expired link
// answers 410 and the expiry job removes the file. Also the consent records.
import type { components } from '@talent/api-client';
import { and, eq, sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { withTenant } from '../src/db/client.ts';
import { dataExports } from '../src/db/schema.ts';
import { EXPORTS_PER_DAY, EXPORT_TTL_SECONDS } from '../src/services/privacy/dataExport.ts';
import { localDiskStorage } from '../src/storage/localDisk.ts';
import type { FileStorage } from '../src/storage/storage.ts';
import { ACCOUNT_TEST_ENV, mailsTo, refresh, registerAndLogin, sessionOf } from './accounts.ts';
import type { Problem, Session } from './accounts.ts';
import { ALPHA, BETA, rawRequest, startTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';
import { richTalent } from './privacyFixtures.ts';
import type { RichTalent } from './privacyFixtures.ts';

type DataExport = components['schemas']['DataExport'];

let now = Date.now();
let server: TestServer;
let filesDir: string;
/** Export zips fail to store while set (a storage outage). */
let failExports = false;
let ada: RichTalent;

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'talent-exports-'));
  const disk = localDiskStorage(filesDir);
  const storage: FileStorage = {
    ...disk,
    put: (key, content) =>
      failExports && !Buffer.isBuffer(content) ? Promise.reject(new Error('storage is down')) : disk.put(key, content),
  };
  server = await startTestServer({
    // One attempt: a build that fails is FAILED at once instead of retried for minutes.
    env: { ...ACCOUNT_TEST_ENV, FILES_DIR: filesDir, JOBS_RETRY_LIMIT: '0' },
    overrides: { now: () => now, storage },
  });
  ada = await richTalent(server, 'Export', '123456');
}, 60_000);
afterAll(async () => {
  await server?.close();
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
});

const state = (session: Session) => server.call<DataExport>('getDataExport', { token: session.access_token });
const request = (session: Session) =>
  server.call<DataExport & Problem>('requestDataExport', { token: session.access_token });

/** Waits for the queued jobs, then answers the export's state. */
async function settledState(session: Session): Promise<DataExport> {
  expect(await server.server.context.jobs.settled(20_000)).toBe(true);
  return (await state(session)).body;
}

/** The download link of the newest export mail to `email`. */
async function downloadLink(email: string): Promise<URL> {
  const mail = (await mailsTo(server, email)).find((m) => m.links.some((l) => l.includes('/dataExport/download')));
  expect(mail, 'the export mail').toBeDefined();
  return new URL(mail!.links.find((l) => l.includes('/dataExport/download'))!);
}

const download = (link: URL, host = ALPHA, headers: Record<string, string> = {}) =>
  rawRequest(server.url, { method: 'GET', path: `${link.pathname}${link.search}`, host, headers });

/** The entries of a zip, by name. */
async function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  const archive = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
  const entries = new Map<string, Buffer>();
  for await (const entry of archive.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await archive.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    entries.set(entry.fileName, Buffer.concat(chunks));
  }
  return entries;
}

const json = (entries: Map<string, Buffer>, name: string): unknown => JSON.parse(entries.get(name)!.toString('utf8'));

describe('data export', () => {
  it('needs a login; a talent without an export has status NONE', async () => {
    expect((await server.call('getDataExport')).status).toBe(401);
    expect((await server.call('requestDataExport')).status).toBe(401);
    expect((await state(ada.session)).body).toEqual({ status: 'NONE' });
  });

  it('builds a zip of every section and file, mails a 7-day link, and serves it uncached', async () => {
    const requested = await request(ada.session);
    expect(requested.status).toBe(202);
    expect(requested.body).toEqual({ status: 'PENDING', requestedAt: new Date(now).toISOString() });

    const ready = await settledState(ada.session);
    expect(ready).toEqual({
      status: 'READY',
      requestedAt: new Date(now).toISOString(),
      readyAt: new Date(now).toISOString(),
      expiresAt: new Date(now + EXPORT_TTL_SECONDS * 1000).toISOString(),
    });
    const link = await downloadLink(ada.email);
    expect(`${link.origin}${link.pathname}`).toBe('http://alpha.test:3000/v1/api/dataExport/download');

    const response = await download(link);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="alpha-data-${new Date(now).toISOString().slice(0, 10)}.zip"`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    // A zip is compressed already: sent as stored, never encoded again, whatever the client accepts.
    const encoded = await download(link, ALPHA, { 'accept-encoding': 'gzip, br' });
    expect(encoded.headers['content-encoding']).toBeUndefined();
    expect(encoded.bytes).toEqual(response.bytes);

    const entries = await unzip(response.bytes!);
    expect([...entries.keys()].filter((name) => name.endsWith('.json') && !name.startsWith('files/'))).toEqual([
      'account.json',
      'profile.json',
      'onboarding.json',
      'cv.json',
      'availability.json',
      'securityIds.json',
      'applications.json',
      'invitations.json',
      'poolMemberships.json',
      'projectExclusions.json',
      'devices.json',
      'sessions.json',
      'consents.json',
      'subscriptions.json',
      'jobAlerts.json',
      'referrals.json',
      'files.json',
    ]);
    expect(json(entries, 'account.json')).toMatchObject({
      id: ada.id,
      email: ada.email,
      firstName: ada.firstName,
      lastName: ada.lastName,
      mobileNumber: ada.phone,
      hasPassword: true,
    });
    expect(JSON.stringify(json(entries, 'profile.json'))).toContain(`About me: ${ada.marker}`);
    expect(JSON.stringify(json(entries, 'onboarding.json'))).toContain(`Answer ${ada.marker}`);
    expect(JSON.stringify(json(entries, 'cv.json'))).toContain(`Skill ${ada.marker}`);
    expect(json(entries, 'availability.json')).toMatchObject([{ reason: `Holiday ${ada.marker}` }]);
    // Masked, as the account page shows it; the clear value is never shown again.
    expect(JSON.stringify(json(entries, 'securityIds.json'))).not.toContain('SEC-Export-4711');
    expect(json(entries, 'securityIds.json')).toMatchObject([
      { maskedValue: expect.stringMatching(/4711$/) as unknown },
    ]);
    const applications = json(entries, 'applications.json') as {
      id: number;
      status: string;
      timeline: { status: string; note: string | null }[];
      talentRate: unknown;
    }[];
    const hired = applications.find((a) => a.id === ada.applications.hired)!;
    expect(hired.status).toBe('HIRED');
    expect(hired.talentRate).toEqual({ value: 85.5, currency: 'EUR', period: 'HR' });
    expect(hired.timeline.map((e) => e.status)).toEqual(['SEND_PENDING', 'SENT_TO_CLIENT', 'ACTIVE', 'HIRED']);
    expect(applications.map((a) => a.status)).toContain('UNDER_CONSTRUCTION');
    expect(json(entries, 'invitations.json')).toMatchObject([{ message: `Dear ${ada.firstName}, please apply` }]);
    expect(json(entries, 'poolMemberships.json')).toMatchObject([{ pool: { name: 'Pool for Export' } }]);
    expect(json(entries, 'projectExclusions.json')).toMatchObject([{ project: { title: 'Excluded job Export' } }]);
    expect(json(entries, 'devices.json')).toMatchObject([{ userAgent: `Browser of ${ada.marker}` }]);
    expect((json(entries, 'sessions.json') as unknown[]).length).toBeGreaterThanOrEqual(1);
    expect(json(entries, 'consents.json')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ document: 'terms', version: '2026-01' }),
        expect.objectContaining({ document: 'privacy', version: '2026-01' }),
      ]),
    );
    // Saving the alert turned job emails on.
    expect(json(entries, 'subscriptions.json')).toEqual({ emailSubscription: true, jobNotificationDigest: null });
    expect(json(entries, 'jobAlerts.json')).toMatchObject([
      { name: `Alert ${ada.marker}`, frequency: 'WEEKLY', active: true, query: 'java', lastSentAt: null },
    ]);
    expect(json(entries, 'referrals.json')).toMatchObject([
      { email: ada.referralEmail, message: `Join me, ${ada.marker}` },
    ]);

    // Every stored file, byte for byte: the uploaded CV, the generated one, the submitted applications' CVs.
    const listed = json(entries, 'files.json') as { path: string; name: string; kind: string; generated: boolean }[];
    expect(listed.length).toBe(4);
    const uploaded = listed.find((file) => file.name === `${ada.marker}-cv.pdf`)!;
    expect(entries.get(uploaded.path)!.equals(ada.cv)).toBe(true);
    expect(listed.filter((file) => file.generated)).toHaveLength(1);
    for (const file of listed) expect(entries.get(file.path)!.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 404 for an unknown token, 400 for a malformed one, 404 on another tenant’s host', async () => {
    const unknown = await server.call<Problem>('downloadDataExport', { query: { token: 'x'.repeat(43) } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.messages).toEqual(['dataExport.notFound']);
    expect((await server.call('downloadDataExport', { query: { token: 'short' } })).status).toBe(400);
    expect((await download(await downloadLink(ada.email), BETA)).status).toBe(404);
  });

  it('answers a new request with a new export and retires the older one (its link and file)', async () => {
    const first = await downloadLink(ada.email);
    const [before] = await exportRows(ada.id);
    now += 60_000;
    expect((await request(ada.session)).status).toBe(202);
    expect((await settledState(ada.session)).status).toBe('READY');
    expect((await download(first)).status).toBe(404);
    expect(await server.server.context.storage.get(before!.storageKey!)).toBeUndefined();
    expect((await download(await downloadLink(ada.email))).status).toBe(200);
    expect(await exportRows(ada.id)).toHaveLength(1);
  });

  it('asking again while an export is being built answers that export', async () => {
    const pending = await inTenantExport(ada.id);
    const again = await request(ada.session);
    expect(again.status).toBe(202);
    expect(again.body).toEqual({ status: 'PENDING', requestedAt: pending.toISOString() });
    expect(await exportRows(ada.id)).toHaveLength(1);
    // Nothing builds it (no job was queued for the row written here): start over for the next tests.
    await withTenant(server.server.context.database.db, 'alpha', (tx) =>
      tx.delete(dataExports).where(eq(dataExports.freelancerId, ada.id)),
    );
  });

  it('an expired link answers 410; the expiry job then removes the file and keeps the answer', async () => {
    const talent = await registerAndLogin(server, 'export.expiry@example.com');
    expect((await request(talent)).status).toBe(202);
    expect((await settledState(talent)).status).toBe('READY');
    const link = await downloadLink('export.expiry@example.com');
    const [row] = await exportRows(idOf(talent));
    now += EXPORT_TTL_SECONDS * 1000 + 1000;
    // The access token has long expired by then; the portal would have refreshed it.
    const later = sessionOf(await refresh(server, talent.refreshToken));
    expect((await state(later)).body.status).toBe('EXPIRED');
    const gone = await server.call<Problem>('downloadDataExport', {
      query: { token: link.searchParams.get('token')! },
    });
    expect(gone.status).toBe(410);
    expect(gone.body.messages).toEqual(['dataExport.expired']);
    expect(await server.server.context.storage.get(row!.storageKey!)).toBeDefined();
    // The expiry job waits for the link's expiry (the queue's clock is the database's): due now.
    await server.server.context.database.pool.query(
      `UPDATE pgboss.job SET start_after = now() WHERE name = 'export' AND state = 'created'`,
    );
    await server.server.context.jobs.settled(20_000);
    expect(await server.server.context.storage.get(row!.storageKey!)).toBeUndefined();
    const [expired] = await exportRows(idOf(talent));
    expect(expired).toMatchObject({ status: 'EXPIRED', storageKey: null });
    expect((await download(link)).status).toBe(410);
    expect((await state(later)).body.status).toBe('EXPIRED');
  });

  it('marks an export FAILED when its last attempt fails, and a new request starts over', async () => {
    const talent = await registerAndLogin(server, 'export.failure@example.com');
    failExports = true;
    try {
      expect((await request(talent)).status).toBe(202);
      expect((await settledState(talent)).status).toBe('FAILED');
    } finally {
      failExports = false;
    }
    expect((await request(talent)).status).toBe(202);
    expect((await settledState(talent)).status).toBe('READY');
  });

  it(`allows ${EXPORTS_PER_DAY} new exports a day per account (429 after)`, async () => {
    const talent = await registerAndLogin(server, 'export.limit@example.com');
    for (let n = 0; n < EXPORTS_PER_DAY; n++) {
      expect((await request(talent)).status).toBe(202);
      await server.server.context.jobs.settled(20_000);
    }
    const refused = await request(talent);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('consents', () => {
  it('lists which version of which document was agreed to when, newest first', async () => {
    expect((await server.call('listConsents')).status).toBe(401);
    const talent = await registerAndLogin(server, 'consents@example.com');
    const registered = await server.call<components['schemas']['ConsentList']>('listConsents', {
      token: talent.access_token,
    });
    expect(registered.status).toBe(200);
    expect(registered.body.results.map((c) => [c.document, c.version]).sort()).toEqual([
      ['privacy', '2026-01'],
      ['terms', '2026-01'],
    ]);
    // A new terms version agreed to later comes first.
    now += 60_000;
    await withTenant(server.server.context.database.db, 'alpha', (tx) =>
      tx.execute(sql`INSERT INTO legal_agreements (client_id, freelancer_id, document, version, agreed_at)
        VALUES ('alpha', ${idOf(talent)}, 'terms', '2026-06', ${new Date(now)})`),
    );
    const later = await server.call<components['schemas']['ConsentList']>('listConsents', {
      token: talent.access_token,
    });
    expect(later.body.results[0]).toEqual({
      document: 'terms',
      version: '2026-06',
      agreedAt: new Date(now).toISOString(),
    });
    expect(later.body.results).toHaveLength(3);
  });
});

/** The export rows of a freelancer. */
function exportRows(freelancerId: number) {
  return withTenant(server.server.context.database.db, 'alpha', (tx) =>
    tx
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.clientId, 'alpha'), eq(dataExports.freelancerId, freelancerId))),
  );
}

/** A PENDING export written straight into the database (as if its job had not run yet); its request time. */
async function inTenantExport(freelancerId: number): Promise<Date> {
  await withTenant(server.server.context.database.db, 'alpha', (tx) =>
    tx.delete(dataExports).where(eq(dataExports.freelancerId, freelancerId)),
  );
  const requestedAt = new Date(now - 5000);
  await withTenant(server.server.context.database.db, 'alpha', (tx) =>
    tx.insert(dataExports).values({ clientId: 'alpha', freelancerId, requestedAt }),
  );
  return requestedAt;
}

/** The account id of a session's access token. */
function idOf(session: Session): number {
  return Number(
    (JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub,
  );
}
