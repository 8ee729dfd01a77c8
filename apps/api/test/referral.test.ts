// Referrals: a freelancer invites someone by email; a localised, branded invitation with a signup
// link goes out, at most 20 a day, never to an address that already has an account.
import type { components } from '@talent/api-client';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referrals } from '../src/db/schema.ts';
import { alphaAccount, directAccount, inTenant } from './accountData.ts';
import { BETA, startTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';

type Problem = components['schemas']['Problem'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** The stored referrals of a freelancer. */
function storedReferrals(freelancerId: number) {
  return inTenant(server, 'alpha', (tx) =>
    tx
      .select()
      .from(referrals)
      .where(and(eq(referrals.clientId, 'alpha'), eq(referrals.freelancerId, freelancerId)))
      .orderBy(referrals.id),
  );
}

/** The outbox mails to an address, newest first. */
async function mailsTo(email: string) {
  return (await server.outbox()).filter((m) => m.to === email);
}

describe('createReferral', () => {
  let ada: { token: string; id: number };
  beforeAll(async () => {
    ada = await alphaAccount(server, 'ada@example.com');
  });

  it('stores the invitation and mails a branded invitation with a signup link', async () => {
    const response = await server.call('createReferral', {
      token: ada.token,
      body: { email: 'charles@example.com', firstName: 'Charles', message: 'You will like the engine projects.' },
    });
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ accepted: true });
    const [mail, ...others] = await mailsTo('charles@example.com');
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('Ada invites you to Alpha Staffing');
    expect(mail!.links).toEqual(['http://alpha.test:3000/app/signup']);
    expect(mail!.text).toContain('Hello Charles,');
    expect(mail!.text).toContain('Ada thinks you would like the projects on Alpha Staffing.');
    expect(mail!.text).toContain('You will like the engine projects.');
    expect(mail!.text).toContain('because a member of Alpha Staffing invited you');
    expect(mail!.html).toContain('#0052cc');
    expect(mail!.html).toContain('Sign up');
    expect(await storedReferrals(ada.id)).toMatchObject([
      { email: 'charles@example.com', firstName: 'Charles', message: 'You will like the engine projects.' },
    ]);
  });

  it('escapes the personal message in the HTML mail', async () => {
    await server.call('createReferral', {
      token: ada.token,
      body: { email: 'mary@example.com', message: '<a href="https://evil.example">win</a>' },
    });
    const [mail] = await mailsTo('mary@example.com');
    expect(mail!.html).not.toContain('<a href="https://evil.example">');
    expect(mail!.html).toContain('&lt;a href=&quot;https://evil.example&quot;&gt;');
    expect(mail!.text).toContain('Hello,');
  });

  it('does not mail the same person twice within 30 days', async () => {
    const again = await server.call('createReferral', { token: ada.token, body: { email: 'Charles@Example.com' } });
    expect(again.status).toBe(202);
    expect(await mailsTo('charles@example.com')).toHaveLength(1);
    expect(await storedReferrals(ada.id)).toHaveLength(2);
  });

  it('accepts an address that has an account without mailing it (existence is not revealed)', async () => {
    await alphaAccount(server, 'grace@example.com');
    const before = (await mailsTo('grace@example.com')).length;
    const response = await server.call('createReferral', { token: ada.token, body: { email: 'grace@example.com' } });
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ accepted: true });
    expect(await mailsTo('grace@example.com')).toHaveLength(before);
  });

  it('writes in the inviter’s language (Ukrainian falls back to English), naming nobody without a name', async () => {
    const german = await alphaAccount(server, 'ludwig@example.com', { firstName: 'Ludwig', locale: 'de' });
    await server.call('createReferral', { token: german.token, body: { email: 'clara@example.com' } });
    const [de] = await mailsTo('clara@example.com');
    expect(de!.subject).toBe('Ludwig lädt Sie zu Alpha Staffing ein');
    expect(de!.text).toContain('Hallo,');

    const nameless = await directAccount(server, 'alpha', 'nameless@example.com', {
      firstName: null,
      lastName: null,
      locale: 'uk',
    });
    await server.call('createReferral', { token: nameless.token, body: { email: 'olena@example.com' } });
    const [uk] = await mailsTo('olena@example.com');
    expect(uk!.subject).toBe('You are invited to Alpha Staffing');
    expect(uk!.text).toContain('A member of Alpha Staffing thinks you would like the projects');
  });

  it('refuses oneself, undeliverable addresses and bad names with 422, writing and sending nothing', async () => {
    const before = await storedReferrals(ada.id);
    const outbox = (await server.outbox()).length;
    const self = await server.call<Problem>('createReferral', { token: ada.token, body: { email: 'ADA@example.com' } });
    expect(self.status).toBe(422);
    expect(self.body.fieldErrors).toEqual([{ field: 'email', messages: ['referral.self'] }]);
    const invalid = await server.call<Problem>('createReferral', {
      token: ada.token,
      body: { email: 'someone@no-email.invalid', firstName: ' ', message: 'Hi' },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.fieldErrors).toEqual([
      { field: 'email', messages: ['validation.email'] },
      { field: 'firstName', messages: ['validation.required'] },
    ]);
    // A control character in the message is refused by the contract (free text: line breaks and tabs only).
    const control = await server.call<Problem>('createReferral', {
      token: ada.token,
      body: { email: 'someone@example.com', message: 'Hi\u0007' },
    });
    expect(control.status).toBe(400);
    expect(control.body.fieldErrors).toEqual([{ field: 'message', messages: ['validation.pattern'] }]);
    for (const body of [{ email: 'not an email' }, {}, { email: 'x@example.com', message: 'm'.repeat(1001) }]) {
      expect((await server.call('createReferral', { token: ada.token, body })).status).toBe(400);
    }
    expect(await storedReferrals(ada.id)).toEqual(before);
    expect((await server.outbox()).length).toBe(outbox);
  });

  it('allows 20 invitations a day, then 429 with Retry-After', async () => {
    const busy = await alphaAccount(server, 'busy-referrer@example.com');
    for (let i = 0; i < 20; i++) {
      const response = await server.call('createReferral', {
        token: busy.token,
        body: { email: `friend${i}@example.com` },
      });
      expect(response.status).toBe(202);
    }
    const over = await server.call<Problem>('createReferral', {
      token: busy.token,
      body: { email: 'friend20@example.com' },
    });
    expect(over.status).toBe(429);
    expect(over.body.messages).toEqual(['error.tooManyRequests']);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(86_000);
    expect(await storedReferrals(busy.id)).toHaveLength(20);
    expect(await mailsTo('friend20@example.com')).toEqual([]);
  });

  it('needs a login of this tenant', async () => {
    const body = { email: 'nobody@example.com' };
    expect((await server.call('createReferral', { body })).status).toBe(401);
    expect((await server.call('createReferral', { token: ada.token, host: BETA, body })).status).toBe(401);
    expect(await mailsTo('nobody@example.com')).toEqual([]);
  });
});
