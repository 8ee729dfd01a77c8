// The refresh token's cookie. Page scripts never see a refresh token: every operation that issues
// tokens sets it as an HttpOnly cookie, POST /refreshToken reads (and rotates) it, and POST /logout
// clears it. The access token stays with the page (bearer header), so an XSS flaw can at worst use
// a short-lived access token while the page is open, never carry the session away.
//
// CSRF. The cookie is a credential of one operation only, POST /refreshToken (logout needs the
// bearer token, which another site cannot send). A forged refresh is stopped three times over:
//   1. SameSite=Lax: browsers do not send the cookie with a POST that another site starts.
//   2. The operation takes a JSON body (Content-Type application/json, checked here): another
//      site cannot send one with a form, and a script of another origin must pass a CORS
//      preflight, which this server never grants (it sends no Access-Control-Allow-* headers).
//   3. Fetch metadata and Origin: a request whose `Sec-Fetch-Site` says another origin started it,
//      or whose `Origin` names another host, is refused. This also covers sibling subdomains,
//      which SameSite treats as the same site (tenants may share a parent domain).
// And even a forged refresh would gain nothing: its answer is unreadable to the other site, and
// the rotated cookie lands in the victim's own browser.
//
// The cookie is set from an onSend hook rather than by each handler: `startSession` records the
// issued token on the request inside its transaction, and the hook writes it only when the answer
// is a success. A rolled-back transaction (an error answer) therefore never leaves a cookie
// behind, and no login operation can forget to set it.
import { AUTH_COOKIE } from '@talent/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { problem } from '../problems.ts';

/** The cookie's name (spec §9: the prefix `auth.`). */
export const REFRESH_COOKIE = `${AUTH_COOKIE.prefix}refresh`;

/** What the answer does with the cookie: set a newly issued token, or clear it. */
type CookieAction = { readonly set: string } | 'clear';

declare module 'fastify' {
  interface FastifyRequest {
    /** What the answer to this request does with the refresh-token cookie (nothing when unset). */
    refreshCookie: CookieAction | undefined;
  }
}

function attributes(request: FastifyRequest): CookieSerializeOptions {
  return {
    path: AUTH_COOKIE.path,
    sameSite: AUTH_COOKIE.sameSite,
    httpOnly: true,
    // request.protocol follows X-Forwarded-Proto when TRUST_PROXY is set (TLS ends at the proxy).
    secure: request.protocol === 'https',
  };
}

/** The refresh token the request's cookie carries, if any. */
export function refreshCookieOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[REFRESH_COOKIE];
  return value ? value : undefined;
}

/** Makes the answer set `token` as the refresh cookie (when the answer is a success). */
export function issueRefreshCookie(request: FastifyRequest, token: string): void {
  request.refreshCookie = { set: token };
}

/** Makes the answer clear the refresh cookie, whatever its status. */
export function clearRefreshCookie(request: FastifyRequest): void {
  request.refreshCookie = 'clear';
}

/**
 * The `refreshCookie` security scheme of the contract: the request carries the cookie, as JSON,
 * and was not started by another site (see CSRF above).
 */
export function requireRefreshCookie(request: FastifyRequest): void {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    throw problem.forbidden('auth.crossSiteRequest');
  }
  const origin = request.headers.origin;
  if (origin !== undefined && originHostname(origin) !== request.hostname) {
    throw problem.forbidden('auth.crossSiteRequest');
  }
  const type = String(request.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  if (type !== 'application/json') throw problem.unsupportedMediaType('error.unsupportedMediaType');
  if (!refreshCookieOf(request)) throw problem.unauthorized('auth.refreshTokenInvalid');
}

/** The host name of an Origin header (`null` and garbage match no host). */
function originHostname(origin: string): string | undefined {
  try {
    return new URL(origin).hostname;
  } catch {
    return undefined;
  }
}

/** Writes the cookie actions of handlers into the answers. */
export function registerRefreshCookie(app: FastifyInstance, refreshTtlSeconds: number): void {
  app.decorateRequest('refreshCookie', undefined);
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
    const action = request.refreshCookie;
    if (action === 'clear') reply.clearCookie(REFRESH_COOKIE, attributes(request));
    else if (action && reply.statusCode < 300) {
      reply.setCookie(REFRESH_COOKIE, action.set, { ...attributes(request), maxAge: refreshTtlSeconds });
    }
  });
}
