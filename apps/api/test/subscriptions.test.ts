// The client's job emails: subscribing logged in, and the public unsubscribe link (by the account's
// subscription uuid), which works only on its own tenant's host.
import type { components } from '@talent/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alphaAccount, directAccount, freelancerRow, setFreelancer } from './accountData.ts';
import { BETA, startTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';

type Schemas = components['schemas'];
type Subscription = Schemas['ClientSubscription'];
type User = Schemas['FreelancerUser'];
type Problem = Schemas['Problem'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('updateClientSubscription (logged in)', () => {
  let account: { token: string; id: number };
  beforeAll(async () => {
    account = await alphaAccount(server, 'jobs@example.com');
  });

  it('subscribes and unsubscribes', async () => {
    const on = await server.call<Subscription>('updateClientSubscription', {
      token: account.token,
      body: { subscribed: true },
    });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ subscribed: true });
    expect((await server.call<User>('getFreelancer', { token: account.token })).body.subscribed).toBe(true);
    const off = await server.call<Subscription>('updateClientSubscription', {
      token: account.token,
      body: { subscribed: false },
    });
    expect(off.body).toEqual({ subscribed: false });
    expect((await freelancerRow(server, 'alpha', account.id)).subscribed).toBe(false);
  });

  it('refuses a body without a boolean with 400, writing nothing', async () => {
    for (const body of [{}, { subscribed: 'yes' }, { subscribed: true, email: 'x@example.com' }]) {
      const response = await server.call<Problem>('updateClientSubscription', { token: account.token, body });
      expect(response.status).toBe(400);
    }
    expect((await freelancerRow(server, 'alpha', account.id)).subscribed).toBe(false);
  });

  it('needs a login of this tenant', async () => {
    expect((await server.call('updateClientSubscription', { body: { subscribed: true } })).status).toBe(401);
    const wrongTenant = await server.call('updateClientSubscription', {
      token: account.token,
      host: BETA,
      body: { subscribed: true },
    });
    expect(wrongTenant.status).toBe(401);
    expect((await freelancerRow(server, 'alpha', account.id)).subscribed).toBe(false);
  });
});

describe('updateClientSubscriptionByUuid (unsubscribe link)', () => {
  let account: { token: string; id: number };
  let uuid: string;
  beforeAll(async () => {
    account = await alphaAccount(server, 'newsletter@example.com', { subscribed: true });
    uuid = (await freelancerRow(server, 'alpha', account.id)).subscriptionUuid;
  });

  it('the link of an alpha user is not found on beta’s host, and works on alpha’s', async () => {
    const elsewhere = await server.call<Problem>('updateClientSubscriptionByUuid', {
      host: BETA,
      path: { uuid },
      body: { subscribed: false },
    });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.messages).toEqual(['subscription.notFound']);
    expect((await freelancerRow(server, 'alpha', account.id)).subscribed).toBe(true);

    const home = await server.call<Subscription>('updateClientSubscriptionByUuid', {
      path: { uuid },
      body: { subscribed: false },
    });
    expect(home.status).toBe(200);
    expect(home.body).toEqual({ subscribed: false });
    expect((await freelancerRow(server, 'alpha', account.id)).subscribed).toBe(false);
  });

  it('can subscribe again from the link', async () => {
    const response = await server.call<Subscription>('updateClientSubscriptionByUuid', {
      path: { uuid },
      body: { subscribed: true },
    });
    expect(response.body).toEqual({ subscribed: true });
    expect((await freelancerRow(server, 'alpha', account.id)).subscribed).toBe(true);
  });

  it('an unknown uuid is 404, a malformed one or a bad body 400', async () => {
    const unknown = await server.call<Problem>('updateClientSubscriptionByUuid', {
      path: { uuid: '6f1c2a9e-1111-4222-8333-944455556666' },
      body: { subscribed: false },
    });
    expect(unknown.status).toBe(404);
    const malformed = await server.call('updateClientSubscriptionByUuid', {
      path: { uuid: 'not-a-uuid' },
      body: { subscribed: false },
    });
    expect(malformed.status).toBe(400);
    const badBody = await server.call('updateClientSubscriptionByUuid', { path: { uuid }, body: { subscribed: 0 } });
    expect(badBody.status).toBe(400);
    expect((await freelancerRow(server, 'alpha', account.id)).subscribed).toBe(true);
  });

  it('a beta account’s link works on beta only', async () => {
    const beta = await directAccount(server, 'beta', 'beta-news@example.com', { subscribed: true });
    const betaUuid = (await freelancerRow(server, 'beta', beta.id)).subscriptionUuid;
    const onAlpha = await server.call('updateClientSubscriptionByUuid', {
      path: { uuid: betaUuid },
      body: { subscribed: false },
    });
    expect(onAlpha.status).toBe(404);
    expect((await freelancerRow(server, 'beta', beta.id)).subscribed).toBe(true);
    const onBeta = await server.call('updateClientSubscriptionByUuid', {
      host: BETA,
      path: { uuid: betaUuid },
      body: { subscribed: false },
    });
    expect(onBeta.status).toBe(200);
    expect((await freelancerRow(server, 'beta', beta.id)).subscribed).toBe(false);
  });

  it('a deactivated account can unsubscribe from the link but not subscribe', async () => {
    await setFreelancer(server, 'alpha', account.id, { isActive: false, deactivatedAt: new Date() });
    const subscribe = await server.call('updateClientSubscriptionByUuid', {
      path: { uuid },
      body: { subscribed: true },
    });
    expect(subscribe.status).toBe(404);
    const unsubscribe = await server.call('updateClientSubscriptionByUuid', {
      path: { uuid },
      body: { subscribed: false },
    });
    expect(unsubscribe.status).toBe(200);
    expect((await freelancerRow(server, 'alpha', account.id)).subscribed).toBe(false);
  });

  it('a token of another tenant is refused even on this public operation', async () => {
    const other = await alphaAccount(server, 'token-elsewhere@example.com');
    const response = await server.call('updateClientSubscriptionByUuid', {
      token: other.token,
      host: BETA,
      path: { uuid },
      body: { subscribed: true },
    });
    expect(response.status).toBe(401);
  });
});
