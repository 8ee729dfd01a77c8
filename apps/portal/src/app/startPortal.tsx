// Starting the app in the browser: read the tenant and the messages the server wrote into the page,
// and render the app — hydrating the server's HTML where the server rendered the page (public
// pages), from the query cache it rendered with. Nothing is downloaded before the first render but
// the code. main.tsx (the entry) only calls this: the code lives here so that it is bundled with
// everything else the entry needs, in one file (`initial`), not in an entry file of its own.
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PortalApp } from './PortalApp.tsx';
import { markReadyWhenRendered } from './portalReady.ts';
import { loadAnnouncementNotice } from '../chrome/AnnouncementBanner.tsx';
import { announcementQuery } from '../chrome/chromeQueries.ts';
import { createRuntime } from './runtime.ts';
import { readBootstrap, readDehydratedState, readMessages } from '../bootstrap.ts';
import { createPortalRouter } from '../router.tsx';

/** Renders (or hydrates) the portal into `document`'s root element. */
export function startPortal(document: Document): void {
  const bootstrap = readBootstrap(document);
  const runtime = createRuntime(bootstrap);
  const state = readDehydratedState(document);
  if (state) hydrate(runtime.queryClient, state);
  const router = createPortalRouter(runtime);
  markReadyWhenRendered(router, document);

  const app = (
    <StrictMode>
      <PortalApp runtime={runtime} router={router} initialMessages={readMessages(document)} />
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  if (state) {
    // Its head too is the server's (see `PortalRuntime.headFromServer`).
    runtime.headFromServer = true;
    // Marked as a server-rendered page, as TanStack's own hydration marks it (`router.ssr`): the
    // router then draws its matches without the browser-only Suspense wrapper the server never drew,
    // and hydration finds the server's elements where it expects them.
    router.ssr = { manifest: undefined };
    // The first render must be the server's: the same matches, with their data (from the cache), and
    // an announcement's notice, if the page has one (its code loads only then, AnnouncementBanner).
    const announcement = runtime.queryClient.getQueryData(announcementQuery(runtime.api).queryKey);
    void Promise.all([router.load(), announcement ? loadAnnouncementNotice() : undefined]).then(() =>
      hydrateRoot(root, app),
    );
  } else {
    createRoot(root).render(app);
  }
}
