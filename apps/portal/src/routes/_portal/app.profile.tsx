// Profile (query tab); the screens come with the profile issue.
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../app/ComingSoon.tsx';
import { requireLogin } from '../../app/guards.ts';

export const Route = createFileRoute('/_portal/app/profile')({
  beforeLoad: requireLogin('deactivated', 'profile-fullfilled', 'tracker', 'getBrowserUuidCookie'),
  component: ComingSoon,
});
