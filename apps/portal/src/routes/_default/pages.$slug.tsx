// The tenant's other CMS pages, linked from the footer: imprint, accessibility statement, help & FAQ
// (`/pages/imprint`, …). A page the tenant does not have is a 404; /pages/terms goes to /terms.
import { ContentPage, loadContentPage } from '@talent/content';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { guards } from '../../app/guards.ts';
import { noHead } from '../../app/head/routeHeadAnswer.ts';
import type { RouteHeadAnswer } from '../../app/head/routeHeadAnswer.ts';

export const Route = createFileRoute('/_default/pages/$slug')({
  staticData: { serverRendered: true },
  beforeLoad: guards('tracker', 'getBrowserUuidCookie'),
  // The head is built with the data, by the loader (see the job page's route).
  loader: async ({ context: { runtime }, params, location }): Promise<{ head?: RouteHeadAnswer }> => {
    await loadContentPage(runtime, { slug: params.slug, pathname: location.pathname });
    if (runtime.headFromServer) return {};
    const { contentHead } = await import('../../app/head/contentHead.ts');
    return { head: contentHead(runtime, params.slug) };
  },
  head: ({ loaderData }) => loaderData?.head ?? noHead(),
  component: ContentPageRoute,
});

// The page gets what this route matched, as props (a feature never re-reads the URL).
function ContentPageRoute(): ReactElement {
  return <ContentPage slug={Route.useParams().slug} />;
}
