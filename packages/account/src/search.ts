// Query parameters of the account routes, validated once in the route's `validateSearch`, so the
// pages only ever see values they can trust.
import { ONE_TIME_LINK_ERRORS, ROUTES, tokenRouteRedirect } from '@talent/domain';
import type { OneTimeLinkError } from '@talent/domain';
import { redirect } from '@tanstack/react-router';

/** Shape of the contract's link tokens (`LinkToken`: base64url, 16–256 characters). */
const LINK_TOKEN = /^[A-Za-z0-9_-]{16,256}$/;
/** Shape the contract accepts for `redirectPath` of a one-time-link request. */
const REDIRECT_PATH = /^\/[A-Za-z0-9/_.~%?=&-]*$/;

/** Success notices the login page shows after another account page sent the user there. */
export const LOGIN_NOTICES = [
  'passwordReset',
  'activated',
  'alreadyActive',
  'emailConfirmed',
  'accountDeleted',
] as const;
/** A login notice. */
export type LoginNotice = (typeof LOGIN_NOTICES)[number];

/** Validated query of /app/login. */
export interface LoginSearch {
  /** Where to go after logging in: an internal path only. */
  readonly redirect?: string;
  /** Why the user was sent here (the "deactivated" guard). */
  readonly reason?: 'deactivated';
  /** A one-time-link token from the mail, or the error of a failed link login. */
  readonly otl?: string;
  /** A device-confirmation token (`POST /authorizeWithUrlToken`). */
  readonly urlToken?: string;
  readonly notice?: LoginNotice;
}

/** Validated query of pages opened from a mail link with `?token=`. */
export interface TokenSearch {
  readonly token?: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** Whether `value` looks like a link token of the contract. */
export function isLinkToken(value: unknown): value is string {
  return typeof value === 'string' && LINK_TOKEN.test(value);
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * `value` if it is a path inside the portal, else undefined: `//host`, `/\host`, absolute URLs,
 * `javascript:` and control characters would leave the portal (open redirect), and the login page
 * itself would loop.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2048) return undefined;
  if (!/^\/(?![/\\])/.test(value) || value.includes('\\') || hasControlCharacter(value)) return undefined;
  const base = 'http://portal.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base) return undefined;
  if (url.pathname === ROUTES.login || url.pathname === ROUTES.loginAlias) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The redirect path as the one-time-link request may carry it (the contract's pattern), else undefined. */
export function otlRedirectPath(redirectPath: string | undefined): string | undefined {
  return redirectPath !== undefined && REDIRECT_PATH.test(redirectPath) && redirectPath.length <= 512
    ? redirectPath
    : undefined;
}

/** The error code of a `?otl=` value, when it is one (EXPIRED, INVALID). */
export function otlError(value: string | undefined): OneTimeLinkError | undefined {
  return (ONE_TIME_LINK_ERRORS as readonly string[]).includes(value ?? '') ? (value as OneTimeLinkError) : undefined;
}

/**
 * `validateSearch` of /app/login. A link token that is not shaped like one cannot log in, so it
 * becomes the INVALID error right away (no request is made with it).
 */
export function parseLoginSearch(search: Record<string, unknown>): LoginSearch {
  const redirectTo = safeRedirect(search['redirect']);
  const rawOtl = text(search['otl']);
  const rawUrlToken = text(search['urlToken']);
  const notice = text(search['notice']);
  let otl = rawOtl === undefined ? undefined : (otlError(rawOtl) ?? (isLinkToken(rawOtl) ? rawOtl : 'INVALID'));
  const urlToken = isLinkToken(rawUrlToken) ? rawUrlToken : undefined;
  if (rawUrlToken !== undefined && urlToken === undefined) otl = 'INVALID';
  return {
    ...(redirectTo !== undefined && { redirect: redirectTo }),
    ...(search['reason'] === 'deactivated' && { reason: 'deactivated' as const }),
    ...(otl !== undefined && { otl }),
    ...(urlToken !== undefined && { urlToken }),
    ...((LOGIN_NOTICES as readonly string[]).includes(notice ?? '') && { notice: notice as LoginNotice }),
  };
}

/** `validateSearch` of the pages opened from a mail link (`?token=…`). */
export function parseTokenSearch(search: Record<string, unknown>): TokenSearch {
  const token = text(search['token']);
  return token === undefined ? {} : { token };
}

/** `validateSearch` of pages that continue somewhere afterwards (`?redirect=`, internal paths only). */
export function parseRedirectSearch(search: Record<string, unknown>): { readonly redirect?: string } {
  const redirectTo = safeRedirect(search['redirect']);
  return redirectTo === undefined ? {} : { redirect: redirectTo };
}

/**
 * For a route's `beforeLoad`: pages that need a `token` query parameter send visitors without one
 * to login (spec §2, §5; domain `tokenRouteRedirect`).
 */
export function requireTokenParam(search: { readonly token?: unknown }): void {
  const to = tokenRouteRedirect(text(search.token));
  if (to !== undefined) throw redirect({ to, replace: true });
}
