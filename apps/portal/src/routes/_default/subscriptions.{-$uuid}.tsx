// Email subscription settings from a mail link.
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../app/ComingSoon.tsx';
import { guards } from '../../app/guards.ts';

export const Route = createFileRoute('/_default/subscriptions/{-$uuid}')({
  beforeLoad: guards('tracker', 'getBrowserUuidCookie'),
  component: ComingSoon,
});
