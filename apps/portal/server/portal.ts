// The portal's pages as a Fastify plugin, registered on the API server's instance by the composition
// app (apps/server): one process and one port serve `/v1/api` and the pages, and the tenant comes
// from the host for both. What the plugin needs of that server is `PortalHost` (host.ts): the portal
// imports no server. Built assets under
// /assets are immutable (hashed names) and cached for a year; every other GET that the API does
// not own gets the page for the request's tenant: its theme in the head (no unbranded first
// paint), its context and message overrides in a JSON bootstrap element, the negotiated locale,
// and the affiliate cookie when the URL carries `page`, `r` or `utm_*` (spec §7). A URL that no
// route of the portal matches (the router decides, `isPortalPage` of the server entry) gets the
// same branded page with status 404; the browser draws the 404 in the default layout. Public pages
// are rendered here for visitors without a session (`renderPage` of the server entry). Canonical
// and og:url are on the tenant's configured origin, never on the request's Host.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
// The cookie plugin's types (`request.cookies`, `reply.setCookie`): the host registers the plugin.
import type {} from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { AFFILIATE_QUERY_PARAMS, AUTH_COOKIE, affiliateParams } from '@talent/domain';
import type { ClientContextResponse } from '@talent/api-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_PATHS } from '../src/app/serverPaths.ts';
import type * as ServerEntryModule from './entry.ts';
import type { PortalHost } from './host.ts';
import { initialAssets } from '../build/budget.ts';
import { pageCache } from './pageCache.ts';
import type { CachedPage, PageFill } from './pageCache.ts';
import { encodedPage, pageEncoding } from './pageEncodings.ts';
import type { ViteManifest } from '../build/budget.ts';
import { AFFILIATE_COOKIE, AFFILIATE_DAYS, LOCALE_COOKIE } from '../src/session/cookieNames.ts';

/** What the SSR build of server/entry.ts exports (the built file, typed by its source). */
export type ServerEntry = typeof ServerEntryModule;

/**
 * The server entry from source (`server/entry.ts`), for tests that run under Vite (Vitest with the
 * React and vanilla-extract plugins): they pass it as `entry` and need no build.
 */
export function sourceEntry(): Promise<ServerEntry> {
  return import('./entry.ts');
}

/** The page template from source (`index.html`, which the build writes to `client/index.html`), for such tests. */
export const SOURCE_PAGE_TEMPLATE = join(import.meta.dirname, '..', 'index.html');

/** Options of `portalPlugin`. */
export interface PortalOptions {
  /** What the portal needs of the server it is registered on. */
  readonly host: PortalHost;
  /**
   * The built portal: the page template `client/index.html`, `client/assets` and the server entry
   * `server/entry.js`; default this package's build (`pnpm --filter @talent/portal build`, apps/portal/dist).
   */
  readonly distDir?: string;
  /**
   * The server entry; default the built `server/entry.js` of `distDir`. Tests pass the source
   * module (`sourceEntry()`), so they run without a build.
   */
  readonly entry?: ServerEntry;
  /** The clock of the visitors' page cache, in milliseconds; default `performance.now` (tests move it). */
  readonly clock?: () => number;
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
    // The one inline script: the loader of a server-rendered page's code (scriptsAfterPaint).
    `script-src 'self' ${SCRIPT_LOADER_HASH}${recaptcha}`,
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

/**
 * The page's scripts at low fetch priority (`fetchpriority="low"` on the entry and its preloads):
 * a server-rendered page is read before any script runs, so its styles, logo and fonts come first
 * and the code that makes it interactive follows; with the browser's default (high, as for a
 * render-blocking resource) the ~160 KB of code competed with the styles for a phone's bandwidth
 * and the first paint waited for it. A page the browser renders still loads nothing else first.
 */
export function lowPriorityScripts(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '$& fetchpriority="low"',
  );
}

/**
 * The inline script that loads a server-rendered page's code once the browser has drawn the page:
 * the entry script and the preloads of its chunks, from `#talent-scripts`, in the first task after
 * the first frame (a hidden tab draws no frame: then after a second). A page the server rendered is
 * readable before any script runs; fetched with it, the ~150 KB of code shared a phone's
 * connection with the styles and ran (hydration) before the browser drew the HTML it had — the
 * first paint waited for the whole download. Lighthouse's mobile simulation counted that download
 * into the page's largest contentful paint (2.5 s where the HTML alone paints in 1.1 s).
 */
export const SCRIPT_LOADER =
  "(function(){var d=document,done=false;function load(){if(done)return;done=true;var urls=JSON.parse(d.getElementById('talent-scripts').textContent);for(var i=1;i<urls.length;i++){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='anonymous';l.href=urls[i];d.head.appendChild(l)}var s=d.createElement('script');s.type='module';s.crossOrigin='anonymous';s.src=urls[0];d.head.appendChild(s)}requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,1000)})()";

/** The CSP source that lets `SCRIPT_LOADER` (and no other inline script) run. */
export const SCRIPT_LOADER_HASH = `'sha256-${createHash('sha256').update(SCRIPT_LOADER).digest('base64')}'`;

/**
 * A server-rendered page's scripts moved from its head to the `SCRIPT_LOADER` at the end of its
 * body: the entry script first, then the preloads of its chunks (the template's and the route's),
 * as `#talent-scripts`. Pages the browser renders keep their scripts in the head: they show nothing
 * before their code runs.
 */
export function scriptsAfterPaint(html: string): string {
  const urls: string[] = [];
  const entries: string[] = [];
  const rest = html.replace(
    /\s*<(?:script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>|link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>)/g,
    (_, entry: string | undefined, preload: string | undefined) => {
      if (entry) entries.push(entry);
      else urls.push(preload!);
      return '';
    },
  );
  if (entries.length !== 1) throw new Error(`The page template has ${entries.length} entry scripts, not one`);
  const list = JSON.stringify([entries[0], ...urls]).replace(/</g, '\\u003c');
  return rest.replace(
    '</body>',
    `<script type="application/json" id="talent-scripts">${list}</script>\n    <script>${SCRIPT_LOADER}</script>\n  </body>`,
  );
}

/** Splits the `<link>` elements React writes first (resource hints) from the rest of its output. */
export function leadingResourceHints(html: string): { hints: string; rest: string } {
  const hints = /^(?:<link\b[^>]*>)*/.exec(html)?.[0] ?? '';
  return { hints, rest: html.slice(hints.length) };
}

/** The page template around the root element: what comes before its content and after it. */
export function splitAtRoot(html: string): { before: string; after: string } {
  const marker = '<div id="root"></div>';
  const at = html.indexOf(marker);
  if (at < 0) throw new Error(`The page template has no ${marker}`);
  const open = marker.length - '</div>'.length;
  return { before: html.slice(0, at + open), after: html.slice(at + open) };
}

/** What `page` answers a request with, whether or not it comes from the visitors' page cache. */
type PageAnswer =
  | { readonly kind: 'redirect'; readonly location: string; readonly status: number }
  /** The document of a page the browser renders (a session's page, a 404 outside the app). */
  | { readonly kind: 'html'; readonly status: number; readonly html: string }
  /** A page rendered here, as it streams. */
  | { readonly kind: 'stream'; readonly status: number; readonly body: AsyncIterable<Buffer> };

/** Whether the request comes from a browser holding a session (its pages are rendered there). */
function hasSession(cookies: Record<string, string | undefined>): boolean {
  return Object.keys(cookies).some((name) => name.startsWith(AUTH_COOKIE.prefix) && cookies[name]);
}

/**
 * The portal's assets and pages, as a Fastify plugin (`app.register(portalPlugin, options)`), on the
 * server `options.host` describes. Registered without `fastify-plugin`: its routes are its own
 * context's, under the hooks the server registered before it (host check, compression, cookies).
 */
export async function portalPlugin(portal: FastifyInstance, options: PortalOptions): Promise<void> {
  const { host, distDir = join(import.meta.dirname, '..', 'dist') } = options;
  const clientDir = join(distDir, 'client');
  const templatePath = join(clientDir, 'index.html');
  const entryPath = join(distDir, 'server', 'entry.js');
  if (!existsSync(templatePath) || (!options.entry && !existsSync(entryPath))) {
    throw new Error(`The portal is not built (${templatePath}): run \`pnpm --filter @talent/portal build\` first.`);
  }
  const template = lowPriorityScripts(readFileSync(templatePath, 'utf8'));
  // The build's manifest says which code and styles each route has (absent in tests' minimal dist).
  const manifest = readJson(join(clientDir, '.vite', 'manifest.json')) as ViteManifest | undefined;
  /**
   * The styles and code of a server-rendered page's routes, as links in its head: the page is drawn
   * with its own styles at once (the template links only the entry's), and the browser fetches the
   * route's code in parallel instead of after the entry asks for it. The same list as the budget's.
   * Made once per list of route ids (route ids, not paths: bounded by the route tree), as walking
   * the manifest and searching the template cost about 3 % of a job page's rendering (bench/ssr).
   */
  const assetLinks = new Map<string, string>();
  function routeAssetLinks(routeIds: readonly string[]): string {
    if (!manifest) return '';
    const key = routeIds.join('\n');
    let links = assetLinks.get(key);
    if (links === undefined) {
      links = assetLinksOf(manifest, routeIds);
      assetLinks.set(key, links);
    }
    return links;
  }
  function assetLinksOf(manifest: ViteManifest, routeIds: readonly string[]): string {
    const { js, css } = initialAssets(manifest, routeIds);
    return [
      ...css
        .filter((file) => !template.includes(`/${file}"`))
        .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...js
        .filter((file) => !template.includes(`/${file}"`))
        .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`),
    ].join('\n    ');
  }
  const entry = options.entry ?? ((await import(entryPath)) as ServerEntry);
  const pages = pageCache({
    seconds: host.pageCacheSeconds,
    ...(options.clock && { now: options.clock }),
  });

  // Per tenant, computed on first use: the client context (from the API itself, so the page and
  // GET /client/context can never disagree), the theme rule and the message overrides. A tenant
  // folder that changes while the server runs is reloaded by the host, which says so
  // (`onTenantsChange`). Unknown hosts never get here: the host check (the API's) answers them 421
  // (400 for a Host that is no host name), for the pages as for the API.
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
  host.onTenantsChange((ids) => {
    for (const id of ids) tenantData.delete(id);
  });
  function dataFor(request: FastifyRequest) {
    const tenant = host.tenant(request);
    let data = tenantData.get(tenant.id);
    if (!data) {
      data = (async () => {
        const response = await portal.inject({
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

  // A page shed under load: the host answers 503 with Retry-After before the page's work starts
  // (its shedding throws into the route's error handler, this one). A browser asking for a page
  // gets a small page in the visitor's language (`busyPage`) instead of the host's problem+json;
  // every other error, and requests that do not ask for HTML, go on to the host's error handler
  // as before.
  portal.setErrorHandler<Error & { statusCode?: number }>(async (error, request, reply) => {
    if (error.statusCode !== 503 || !request.headers.accept?.includes('text/html')) throw error;
    const tenant = host.tenant(request);
    const languages = tenant.context.languages.map((l: { iso: string }) => l.iso);
    // Cookies are parsed after the shedding's first check (event-loop delay, heap): maybe not yet.
    const requested = (request.cookies as Record<string, string | undefined> | undefined)?.[LOCALE_COOKIE];
    const locale = entry.negotiateLocale(
      [
        requested && languages.includes(requested) ? requested : null,
        ...entry.parseAcceptLanguage(request.headers['accept-language']),
      ],
      languages,
    );
    return reply
      .code(503)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(await entry.busyPage(locale, tenant.context.name));
  });

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
    // A page's URL in one language (`?lang=de`: sitemaps and hreflang alternates name pages so)
    // wins over the visitor's choice (the locale cookie) and the browser's languages.
    const inUrl = url.searchParams.get('lang');
    const language = inUrl && data.languages.includes(inUrl) ? inUrl : undefined;
    const requested = cookies[LOCALE_COOKIE];
    const locale = entry.negotiateLocale(
      [
        language ?? null,
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
    const messages = await entry.localeMessages(locale, data.overrides);
    const bootstrap = {
      tenant: data.tenant,
      locale,
      hidePublicLinkBlocks: data.hidePublicLinkBlocks,
      // The tenant's public origin (its configured domain, PUBLIC_SCHEME and PUBLIC_PORT, as in
      // the links of its emails), never the request's Host: any host the server answers on would
      // otherwise become the canonical URL.
      origin: host.publicOrigin(request),
    };
    void reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Language, Cookie')
      .header('Content-Security-Policy', data.csp);
    // A public page is rendered here for a visitor without a session (search engines, link
    // previews, a phone's first paint); a browser with a session renders its own pages, where
    // what it shows depends on who is logged in. Such a page is the same for every visitor
    // without a session in one language: kept a few seconds (pageCache.ts).
    const rendersHere = status === 200 && !hasSession(cookies);
    const tenantId = host.tenant(request).id;
    const cacheKey =
      rendersHere && pages
        ? `${tenantId}\u0000${await host.catalogGeneration(tenantId)}\u0000${locale}\u0000${url.pathname}${url.search}`
        : undefined;
    const found = cacheKey === undefined ? undefined : await pages?.lookup(cacheKey);
    if (found && 'page' in found) {
      // Past its fresh time, the kept page is still sent at once, and rendered again meanwhile
      // for the visitors after this one (pageCache.ts).
      if (found.refresh) renew(found.refresh);
      return sendKept(found.page);
    }
    let fill: PageFill | undefined;
    if (found && 'wait' in found) {
      const shared = await found.wait;
      if (shared) return sendKept(shared);
    } else fill = found?.fill;
    const answer = await render(fill);
    if (answer.kind === 'redirect') return reply.redirect(answer.location, answer.status);
    return reply.code(answer.status).send(answer.kind === 'html' ? answer.html : Readable.from(answer.body));

    /** Sends a kept page, compressed once for all its visitors (pageEncodings.ts). */
    function sendKept(kept: CachedPage) {
      const encoding = pageEncoding(request.headers['accept-encoding'], kept);
      if (encoding === undefined) return reply.code(kept.status).send(kept.html);
      // Already encoded: the server's compression leaves an answer with a Content-Encoding alone.
      return reply
        .code(kept.status)
        .header('Content-Encoding', encoding)
        .header('Vary', 'Accept-Encoding, Accept-Language, Cookie')
        .send(encodedPage(kept, encoding));
    }

    /** Renders a kept page again in the background, for the visitors after the one who found it old. */
    function renew(refresh: PageFill): void {
      void (async () => {
        try {
          const again = await render(refresh);
          // Read to its end, the page is kept (or dropped, if it no longer answers 200).
          if (again.kind === 'stream') for await (const _chunk of again.body);
        } catch (error) {
          refresh.drop();
          request.log.warn({ err: error, url: request.url }, 'a kept page could not be rendered again');
        }
      })();
    }

    /**
     * The answer to this request: the page rendered here (streamed, and kept by `fill` when it is
     * a complete 200), a redirect, or the document of a page the browser renders. Every way out
     * but a kept page ends `fill` with `drop`.
     */
    async function render(fill: PageFill | undefined): Promise<PageAnswer> {
      try {
        const rendered = rendersHere
          ? await entry.renderPage({
              path: `${url.pathname}${url.search}`,
              bootstrap,
              messages,
              fetch: (apiRequest) => callApi(request, apiRequest),
            })
          : ({ kind: 'browser' } as const);
        if (rendered.kind === 'redirect') {
          fill?.drop();
          return { kind: 'redirect', location: rendered.location, status: rendered.status };
        }
        const html = entry.renderDocument(template, {
          bootstrap,
          messages,
          themeCss: data.themeCss,
          // The canonical URL of a page in one language keeps its language.
          pathname: language ? `${url.pathname}?lang=${language}` : url.pathname,
          ...(rendered.kind === 'page' && { head: rendered.head }),
        });
        if (rendered.kind === 'browser') {
          fill?.drop();
          return { kind: 'html', status, html };
        }
        const body = rendered.body[Symbol.asyncIterator]();
        // React starts its output with the resource hints of the shell (`<link rel="preload">` of
        // its images): they belong in the head. Left in the root element, hydration meets them
        // where it expects the app's first element, and renders the whole page again in the browser.
        const first = await body.next();
        const { hints, rest } = leadingResourceHints(first.done ? '' : new TextDecoder().decode(first.value));
        const { before, after } = splitAtRoot(
          scriptsAfterPaint(html.replace('</head>', `${routeAssetLinks(rendered.routeIds)}${hints}\n  </head>`)),
        );
        // Only complete pages of status 200 are kept (a removed job's 410 or a 404 is rendered each
        // time: rarer, and never worth serving late).
        const keeps = fill !== undefined && rendered.status === 200;
        if (!keeps) fill?.drop();
        const decoder = new TextDecoder();
        return {
          kind: 'stream',
          status: rendered.status,
          body: (async function* () {
            const parts: string[] = [];
            try {
              yield Buffer.from(before + rest);
              if (keeps) parts.push(before, rest);
              for (let next = await body.next(); !next.done; next = await body.next()) {
                if (keeps) parts.push(decoder.decode(next.value, { stream: true }));
                yield Buffer.from(next.value);
              }
              const end = after.replace('</div>', `</div>${rendered.state}`);
              if (keeps) {
                parts.push(decoder.decode(), end);
                fill.keep({ status: rendered.status, html: parts.join('') });
              }
              yield Buffer.from(end);
            } finally {
              // A rendering that failed or a visitor who left midway keeps nothing.
              if (keeps) fill.drop();
            }
          })(),
        };
      } catch (error) {
        fill?.drop();
        throw error;
      }
    }
  }

  /**
   * Answers a server-side API call of a page being rendered, in-process: as the page's host (so
   * its tenant) and from the visitor's address (so the visitor's rate limit).
   */
  async function callApi(page: FastifyRequest, apiRequest: Request): Promise<Response> {
    const target = new URL(apiRequest.url);
    const headers: Record<string, string> = {};
    apiRequest.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const body = apiRequest.body ? Buffer.from(await apiRequest.arrayBuffer()) : undefined;
    const response = await portal.inject({
      method: apiRequest.method as 'GET',
      url: `${target.pathname}${target.search}`,
      headers: { ...headers, host: page.headers.host ?? page.hostname },
      remoteAddress: page.ip,
      ...(body && { payload: body }),
    });
    const answer = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) answer.append(name, String(one));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: answer,
    });
  }

  // A language switch in the browser: the compiled messages of one of the tenant's languages,
  // exactly what a page in that language carries.
  portal.get<{ Params: { file: string } }>('/i18n/:file', async (request, reply) => {
    const locale = /^(.+)\.json$/.exec(request.params.file)?.[1];
    const data = await dataFor(request);
    if (!locale || !data.languages.includes(locale)) return reply.callNotFound();
    return reply
      .header('Cache-Control', 'no-cache')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(await entry.localeMessages(locale, data.overrides)));
  });
  portal.get('/', { config: host.pageRouteConfig }, page);
  portal.get('/*', { config: host.pageRouteConfig }, page);
}
