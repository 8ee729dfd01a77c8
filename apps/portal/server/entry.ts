// Server helpers built by Vite (`vite build --ssr`), so the server runs the design system's theme
// code and the router compiled exactly like the browser's: the document head of a tenant (title,
// description, Open Graph, theme colours as one CSS rule), the bootstrap element, and whether a
// URL is one of the portal's pages (the router's own matching over the one route tree).
import { makeTheme, themeCss, themeOverridesSchema } from '@talent/ui';
import type { ThemeOverrides } from '@talent/ui';
import { createMemoryHistory, isNotFound } from '@tanstack/react-router';
import * as v from 'valibot';
import type { PortalRuntime } from '../src/app/runtime.ts';
import { bootstrapScript } from '../src/bootstrap.ts';
import type { PortalBootstrap } from '../src/bootstrap.ts';
import { createPortalRouter } from '../src/router.tsx';

export { parseAcceptLanguage, negotiateLocale } from '@talent/i18n';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The theme rule of a tenant, from its primary colour and `theme.json` (validated). */
export function tenantThemeCss(primaryColor: string, overrides: unknown): string {
  const parsed: ThemeOverrides = overrides === undefined ? {} : v.parse(themeOverridesSchema, overrides);
  return themeCss(makeTheme({ primaryColor, ...parsed }));
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
  readonly themeCss: string;
  /** Absolute URL of this page (canonical and og:url). */
  readonly url: string;
  /** Absolute origin, for absolute image URLs. */
  readonly origin: string;
}

/** Fills the page template: language, title, meta, theme and bootstrap. */
export function renderDocument(template: string, input: DocumentInput): string {
  const { context } = input.bootstrap.tenant;
  const title = escapeHtml(context.name);
  const image = new URL(context.ogImage, input.origin).href;
  const head = [
    `<title>${title}</title>`,
    `<meta name="description" content="${title}" />`,
    `<meta name="theme-color" content="${escapeHtml(context.primaryColor)}" />`,
    `<link rel="icon" href="${escapeHtml(context.talentLogo)}" />`,
    `<link rel="canonical" href="${escapeHtml(input.url)}" />`,
    `<meta property="og:site_name" content="${title}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:url" content="${escapeHtml(input.url)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<style data-talent-theme="">${input.themeCss}</style>`,
  ].join('\n    ');
  return template
    .replace('<html lang="en">', `<html lang="${escapeHtml(input.bootstrap.locale)}">`)
    .replace('<!--talent-head-->', head)
    .replace('<!--talent-bootstrap-->', bootstrapScript(input.bootstrap));
}
