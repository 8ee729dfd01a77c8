// Pathless layout route: pages under routes/_portal/ render inside the "portal" layout (spec §2).
import { createFileRoute } from '@tanstack/react-router';
import { loadChrome } from '../chrome/chromeQueries.ts';
import { PortalLayout } from '../layouts/PortalLayout.tsx';

export const Route = createFileRoute('/_portal')({
  // The footer's (and banner's) data with the page's, in one render (chrome/chromeQueries.ts).
  loader: ({ context: { runtime } }) => loadChrome(runtime, { announcement: true }),
  component: PortalLayout,
});
