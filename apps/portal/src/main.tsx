// The browser entry: read the tenant the server wrote into the page, load the messages of the
// negotiated locale, and render the app.
import { loadMessages } from '@talent/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalApp } from './app/PortalApp.tsx';
import { createRuntime } from './app/runtime.ts';
import { readBootstrap } from './bootstrap.ts';
import { createPortalRouter } from './router.tsx';

const bootstrap = readBootstrap(document);
const runtime = createRuntime(bootstrap);
const router = createPortalRouter(runtime);
const initialMessages = await loadMessages(bootstrap.locale, bootstrap.messageOverrides);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PortalApp runtime={runtime} router={router} initialMessages={initialMessages} />
  </StrictMode>,
);
