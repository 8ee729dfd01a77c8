// Job descriptions arrive as HTML from client systems we do not control, and the portal renders
// them as HTML. They are sanitised once, on import, to a small allow-list (sanitize-html, a
// maintained parser-based sanitiser: regular expressions cannot sanitise HTML), and the plain text
// used by full-text search is derived from the sanitised result.
import sanitizeHtml from 'sanitize-html';

/**
 * What every sanitiser of the server shares (job descriptions here, CMS pages in cmsHtml.ts): link
 * schemes are checked on `href`, protocol-relative URLs (`//elsewhere`) lose it, markup outside the
 * allow-list is dropped but its text kept, and script, style and the like go entirely, text too.
 * An anchor left without an address or text is dropped.
 */
export const SANITIZE_BASE = {
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template', 'title'],
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs['href'] && !frame.text.trim(),
} satisfies sanitizeHtml.IOptions;

const OPTIONS: sanitizeHtml.IOptions = {
  ...SANITIZE_BASE,
  allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'u', 'blockquote', 'h2', 'h3', 'h4', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  // Only web and mail links: javascript:, data:, vbscript: and relative URLs (which would resolve
  // against the portal's own origin) lose their href.
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: {
    // The page's own title is the h1; description headings start below it.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    // Links leave the portal: no referrer, no ranking credit, no window.opener.
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer' }),
  },
};

/** The description reduced to the allowed subset. */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Tags after which the text continues as a new word (block elements and line breaks). */
const BLOCK_TAG = /<\/?(?:p|br|ul|ol|li|blockquote|h2|h3|h4)\b[^>]*>/gi;

/**
 * The plain text of sanitised HTML, for search and the stripped description: block boundaries
 * become spaces ("<li>Java</li><li>SQL</li>" must not become "JavaSQL"), inline tags vanish, and
 * the four entities sanitize-html writes are decoded (it decodes every entity of the input and
 * re-escapes only these), so the text is exactly what a reader sees.
 */
export function descriptionText(sanitized: string, maxLength: number): string {
  const text = sanitized
    .replace(BLOCK_TAG, ' ')
    .replace(/<[^>]*>/g, '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= maxLength ? text : text.slice(0, maxLength).replace(/\s+\S*$/, '');
}
