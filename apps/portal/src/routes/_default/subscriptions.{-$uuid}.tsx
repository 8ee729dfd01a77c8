// Email subscription settings from a mail link.
import { SubscriptionPage } from '@talent/account';
import { createFileRoute } from '@tanstack/react-router';
import { guards } from '../../app/guards.ts';

export const Route = createFileRoute('/_default/subscriptions/{-$uuid}')({
  beforeLoad: guards('tracker', 'getBrowserUuidCookie'),
  component: SubscriptionPage,
});
