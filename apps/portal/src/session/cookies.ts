// The portal's cookies (spec §9): the access token under the prefix "auth." (path /, SameSite lax),
// the browser id `_brws_id` for trusted devices, the locale, and the affiliate attribution the
// server sets from `page`, `r` and `utm_*`.
//
// Decision: the refresh token is not the page's. The API sets it as the HttpOnly cookie
// `auth.refresh` with every login, the browser sends it with POST /refreshToken (which rotates it)
// and POST /logout clears it; no script of the page can read it, so an XSS flaw cannot carry the
// session away. What the page keeps here is the access token and its expiry, readable by the page
// (not httpOnly) because the page sends the token as a bearer header and schedules its refresh:
// short-lived, SameSite=Lax, Secure on https, a strict CSP (no inline script), and revoked at once
// on logout. A refresh token that an older version of the portal stored in `auth.refresh_token`
// is deleted whenever the session is written.
import type { TokenSet, TokenStore } from '@talent/api-client';
import { AUTH_COOKIE, DEFAULT_USER_DEVICE_VALIDITY_DAYS, TRUSTED_DEVICE_COOKIE } from '@talent/domain';
import { AFFILIATE_COOKIE, LOCALE_COOKIE } from './cookieNames.ts';
import { readCookie, removeCookie, writeCookie } from './documentCookies.ts';
import type { CookieAttributes } from './documentCookies.ts';

export { AFFILIATE_COOKIE, LOCALE_COOKIE };

const ACCESS = `${AUTH_COOKIE.prefix}access_token`;
const EXPIRES = `${AUTH_COOKIE.prefix}expires_at`;
/** Where earlier versions kept the refresh token, readable by scripts: removed on sight. */
const LEGACY_REFRESH = `${AUTH_COOKIE.prefix}refresh_token`;
/** How long the session cookies live; the refresh token's own expiry ends the session earlier. */
const SESSION_DAYS = 30;

function attributes(days?: number): CookieAttributes {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  return { path: AUTH_COOKIE.path, sameSite: AUTH_COOKIE.sameSite, secure, ...(days ? { expires: days } : {}) };
}

/** The access token in cookies; every tab sees the same session. */
export function cookieTokenStore(): TokenStore {
  return {
    get(): TokenSet | null {
      const accessToken = readCookie(ACCESS);
      const expiresAt = Number(readCookie(EXPIRES));
      if (!accessToken || !Number.isFinite(expiresAt)) return null;
      return { accessToken, expiresAt };
    },
    set(tokens) {
      removeCookie(LEGACY_REFRESH, attributes());
      if (!tokens) {
        for (const name of [ACCESS, EXPIRES]) removeCookie(name, attributes());
        return;
      }
      writeCookie(ACCESS, tokens.accessToken, attributes(SESSION_DAYS));
      writeCookie(EXPIRES, String(tokens.expiresAt), attributes(SESSION_DAYS));
    },
  };
}

/**
 * This browser's id for trusted devices (guard "getBrowserUuidCookie"): created once, kept for the
 * tenant's `userDeviceValidityDays` (default 365), renewed on each visit.
 */
export function browserUuid(validityDays: number = DEFAULT_USER_DEVICE_VALIDITY_DAYS): string {
  const existing = readCookie(TRUSTED_DEVICE_COOKIE);
  const id = existing && /^[0-9a-f-]{36}$/i.test(existing) ? existing : crypto.randomUUID();
  writeCookie(TRUSTED_DEVICE_COOKIE, id, attributes(validityDays));
  return id;
}

/** The affiliate attribution to forward as `X-Affiliate`, if any. */
export function affiliateCookie(): string | undefined {
  return readCookie(AFFILIATE_COOKIE);
}

/** Remembers the chosen locale for the next visit (the server reads it to render the page). */
export function storeLocaleCookie(locale: string): void {
  writeCookie(LOCALE_COOKIE, locale, attributes(365));
}
