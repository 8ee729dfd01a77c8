// Privacy statement (spec §2 footer link): the tenant's CMS page `privacy` in its current version,
// the version talent agree to.
import { ContentPage, loadContentPage } from '@talent/content';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { guards } from '../../app/guards.ts';
import { contentHead } from '../../app/head/contentHead.ts';
import { noHead } from '../../app/head/routeHeadAnswer.ts';

export const Route = createFileRoute('/_default/privacy')({
  staticData: { serverRendered: true },
  beforeLoad: guards('tracker', 'getBrowserUuidCookie'),
  // The head is built with the data, in the loader's chunk (see `noHead`).
  loader: async ({ context: { runtime }, location }) => {
    await loadContentPage(runtime, { slug: 'privacy', pathname: location.pathname });
    return { head: contentHead(runtime, 'privacy') };
  },
  head: ({ loaderData }) => loaderData?.head ?? noHead(),
  component: PrivacyRoute,
});

function PrivacyRoute(): ReactElement {
  return <ContentPage slug="privacy" />;
}
