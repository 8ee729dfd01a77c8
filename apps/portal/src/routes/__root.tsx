// The root route: global chrome that every layout shares (offline bar, page loader), client-side
// navigation for plain anchors, focus on the new page's heading after a navigation, and the 404 (in the default layout) / error pages.
import { OfflineBar, PageLoader } from '@talent/ui';
import { createRootRouteWithContext, Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { focusPageOnNavigation } from '../app/focusOnNavigation.ts';
import { DocumentHead } from '../app/head/DocumentHead.tsx';
import { interceptLinks } from '../app/linkInterception.ts';
import { useOnline } from '../app/online.ts';
import type { RouterContext } from '../app/routerContext.ts';
import { ErrorPage } from '../errors/ErrorPage.tsx';
import { UnknownUrlPage } from '../errors/NotFoundPage.tsx';
import { messages } from '../messages.ts';

function Root(): ReactElement {
  const intl = useIntl();
  const router = useRouter();
  const loading = useRouterState({ select: (state) => state.status === 'pending' });
  const online = useOnline();
  useEffect(() => interceptLinks(document, (href) => void router.navigate({ href })), [router]);
  useEffect(() => focusPageOnNavigation(router, document), [router]);
  return (
    <>
      {online ? null : <OfflineBar message={intl.formatMessage(messages.offline)} locale={intl.locale} />}
      <PageLoader active={loading} label={intl.formatMessage(messages.loadingPage)} />
      <DocumentHead />
      <Outlet />
    </>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  // An unknown URL: the 404 in the default layout (header and footer of the tenant).
  notFoundComponent: UnknownUrlPage,
  errorComponent: ErrorPage,
});
