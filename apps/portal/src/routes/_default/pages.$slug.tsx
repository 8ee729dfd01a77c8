// The tenant's other CMS pages, linked from the footer: imprint, accessibility statement, help & FAQ
// (`/pages/imprint`, …). A page the tenant does not have is a 404; /pages/terms goes to /terms.
import { ContentPage, loadContentPage } from '@talent/content';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { guards } from '../../app/guards.ts';
import { contentHead } from '../../app/head/contentHead.ts';
import { noHead } from '../../app/head/routeHeadAnswer.ts';

export const Route = createFileRoute('/_default/pages/$slug')({
  staticData: { serverRendered: true },
  beforeLoad: guards('tracker', 'getBrowserUuidCookie'),
  // The head is built with the data, in the loader's chunk (see `noHead`).
  loader: async ({ context: { runtime }, params, location }) => {
    await loadContentPage(runtime, { slug: params.slug, pathname: location.pathname });
    return { head: contentHead(runtime, params.slug) };
  },
  head: ({ loaderData }) => loaderData?.head ?? noHead(),
  component: ContentPageRoute,
});

// The page gets what this route matched, as props (a feature never re-reads the URL).
function ContentPageRoute(): ReactElement {
  return <ContentPage slug={Route.useParams().slug} />;
}
