// The browser entry: read the tenant the server wrote into the page, load the messages of the
// negotiated locale, and render the app — hydrating the server's HTML where the server rendered
// the page (public pages), from the query cache it rendered with.
import { loadMessages } from '@talent/i18n';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PortalApp } from './app/PortalApp.tsx';
import { markReadyWhenRendered } from './app/portalReady.ts';
import { createRuntime } from './app/runtime.ts';
import { readBootstrap, readDehydratedState } from './bootstrap.ts';
import { createPortalRouter } from './router.tsx';

const bootstrap = readBootstrap(document);
const runtime = createRuntime(bootstrap);
const state = readDehydratedState(document);
if (state) hydrate(runtime.queryClient, state);
const router = createPortalRouter(runtime);
markReadyWhenRendered(router, document);
const [initialMessages] = await Promise.all([
  loadMessages(bootstrap.locale, bootstrap.messageOverrides),
  // The first render must be the server's: the same matches, with their data (from the cache).
  state ? router.load() : undefined,
]);

const app = (
  <StrictMode>
    <PortalApp runtime={runtime} router={router} initialMessages={initialMessages} />
  </StrictMode>
);
const root = document.getElementById('root')!;
if (state) hydrateRoot(root, app);
else createRoot(root).render(app);
