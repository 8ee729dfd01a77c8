// Digest mails with a clock the test moves: projects arrive through the job feed (`importProjects`),
// the sweep runs through the dev trigger (`POST /__dev/digests`, the scheduled sweep's code), and
// the dev outbox shows what was mailed. A job alert mails the open projects new since its previous
// digest that match its search, once per period (a second sweep, a repeated job: nothing); the pool
// digest mails the new projects of the accepted pools whose job notifications are on, only where the
// tenant offers it; nothing goes to the unsubscribed, the deactivated, a paused alert, or when
// nothing is new.
import type { components } from '@talent/api-client';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freelancers, poolMemberships } from '../src/db/schema.ts';
import { dailyPeriod, isoWeekPeriod, isoWeekStart } from '../src/services/notifications/digests.ts';
import { directAccount, inTenant, setFreelancer } from './accountData.ts';
import { insertPools } from './catalog.ts';
import { ALPHA, BETA, fixtureTenant, rawRequest, startTestServer, tenantsDir } from './harness.ts';
import type { OutboxMessage, TestServer } from './harness.ts';

type Schemas = components['schemas'];
type Alert = Schemas['JobAlert'];
type Item = Schemas['ProjectImportItem'];

const ALPHA_KEY = 'alpha-feed-key-0123456789abcdefghijklmnop';
const BETA_KEY = 'beta-feed-key-0123456789abcdefghijklmnopq';

let server: TestServer;
let tenants: { dir: string; remove(): void };
// Monday 23 November 2026 (ISO week 2026-W48), before the day's sweep.
let clock = Date.parse('2026-11-23T06:00:00Z');
const at = (iso: string) => {
  const next = Date.parse(iso);
  expect(next).toBeGreaterThanOrEqual(clock);
  clock = next;
};

beforeAll(async () => {
  // Alpha offers the job notification digest; beta (the fixture) does not.
  const alpha = fixtureTenant('alpha');
  tenants = tenantsDir({ alpha: { ...alpha, config: { ...alpha.config, jobNotificationDigest: true } } });
  server = await startTestServer({
    env: { TENANTS_DIR: tenants.dir, INTEGRATION_API_KEY_ALPHA: ALPHA_KEY, INTEGRATION_API_KEY_BETA: BETA_KEY },
    overrides: { now: () => clock },
  });
});
afterAll(async () => {
  await server?.close();
  tenants?.remove();
});

/** Imports jobs through the integration API (stamped with the test's clock); answers their ids by vmsId. */
async function feed(items: Item[], host = ALPHA): Promise<Record<string, number>> {
  const response = await server.call<Schemas['ProjectImportResult']>('importProjects', {
    host,
    body: { projects: items },
    headers: { 'x-api-key': host === ALPHA ? ALPHA_KEY : BETA_KEY },
  });
  expect(response.status).toBe(200);
  expect(response.body.failed).toBe(0);
  return Object.fromEntries(response.body.projects.map((p) => [p.vmsId, p.id]));
}

const job = (vmsId: string, title: string, extra: Partial<Item> = {}): Item => ({
  vmsId,
  title,
  jobLanguage: 'en',
  siteCity: 'Berlin',
  siteCountry: 'DE',
  ...extra,
});

/** Runs the digest sweep of a host's tenant now (the dev trigger) and waits for its mails. */
async function sweep(host = ALPHA): Promise<number> {
  const response = await rawRequest(server.url, { method: 'POST', path: '/__dev/digests', host });
  expect(response.status).toBe(200);
  const body = JSON.parse(response.body) as { queued: number; settled: boolean };
  expect(body.settled).toBe(true);
  return body.queued;
}

/** The digest mails to an address, oldest first. */
async function digestsTo(email: string, host = ALPHA): Promise<OutboxMessage[]> {
  return (await server.outbox(host))
    .filter((m) => m.to === email && m.links.length > 0 && /new project|neue|neues/.test(m.subject ?? ''))
    .reverse();
}

/** A talent of alpha written into the database, with a token valid at the current clock. */
async function talent(email: string, values: Partial<typeof freelancers.$inferInsert> = {}) {
  return directAccount(server, 'alpha', email, { subscribed: true, ...values });
}

/** A fresh token for a freelancer at the current clock (the test's clock moves by days). */
async function tokenOf(tenantId: string, freelancerId: number): Promise<string> {
  const tenant = server.server.context.tenants.get(tenantId)!;
  const { token } = await server.server.context.accessTokens.issue(
    { freelancerId, clientId: tenantId, sessionId: randomUUID() },
    tenant.context.talentDomainName,
  );
  return token;
}

async function saveAlert(token: string, body: Schemas['JobAlertInput']): Promise<Alert> {
  const response = await server.call<Alert>('createJobAlert', { token, body });
  expect(response.status).toBe(201);
  return response.body;
}

describe('period keys', () => {
  it('names the UTC day and the ISO week (the week belongs to the year of its Thursday)', () => {
    expect(dailyPeriod(new Date('2026-11-23T23:59:59Z'))).toBe('2026-11-23');
    expect(isoWeekPeriod(new Date('2026-11-23T00:00:00Z'))).toBe('2026-W48');
    expect(isoWeekPeriod(new Date('2026-11-29T23:59:59Z'))).toBe('2026-W48');
    expect(isoWeekPeriod(new Date('2026-11-30T00:00:00Z'))).toBe('2026-W49');
    expect(isoWeekPeriod(new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53');
    expect(isoWeekPeriod(new Date('2025-12-29T12:00:00Z'))).toBe('2026-W01');
    expect(isoWeekStart(new Date('2026-11-26T15:00:00Z')).toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });
});

describe('job alert digests', () => {
  let ada: { token: string; id: number };
  let alert: Alert;
  let ids: Record<string, number>;

  it('mails the open projects matching the alert that arrived after it was saved', async () => {
    await feed([job('K-0', 'Kotlin Developer')]);
    at('2026-11-23T06:10:00Z');
    ada = await talent('ada@example.com');
    const uuid = (
      await inTenant(server, 'alpha', (tx) => tx.select().from(freelancers).where(eq(freelancers.id, ada.id)))
    )[0]!.subscriptionUuid;
    alert = await saveAlert(ada.token, {
      name: 'Kotlin in Berlin',
      frequency: 'DAILY',
      query: 'kotlin',
      filters: { location: { city: 'Berlin' }, openOnly: false },
    });
    at('2026-11-23T06:20:00Z');
    ids = await feed([
      job('K-1', 'Kotlin Developer'),
      job('K-2', 'Kotlin Developer', { siteCity: 'München' }),
      job('J-3', 'Java Engineer'),
      job('K-4', 'Kotlin Architect', { status: 'PAUSED' }),
    ]);
    at('2026-11-23T07:00:00Z');
    expect(await sweep()).toBe(1);
    const [mail, ...more] = await digestsTo('ada@example.com');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('1 new project for “Kotlin in Berlin”');
    expect(mail!.text).toContain('New projects match your job alert “Kotlin in Berlin”:');
    expect(mail!.text).toContain('• Kotlin Developer — Berlin');
    expect(mail!.text).not.toContain('Java Engineer');
    expect(mail!.text).not.toContain('Kotlin Architect');
    expect(mail!.text).not.toContain('more project');
    // The search of the alert, then the one new project at its public page (alpha has public search).
    expect(mail!.links).toEqual([
      'http://alpha.test:3000/projects?any=kotlin&location=Berlin&openOnly=true',
      `http://alpha.test:3000/projects/kotlin-developer/${ids['K-1']}`,
      `http://alpha.test:3000/subscriptions/${uuid}`,
    ]);
    expect(mail!.html).toContain(`href="http://alpha.test:3000/projects/kotlin-developer/${ids['K-1']}"`);
    // One-click stops this alert only; the footer links to the manage page.
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<http://alpha.test:3000/v1/api/subscriptions/${uuid}/oneClick?alert=${alert.id}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail!.text).toContain(`http://alpha.test:3000/subscriptions/${uuid}`);
    expect(mail!.text).toContain('because you saved the job alert “Kotlin in Berlin”');
    const list = await server.call<Schemas['JobAlertList']>('listJobAlerts', { token: await tokenOf('alpha', ada.id) });
    expect(list.body.results[0]!.lastSentAt).toBe('2026-11-23T07:00:00.000Z');
  });

  it('sends nothing more in the same period: a second sweep, or the same digest job again', async () => {
    at('2026-11-23T09:00:00Z');
    Object.assign(ids, await feed([job('K-5', 'Kotlin Engineer')]));
    expect(await sweep()).toBe(0);
    // A restart or a retry runs the same job (same key) again: the recorded run stops it.
    await server.server.context.digests.run({
      type: 'alert',
      clientId: 'alpha',
      id: alert.id,
      periodKey: '2026-11-23',
    });
    await server.server.context.jobs.settled();
    expect(await digestsTo('ada@example.com')).toHaveLength(1);
  });

  it('the next period mails only what is newer: a later job and one opened since', async () => {
    at('2026-11-24T06:30:00Z');
    // The paused job opens now: new to the alert from now on.
    await feed([job('K-4', 'Kotlin Architect', { status: 'ACTIVE' })]);
    at('2026-11-24T07:00:00Z');
    expect(await sweep()).toBe(1);
    const mails = await digestsTo('ada@example.com');
    expect(mails).toHaveLength(2);
    const second = mails[1]!;
    expect(second.subject).toBe('2 new projects for “Kotlin in Berlin”');
    expect(second.links.slice(1, -1).sort()).toEqual(
      [
        `http://alpha.test:3000/projects/kotlin-engineer/${ids['K-5']}`,
        `http://alpha.test:3000/projects/kotlin-architect/${ids['K-4']}`,
      ].sort(),
    );
    expect(second.text).not.toContain('Kotlin Developer');
    at('2026-11-24T08:00:00Z');
    expect(await sweep()).toBe(0);
    expect(await digestsTo('ada@example.com')).toHaveLength(2);
  });

  it('lists 20 projects and counts the rest, linking to the search', async () => {
    const bob = await talent('bob@example.com');
    await saveAlert(bob.token, { name: 'Bulk', frequency: 'DAILY', query: 'bulk' });
    at('2026-11-24T09:00:00Z');
    await feed(Array.from({ length: 22 }, (_, i) => job(`B-${i}`, `Bulk Tester ${i}`)));
    at('2026-11-25T07:00:00Z');
    await sweep();
    const [mail] = await digestsTo('bob@example.com');
    expect(mail!.subject).toBe('22 new projects for “Bulk”');
    expect(mail!.links).toHaveLength(22);
    expect(mail!.links[0]).toBe('http://alpha.test:3000/projects?any=bulk&openOnly=true');
    expect(mail!.text).toContain('…and 2 more projects.');
    expect(mail!.html).toContain('See all matching projects');
  });

  it('mails nobody unsubscribed, deactivated, with a paused alert, or with nothing new', async () => {
    at('2026-11-25T08:00:00Z');
    const off = await talent('off@example.com');
    const closed = await talent('closed@example.com');
    const paused = await talent('paused@example.com');
    const quiet = await talent('quiet@example.com');
    for (const who of [off, closed, paused])
      await saveAlert(who.token, { name: 'Rust', frequency: 'DAILY', query: 'rust' });
    const pausedAlert = (await server.call<Schemas['JobAlertList']>('listJobAlerts', { token: paused.token })).body
      .results[0]!;
    await server.call('updateJobAlert', { token: paused.token, path: { id: pausedAlert.id }, body: { active: false } });
    await saveAlert(quiet.token, { name: 'Cobol', frequency: 'DAILY', query: 'cobol' });
    await setFreelancer(server, 'alpha', off.id, { subscribed: false });
    await setFreelancer(server, 'alpha', closed.id, { isActive: false, deactivatedAt: new Date(clock) });
    at('2026-11-25T09:00:00Z');
    await feed([job('R-1', 'Rust Developer')]);
    at('2026-11-26T07:00:00Z');
    await sweep();
    for (const email of ['off@example.com', 'closed@example.com', 'paused@example.com', 'quiet@example.com'])
      expect(await digestsTo(email)).toEqual([]);
    // Subscribing again later the same day: the next sweep finds the digest due and sends it.
    await setFreelancer(server, 'alpha', off.id, { subscribed: true });
    at('2026-11-26T10:00:00Z');
    expect(await sweep()).toBe(1);
    const [mail] = await digestsTo('off@example.com');
    expect(mail!.text).toContain('Rust Developer');
  });

  it('a weekly alert waits for the first sweep of the next ISO week, then not again that week', async () => {
    at('2026-11-26T11:00:00Z');
    const wendy = await talent('wendy@example.com');
    await saveAlert(wendy.token, { name: 'Scala weekly', frequency: 'WEEKLY', query: 'scala' });
    at('2026-11-26T12:00:00Z');
    const scala = await feed([job('S-1', 'Scala Developer')]);
    at('2026-11-27T07:00:00Z');
    await sweep();
    expect(await digestsTo('wendy@example.com')).toEqual([]);
    at('2026-11-30T07:00:00Z');
    await sweep();
    const [mail, ...others] = await digestsTo('wendy@example.com');
    expect(others).toEqual([]);
    expect(mail!.links[1]).toBe(`http://alpha.test:3000/projects/scala-developer/${scala['S-1']}`);
    at('2026-11-30T08:00:00Z');
    await feed([job('S-2', 'Scala Lead')]);
    at('2026-12-01T07:00:00Z');
    await sweep();
    expect(await digestsTo('wendy@example.com')).toHaveLength(1);
  });
});

describe('pool digests', () => {
  let pools: number[];
  let clara: { token: string; id: number };

  it('mails the new projects of accepted pools with job notifications on, in the talent’s language', async () => {
    at('2026-12-01T08:00:00Z');
    pools = await insertPools(server, 'alpha', [{ name: 'Pool X' }, { name: 'Pool Y' }, { name: 'Pool Z' }]);
    clara = await talent('clara@example.com', { locale: 'de' });
    await inTenant(server, 'alpha', (tx) =>
      tx.insert(poolMemberships).values([
        { clientId: 'alpha', freelancerId: clara.id, poolId: pools[0]!, status: 'ACCEPTED' },
        {
          clientId: 'alpha',
          freelancerId: clara.id,
          poolId: pools[1]!,
          status: 'ACCEPTED',
          jobNotificationsEnabled: false,
        },
        { clientId: 'alpha', freelancerId: clara.id, poolId: pools[2]!, status: 'APPLIED' },
      ]),
    );
    const settings = await server.call('updateNotificationSettings', {
      token: clara.token,
      body: { jobNotificationDigest: 'DAILY' },
    });
    expect(settings.status).toBe(200);
    at('2026-12-01T09:00:00Z');
    const ids = await feed([
      job('PX-1', 'Pool X Projekt', { poolIds: [pools[0]!] }),
      job('PY-1', 'Pool Y Projekt', { poolIds: [pools[1]!] }),
      job('PZ-1', 'Pool Z Projekt', { poolIds: [pools[2]!] }),
    ]);
    at('2026-12-02T07:00:00Z');
    await sweep();
    const [mail, ...others] = await digestsTo('clara@example.com');
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('1 neues Projekt in Ihren Pools bei Alpha Staffing');
    expect(mail!.text).toContain('Pool X Projekt');
    expect(mail!.text).not.toContain('Pool Y Projekt');
    expect(mail!.text).not.toContain('Pool Z Projekt');
    expect(mail!.text).toContain('tägliche Übersicht');
    expect(mail!.links).toContain(`http://alpha.test:3000/projects/pool-x-projekt/${ids['PX-1']}`);
    // The pool digest's one-click stops job emails as a whole (no alert to name).
    expect(mail!.headers['List-Unsubscribe']).toMatch(/\/oneClick>$/);
  });

  it('respects the membership’s job notification toggle', async () => {
    at('2026-12-02T08:00:00Z');
    const toggled = await server.call('togglePoolJobNotification', {
      token: await tokenOf('alpha', clara.id),
      path: { id: pools[0]! },
    });
    expect(toggled.status).toBe(200);
    await feed([job('PX-2', 'Pool X Zwei', { poolIds: [pools[0]!] })]);
    at('2026-12-03T07:00:00Z');
    await sweep();
    expect(await digestsTo('clara@example.com')).toHaveLength(1);
  });

  it('sends nothing where the tenant does not offer the digest', async () => {
    at('2026-12-03T08:00:00Z');
    const [betaPool] = await insertPools(server, 'beta', [{ name: 'Beta Pool' }]);
    const grace = await directAccount(server, 'beta', 'grace@example.com', {
      subscribed: true,
      // As if chosen before the client switched the digest off (the API refuses it now).
      jobNotificationDigest: 'DAILY',
      jobNotificationDigestSince: new Date(clock),
    });
    await inTenant(server, 'beta', (tx) =>
      tx
        .insert(poolMemberships)
        .values({ clientId: 'beta', freelancerId: grace.id, poolId: betaPool!, status: 'ACCEPTED' }),
    );
    at('2026-12-03T09:00:00Z');
    await feed([job('BP-1', 'Beta Projekt', { poolIds: [betaPool!], jobLanguage: 'fr' })], BETA);
    at('2026-12-04T07:00:00Z');
    expect(await sweep(BETA)).toBe(0);
    expect(await digestsTo('grace@example.com', BETA)).toEqual([]);
    // The same talent on a tenant with the digest would have had one (the pool digest above).
    const [row] = await inTenant(server, 'beta', (tx) =>
      tx
        .select({ digest: freelancers.jobNotificationDigest })
        .from(freelancers)
        .where(and(eq(freelancers.clientId, 'beta'), eq(freelancers.id, grace.id))),
    );
    expect(row!.digest).toBe('DAILY');
  });
});

describe('the schedule', () => {
  it('registers the daily sweep with pg-boss (UTC, a missed run caught up once) and removes it when off', async () => {
    const scheduled = await startTestServer({ env: { DIGEST_SCHEDULE: '0 7 * * *' } });
    try {
      const schedules = async () =>
        (
          await scheduled.server.context.database.pool.query<{
            name: string;
            cron: string;
            timezone: string;
            data: unknown;
            options: { missed?: string };
          }>('SELECT name, cron, timezone, data, options FROM pgboss.schedule')
        ).rows;
      expect(await schedules()).toMatchObject([
        { name: 'digest', cron: '0 7 * * *', timezone: 'UTC', data: { type: 'sweep' }, options: { missed: 'once' } },
      ]);
      await scheduled.server.context.jobs.schedule('digest', undefined, { type: 'sweep' });
      expect(await schedules()).toEqual([]);
    } finally {
      await scheduled.close();
    }
  });
});

describe('the digest jobs', () => {
  it('all succeeded at the first attempt (none failed, none waits for a retry)', async () => {
    for (const queue of ['digest', 'message'] as const) {
      expect(await server.server.context.jobs.counts(queue)).toMatchObject({ queued: 0, failed: 0, dead: 0 });
    }
  });
});
