// Logged-in project page (route name app-project-id; optional query token).
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../app/ComingSoon.tsx';
import { requireLogin } from '../../app/guards.ts';

export const Route = createFileRoute('/_portal/app/project/$id')({
  beforeLoad: requireLogin('deactivated', 'profile-fullfilled', 'tracker', 'getBrowserUuidCookie'),
  component: ComingSoon,
});
