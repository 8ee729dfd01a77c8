// Terms of use (spec §2 footer link): the tenant's CMS page `terms` in its current version, the
// version talent agree to.
import { ContentPage, loadContentPage } from '@talent/content';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { guards } from '../../app/guards.ts';
import { noHead } from '../../app/head/routeHeadAnswer.ts';
import type { RouteHeadAnswer } from '../../app/head/routeHeadAnswer.ts';

export const Route = createFileRoute('/_default/terms')({
  staticData: { serverRendered: true },
  beforeLoad: guards('tracker', 'getBrowserUuidCookie'),
  // The head is built with the data, by the loader (see the job page's route).
  loader: async ({ context: { runtime }, location }): Promise<{ head?: RouteHeadAnswer }> => {
    await loadContentPage(runtime, { slug: 'terms', pathname: location.pathname });
    if (runtime.headFromServer) return {};
    const { contentHead } = await import('../../app/head/contentHead.ts');
    return { head: contentHead(runtime, 'terms') };
  },
  head: ({ loaderData }) => loaderData?.head ?? noHead(),
  component: TermsRoute,
});

function TermsRoute(): ReactElement {
  return <ContentPage slug="terms" />;
}
