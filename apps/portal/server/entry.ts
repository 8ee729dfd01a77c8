// Server helpers built by Vite (`vite build --ssr`), so the server runs the design system's theme
// code and the router compiled exactly like the browser's: the document head of a tenant (title,
// description, Open Graph, theme colours as one CSS rule), the bootstrap element, and whether a
// URL is one of the portal's pages (the router's own matching over the one route tree).
import { memoryTokenStore } from '@talent/api-client';
import { compileMessages, loadMessages } from '@talent/i18n';
import type { CompiledMessages, MessageOverrides } from '@talent/i18n';
import { isRemovedProject } from '@talent/search';
import { makeTheme, themeCss, themeOverridesSchema } from '@talent/ui';
import type { ThemeOverrides } from '@talent/ui';
import { dehydrate } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { createMemoryHistory, isNotFound } from '@tanstack/react-router';
import { DOMParser } from 'linkedom';
import { createElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import * as v from 'valibot';
import { PortalApp } from '../src/app/PortalApp.tsx';
import { createRuntime } from '../src/app/runtime.ts';
import type { PortalRuntime } from '../src/app/runtime.ts';
import { bootstrapScript, dehydratedStateScript, messagesScript } from '../src/bootstrap.ts';
import type { PortalBootstrap } from '../src/bootstrap.ts';
import { createPortalRouter } from '../src/router.tsx';
import { defaultHead, escapeHtml, mergeHeads, pageHead, pageHeadHtml } from '../src/app/head/routeHead.ts';
import type { PageHead } from '../src/app/head/routeHead.ts';
import { sessionStore } from '../src/session/sessionStore.ts';
import { loadAnnouncementNotice } from '../src/chrome/AnnouncementBanner.tsx';
import { announcementQuery, chromeQueryKeys } from '../src/chrome/chromeQueries.ts';

export { parseAcceptLanguage, negotiateLocale } from '@talent/i18n';

/** The theme rule of a tenant, from its primary colour and `theme.json` (validated). */
export function tenantThemeCss(primaryColor: string, overrides: unknown): string {
  const parsed: ThemeOverrides = overrides === undefined ? {} : v.parse(themeOverridesSchema, overrides);
  return themeCss(makeTheme({ primaryColor, ...parsed }));
}

const compiled = new WeakMap<MessageOverrides, Map<string, Promise<CompiledMessages>>>();

/**
 * The messages a page in `locale` carries: the shipped catalogs with the locale's fallbacks and the
 * tenant's `overrides` on top (`loadMessages`), compiled to syntax trees (`compileMessages`) so the
 * browser neither downloads catalogs before its first render nor parses ICU. Compiled once per
 * tenant and locale: `overrides` is the tenant's object, replaced when its folder changes.
 */
export function localeMessages(locale: string, overrides: MessageOverrides): Promise<CompiledMessages> {
  let byLocale = compiled.get(overrides);
  if (!byLocale) {
    byLocale = new Map();
    compiled.set(overrides, byLocale);
  }
  let messages = byLocale.get(locale);
  if (!messages) {
    messages = loadMessages(locale, overrides).then((strings) => compileMessages(strings, locale));
    messages.catch(() => byLocale.delete(locale));
    byLocale.set(locale, messages);
  }
  return messages;
}

const busyPages = new Map<string, Promise<string>>();

/**
 * The page a visitor gets while the server sheds load (503 with Retry-After): the text of the API's
 * `error.overloaded` in `locale`, under the tenant's name, and nothing else — no code, no styles to
 * fetch, no data — so it costs the server next to nothing. Made once per locale and name.
 */
export function busyPage(locale: string, tenantName: string): Promise<string> {
  const key = `${locale}\u0000${tenantName}`;
  let page = busyPages.get(key);
  if (!page) {
    page = loadMessages(locale, {}).then((messages) => {
      const text = escapeHtml(messages['api.error.overloaded'] ?? 'The service is very busy right now.');
      return [
        '<!doctype html>',
        `<html lang="${escapeHtml(locale)}">`,
        '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
        `<meta name="robots" content="noindex"><title>${escapeHtml(tenantName)}</title>`,
        '<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font:1.125rem/1.5 system-ui,sans-serif;color:#1f2328}p{max-width:32rem;padding:1.5rem;text-align:center}</style>',
        `</head><body><main><p>${text}</p></main></body></html>`,
      ].join('\n');
    });
    page.catch(() => busyPages.delete(key));
    busyPages.set(key, page);
  }
  return page;
}

let matcher: ReturnType<typeof createPortalRouter> | undefined;

/**
 * Whether `path` (a request's path and query) is a page of the portal: the browser's router — the
 * same route tree (src/routeTree.gen.ts) and options — matches it without a global not-found, so
 * a route added later is known here without a second list. Paths with params match their route
 * whatever the value (`/app/project/123`); whether that record exists is decided when the page
 * loads it. Only matching runs here: no guard, no loader.
 */
export function isPortalPage(path: string): boolean {
  // Matching reads no router context, so this router has no runtime (full SSR will make one per
  // request). One router for the process: its route matches are cached, bounded.
  matcher ??= createPortalRouter(undefined as unknown as PortalRuntime, { history: createMemoryHistory() });
  // Parsed like the browser's location (decoded path, the portal's search parser).
  const location = matcher.parseLocation(createMemoryHistory({ initialEntries: [path] }).location);
  return !matcher
    .matchRoutes(location.pathname, location.search)
    .some((match) => match._notFound === true || isNotFound(match.paramsError));
}

/** What the HTML of one page needs. */
export interface DocumentInput {
  readonly bootstrap: PortalBootstrap;
  /** The messages of `bootstrap.locale` (`localeMessages`). */
  readonly messages: CompiledMessages;
  readonly themeCss: string;
  /** This page's canonical path (with `?lang=` for a page in one language), on `bootstrap.origin`. */
  readonly pathname: string;
  /** What the page's routes put in the head (a server-rendered page), over the defaults. */
  readonly head?: PageHead;
}

const messageElements = new WeakMap<CompiledMessages, string>();

/** The messages element of a locale, serialised once (~90 KB of JSON; the messages are cached too). */
function messagesElement(messages: CompiledMessages): string {
  let element = messageElements.get(messages);
  if (element === undefined) {
    element = messagesScript(messages);
    messageElements.set(messages, element);
  }
  return element;
}

/** Fills the page template: language, title, meta, theme, bootstrap and messages. */
export function renderDocument(template: string, input: DocumentInput): string {
  const { context } = input.bootstrap.tenant;
  const base = defaultHead({
    siteName: context.name,
    origin: input.bootstrap.origin,
    pathname: input.pathname,
    image: context.ogImage,
  });
  const head = input.head ? mergeHeads(base, input.head) : base;
  const html = [
    `<title>${escapeHtml(head.title ?? context.name)}</title>`,
    `<meta name="theme-color" content="${escapeHtml(context.primaryColor)}" />`,
    `<link rel="icon" href="${escapeHtml(context.talentLogo)}" />`,
    pageHeadHtml(head),
    `<style data-talent-theme="">${input.themeCss}</style>`,
  ].join('\n    ');
  return template
    .replace('<html lang="en">', `<html lang="${escapeHtml(input.bootstrap.locale)}">`)
    .replace('<!--talent-head-->', html)
    .replace('<!--talent-bootstrap-->', `${bootstrapScript(input.bootstrap)}\n    ${messagesElement(input.messages)}`);
}

// `SafeHtml` (@talent/ui) parses job descriptions and CMS pages inert with the browser's DOMParser;
// on the server, linkedom's parses the same (already sanitised) HTML into the same elements. A
// browser puts a fragment (`<p>…</p>`, what SafeHtml parses) into the body of a new document;
// linkedom needs the document around it, or its body stays empty (the page lost its text on the
// server and the browser had to render it again).
class FragmentDomParser {
  parseFromString(markup: string, type: 'text/html' | 'text/xml' | 'image/svg+xml'): Document {
    const whole = type !== 'text/html' || /^\s*(<!doctype[^>]*>\s*)?<html[\s>]/i.test(markup);
    const html = whole ? markup : `<!doctype html><html><head></head><body>${markup}</body></html>`;
    return new DOMParser().parseFromString(html, type) as unknown as Document;
  }
}
globalThis.DOMParser ??= FragmentDomParser as unknown as typeof globalThis.DOMParser;

/** What `renderPage` needs for one request. */
export interface RenderPageInput {
  /** The request's path and query. */
  readonly path: string;
  readonly bootstrap: PortalBootstrap;
  /** The messages of `bootstrap.locale`, as the page carries them (`localeMessages`). */
  readonly messages: CompiledMessages;
  /**
   * Calls the API for the page, as the tenant's host and in the page's language (the portal
   * server answers these in-process). Requests go to `API_BASE`.
   */
  readonly fetch: (request: Request) => Promise<Response>;
  /** Aborted when the visitor goes away. */
  readonly signal?: AbortSignal;
  /** Told of errors while rendering (inside a boundary the browser renders that part again). */
  readonly onError?: (error: unknown) => void;
}

/** Where the server-side API client sends its requests (`fetch` of `RenderPageInput` gets them). */
export const API_BASE = 'http://portal.internal/v1/api';

/** What `renderPage` decided. */
export type RenderedPage =
  /** Not a page the server renders (it needs a session): the browser renders it. */
  | { readonly kind: 'browser' }
  /** A guard sent the visitor elsewhere. */
  | { readonly kind: 'redirect'; readonly status: number; readonly location: string }
  | {
      readonly kind: 'page';
      readonly status: number;
      /** The page's HTML inside the root element, streamed as React renders it. */
      readonly body: ReadableStream<Uint8Array>;
      /** The query cache the page was rendered with, as a script element for the browser. */
      readonly state: string;
      /** What the page's routes put in the document head. */
      readonly head: PageHead;
      /** The matched routes' ids, root first (their code and styles are the page's). */
      readonly routeIds: readonly string[];
    };

/**
 * The router knows 200, 404 and 500 only. A not-found that says it is a project the client removed
 * (`isRemovedProject` of its data) is gone for good: 410, so search engines drop the URL at once
 * rather than retrying it as they do a 404 (issue 17). The page is the same branded one.
 */
function goneStatus(status: number, matches: readonly { readonly error?: unknown }[]): number {
  if (status !== 404) return status;
  const removed = matches.some((match) => isNotFound(match.error) && isRemovedProject(match.error.data));
  return removed ? 410 : status;
}

/**
 * How long the server reuses a tenant's chrome data (footer links and link blocks, announcement,
 * project locations) for its pages in one language: four of a job page's six API calls, the same
 * for every visitor, and changing with the CMS and the catalog, not per request. No longer than the
 * shortest time the browser keeps them fresh (the announcement's minute): the page carries each
 * datum with the time it was fetched, so the browser refetches it when that says so.
 */
export const CHROME_REUSE_MS = 60_000;
/** Per tenant origin and locale: each chrome query's key, data and the time it was fetched. */
const chromeData = new Map<string, readonly (readonly [QueryKey, unknown, number])[]>();

/**
 * Renders a public page on the server: the same router, routes, guards and loaders as the browser,
 * with a runtime whose API client calls the server itself and holds no session (a visitor's view).
 * Pages that need a session stay with the browser. The browser hydrates the HTML with the query
 * cache it was rendered from (`state`), so its first render is this one and fetches nothing again.
 */
export async function renderPage(input: RenderPageInput): Promise<RenderedPage> {
  const runtime = createRuntime(input.bootstrap, {
    server: true,
    baseUrl: API_BASE,
    fetch: input.fetch,
    session: sessionStore(memoryTokenStore(null)),
  });
  const router = createPortalRouter(runtime, {
    history: createMemoryHistory({ initialEntries: [input.path] }),
  });
  const location = router.parseLocation(router.history.location);
  const leaf = router.matchRoutes(location.pathname, location.search).at(-1);
  if (leaf?.staticData.serverRendered !== true) {
    return { kind: 'browser' };
  }
  // The tenant's chrome data of the last minute, if any: the layouts' loaders then fetch none of it.
  const chromeKey = `${input.bootstrap.origin} ${input.bootstrap.locale}`;
  const now = Date.now();
  const reused = (chromeData.get(chromeKey) ?? []).filter(([, , at]) => now - at < CHROME_REUSE_MS);
  for (const [key, data, at] of reused) runtime.queryClient.setQueryData(key, data, { updatedAt: at });
  await router.load();
  // Kept for the next pages: what this page had (reused or just fetched), each with its own time.
  chromeData.set(
    chromeKey,
    chromeQueryKeys(runtime.api, runtime.locale).flatMap((key) => {
      const state = runtime.queryClient.getQueryState(key);
      return state?.status === 'success' ? [[key, state.data, state.dataUpdatedAt] as const] : [];
    }),
  );
  const result = router._serverResult;
  if (result?.type === 'redirect') {
    const { options } = result.redirect;
    return {
      kind: 'redirect',
      status: result.redirect.status,
      location: options.href ?? router.buildLocation(options).href,
    };
  }
  const status = result?.type === 'render' ? goneStatus(result.status, router.state.matches) : 200;
  // A page with an announcement renders its notice, whose code loads only then (as in the browser).
  if (runtime.queryClient.getQueryData(announcementQuery(runtime.api).queryKey)) await loadAnnouncementNotice();
  // Resolves when the shell is rendered (an error there rejects: the caller answers 500); the rest
  // streams. The loaders have run, so nothing suspends for data: what streams is React's output.
  const body = await renderToReadableStream(
    createElement(PortalApp, { runtime, router, initialMessages: input.messages }),
    {
      ...(input.signal && { signal: input.signal }),
      ...(input.onError && { onError: input.onError }),
    },
  );
  return {
    kind: 'page',
    status,
    body,
    state: dehydratedStateScript(dehydrate(runtime.queryClient)),
    head: pageHead(router.state.matches),
    routeIds: router.state.matches.map((match) => match.routeId),
  };
}
