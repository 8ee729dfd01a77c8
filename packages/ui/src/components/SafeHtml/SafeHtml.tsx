// HTML from the API, rendered safely: job descriptions from clients' systems and the tenant's CMS
// pages. The API sanitises both (apps/api projectHtml.ts, cmsHtml.ts); the page still never hands
// that HTML to the DOM (`innerHTML`): it parses it inert (DOMParser runs no scripts and loads
// nothing) and builds React elements for an allow-list only. Anything else keeps its text and loses
// its markup; links keep only the addresses their source may use. A second wall, so a bug or a
// bypass on either side is not enough for XSS.
import { Fragment, createElement, useMemo } from 'react';
import type { ReactElement, ReactNode } from 'react';
import * as styles from './SafeHtml.css.ts';

/** Tags rendered as themselves (headings are shifted, links checked, see below). */
const KEPT = new Set([
  ...['p', 'br', 'hr', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'u', 'del', 'blockquote', 'pre', 'code'],
  ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
]);
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
/** Elements whose content is not text a reader should see. */
const DROPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'textarea',
  'title',
  'svg',
  'math',
]);
const WEB_OR_MAIL = /^(https?:|mailto:)/i;
/**
 * A path of the portal itself (`/privacy`, `/app/account?tab=security`): one slash, then no slash
 * or backslash (browsers read `//host` and `/\host` as another site), and no whitespace or control
 * characters (browsers drop them, which could make such a path).
 */
const OWN_PATH = /^\/(?![/\\])[^\s\\\p{Cc}]*$/u;
const ALIGNMENTS = new Set(['left', 'center', 'right']);
/** `Node.TEXT_NODE` and `Node.ELEMENT_NODE`: a server renders this too, where there is no `Node`. */
const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

/** Whose HTML it is, which decides the links it may have. */
export type SafeHtmlSource = 'external' | 'tenant';

/** Props of `SafeHtml`. */
export interface SafeHtmlProps {
  readonly html: string;
  /**
   * Level the text's top headings get (the API makes them h2 at most). A job description sits under
   * the page's "Description" (h2), so its headings start at h3; a page whose body the text is starts
   * at h2, below the page's h1. Deeper ones follow, never beyond h6.
   */
  readonly headingStart?: 2 | 3 | 4;
  /**
   * `external` (default): text from other systems, such as job descriptions — only web and mail
   * links, each marked as leaving the portal (`nofollow noopener noreferrer`). `tenant`: the
   * tenant's own pages — also links to the portal's own pages and phone numbers, and web links
   * without `nofollow` (the tenant vouches for them).
   */
  readonly source?: SafeHtmlSource;
  readonly className?: string;
  /** Language of the text, when it is not the page's. */
  readonly lang?: string | undefined;
}

interface Options {
  readonly headingStart: number;
  readonly source: SafeHtmlSource;
}

function link(element: Element, key: number, children: ReactNode[], { source }: Options): ReactNode {
  const href = element.getAttribute('href')?.trim() ?? '';
  if (WEB_OR_MAIL.test(href)) {
    const rel = source === 'external' ? 'nofollow noopener noreferrer' : 'noopener noreferrer';
    return createElement('a', { key, href, rel }, ...children);
  }
  if (source === 'tenant' && (OWN_PATH.test(href) || /^tel:\+?[\d\s()./-]+$/i.test(href))) {
    return createElement('a', { key, href }, ...children);
  }
  return <Fragment key={key}>{children}</Fragment>;
}

/** The few attributes kept: a list's start and a table cell's alignment. */
function attributes(element: Element, tag: string): Record<string, unknown> {
  const start = Number(element.getAttribute('start'));
  if (tag === 'ol' && Number.isInteger(start) && start > 1) return { start };
  const align = element.getAttribute('align')?.toLowerCase();
  if ((tag === 'td' || tag === 'th') && align && ALIGNMENTS.has(align)) return { style: { textAlign: align } };
  return {};
}

function convert(node: Node, key: number, options: Options): ReactNode {
  if (node.nodeType === TEXT_NODE) return node.textContent;
  if (node.nodeType !== ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = Array.from(element.childNodes, (child, i) => convert(child, i, options));
  const level = HEADINGS.indexOf(tag);
  if (level >= 0) {
    // The API turns h1 into h2; the text's h2 becomes `headingStart`.
    const shifted = Math.min(6, options.headingStart + Math.max(0, level - 1));
    return createElement(`h${shifted}`, { key }, ...children);
  }
  if (tag === 'a') return link(element, key, children, options);
  if (!KEPT.has(tag)) return <Fragment key={key}>{children}</Fragment>;
  if (tag === 'br' || tag === 'hr') return createElement(tag, { key });
  return createElement(tag, { key, ...attributes(element, tag) }, ...children);
}

/** Renders sanitised HTML through an allow-list, never through `innerHTML`. */
export function SafeHtml({
  html,
  headingStart = 3,
  source = 'external',
  className,
  lang,
}: SafeHtmlProps): ReactElement {
  const content = useMemo(() => {
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    return Array.from(body.childNodes, (node, i) => convert(node, i, { headingStart, source }));
  }, [html, headingStart, source]);
  return (
    <div className={className ? `${styles.text} ${className}` : styles.text} lang={lang}>
      {content}
    </div>
  );
}
