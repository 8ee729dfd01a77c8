// The portal's pages on the API server's Fastify instance: one process and one port serve
// `/v1/api` and the pages, and the tenant comes from the host for both. Built assets under
// /assets are immutable (hashed names) and cached for a year; every other GET that the API does
// not own gets the page for the request's tenant: its theme in the head (no unbranded first
// paint), its context and message overrides in a JSON bootstrap element, the negotiated locale,
// and the affiliate cookie when the URL carries `page`, `r` or `utm_*` (spec §7). A URL that no
// route of the portal matches (the router decides, `isPortalPage` of the server entry) gets the
// same branded page with status 404; the browser draws the 404 in the default layout. Canonical
// and og:url are on the tenant's configured origin, never on the request's Host.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Server } from '@talent/api';
import { AFFILIATE_QUERY_PARAMS, affiliateParams } from '@talent/domain';
import type { ClientContextResponse } from '@talent/api-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_PATHS } from '../src/app/serverPaths.ts';
import type * as ServerEntryModule from './entry.ts';
import { AFFILIATE_COOKIE, AFFILIATE_DAYS, LOCALE_COOKIE } from '../src/session/cookieNames.ts';

/** What the SSR build of server/entry.ts exports (the built file, typed by its source). */
type ServerEntry = typeof ServerEntryModule;

/** Options of `registerPortal`. */
export interface PortalOptions {
  /** The built portal (apps/portal/dist): the page template `client/index.html` and `client/assets`. */
  readonly distDir: string;
  /**
   * The server entry; default the built `server/entry.js` of `distDir`. Tests pass the source
   * module (`server/entry.ts`), so they run without a build.
   */
  readonly entry?: ServerEntry;
}

function readJson(path: string): unknown {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

function readMessageOverrides(
  dir: string,
  languages: readonly { iso: string }[],
): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const locale of new Set(['en', ...languages.map((l: { iso: string }) => l.iso)])) {
    const messages = readJson(join(dir, 'messages', `${locale}.json`));
    if (messages && typeof messages === 'object') out[locale] = messages as Record<string, string>;
  }
  return out;
}

/** Origins of the identity providers a tenant configures (`freelancerLogin`, flat or nested keys). */
export function identityIssuerOrigins(freelancerLogin: Readonly<Record<string, unknown>> | undefined): string[] {
  const origins = new Set<string>();
  const visit = (value: unknown, key: string) => {
    if (typeof value === 'string' && /(^|\.)issuer$/.test(key)) {
      try {
        const url = new URL(value);
        if (url.protocol === 'https:') origins.add(url.origin);
      } catch {
        // Not a URL: the portal offers no sign-in with it either.
      }
    } else if (typeof value === 'object' && value !== null) {
      for (const [k, v] of Object.entries(value)) visit(v, k);
    }
  };
  for (const [key, value] of Object.entries(freelancerLogin ?? {})) visit(value, key);
  return [...origins].sort();
}

/**
 * The page's Content-Security-Policy. Scripts only from the portal itself — plus Google's
 * reCAPTCHA where the tenant switched it on — and fetches only to the portal, plus the discovery
 * documents of the tenant's identity providers (the social sign-in reads them in the browser).
 */
export function contentSecurityPolicy(
  reCaptchaIsEnabled: boolean,
  freelancerLogin: Readonly<Record<string, unknown>> | undefined,
): string {
  const recaptcha = reCaptchaIsEnabled ? ' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/' : '';
  const issuers = identityIssuerOrigins(freelancerLogin);
  return [
    "default-src 'self'",
    `script-src 'self'${recaptcha}`,
    // Radix dialogs add a style element for scroll locking at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self'${issuers.map((o) => ` ${o}`).join('')}`,
    `frame-src ${reCaptchaIsEnabled ? 'https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/' : "'none'"}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Registers the portal's assets and pages on the API server. */
export async function registerPortal(server: Server, options: PortalOptions): Promise<void> {
  const { app } = server;
  const clientDir = join(options.distDir, 'client');
  const templatePath = join(clientDir, 'index.html');
  const entryPath = join(options.distDir, 'server', 'entry.js');
  if (!existsSync(templatePath) || (!options.entry && !existsSync(entryPath))) {
    throw new Error(`The portal is not built (${templatePath}): run \`pnpm --filter @talent/portal build\` first.`);
  }
  const template = readFileSync(templatePath, 'utf8');
  const entry = options.entry ?? ((await import(entryPath)) as ServerEntry);

  // Per tenant, computed on first use: the client context (from the API itself, so the page and
  // GET /client/context can never disagree), the theme rule and the message overrides. A tenant
  // folder that changes while the server runs is reloaded by the API's registry, which says so.
  // Unknown hosts never get here: the API's host check answers them 421 (400 for a Host that is
  // no host name), for the pages as for the API.
  const tenantData = new Map<
    string,
    Promise<{
      tenant: ClientContextResponse;
      themeCss: string;
      overrides: Record<string, Record<string, string>>;
      hidePublicLinkBlocks: boolean;
      languages: string[];
      csp: string;
    }>
  >();
  server.context.tenants.onChange((ids) => {
    for (const id of ids) tenantData.delete(id);
  });
  function dataFor(request: FastifyRequest) {
    const tenant = request.tenant;
    let data = tenantData.get(tenant.id);
    if (!data) {
      data = (async () => {
        const response = await app.inject({
          method: 'GET',
          url: '/v1/api/client/context',
          headers: { host: tenant.context.talentDomainName },
        });
        if (response.statusCode !== 200)
          throw new Error(`GET /client/context for ${tenant.id} answered ${response.statusCode}`);
        return {
          tenant: response.json<ClientContextResponse>(),
          themeCss: entry.tenantThemeCss(tenant.context.primaryColor, readJson(join(tenant.dir, 'theme.json'))),
          overrides: readMessageOverrides(tenant.dir, tenant.context.languages),
          hidePublicLinkBlocks: tenant.hidePublicLinkBlocks ?? false,
          csp: contentSecurityPolicy(tenant.context.reCaptchaIsEnabled, tenant.config.freelancerLogin),
          languages: tenant.context.languages.map((l: { iso: string }) => l.iso),
        };
      })();
      data.catch(() => tenantData.delete(tenant.id));
      tenantData.set(tenant.id, data);
    }
    return data;
  }

  await app.register(async (portal: FastifyInstance) => {
    await portal.register(fastifyStatic, {
      root: join(clientDir, 'assets'),
      prefix: '/assets/',
      immutable: true,
      maxAge: '365d',
      index: false,
      wildcard: true,
    });

    async function page(request: FastifyRequest, reply: FastifyReply) {
      // Parsed for its path and query only: a base that is no request's, and `//x` stays a path
      // (as the browser's router sees it), never an authority.
      const url = new URL(`http://portal.invalid${request.url}`);
      if (SERVER_PATHS.test(url.pathname)) return reply.callNotFound();
      // The page of an unknown URL is the branded 404 page; its status says so (crawlers, monitors).
      const status = entry.isPortalPage(`${url.pathname}${url.search}`) ? 200 : 404;
      const data = await dataFor(request);
      const cookies = request.cookies;
      const requested = cookies[LOCALE_COOKIE];
      const locale = entry.negotiateLocale(
        [
          requested && data.languages.includes(requested) ? requested : null,
          ...entry.parseAcceptLanguage(request.headers['accept-language']),
        ],
        data.languages,
      );
      const affiliate = affiliateParams(url.searchParams);
      if (Object.keys(affiliate).length > 0) {
        const value = new URLSearchParams(
          AFFILIATE_QUERY_PARAMS.flatMap((key) => (affiliate[key] ? [[key, affiliate[key]]] : [])),
        ).toString();
        // The API takes X-Affiliate up to 512 printable ASCII characters; URL-encoding keeps it ASCII.
        if (value.length <= 512) {
          void reply.setCookie(AFFILIATE_COOKIE, value, {
            path: '/',
            sameSite: 'lax',
            maxAge: AFFILIATE_DAYS * 86_400,
            // `url` is built for parsing only; the request's own protocol says whether it is https.
            secure: request.protocol === 'https',
          });
        }
      }
      // The tenant's public origin (its configured domain, PUBLIC_SCHEME and PUBLIC_PORT, as in the
      // links of its emails), never the request's Host: any host the server answers on would
      // otherwise become the canonical URL.
      const origin = server.context.portalOrigin(request.tenant);
      const html = entry.renderDocument(template, {
        bootstrap: {
          tenant: data.tenant,
          locale,
          messageOverrides: data.overrides,
          hidePublicLinkBlocks: data.hidePublicLinkBlocks,
        },
        themeCss: data.themeCss,
        url: `${origin}${url.pathname}`,
        origin,
      });
      return reply
        .code(status)
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Language, Cookie')
        .header('Content-Security-Policy', data.csp)
        .send(html);
    }

    portal.get('/', page);
    portal.get('/*', page);
  });
}
