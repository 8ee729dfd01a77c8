// Server helpers built by Vite (`vite build --ssr`), so the server runs the design system's theme
// code compiled exactly like the browser's: the document head of a tenant (title, description,
// Open Graph, theme colours as one CSS rule) and the bootstrap element.
import { makeTheme, themeCss, themeOverridesSchema } from '@talent/ui';
import type { ThemeOverrides } from '@talent/ui';
import * as v from 'valibot';
import { bootstrapScript } from '../bootstrap.ts';
import type { PortalBootstrap } from '../bootstrap.ts';

export { parseAcceptLanguage, negotiateLocale } from '@talent/i18n';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The theme rule of a tenant, from its primary colour and `theme.json` (validated). */
export function tenantThemeCss(primaryColor: string, overrides: unknown): string {
  const parsed: ThemeOverrides = overrides === undefined ? {} : v.parse(themeOverridesSchema, overrides);
  return themeCss(makeTheme({ primaryColor, ...parsed }));
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
