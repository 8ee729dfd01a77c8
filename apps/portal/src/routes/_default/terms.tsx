// Terms of use (spec §2 footer link): the tenant's CMS page `terms` in its current version, the
// version talent agree to.
import { ContentPage, loadContentPage } from '@talent/content';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { guards } from '../../app/guards.ts';
import { contentHead } from '../../app/head/contentHead.ts';

export const Route = createFileRoute('/_default/terms')({
  staticData: { serverRendered: true },
  beforeLoad: guards('tracker', 'getBrowserUuidCookie'),
  loader: ({ context: { runtime }, location }) =>
    loadContentPage(runtime, { slug: 'terms', pathname: location.pathname }),
  head: ({ match }) => contentHead(match.context.runtime, 'terms'),
  component: TermsRoute,
});

function TermsRoute(): ReactElement {
  return <ContentPage slug="terms" />;
}
