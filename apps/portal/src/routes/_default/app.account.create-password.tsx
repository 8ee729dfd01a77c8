// Create a password.
import { CreatePasswordPage, parseRedirectSearch } from '@talent/account';
import { createFileRoute } from '@tanstack/react-router';
import { requireLogin } from '../../app/guards.ts';

export const Route = createFileRoute('/_default/app/account/create-password')({
  validateSearch: parseRedirectSearch,
  beforeLoad: requireLogin('deactivated', 'tracker', 'getBrowserUuidCookie'),
  component: CreatePasswordPage,
});
