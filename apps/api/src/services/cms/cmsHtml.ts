// The Markdown of CMS pages (terms, privacy, imprint, help…) becomes HTML for the portal: marked
// renders it (GitHub-flavoured: tables, strikethrough, autolinks) and sanitize-html reduces the
// result to an allow-list. The text is the tenant's own, but it is edited by people outside the
// development team and a Markdown file may carry raw HTML, so nothing reaches a browser unsanitised:
// no script, style, frame, event handler or javascript: URL survives, whatever the file says.
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { SANITIZE_BASE } from '../catalog/projectHtml.ts';

// Its own instance: options set here never leak into another user of the library.
const markdown = new Marked({ gfm: true });

/** Whether a link leaves the portal (an absolute web URL), as opposed to a page of its own or mail. */
const leavesPortal = (href: string | undefined) => href !== undefined && /^https?:/i.test(href.trim());

const OPTIONS: sanitizeHtml.IOptions = {
  ...SANITIZE_BASE,
  allowedTags: [
    ...['h2', 'h3', 'h4', 'p', 'br', 'hr', 'blockquote', 'ul', 'ol', 'li', 'pre', 'code'],
    ...['strong', 'em', 'b', 'i', 'del', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'], ol: ['start'], th: ['align'], td: ['align'] },
  // Web, mail and phone links, and paths of the portal itself (`/privacy`, `/pages/help`): a page
  // of the tenant may point to its other pages. javascript:, data: and protocol-relative URLs
  // (`//elsewhere`) lose their href.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: {
    // The page's title is its h1 (from the front matter); the text's headings start below it.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    // Links that leave the portal get no referrer and no window.opener; the portal's own pages
    // and mail addresses stay plain links.
    a: (tagName, attribs) => ({
      tagName,
      attribs: leavesPortal(attribs['href']) ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** A page's Markdown as sanitised HTML. */
export function cmsPageHtml(text: string): string {
  return sanitizeHtml(markdown.parse(text, { async: false }), OPTIONS).trim();
}
