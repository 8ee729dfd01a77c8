// Erasing an account (GDPR) over HTTP on both databases: re-authentication (password, or a login
// within 10 minutes), then no personal field of the talent remains anywhere in the database — every
// table of every schema is searched for the talent's email, names, mobile number and distinctive
// texts — their files are gone from storage, they cannot log in, and the client's system learns of
// it through the application events (feed and signed webhook) without receiving personal data. A
// second talent's data, searched the same way, is still there: the search can find what it looks for.
import type { components } from '@talent/api-client';
import { and, eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../src/db/client.ts';
import { applications, dataExports, files, freelancers } from '../src/db/schema.ts';
import { ERASURE_NOTE, erasedEmail } from '../src/services/privacy/erasure.ts';
import {
  ACCOUNT_TEST_ENV,
  PASSWORD,
  fromElsewhere,
  login,
  mailsTo,
  refresh,
  refreshCookieLine,
  registerAndLogin,
  sessionOf,
} from './accounts.ts';
import type { Problem, Session, Tokens } from './accounts.ts';
import { startTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';
import { richTalent } from './privacyFixtures.ts';
import type { RichTalent } from './privacyFixtures.ts';
import { webhookReceiver } from './vmsFixtures.ts';

type Schemas = components['schemas'];

const KEY = 'alpha-vms-key-0123456789abcdefghijklmnop';

let now = Date.now();
let server: TestServer;
let filesDir: string;
let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
let secret = '';

beforeAll(async () => {
  filesDir = mkdtempSync(join(tmpdir(), 'talent-erasure-'));
  receiver = await webhookReceiver(() => secret);
  server = await startTestServer({
    env: { ...ACCOUNT_TEST_ENV, FILES_DIR: filesDir, INTEGRATION_API_KEY_ALPHA: KEY, WEBHOOK_ALLOW_LOOPBACK: 'true' },
    overrides: { now: () => now },
  });
  const set = await server.call<Schemas['VmsWebhookCreated']>('setVmsWebhook', {
    headers: { 'x-api-key': KEY },
    body: { url: receiver.url },
  });
  secret = set.body.secret;
}, 60_000);
afterAll(async () => {
  await server?.close();
  await receiver?.close();
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
});

const erase = (session: Tokens, body: Record<string, unknown> = { password: PASSWORD }) =>
  server.call<Problem>('eraseAccount', { token: session.access_token, body });
const reads = async (session: Tokens) =>
  (await server.call<Problem>('getFreelancer', { token: session.access_token })).status;
const settle = async () => expect(await server.server.context.jobs.settled(30_000)).toBe(true);
const vms = <T>(operationId: string, options: Parameters<TestServer['call']>[1] = {}) =>
  server.call<T>(operationId, { ...options, headers: { 'x-api-key': KEY } });

/**
 * Where `needle` occurs (case-insensitive) in any row of any table of the database, every schema
 * but PostgreSQL's own: each row is compared as text, so every column counts, whatever its type.
 */
async function occurrences(needle: string): Promise<string[]> {
  const pool = server.server.context.database.pool;
  const { rows: tables } = await pool.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
       AND table_schema NOT LIKE 'pg_toast%'`,
  );
  expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['freelancers', 'outbox', 'job']));
  const found: string[] = [];
  for (const table of tables) {
    const { rows } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${table.schema}"."${table.name}" AS t WHERE t::text ILIKE $1`,
      [`%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`],
    );
    if (rows[0]!.n > 0) found.push(`${table.schema}.${table.name} (${rows[0]!.n})`);
  }
  return found;
}

/** What identifies the talent: the strings no row may hold once they are erased. */
const needlesOf = (talent: RichTalent) => [
  talent.email,
  talent.firstName,
  talent.lastName,
  talent.phone.slice(1),
  talent.marker,
  talent.referralEmail,
  `in-${talent.marker.slice('Quokkamarker'.length).toLowerCase()}`,
];

/** The storage keys of a freelancer's files and exports. */
async function storageKeysOf(id: number): Promise<string[]> {
  return withTenant(server.server.context.database.db, 'alpha', async (tx) => {
    const stored = await tx.select({ key: files.storageKey }).from(files).where(eq(files.freelancerId, id));
    const exported = await tx
      .select({ key: dataExports.storageKey })
      .from(dataExports)
      .where(eq(dataExports.freelancerId, id));
    return [...stored, ...exported].flatMap((row) => (row.key ? [row.key] : []));
  });
}

describe('re-authentication', () => {
  it('needs a login', async () => {
    expect((await server.call('eraseAccount', { body: { password: PASSWORD } })).status).toBe(401);
  });

  it('an account with a password confirms with it: missing or wrong is a 422 and nothing is erased', async () => {
    const session = await registerAndLogin(server, 'erase.password@example.com');
    const missing = await erase(session, {});
    expect(missing.status).toBe(422);
    expect(missing.body.fieldErrors).toEqual([{ field: 'password', messages: ['validation.required'] }]);
    const wrong = await erase(session, { password: 'not-the-password-1' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.messages).toEqual(['account.wrongPassword']);
    expect(wrong.body.fieldErrors).toEqual([{ field: 'password', messages: ['account.wrongPassword'] }]);
    // An empty password is malformed (the contract's minLength), not a wrong one.
    expect((await erase(session, { password: '' })).status).toBe(400);
    expect(await reads(session)).toBe(200);
    expect((await login(server, 'erase.password@example.com')).access_token).toBeTruthy();
  });

  it('an account without a password needs a login within 10 minutes (auth_time, kept over refreshes)', async () => {
    const email = 'erase.passwordless@example.com';
    await registerAndLogin(server, email);
    // As an account registered with a mobile number or an identity provider: no password.
    await withTenant(server.server.context.database.db, 'alpha', (tx) =>
      tx.update(freelancers).set({ passwordHash: null }).where(eq(freelancers.email, email)),
    );
    const otlLogin = async (): Promise<Session> => {
      expect((await server.call('oneTimeLinkLogin', { body: { email }, headers: fromElsewhere() })).status).toBe(202);
      const [mail] = await mailsTo(server, email);
      const otlToken = new URL(mail!.links[0]!).searchParams.get('otl')!;
      const response = await server.call<Tokens>('authorizeWithOtlToken', {
        body: { otlToken },
        headers: fromElsewhere(),
      });
      expect(response.status).toBe(200);
      return sessionOf(response);
    };
    const session = await otlLogin();
    now += 11 * 60_000;
    // A refreshed token is new, but the login behind it is 11 minutes old.
    const refreshed = sessionOf(await refresh(server, session.refreshToken));
    const stale = await erase(refreshed, {});
    expect(stale.status).toBe(403);
    expect(stale.body.messages).toEqual(['account.recentLoginRequired']);
    // A token issued without auth_time (before the claim existed) never counts as recent.
    const tenant = server.server.context.tenants.get('alpha')!;
    const claims = JSON.parse(Buffer.from(refreshed.access_token.split('.')[1]!, 'base64url').toString('utf8')) as {
      sub: string;
      sid: string;
    };
    const old = await server.server.context.accessTokens.issue(
      { freelancerId: Number(claims.sub), clientId: 'alpha', sessionId: claims.sid },
      tenant.context.talentDomainName,
    );
    expect((await erase({ ...refreshed, access_token: old.token }, {})).status).toBe(403);
    expect(await reads(refreshed)).toBe(200);
    // Logging in again is recent enough.
    const fresh = await otlLogin();
    expect((await erase(fresh, {})).status).toBe(204);
    expect(await reads(fresh)).toBe(401);
    // Nothing of it was sent to a client: the account is deleted outright, not kept anonymised.
    const left = await withTenant(server.server.context.database.db, 'alpha', (tx) =>
      tx
        .select()
        .from(freelancers)
        .where(eq(freelancers.id, Number(claims.sub))),
    );
    expect(left).toEqual([]);
  });
});

describe('erasure', () => {
  let ada: RichTalent;
  let grace: RichTalent;
  let adaKeys: string[];
  let graceKeys: string[];
  let deliveredBefore: number;

  beforeAll(async () => {
    // Back to the real time (a test above moved the clock): receivers refuse signatures 5 minutes off.
    now = Date.now();
    ada = await richTalent(server, 'Erase', '111111');
    grace = await richTalent(server, 'Keep', '222222');
    // An export of each (a file in storage and a mail with their name).
    for (const talent of [ada, grace]) {
      expect((await server.call('requestDataExport', { token: talent.session.access_token })).status).toBe(202);
    }
    await settle();
    adaKeys = await storageKeysOf(ada.id);
    graceKeys = await storageKeysOf(grace.id);
    // The uploaded CV, the generated one, two applications' CVs and the export.
    expect(adaKeys).toHaveLength(5);
    for (const key of adaKeys) expect(await server.server.context.storage.get(key)).toBeDefined();
    // Before the erasure the search finds the talent everywhere it should.
    expect(await occurrences(ada.marker)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^public\.freelancers /),
        expect.stringMatching(/^public\.cvs /),
        expect.stringMatching(/^public\.not_available /),
        expect.stringMatching(/^public\.outbox /),
        expect.stringMatching(/^pgboss\.job/),
      ]),
    );
    deliveredBefore = receiver.deliveries.length;

    const other = await login(server, ada.email);
    const response = await erase(ada.session);
    expect(response.status).toBe(204);
    expect(refreshCookieLine(response)).toMatch(/^auth\.refresh=;/);
    await settle();
    // Every session ended at once: this one and the other browser's.
    for (const session of [ada.session, other]) {
      const refused = await server.call<Problem>('getFreelancer', { token: session.access_token });
      expect(refused.status).toBe(401);
      expect((await refresh(server, session.refreshToken)).status).toBe(401);
    }
  }, 120_000);

  it('leaves no personal field of the talent anywhere in the database', async () => {
    for (const needle of needlesOf(ada)) expect(await occurrences(needle), needle).toEqual([]);
  });

  it('leaves the other talent’s data as it was (the search finds it)', async () => {
    for (const needle of needlesOf(grace)) expect(await occurrences(needle), needle).not.toEqual([]);
    for (const key of graceKeys) expect(await server.server.context.storage.get(key)).toBeDefined();
    expect(await reads(grace.session)).toBe(200);
  });

  it('removes the files from storage', async () => {
    for (const key of adaKeys) expect(await server.server.context.storage.get(key), key).toBeUndefined();
  });

  it('keeps no row of the talent in any table of theirs but the applications kept for the client', async () => {
    const pool = server.server.context.database.pool;
    const { rows: tables } = await pool.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.columns
       WHERE table_schema = 'public' AND column_name = 'freelancer_id'`,
    );
    expect(tables.length).toBeGreaterThan(15);
    const left: string[] = [];
    for (const { name } of tables) {
      const { rows } = await pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM public."${name}" WHERE freelancer_id = $1`,
        [ada.id],
      );
      if (rows[0]!.n > 0) left.push(name);
    }
    expect(left).toEqual(['applications']);
    // The draft (never sent) is gone; the submitted ones stay without what the talent gave.
    const kept = await withTenant(server.server.context.database.db, 'alpha', (tx) =>
      tx
        .select()
        .from(applications)
        .where(and(eq(applications.clientId, 'alpha'), eq(applications.freelancerId, ada.id))),
    );
    expect(kept.map((a) => a.id).sort()).toEqual([ada.applications.open, ada.applications.hired].sort());
    for (const application of kept) {
      expect(application).toMatchObject({
        draft: {},
        submission: null,
        talentRateMinor: null,
        cvFileId: null,
        withdrawReason: null,
      });
    }
  });

  it('anonymises and deactivates the account: no login, no mail, the address is free again', async () => {
    const row = await withTenant(server.server.context.database.db, 'alpha', (tx) =>
      tx.select().from(freelancers).where(eq(freelancers.id, ada.id)),
    );
    expect(row[0]).toMatchObject({
      email: erasedEmail(ada.id),
      firstName: null,
      lastName: null,
      phoneE164: null,
      passwordHash: null,
      isActive: false,
      profile: {},
      erasedAt: expect.any(Date) as unknown,
    });
    const refused = await server.call<Problem>('authorize', {
      body: { email: ada.email, password: PASSWORD },
      headers: fromElsewhere(),
    });
    expect(refused.status).toBe(401);
    expect(refused.body.messages).toEqual(['auth.invalidCredentials']);
    await server.call('oneTimeLinkLogin', { body: { email: ada.email }, headers: fromElsewhere() });
    await settle();
    expect((await server.outbox()).filter((m) => m.to === ada.email)).toEqual([]);
    // The person may sign up again: a new account.
    const again = await registerAndLogin(server, ada.email);
    expect(await reads(again)).toBe(200);
  });

  it('tells the client’s system, without personal data: open applications withdrawn, final ones marked', async () => {
    const open = await vms<Schemas['VmsApplication']>('getVmsApplication', { path: { id: ada.applications.open } });
    expect(open.status).toBe(200);
    expect(open.body).toMatchObject({
      status: 'WITHDRAWN',
      longStatus: 'WITHDRAWN',
      talentErased: true,
      freelancer: { id: ada.id, firstName: null, lastName: null, email: erasedEmail(ada.id), phone: null },
      talentRate: null,
      answers: [],
      motivationComment: null,
      cvUrl: null,
    });
    const hired = await vms<Schemas['VmsApplication']>('getVmsApplication', { path: { id: ada.applications.hired } });
    expect(hired.body).toMatchObject({ status: 'HIRED', longStatus: 'ACCEPTED', talentErased: true });
    const grace1 = await vms<Schemas['VmsApplication']>('getVmsApplication', {
      path: { id: grace.applications.open },
    });
    expect(grace1.body.talentErased).toBe(false);

    const feed = await vms<Schemas['VmsEventPage']>('listVmsApplicationEvents', { query: { limit: 200 } });
    const erasureEvents = feed.body.results.filter((event) => event.note === ERASURE_NOTE);
    expect(erasureEvents.map((e) => [e.application.id, e.status, e.source]).sort()).toEqual(
      [
        [ada.applications.open, 'WITHDRAWN', 'TALENT'],
        [ada.applications.hired, 'HIRED', 'TALENT'],
      ].sort(),
    );
    // The VMS's earlier notes about the talent are gone; the timeline's statuses stay.
    expect(JSON.stringify(feed.body)).not.toContain(ada.firstName);

    // The webhook got both events, signed, and nothing it received since names the talent.
    const since = receiver.deliveries.slice(deliveredBefore);
    const erasureIds = erasureEvents.map((event) => String(event.id));
    expect(since.filter((d) => erasureIds.includes(d.eventId) && d.verified && d.answered === 200)).toHaveLength(2);
    for (const delivery of since) {
      const body = JSON.parse(delivery.body) as Schemas['VmsEvent'];
      if (body.application.freelancer.id !== ada.id) continue;
      expect(body.application.talentErased).toBe(true);
      for (const needle of needlesOf(ada)) expect(delivery.body).not.toContain(needle);
    }
  });
});
