// Privacy statement (spec §2 footer link): the tenant's CMS page `privacy` in its current version,
// the version talent agree to.
import { ContentPage, loadContentPage } from '@talent/content';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { guards } from '../../app/guards.ts';
import { contentHead } from '../../app/head/contentHead.ts';

export const Route = createFileRoute('/_default/privacy')({
  staticData: { serverRendered: true },
  beforeLoad: guards('tracker', 'getBrowserUuidCookie'),
  loader: ({ context: { runtime }, location }) =>
    loadContentPage(runtime, { slug: 'privacy', pathname: location.pathname }),
  head: ({ match }) => contentHead(match.context.runtime, 'privacy'),
  component: PrivacyRoute,
});

function PrivacyRoute(): ReactElement {
  return <ContentPage slug="privacy" />;
}
