// Managing emails from a mail link, without logging in: the settings the link names are read by the
// loader (reading changes nothing), every change is the user's click.
import { SubscriptionPage, loadSubscriptionPage } from '@talent/account';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { guards } from '../../app/guards.ts';

export const Route = createFileRoute('/_default/subscriptions/{-$uuid}')({
  beforeLoad: guards('tracker', 'getBrowserUuidCookie'),
  loader: ({ context: { runtime }, params }) => loadSubscriptionPage(runtime, params),
  component: SubscriptionPageRoute,
});

// The page gets what this route validated, as props (a feature never re-reads the URL).
function SubscriptionPageRoute(): ReactElement {
  return <SubscriptionPage uuid={Route.useParams().uuid} />;
}
