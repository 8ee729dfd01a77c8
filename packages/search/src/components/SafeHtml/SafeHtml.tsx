// A job description as HTML, safely. The API sanitises descriptions on import (apps/api
// projectHtml.ts); the page still never hands that HTML to the DOM (`innerHTML`): it parses it
// inert (DOMParser runs no scripts and loads nothing) and builds React elements for the same small
// allow-list only. Anything else keeps its text and loses its markup, and links keep only web and
// mail addresses. A second wall, so a bug or a bypass on either side is not enough for XSS.
import { Fragment, createElement, useMemo } from 'react';
import type { ReactElement, ReactNode } from 'react';

/** Tags rendered as themselves (the API's allow-list, without headings which are shifted below). */
const KEPT = new Set(['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'u', 'blockquote', 'a']);
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
const SAFE_HREF = /^(https?:|mailto:)/i;

/** Props of `SafeHtml`. */
export interface SafeHtmlProps {
  readonly html: string;
  /**
   * Level the description's own top headings get. It sits under the page's "Description" (h2), so
   * its headings start at h3; deeper ones follow, never beyond h6.
   */
  readonly headingStart?: 3 | 4;
  readonly className?: string;
  /** Language of the text, when it is not the page's. */
  readonly lang?: string | undefined;
}

function convert(node: Node, key: number, headingStart: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = Array.from(element.childNodes, (child, i) => convert(child, i, headingStart));
  const level = HEADINGS.indexOf(tag);
  if (level >= 0) {
    // The API turns h1 into h2; a description's h2 becomes the first level below the page's h2.
    const shifted = Math.min(6, headingStart + Math.max(0, level - 1));
    return createElement(`h${shifted}`, { key }, ...children);
  }
  if (!KEPT.has(tag)) return <Fragment key={key}>{children}</Fragment>;
  if (tag === 'br') return <br key={key} />;
  if (tag === 'a') {
    const href = element.getAttribute('href')?.trim() ?? '';
    if (!SAFE_HREF.test(href)) return <Fragment key={key}>{children}</Fragment>;
    return createElement('a', { key, href, rel: 'nofollow noopener noreferrer' }, ...children);
  }
  return createElement(tag, { key }, ...children);
}

/** Renders sanitised description HTML through an allow-list, never through `innerHTML`. */
export function SafeHtml({ html, headingStart = 3, className, lang }: SafeHtmlProps): ReactElement {
  const content = useMemo(() => {
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    return Array.from(body.childNodes, (node, i) => convert(node, i, headingStart));
  }, [html, headingStart]);
  return (
    <div className={className} lang={lang}>
      {content}
    </div>
  );
}
