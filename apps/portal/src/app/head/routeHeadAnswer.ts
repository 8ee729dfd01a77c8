// What a route's `head()` answers, and the answer of a page without a head of its own: apart from
// routeHead.ts, since the route tree (every page's first chunk) reads these, while the code that
// writes a head into the document loads with the first navigation (DocumentHead.tsx).

/** A route's `head()` answer (TanStack Router), in the parts `pageHead` reads. */
export interface RouteHeadAnswer {
  meta: { title?: string; name?: string; property?: string; content?: string }[];
  links: { rel: string; href: string; hreflang?: string }[];
  scripts: { type: string; children: string }[];
}

/**
 * The answer of a route whose page has no head of its own yet (data not loaded, or not found). A
 * page whose head is built from its data builds it in its loader (returned as `head` in the
 * loader's data): the loader is split into the route's own chunk, so the rules that build a head
 * (a job page's JobPosting markup, ~1.8 KB gzip) load with that page only, not with every page's
 * route tree, where `head()` itself sits.
 */
export function noHead(): RouteHeadAnswer {
  return { meta: [], links: [], scripts: [] };
}
