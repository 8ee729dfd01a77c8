// Privacy statement (spec §2 footer link): the tenant's CMS page `privacy` in its current version,
// the version talent agree to.
import { ContentPage, loadContentPage } from '@talent/content';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { guards } from '../../app/guards.ts';
import { noHead } from '../../app/head/routeHeadAnswer.ts';
import type { RouteHeadAnswer } from '../../app/head/routeHeadAnswer.ts';

export const Route = createFileRoute('/_default/privacy')({
  staticData: { serverRendered: true },
  beforeLoad: guards('tracker', 'getBrowserUuidCookie'),
  // The head is built with the data, by the loader (see the job page's route).
  loader: async ({ context: { runtime }, location }): Promise<{ head?: RouteHeadAnswer }> => {
    await loadContentPage(runtime, { slug: 'privacy', pathname: location.pathname });
    if (runtime.headFromServer) return {};
    const { contentHead } = await import('../../app/head/contentHead.ts');
    return { head: contentHead(runtime, 'privacy') };
  },
  head: ({ loaderData }) => loaderData?.head ?? noHead(),
  component: PrivacyRoute,
});

function PrivacyRoute(): ReactElement {
  return <ContentPage slug="privacy" />;
}
