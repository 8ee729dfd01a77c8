// An onboarding step; the steps come with the onboarding issue.
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../app/ComingSoon.tsx';
import { requireLogin } from '../../app/guards.ts';

export const Route = createFileRoute('/_portal/app/onboarding/$slug')({
  beforeLoad: requireLogin('deactivated', 'onboarding', 'tracker', 'getBrowserUuidCookie'),
  component: ComingSoon,
});
