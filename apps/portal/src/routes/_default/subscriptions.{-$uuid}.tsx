// Email subscription settings from a mail link.
import { SubscriptionPage } from '@talent/account';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { guards } from '../../app/guards.ts';

export const Route = createFileRoute('/_default/subscriptions/{-$uuid}')({
  beforeLoad: guards('tracker', 'getBrowserUuidCookie'),
  component: SubscriptionPageRoute,
});

// The page gets what this route validated, as props (a feature never re-reads the URL).
function SubscriptionPageRoute(): ReactElement {
  return <SubscriptionPage uuid={Route.useParams().uuid} />;
}
