import { describe, expect, it } from 'vitest';
import { affiliateCookie, browserUuid, cookieTokenStore, storeLocaleCookie } from './cookies.ts';

function cookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split(';')
      .map((c) => c.trim())
      .filter(Boolean)
      .map((c) => [c.slice(0, c.indexOf('=')), decodeURIComponent(c.slice(c.indexOf('=') + 1))]),
  );
}

describe('cookie token store', () => {
  it('keeps the token pair in auth.* cookies and reads it back', () => {
    const store = cookieTokenStore();
    store.set({ accessToken: 'acc', refreshToken: 'ref', expiresAt: 1_900_000_000_000 });
    expect(cookies()).toMatchObject({
      'auth.access_token': 'acc',
      'auth.refresh_token': 'ref',
      'auth.expires_at': '1900000000000',
    });
    expect(store.get()).toEqual({ accessToken: 'acc', refreshToken: 'ref', expiresAt: 1_900_000_000_000 });
  });

  it('reads a session another tab (or the e2e harness) wrote', () => {
    document.cookie = 'auth.access_token=x; path=/';
    document.cookie = 'auth.expires_at=123; path=/';
    expect(cookieTokenStore().get()).toEqual({ accessToken: 'x', refreshToken: null, expiresAt: 123 });
  });

  it('is logged out without an access token or a readable expiry', () => {
    expect(cookieTokenStore().get()).toBeNull();
    document.cookie = 'auth.access_token=x; path=/';
    document.cookie = 'auth.expires_at=soon; path=/';
    expect(cookieTokenStore().get()).toBeNull();
  });

  it('removes every auth cookie on logout', () => {
    const store = cookieTokenStore();
    store.set({ accessToken: 'acc', refreshToken: 'ref', expiresAt: 5 });
    store.set(null);
    expect(Object.keys(cookies()).filter((name) => name.startsWith('auth.'))).toEqual([]);
    expect(store.get()).toBeNull();
  });

  it('drops a stale refresh token when the new pair has none', () => {
    const store = cookieTokenStore();
    store.set({ accessToken: 'acc', refreshToken: 'ref', expiresAt: 5 });
    store.set({ accessToken: 'acc2', refreshToken: null, expiresAt: 6 });
    expect(store.get()).toEqual({ accessToken: 'acc2', refreshToken: null, expiresAt: 6 });
  });
});

describe('other cookies', () => {
  it('creates the browser id once and keeps it', () => {
    const first = browserUuid();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(browserUuid()).toBe(first);
    expect(cookies()['_brws_id']).toBe(first);
  });

  it('replaces a malformed browser id', () => {
    document.cookie = '_brws_id=not-a-uuid; path=/';
    expect(browserUuid()).toMatch(/^[0-9a-f]{8}-/);
  });

  it('stores the chosen locale and reads the affiliate attribution', () => {
    storeLocaleCookie('de');
    expect(cookies()['locale']).toBe('de');
    expect(affiliateCookie()).toBeUndefined();
    document.cookie = 'affiliate=utm_source%3Dnews; path=/';
    expect(affiliateCookie()).toBe('utm_source=news');
  });
});
