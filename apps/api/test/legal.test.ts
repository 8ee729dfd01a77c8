import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalAgreements } from '../src/db/schema.ts';
import { inTenant } from './accountData.ts';
import {
  ACCOUNT_TEST_ENV,
  PASSWORD,
  linkTokenTo,
  login,
  mailsTo,
  me,
  refreshes,
  registerAndLogin,
  sessionOf,
} from './accounts.ts';
import type { Problem, Session, Tokens } from './accounts.ts';
import { ALPHA, BETA, publishCmsPage, startTestServer, tenantsDir } from './harness.ts';
import type { TestServer } from './harness.ts';

// The current legal versions are the tenant's CMS pages `terms` and `privacy` (fixture alpha:
// 2026-01 of both). A test publishes new ones as an editor does: new files in the tenant folder
// (a copy of the fixtures), which the server then re-reads.
const tenants = tenantsDir({});
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { ...ACCOUNT_TEST_ENV, TENANTS_DIR: tenants.dir } });
});
afterAll(async () => {
  await server?.close();
  tenants.remove();
});

/** Publishes a version of `terms` or `privacy` of alpha, in English only (its fallback language). */
function publish(slug: 'terms' | 'privacy', version: string, published = '2026-02-01') {
  const texts = [{ language: 'en', title: slug, markdown: `Version ${version}.` }];
  publishCmsPage({ dir: tenants.dir, tenant: 'alpha', slug, version, published, texts }, server);
}

type Needs = { terms: boolean; privacy: boolean };
const needs = async (tokens: Tokens) =>
  (await server.call<Needs>('getLegalNeedsToAgree', { token: tokens.access_token })).body;

describe('new terms → needsToAgree → agree', () => {
  let tokens: Tokens;
  beforeAll(async () => {
    tokens = await registerAndLogin(server, 'legal@example.com');
  });

  it('needs nothing right after registration (it agreed to the current versions)', async () => {
    expect(await needs(tokens)).toEqual({ terms: false, privacy: false });
  });

  it('needs nothing for a version dated in the future: it is not published yet', async () => {
    publish('terms', '2099-01', '2099-01-01');
    expect(await needs(tokens)).toEqual({ terms: false, privacy: false });
  });

  it('needs the terms once a new version is published, and agrees to them', async () => {
    publish('terms', '2026-06');
    expect(await needs(tokens)).toEqual({ terms: true, privacy: false });
    const response = await server.call('agreeToLegal', { token: tokens.access_token, query: { terms: true } });
    expect(response.status).toBe(204);
    expect(await needs(tokens)).toEqual({ terms: false, privacy: false });
    // The agreement recorded is to the version published, the consent record of that moment.
    const { id } = await me(server, tokens);
    const versions = await inTenant(server, 'alpha', (tx) =>
      tx
        .select({ version: legalAgreements.version })
        .from(legalAgreements)
        .where(and(eq(legalAgreements.freelancerId, id), eq(legalAgreements.document, 'terms')))
        .orderBy(asc(legalAgreements.id)),
    );
    expect(versions.map((row) => row.version)).toEqual(['2026-01', '2026-06']);
  });

  it('agrees to both at once; agreeing again changes nothing', async () => {
    publish('terms', '2027-01', '2026-03-01');
    publish('privacy', '2027-01', '2026-03-01');
    expect(await needs(tokens)).toEqual({ terms: true, privacy: true });
    const query = { terms: true, privacy: true };
    expect((await server.call('agreeToLegal', { token: tokens.access_token, query })).status).toBe(204);
    expect((await server.call('agreeToLegal', { token: tokens.access_token, query })).status).toBe(204);
    expect(await needs(tokens)).toEqual({ terms: false, privacy: false });
  });

  it('answers 400 when the request agrees to nothing, and records nothing', async () => {
    publish('privacy', '2027-06', '2026-04-01');
    const none = await server.call<Problem>('agreeToLegal', { token: tokens.access_token });
    expect(none.status).toBe(400);
    expect(none.body.messages).toEqual(['legal.nothingToAgree']);
    const falses = await server.call<Problem>('agreeToLegal', {
      token: tokens.access_token,
      query: { terms: false, privacy: false },
    });
    expect(falses.status).toBe(400);
    const malformed = await server.call<Problem>('agreeToLegal', {
      token: tokens.access_token,
      query: { terms: 'yes' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.fieldErrors).toEqual([{ field: 'querystring.terms', messages: ['validation.type'] }]);
    expect(await needs(tokens)).toEqual({ terms: false, privacy: true });
    // Agreeing to the terms only leaves the privacy statement to agree to.
    await server.call('agreeToLegal', { token: tokens.access_token, query: { terms: true } });
    expect(await needs(tokens)).toEqual({ terms: false, privacy: true });
  });

  it('needs a login, on the token’s own tenant', async () => {
    expect((await server.call('getLegalNeedsToAgree')).status).toBe(401);
    expect((await server.call('getLegalNeedsToAgree', { host: BETA, token: tokens.access_token })).status).toBe(401);
    expect((await server.call('agreeToLegal', { query: { terms: true } })).status).toBe(401);
    const other = await server.call('agreeToLegal', { host: BETA, token: tokens.access_token, query: { terms: true } });
    expect(other.status).toBe(401);
  });
});

describe('setLocale', () => {
  let tokens: Tokens;
  beforeAll(async () => {
    tokens = await registerAndLogin(server, 'locale@example.com', { activate: false });
  });

  it('stores the locale, and the next mail arrives in that language', async () => {
    const response = await server.call('setLocale', { token: tokens.access_token, body: { locale: 'de' } });
    expect(response.status).toBe(204);
    expect((await me(server, tokens)).locale).toBe('de');
    await server.call('sendActivationEmail', { token: tokens.access_token });
    const [mail] = await mailsTo(server, 'locale@example.com');
    expect(mail!.subject).toBe('Aktivieren Sie Ihr Konto bei Alpha Staffing');
    expect(mail!.text).toMatch(/^Hallo Ada,/);
  });

  it('stores Ukrainian, whose mail falls back to English (spec §9)', async () => {
    expect((await server.call('setLocale', { token: tokens.access_token, body: { locale: 'uk' } })).status).toBe(204);
    await server.call('resendEmailVerification', { token: tokens.access_token });
    const [mail] = await mailsTo(server, 'locale@example.com');
    expect(mail!.subject).toBe('Confirm your email address for Alpha Staffing');
  });

  it('refuses a language the tenant does not offer (422 "Invalid locale") and malformed ones (400)', async () => {
    // ALPHA offers en, de and uk: French is not one of them, nor is the variant de-CH (the domain's
    // isValidLocale wants the exact language of the tenant).
    for (const locale of ['fr', 'de-CH']) {
      const response = await server.call<Problem>('setLocale', { token: tokens.access_token, body: { locale } });
      expect(response.status).toBe(422);
      expect(response.body.messages).toEqual(['validation.locale']);
      expect(response.body.fieldErrors).toEqual([{ field: 'locale', messages: ['validation.locale'] }]);
    }
    for (const locale of ['english', 'de-ch', 'DE', 'd']) {
      const response = await server.call<Problem>('setLocale', { token: tokens.access_token, body: { locale } });
      expect(response.status).toBe(400);
      expect(response.body.fieldErrors![0]!.field).toBe('locale');
    }
    expect((await me(server, tokens)).locale).toBe('uk');
  });

  it('needs a login, on the token’s own tenant', async () => {
    expect((await server.call('setLocale', { body: { locale: 'en' } })).status).toBe(401);
    const other = await server.call('setLocale', { host: BETA, token: tokens.access_token, body: { locale: 'fr' } });
    expect(other.status).toBe(401);
  });
});

describe('tosDeactivate → every login method refuses the account', () => {
  const email = 'leaving@example.com';
  const phone = { number: '0151 23456784', countryCode: 'DE' };
  let tokens: Session;
  let otherSession: Session;
  let otl: string;
  let reset: string;
  let phoneTokens: Session;

  beforeAll(async () => {
    tokens = await registerAndLogin(server, email);
    otherSession = await login(server, email);
    // Links requested before the deactivation.
    await server.call('oneTimeLinkLogin', { body: { email } });
    otl = new URL((await mailsTo(server, email))[0]!.links[0]!).searchParams.get('otl')!;
    await server.call('sendForgotPassword', { body: { email } });
    reset = await linkTokenTo(server, email, '/app/account/forgotPassword');
    await server.call('registerFromPhone', {
      body: { phone, locale: 'en', termsAccepted: true, privacyAccepted: true },
    });
    const code = /\b(\d{6})\b/.exec((await server.outbox()).find((m) => m.channel === 'sms')!.text)![1]!;
    phoneTokens = sessionOf(await server.call<Tokens>('authorizeWithMobileToken', { body: { phone, code } }));
  });

  it('deactivates with an optional reason', async () => {
    const bad = await server.call<Problem>('deactivateForTerms', {
      token: tokens.access_token,
      body: { reason: 'x'.repeat(1001) },
    });
    expect(bad.status).toBe(400);
    await login(server, email);
    const response = await server.call('deactivateForTerms', {
      token: tokens.access_token,
      body: { reason: 'I do not agree to the new terms.' },
    });
    expect(response.status).toBe(204);
  });

  it('refuses the password (403 auth.accountDeactivated)', async () => {
    const response = await server.call<Problem>('authorize', { body: { email, password: PASSWORD } });
    expect(response.status).toBe(403);
    expect(response.body.messages).toEqual(['auth.accountDeactivated']);
  });

  it('refuses every refresh token of the account', async () => {
    for (const session of [tokens, otherSession]) {
      expect(await refreshes(server, session.refreshToken)).toBe(401);
    }
  });

  it('refuses one-time links: those already sent stop working, new ones are not sent', async () => {
    const old = await server.call<Problem>('authorizeWithOtlToken', { body: { otlToken: otl } });
    expect(old.status).toBe(401);
    const before = (await mailsTo(server, email)).length;
    expect((await server.call('oneTimeLinkLogin', { body: { email } })).status).toBe(202);
    expect((await mailsTo(server, email)).length).toBe(before);
  });

  it('refuses password resets: the link already sent stops working, no new one is sent', async () => {
    const old = await server.call<Problem>('resetForgotPassword', {
      query: { token: reset },
      body: { password: 'difference-engine-1822' },
    });
    expect(old.status).toBe(401);
    const before = (await mailsTo(server, email)).length;
    expect((await server.call('sendForgotPassword', { body: { email } })).status).toBe(202);
    expect((await mailsTo(server, email)).length).toBe(before);
  });

  it('revokes every session at once: the access tokens answer 401 auth.sessionRevoked (the portal then logs out)', async () => {
    for (const session of [tokens, otherSession]) {
      for (const [operationId, options] of [
        ['getFreelancer', {}],
        ['hasPassword', {}],
        ['getRate', {}],
        ['listPoolMemberships', {}],
        ['searchProjects', { body: { offset: 0, size: 5 } }],
      ] as const) {
        const response = await server.call<Problem>(operationId, { token: session.access_token, ...options });
        expect(response.status).toBe(401);
        expect(response.body.messages).toEqual(['auth.sessionRevoked']);
      }
    }
  });

  it('refuses SMS codes for a deactivated mobile account', async () => {
    expect((await server.call('deactivateForTerms', { token: phoneTokens.access_token })).status).toBe(204);
    const before = (await server.outbox()).filter((m) => m.channel === 'sms').length;
    expect((await server.call('resetPhoneCode', { body: { phone } })).status).toBe(202);
    expect((await server.outbox()).filter((m) => m.channel === 'sms').length).toBe(before);
    expect(await refreshes(server, phoneTokens.refreshToken)).toBe(401);
  });

  it('needs a login, on the token’s own tenant', async () => {
    const active = await registerAndLogin(server, 'staying@example.com');
    expect((await server.call('deactivateForTerms')).status).toBe(401);
    expect((await server.call('deactivateForTerms', { host: BETA, token: active.access_token })).status).toBe(401);
    expect((await me(server, active, ALPHA)).isActive).toBe(true);
  });
});
