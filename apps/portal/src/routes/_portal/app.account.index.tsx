// Account pages (query tab); the screens come with the account issue.
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../app/ComingSoon.tsx';
import { requireLogin } from '../../app/guards.ts';

export const Route = createFileRoute('/_portal/app/account/')({
  beforeLoad: requireLogin('deactivated', 'profile-fullfilled', 'tracker', 'getBrowserUuidCookie'),
  component: ComingSoon,
});
