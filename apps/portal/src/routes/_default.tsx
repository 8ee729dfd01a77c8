// Pathless layout route: pages under routes/_default/ render inside the "default" layout (spec §2).
import { createFileRoute } from '@tanstack/react-router';
import { loadChrome } from '../chrome/chromeQueries.ts';
import { DefaultLayout } from '../layouts/DefaultLayout.tsx';

export const Route = createFileRoute('/_default')({
  // The footer's (and banner's) data with the page's, in one render (chrome/chromeQueries.ts).
  loader: ({ context: { runtime } }) => loadChrome(runtime, { announcement: false }),
  component: DefaultLayout,
});
