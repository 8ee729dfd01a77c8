// The head of a public job page (title, description, canonical URL, Open Graph and Twitter cards,
// hreflang alternates, JobPosting JSON-LD; noindex for a closed job), from the job the page's
// loader put in the query cache: the domain's rules (`jobPageMeta`) on the contract's job
// (`jobPostingInput`), in the shape of a route's `head()`. The job page's loader builds it (see
// `noHead`), so these rules load with the job page only.
import { jobPostingInput, jobPostingTenant } from '@talent/api-client';
import { LANGUAGE_QUERY_PARAM, jobPageMeta } from '@talent/domain';
import { projectQuery } from '@talent/search';
import type { PortalRuntime } from '../runtime.ts';
import { noHead } from './routeHeadAnswer.ts';
import type { RouteHeadAnswer } from './routeHeadAnswer.ts';

/** The head of the job page of project `id`; empty while the job is not loaded (or not found). */
export function projectHead(
  runtime: PortalRuntime,
  id: number | undefined,
  search: Readonly<Record<string, unknown>>,
): RouteHeadAnswer {
  const job =
    id === undefined
      ? undefined
      : runtime.queryClient.getQueryData(
          projectQuery(runtime.api, { id, locale: runtime.locale, mode: 'public' }).queryKey,
        );
  if (!job) return noHead();
  const languages = runtime.tenant.context.languages.map((l) => l.iso);
  const requested = search[LANGUAGE_QUERY_PARAM];
  const head = jobPageMeta({
    ...jobPostingInput(job, jobPostingTenant(runtime.tenant.context, runtime.bootstrap.origin)),
    locale: runtime.locale,
    urlLanguage: typeof requested === 'string' && languages.includes(requested) ? requested : null,
  });
  return {
    meta: [{ title: head.title }, ...head.meta.map((m) => ({ ...m }))],
    links: head.links.map((l) => ({ ...l })),
    scripts: head.jsonLd ? [{ type: 'application/ld+json', children: JSON.stringify(head.jsonLd) }] : [],
  };
}
