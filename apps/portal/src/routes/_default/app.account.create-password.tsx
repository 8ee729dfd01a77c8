// Create a password.
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../app/ComingSoon.tsx';
import { requireLogin } from '../../app/guards.ts';

export const Route = createFileRoute('/_default/app/account/create-password')({
  beforeLoad: requireLogin('deactivated', 'tracker', 'getBrowserUuidCookie'),
  component: ComingSoon,
});
