import { afterEach, describe, expect, it } from 'vitest';
import { readCookie, removeCookie, writeCookie } from './documentCookies.ts';

afterEach(() => {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
});

describe('document cookies', () => {
  it('writes a value URI-encoded and reads it back decoded', () => {
    writeCookie('note', 'a=b; c,d é', { path: '/', sameSite: 'lax', expires: 1 });
    expect(document.cookie).toContain('note=a%3Db%3B%20c%2Cd%20%C3%A9');
    expect(readCookie('note')).toBe('a=b; c,d é');
  });

  it('finds a cookie by its whole name only', () => {
    document.cookie = 'auth.access_token_old=x; path=/';
    document.cookie = 'auth.access_token=y; path=/';
    expect(readCookie('auth.access_token')).toBe('y');
    expect(readCookie('auth.access')).toBeUndefined();
  });

  it('reads a quoted value without its quotes, and a malformed encoding as it is', () => {
    document.cookie = 'quoted="v"; path=/';
    document.cookie = 'broken=%E0%A4%A; path=/';
    expect(readCookie('quoted')).toBe('v');
    expect(readCookie('broken')).toBe('%E0%A4%A');
  });

  it('removes a cookie written with the same path', () => {
    writeCookie('gone', 'soon', { path: '/' });
    removeCookie('gone', { path: '/' });
    expect(readCookie('gone')).toBeUndefined();
  });
});
