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
  it('keeps the access token and its expiry in auth.* cookies and reads them back', () => {
    const store = cookieTokenStore();
    store.set({ accessToken: 'acc', expiresAt: 1_900_000_000_000 });
    expect(cookies()).toEqual({ 'auth.access_token': 'acc', 'auth.expires_at': '1900000000000' });
    expect(store.get()).toEqual({ accessToken: 'acc', expiresAt: 1_900_000_000_000 });
  });

  it('never writes a refresh token where scripts can read it, and deletes one an older portal left', () => {
    document.cookie = 'auth.refresh_token=left-by-an-older-portal; path=/';
    const store = cookieTokenStore();
    store.set({ accessToken: 'acc', expiresAt: 5 });
    expect(Object.keys(cookies()).sort()).toEqual(['auth.access_token', 'auth.expires_at']);
    document.cookie = 'auth.refresh_token=again; path=/';
    store.set(null);
    expect(cookies()).toEqual({});
  });

  it('reads a session another tab (or the e2e harness) wrote', () => {
    document.cookie = 'auth.access_token=x; path=/';
    document.cookie = 'auth.expires_at=123; path=/';
    expect(cookieTokenStore().get()).toEqual({ accessToken: 'x', expiresAt: 123 });
  });

  it('is logged out without an access token or a readable expiry', () => {
    expect(cookieTokenStore().get()).toBeNull();
    document.cookie = 'auth.access_token=x; path=/';
    document.cookie = 'auth.expires_at=soon; path=/';
    expect(cookieTokenStore().get()).toBeNull();
  });

  it('removes every auth cookie on logout', () => {
    const store = cookieTokenStore();
    store.set({ accessToken: 'acc', expiresAt: 5 });
    store.set(null);
    expect(Object.keys(cookies()).filter((name) => name.startsWith('auth.'))).toEqual([]);
    expect(store.get()).toBeNull();
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
