// The head of a content page (terms, privacy statement, imprint, help…): its title and a
// description from its text, from the page the loader put in the query cache. The page's loader
// builds it (see `noHead`).
import { contentPageQuery } from '@talent/content';
import { htmlToText, metaDescription } from '@talent/domain';
import type { PortalRuntime } from '../runtime.ts';
import { noHead } from './routeHeadAnswer.ts';
import type { RouteHeadAnswer } from './routeHeadAnswer.ts';

/** The head of the content page `slug` in the page's language; empty while it is not loaded. */
export function contentHead(runtime: PortalRuntime, slug: string): RouteHeadAnswer {
  const page = runtime.queryClient.getQueryData(contentPageQuery(runtime.api, slug, runtime.locale).queryKey);
  if (!page) return noHead();
  const title = `${page.title} · ${runtime.tenant.context.name}`;
  const description = metaDescription(htmlToText(page.html));
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
    ],
    links: [],
    scripts: [],
  };
}
