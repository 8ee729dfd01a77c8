// Email settings and job alerts: the settings logged in (the digest only where the tenant offers
// it), job alerts (CRUD, validation, the limit, ownership), managing emails from a mail's link
// without logging in (per tenant), RFC 8058 one-click unsubscribe with a form body, and the
// headers and manage link every account mail carries (and a mail to a non-member does not).
import type { components } from '@talent/api-client';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobAlerts, poolMemberships } from '../src/db/schema.ts';
import { alphaAccount, directAccount, freelancerRow, inTenant, setFreelancer } from './accountData.ts';
import { insertPools } from './catalog.ts';
import { ALPHA, BETA, fixtureTenant, rawRequest, startTestServer, tenantsDir } from './harness.ts';
import type { TestServer } from './harness.ts';

type Schemas = components['schemas'];
type Settings = Schemas['NotificationSettings'];
type Alert = Schemas['JobAlert'];
type Overview = Schemas['SubscriptionOverview'];
type Problem = Schemas['Problem'];

let server: TestServer;
let tenants: { dir: string; remove(): void };
let pool: number;

beforeAll(async () => {
  // Alpha offers the job notification digest; beta (the fixture) does not.
  const alpha = fixtureTenant('alpha');
  tenants = tenantsDir({ alpha: { ...alpha, config: { ...alpha.config, jobNotificationDigest: true } } });
  server = await startTestServer({ env: { TENANTS_DIR: tenants.dir } });
  pool = (await insertPools(server, 'alpha', [{ name: 'Java Developers' }]))[0]!;
});
afterAll(async () => {
  await server?.close();
  tenants?.remove();
});

const alertInput = (overrides: Partial<Schemas['JobAlertInput']> = {}): Schemas['JobAlertInput'] => ({
  name: 'Java in Berlin',
  frequency: 'DAILY',
  query: 'java',
  filters: { location: { city: 'Berlin', country: 'DE' }, openOnly: false },
  ...overrides,
});

/** The stored alerts of a freelancer. */
const storedAlerts = (freelancerId: number) =>
  inTenant(server, 'alpha', (tx) =>
    tx
      .select()
      .from(jobAlerts)
      .where(and(eq(jobAlerts.clientId, 'alpha'), eq(jobAlerts.freelancerId, freelancerId))),
  );

/** POSTs a one-click unsubscribe as mail clients do (RFC 8058): a form body. */
const oneClick = (uuid: string, options: { alert?: number; host?: string; body?: string; type?: string } = {}) =>
  rawRequest(server.url, {
    method: 'POST',
    path: `/v1/api/subscriptions/${uuid}/oneClick${options.alert === undefined ? '' : `?alert=${options.alert}`}`,
    host: options.host ?? ALPHA,
    headers: { 'content-type': options.type ?? 'application/x-www-form-urlencoded' },
    body: options.body ?? 'List-Unsubscribe=One-Click',
  });

describe('notification settings (logged in)', () => {
  it('reads and changes job emails and the digest where the tenant offers it', async () => {
    const ada = await directAccount(server, 'alpha', 'settings@example.com');
    const initial = await server.call<Settings>('getNotificationSettings', { token: ada.token });
    expect(initial.status).toBe(200);
    expect(initial.body).toEqual({ subscribed: false, jobNotificationDigest: null, digestAvailable: true });

    const weekly = await server.call<Settings>('updateNotificationSettings', {
      token: ada.token,
      body: { jobNotificationDigest: 'WEEKLY' },
    });
    expect(weekly.status).toBe(200);
    expect(weekly.body).toEqual({ subscribed: false, jobNotificationDigest: 'WEEKLY', digestAvailable: true });
    const row = await freelancerRow(server, 'alpha', ada.id);
    expect(row.jobNotificationDigest).toBe('WEEKLY');
    // The first digest starts from when it was switched on.
    expect(row.jobNotificationDigestSince).toBeInstanceOf(Date);

    const both = await server.call<Settings>('updateNotificationSettings', {
      token: ada.token,
      body: { subscribed: true, jobNotificationDigest: null },
    });
    expect(both.body).toEqual({ subscribed: true, jobNotificationDigest: null, digestAvailable: true });
    expect((await server.call<Settings>('getNotificationSettings', { token: ada.token })).body).toEqual(both.body);
  });

  it('refuses a malformed body with 400 and no login with 401, changing nothing', async () => {
    const ada = await directAccount(server, 'alpha', 'settings-bad@example.com');
    for (const body of [{}, { jobNotificationDigest: 'HOURLY' }, { subscribed: 'yes' }, { subscribed: true, x: 1 }]) {
      const response = await server.call('updateNotificationSettings', { token: ada.token, body });
      expect(response.status).toBe(400);
    }
    expect((await server.call('getNotificationSettings')).status).toBe(401);
    expect((await server.call('updateNotificationSettings', { body: { subscribed: true } })).status).toBe(401);
    expect(await freelancerRow(server, 'alpha', ada.id)).toMatchObject({
      subscribed: false,
      jobNotificationDigest: null,
    });
  });

  it('where the tenant has no digest, choosing one is a 422 and turning it off works', async () => {
    const grace = await directAccount(server, 'beta', 'digest-off@example.com');
    const settings = await server.call<Settings>('getNotificationSettings', { host: BETA, token: grace.token });
    expect(settings.body).toEqual({ subscribed: false, jobNotificationDigest: null, digestAvailable: false });
    const refused = await server.call<Problem>('updateNotificationSettings', {
      host: BETA,
      token: grace.token,
      body: { subscribed: true, jobNotificationDigest: 'DAILY' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.messages).toEqual(['notifications.digestUnavailable']);
    expect(refused.body.fieldErrors).toEqual([
      { field: 'jobNotificationDigest', messages: ['notifications.digestUnavailable'] },
    ]);
    // Nothing of the refused request was written, `subscribed` included.
    expect(await freelancerRow(server, 'beta', grace.id)).toMatchObject({
      subscribed: false,
      jobNotificationDigest: null,
    });
    const off = await server.call<Settings>('updateNotificationSettings', {
      host: BETA,
      token: grace.token,
      body: { jobNotificationDigest: null, subscribed: true },
    });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ subscribed: true, jobNotificationDigest: null, digestAvailable: false });
  });
});

describe('job alerts', () => {
  let ada: { token: string; id: number };
  beforeAll(async () => {
    ada = await directAccount(server, 'alpha', 'alerts@example.com');
  });

  it('creates, lists, changes and deletes an alert; saving one turns job emails on', async () => {
    expect((await freelancerRow(server, 'alpha', ada.id)).subscribed).toBe(false);
    const created = await server.call<Alert>('createJobAlert', {
      token: ada.token,
      body: alertInput({ name: '  Java in Berlin  ', filters: { pools: [pool], openOnly: false } }),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Java in Berlin',
      frequency: 'DAILY',
      active: true,
      query: 'java',
      filters: { pools: [pool], openOnly: false },
      lastSentAt: null,
    });
    expect((await freelancerRow(server, 'alpha', ada.id)).subscribed).toBe(true);

    const second = await server.call<Alert>('createJobAlert', {
      token: ada.token,
      body: { name: 'Anything', frequency: 'WEEKLY' },
    });
    expect(second.body).not.toHaveProperty('query');
    expect(second.body).not.toHaveProperty('filters');
    const list = await server.call<Schemas['JobAlertList']>('listJobAlerts', { token: ada.token });
    expect(list.body.results.map((a) => a.id)).toEqual([second.body.id, created.body.id]);

    const paused = await server.call<Alert>('updateJobAlert', {
      token: ada.token,
      path: { id: created.body.id },
      body: { name: 'Java, Berlin', frequency: 'WEEKLY', active: false },
    });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({
      id: created.body.id,
      name: 'Java, Berlin',
      frequency: 'WEEKLY',
      active: false,
    });
    // The search itself is what was saved: an update cannot change it.
    expect(paused.body).toMatchObject({ query: 'java', filters: { pools: [pool] } });

    const deleted = await server.call('deleteJobAlert', { token: ada.token, path: { id: created.body.id } });
    expect(deleted.status).toBe(204);
    const again = await server.call<Problem>('deleteJobAlert', { token: ada.token, path: { id: created.body.id } });
    expect(again.status).toBe(404);
    expect(again.body.messages).toEqual(['jobAlert.notFound']);
    expect((await storedAlerts(ada.id)).map((a) => a.id)).toEqual([second.body.id]);
  });

  it('refuses invalid alerts with 400 or 422 naming the field, storing nothing', async () => {
    const grace = await directAccount(server, 'alpha', 'alerts-invalid@example.com');
    const unprocessable: [Record<string, unknown>, string, string][] = [
      [alertInput({ name: '   ' }), 'name', 'validation.required'],
      [alertInput({ filters: { pools: [pool, 999_999], openOnly: false } }), 'filters.pools.1', 'pool.notFound'],
      [
        alertInput({ filters: { hoursPerWeek: { min: 40, max: 20 }, openOnly: false } }),
        'filters.hoursPerWeek.max',
        'validation.minValue',
      ],
    ];
    for (const [body, field, message] of unprocessable) {
      const response = await server.call<Problem>('createJobAlert', { token: grace.token, body });
      expect(response.status).toBe(422);
      expect(response.body.fieldErrors).toEqual([{ field, messages: [message] }]);
    }
    for (const body of [
      { name: 'x' },
      alertInput({ frequency: 'HOURLY' as 'DAILY' }),
      { ...alertInput(), owner: 1 },
      alertInput({ name: '' }),
      alertInput({ query: 'q'.repeat(201) }),
    ]) {
      expect((await server.call('createJobAlert', { token: grace.token, body })).status).toBe(400);
    }
    expect(await storedAlerts(grace.id)).toEqual([]);
    // Nothing saved, so job emails stay off.
    expect((await freelancerRow(server, 'alpha', grace.id)).subscribed).toBe(false);
    expect((await server.call('createJobAlert', { body: alertInput() })).status).toBe(401);
  });

  it('keeps at most 20 alerts per talent (409 jobAlert.limit)', async () => {
    const many = await directAccount(server, 'alpha', 'alerts-many@example.com');
    for (let i = 1; i <= 20; i++) {
      const response = await server.call('createJobAlert', { token: many.token, body: alertInput({ name: `#${i}` }) });
      expect(response.status).toBe(201);
    }
    const refused = await server.call<Problem>('createJobAlert', { token: many.token, body: alertInput() });
    expect(refused.status).toBe(409);
    expect(refused.body.messages).toEqual(['jobAlert.limit']);
    expect(await storedAlerts(many.id)).toHaveLength(20);
    const list = await server.call<Schemas['JobAlertList']>('listJobAlerts', { token: many.token });
    expect(list.body.results).toHaveLength(20);
  });

  it('another talent’s alert is a 404 and stays as it was', async () => {
    const owner = await directAccount(server, 'alpha', 'alerts-owner@example.com');
    const other = await directAccount(server, 'alpha', 'alerts-other@example.com');
    const alert = (await server.call<Alert>('createJobAlert', { token: owner.token, body: alertInput() })).body;
    const update = await server.call<Problem>('updateJobAlert', {
      token: other.token,
      path: { id: alert.id },
      body: { active: false },
    });
    expect(update.status).toBe(404);
    expect((await server.call('deleteJobAlert', { token: other.token, path: { id: alert.id } })).status).toBe(404);
    expect((await server.call<Schemas['JobAlertList']>('listJobAlerts', { token: other.token })).body.results).toEqual(
      [],
    );
    expect(await storedAlerts(owner.id)).toMatchObject([{ id: alert.id, active: true, name: alert.name }]);
  });
});

describe('managing emails from a mail’s link (by uuid)', () => {
  let ada: { token: string; id: number };
  let uuid: string;
  let alert: Alert;
  beforeAll(async () => {
    ada = await directAccount(server, 'alpha', 'by-uuid@example.com');
    uuid = (await freelancerRow(server, 'alpha', ada.id)).subscriptionUuid;
    alert = (await server.call<Alert>('createJobAlert', { token: ada.token, body: alertInput() })).body;
    await inTenant(server, 'alpha', (tx) =>
      tx.insert(poolMemberships).values({
        clientId: 'alpha',
        freelancerId: ada.id,
        poolId: pool,
        status: 'ACCEPTED',
        jobNotificationsEnabled: false,
      }),
    );
  });

  it('shows the settings, the alerts and the pools’ job mails without logging in', async () => {
    const response = await server.call<Overview>('getSubscriptionByUuid', { path: { uuid } });
    expect(response.status).toBe(200);
    const [membership] = await inTenant(server, 'alpha', (tx) =>
      tx.select().from(poolMemberships).where(eq(poolMemberships.freelancerId, ada.id)),
    );
    expect(response.body).toEqual({
      subscribed: true,
      jobNotificationDigest: null,
      digestAvailable: true,
      alerts: [alert],
      pools: [
        { id: pool, name: 'Java Developers', uuid: membership!.notificationUuid, jobNotificationsEnabled: false },
      ],
    });
  });

  it('changes the settings from the link', async () => {
    const response = await server.call<Overview>('updateSubscriptionByUuid', {
      path: { uuid },
      body: { subscribed: false, jobNotificationDigest: 'DAILY' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ subscribed: false, jobNotificationDigest: 'DAILY', alerts: [alert] });
    expect(await freelancerRow(server, 'alpha', ada.id)).toMatchObject({
      subscribed: false,
      jobNotificationDigest: 'DAILY',
    });
    const bad = await server.call('updateSubscriptionByUuid', { path: { uuid }, body: { subscribed: 'no' } });
    expect(bad.status).toBe(400);
  });

  it('a wrong uuid is 404, a malformed one 400, another tenant’s 404', async () => {
    const unknown = await server.call<Problem>('getSubscriptionByUuid', {
      path: { uuid: '6f1c2a9e-1111-4222-8333-944455556666' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.messages).toEqual(['subscription.notFound']);
    expect((await server.call('getSubscriptionByUuid', { path: { uuid: 'not-a-uuid' } })).status).toBe(400);
    // Alpha's link on beta's host: beta knows no such account.
    expect((await server.call('getSubscriptionByUuid', { host: BETA, path: { uuid } })).status).toBe(404);
    const onBeta = await server.call('updateSubscriptionByUuid', {
      host: BETA,
      path: { uuid },
      body: { subscribed: true },
    });
    expect(onBeta.status).toBe(404);
    const deleteOnBeta = await server.call('deleteJobAlertByUuid', { host: BETA, path: { uuid, id: alert.id } });
    expect(deleteOnBeta.status).toBe(404);
    expect((await oneClick(uuid, { host: BETA })).status).toBe(404);
    expect((await freelancerRow(server, 'alpha', ada.id)).subscribed).toBe(false);
    expect(await storedAlerts(ada.id)).toHaveLength(1);
  });

  it('deletes one of the account’s alerts from the link, and only its own', async () => {
    const other = await directAccount(server, 'alpha', 'by-uuid-other@example.com');
    const otherAlert = (await server.call<Alert>('createJobAlert', { token: other.token, body: alertInput() })).body;
    const notTheirs = await server.call<Problem>('deleteJobAlertByUuid', { path: { uuid, id: otherAlert.id } });
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body.messages).toEqual(['jobAlert.notFound']);
    expect(await storedAlerts(other.id)).toHaveLength(1);
    const wrongUuid = await server.call('deleteJobAlertByUuid', {
      path: { uuid: '6f1c2a9e-1111-4222-8333-944455556666', id: alert.id },
    });
    expect(wrongUuid.status).toBe(404);
    const deleted = await server.call('deleteJobAlertByUuid', { path: { uuid, id: alert.id } });
    expect(deleted.status).toBe(204);
    expect(await storedAlerts(ada.id)).toEqual([]);
  });

  it('a deactivated account can stop emails from the link but not start them', async () => {
    const closed = await directAccount(server, 'alpha', 'by-uuid-closed@example.com', { subscribed: true });
    const closedUuid = (await freelancerRow(server, 'alpha', closed.id)).subscriptionUuid;
    await setFreelancer(server, 'alpha', closed.id, { isActive: false, deactivatedAt: new Date() });
    for (const body of [{ subscribed: true }, { jobNotificationDigest: 'WEEKLY' as const }]) {
      const refused = await server.call('updateSubscriptionByUuid', { path: { uuid: closedUuid }, body });
      expect(refused.status).toBe(404);
    }
    const off = await server.call<Overview>('updateSubscriptionByUuid', {
      path: { uuid: closedUuid },
      body: { subscribed: false },
    });
    expect(off.status).toBe(200);
    expect(await freelancerRow(server, 'alpha', closed.id)).toMatchObject({
      subscribed: false,
      jobNotificationDigest: null,
    });
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('a form POST stops the account’s job emails', async () => {
    const ada = await directAccount(server, 'alpha', 'one-click@example.com', { subscribed: true });
    const uuid = (await freelancerRow(server, 'alpha', ada.id)).subscriptionUuid;
    const response = await oneClick(uuid);
    expect(response.status).toBe(204);
    expect(response.body).toBe('');
    expect((await freelancerRow(server, 'alpha', ada.id)).subscribed).toBe(false);
    // Again: still off, still 204 (mail clients may repeat it).
    expect((await oneClick(uuid)).status).toBe(204);
  });

  it('with ?alert, only that alert stops', async () => {
    const ada = await directAccount(server, 'alpha', 'one-click-alert@example.com');
    const uuid = (await freelancerRow(server, 'alpha', ada.id)).subscriptionUuid;
    const first = (await server.call<Alert>('createJobAlert', { token: ada.token, body: alertInput() })).body;
    const second = (await server.call<Alert>('createJobAlert', { token: ada.token, body: alertInput({ name: 'B' }) }))
      .body;
    expect((await oneClick(uuid, { alert: first.id })).status).toBe(204);
    const stored = await storedAlerts(ada.id);
    expect(stored.find((a) => a.id === first.id)!.active).toBe(false);
    expect(stored.find((a) => a.id === second.id)!.active).toBe(true);
    expect((await freelancerRow(server, 'alpha', ada.id)).subscribed).toBe(true);
    // Another account's alert through this uuid: 404, nothing paused.
    const other = await directAccount(server, 'alpha', 'one-click-other@example.com');
    const theirs = (await server.call<Alert>('createJobAlert', { token: other.token, body: alertInput() })).body;
    expect((await oneClick(uuid, { alert: theirs.id })).status).toBe(404);
    expect((await storedAlerts(other.id))[0]!.active).toBe(true);
  });

  it('a wrong uuid is 404; another body type 415; another form value 400', async () => {
    const ada = await directAccount(server, 'alpha', 'one-click-bad@example.com', { subscribed: true });
    const uuid = (await freelancerRow(server, 'alpha', ada.id)).subscriptionUuid;
    expect((await oneClick('6f1c2a9e-1111-4222-8333-944455556666')).status).toBe(404);
    const json = await oneClick(uuid, { type: 'application/json', body: '{"List-Unsubscribe":"One-Click"}' });
    expect(json.status).toBe(415);
    expect((await oneClick(uuid, { body: 'List-Unsubscribe=Later' })).status).toBe(400);
    expect((await oneClick(uuid, { body: 'List-Unsubscribe=One-Click&other=1' })).status).toBe(400);
    expect((await freelancerRow(server, 'alpha', ada.id)).subscribed).toBe(true);
  });
});

describe('every account mail carries the manage link and one-click headers', () => {
  it('the activation mail has List-Unsubscribe, List-Unsubscribe-Post and the manage link', async () => {
    const ada = await alphaAccount(server, 'headers@example.com');
    const uuid = (await freelancerRow(server, 'alpha', ada.id)).subscriptionUuid;
    const [mail] = (await server.outbox()).filter((m) => m.to === 'headers@example.com');
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<http://alpha.test:3000/v1/api/subscriptions/${uuid}/oneClick>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail!.text).toContain(`Manage or stop these emails: http://alpha.test:3000/subscriptions/${uuid}`);
    expect(mail!.html).toContain(`href="http://alpha.test:3000/subscriptions/${uuid}"`);
    // The header's URL works as it stands.
    const url = new URL(mail!.headers['List-Unsubscribe']!.slice(1, -1));
    const response = await rawRequest(server.url, {
      method: 'POST',
      path: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(204);
  });

  it('a referral to someone without an account carries neither (no one else’s uuid)', async () => {
    const ada = await directAccount(server, 'alpha', 'referrer@example.com');
    const uuid = (await freelancerRow(server, 'alpha', ada.id)).subscriptionUuid;
    const response = await server.call('createReferral', {
      token: ada.token,
      body: { email: 'colleague@example.com', firstName: 'Charles' },
    });
    expect(response.status).toBe(202);
    const [mail] = (await server.outbox()).filter((m) => m.to === 'colleague@example.com');
    expect(mail!.headers).toEqual({});
    expect(mail!.text).not.toContain('/subscriptions/');
    expect(mail!.text).not.toContain(uuid);
    expect(mail!.html).not.toContain(uuid);
  });
});
