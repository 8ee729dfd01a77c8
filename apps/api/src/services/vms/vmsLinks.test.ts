import { describe, expect, it } from 'vitest';
import { VMS_LINK_TTL_SECONDS, vmsLinks } from './vmsLinks.ts';
import { feedCursor, parseFeedCursor } from './vmsApplications.ts';

const links = vmsLinks('a-jwt-secret-a-jwt-secret-a-jwt-secret');
const target = { clientId: 'acme', applicationId: 12, document: 'cv' as const, expires: 2_000_000_000 };
const signatureOf = (url: string) => new URL(url).searchParams.get('signature')!;

describe('vmsLinks', () => {
  it('makes links whose signature checks, until they expire', () => {
    const url = links.url('https://talent.acme.example', target);
    expect(url).toMatch(
      /^https:\/\/talent\.acme\.example\/v1\/api\/integration\/applications\/12\/documents\/cv\?expires=2000000000&signature=[0-9a-f]{64}$/,
    );
    const signature = signatureOf(url);
    expect(links.check(target, signature, 1_999_999_999_000)).toBe('valid');
    expect(links.check(target, signature, 2_000_000_000_000)).toBe('expired');
  });

  it('binds the signature to the tenant, application, document, expiry and secret', () => {
    const signature = signatureOf(links.url('https://x.example', target));
    const now = 0;
    expect(links.check({ ...target, clientId: 'globex' }, signature, now)).toBe('invalid');
    expect(links.check({ ...target, applicationId: 13 }, signature, now)).toBe('invalid');
    expect(links.check({ ...target, document: 'coverLetter' }, signature, now)).toBe('invalid');
    expect(links.check({ ...target, expires: target.expires + 1 }, signature, now)).toBe('invalid');
    expect(vmsLinks('another-secret-another-secret-another').check(target, signature, now)).toBe('invalid');
    expect(links.check(target, signature.slice(0, 62), now)).toBe('invalid');
  });

  it('expires links 7 days ahead, rounded up to the hour', () => {
    const now = Date.UTC(2026, 10, 24, 10, 20, 30);
    const expiry = links.expiryAt(now);
    expect(expiry % 3600).toBe(0);
    expect(expiry * 1000 - now).toBeGreaterThanOrEqual(VMS_LINK_TTL_SECONDS * 1000);
    expect(expiry * 1000 - now).toBeLessThan(VMS_LINK_TTL_SECONDS * 1000 + 3_600_000);
    expect(links.expiryAt(Date.UTC(2026, 10, 24, 10))).toBe(Date.UTC(2026, 11, 1, 10) / 1000);
  });
});

describe('feed cursors', () => {
  it('round-trip event ids and refuse anything else', () => {
    for (const id of [0, 1, 42, 9_007_199_254_740_991]) expect(parseFeedCursor(feedCursor(id))).toBe(id);
    for (const text of ['v1:-1', 'v1:01', 'v2:5', 'v1:', 'v1:99999999999999999', '']) {
      expect(parseFeedCursor(Buffer.from(text).toString('base64url')), text).toBeUndefined();
    }
  });
});
