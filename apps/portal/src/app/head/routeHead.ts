// The document head a page asks for through its route's `head()` (TanStack Router: `meta`, `links`
// and `scripts` of each matched route): the title, meta description, canonical URL, Open Graph and
// Twitter cards, hreflang alternates and JSON-LD (a job page's JobPosting). The server writes it
// into the page it sends; in the browser `DocumentHead` keeps it in step on every navigation. One
// reading of the route matches for both, so the two can never disagree.

/** One `<meta>`: by name (`description`, `robots`, `twitter:*`) or by property (`og:*`). */
export interface HeadMeta {
  readonly name?: string;
  readonly property?: string;
  readonly content: string;
}

/** One `<link>` (canonical, alternate with hreflang). */
export interface HeadLink {
  readonly rel: string;
  readonly href: string;
  readonly hreflang?: string;
}

/** The head of a page. */
export interface PageHead {
  readonly title?: string;
  readonly meta: readonly HeadMeta[];
  readonly links: readonly HeadLink[];
  /** Structured data, each written as `<script type="application/ld+json">`. */
  readonly jsonLd: readonly string[];
}

/** What a route match carries after its `head()` ran (the parts of TanStack's match read here). */
export interface HeadMatch {
  readonly meta?: readonly (object | undefined)[] | undefined;
  readonly links?: readonly (object | undefined)[] | undefined;
  readonly headScripts?: readonly (object | undefined)[] | undefined;
}

/** An entry's fields (TanStack types them as element props; only strings are read). */
const fields = (entry: object | undefined): Record<string, unknown> => (entry ?? {}) as Record<string, unknown>;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The head of the matched routes, the deepest route's entries winning over its parents'. */
export function pageHead(matches: readonly HeadMatch[]): PageHead {
  let title: string | undefined;
  const meta = new Map<string, HeadMeta>();
  const links = new Map<string, HeadLink>();
  const jsonLd: string[] = [];
  for (const match of matches) {
    for (const item of match.meta ?? []) {
      const entry = fields(item);
      const entryTitle = text(entry['title']);
      if (entryTitle !== undefined) title = entryTitle;
      const content = text(entry['content']);
      const name = text(entry['name']);
      const property = text(entry['property']);
      if (content === undefined || (name === undefined) === (property === undefined)) continue;
      meta.set(
        name ? `name:${name}` : `property:${property}`,
        name ? { name, content } : { property: property!, content },
      );
    }
    for (const item of match.links ?? []) {
      const entry = fields(item);
      const rel = text(entry['rel']);
      const href = text(entry['href']);
      if (!rel || !href) continue;
      const hreflang = text(entry['hreflang']);
      links.set(`${rel}:${hreflang ?? ''}`, hreflang ? { rel, href, hreflang } : { rel, href });
    }
    for (const item of match.headScripts ?? []) {
      const entry = fields(item);
      const children = text(entry['children']);
      if (entry['type'] === 'application/ld+json' && children) jsonLd.push(children);
    }
  }
  return { ...(title !== undefined && { title }), meta: [...meta.values()], links: [...links.values()], jsonLd };
}

/** Text for an HTML attribute or element. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Marks the elements a page's head owns, so the browser replaces them on the next page. */
export const ROUTE_HEAD_ATTRIBUTE = 'data-route-head';

/**
 * The head as HTML for the server's page. JSON-LD is written so that no `<` in it can end the
 * script element early (`<` as `\u003c`, which JSON reads as the same character).
 */
export function pageHeadHtml(head: PageHead): string {
  const mark = `${ROUTE_HEAD_ATTRIBUTE}=""`;
  return [
    ...head.meta.map((m) =>
      m.name
        ? `<meta ${mark} name="${escapeHtml(m.name)}" content="${escapeHtml(m.content)}" />`
        : `<meta ${mark} property="${escapeHtml(m.property!)}" content="${escapeHtml(m.content)}" />`,
    ),
    ...head.links.map(
      (l) =>
        `<link ${mark} rel="${escapeHtml(l.rel)}"${l.hreflang ? ` hreflang="${escapeHtml(l.hreflang)}"` : ''} href="${escapeHtml(l.href)}" />`,
    ),
    ...head.jsonLd.map(
      (json) => `<script ${mark} type="application/ld+json">${json.replace(/</g, '\\u003c')}</script>`,
    ),
  ].join('\n    ');
}

/** What every page's head says when its route says nothing more specific. */
export interface DefaultHeadInput {
  /** The tenant's name (the site name, and the title of pages without their own). */
  readonly siteName: string;
  /** The tenant's public origin (never the request's Host). */
  readonly origin: string;
  /** This page's path (the canonical URL has no query). */
  readonly pathname: string;
  /** The tenant's Open Graph image, absolute or relative to `origin`. */
  readonly image: string;
}

/** The head every page has: description, canonical URL and Open Graph on the tenant's origin. */
export function defaultHead(input: DefaultHeadInput): PageHead {
  const url = `${input.origin}${input.pathname}`;
  return {
    meta: [
      { name: 'description', content: input.siteName },
      { property: 'og:site_name', content: input.siteName },
      { property: 'og:title', content: input.siteName },
      { property: 'og:url', content: url },
      { property: 'og:image', content: new URL(input.image, input.origin).href },
    ],
    links: [{ rel: 'canonical', href: url }],
    jsonLd: [],
  };
}

const metaKey = (m: HeadMeta) => (m.name ? `name:${m.name}` : `property:${m.property}`);
const linkKey = (l: HeadLink) => `${l.rel}:${l.hreflang ?? ''}`;

/** `base` with `page`'s entries instead of those it names the same way. */
export function mergeHeads(base: PageHead, page: PageHead): PageHead {
  const meta = new Map(base.meta.map((m) => [metaKey(m), m]));
  for (const m of page.meta) meta.set(metaKey(m), m);
  const links = new Map(base.links.map((l) => [linkKey(l), l]));
  for (const l of page.links) links.set(linkKey(l), l);
  const title = page.title ?? base.title;
  return {
    ...(title !== undefined && { title }),
    meta: [...meta.values()],
    links: [...links.values()],
    jsonLd: [...base.jsonLd, ...page.jsonLd],
  };
}
