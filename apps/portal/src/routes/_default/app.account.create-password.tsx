// Create a password.
import { CreatePasswordPage, parseRedirectSearch } from '@talent/account';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { requireLogin } from '../../app/guards.ts';

export const Route = createFileRoute('/_default/app/account/create-password')({
  validateSearch: parseRedirectSearch,
  beforeLoad: requireLogin('deactivated', 'tracker', 'getBrowserUuidCookie'),
  component: CreatePasswordPageRoute,
});

// The page gets what this route validated, as props (a feature never re-reads the URL).
function CreatePasswordPageRoute(): ReactElement {
  return <CreatePasswordPage redirect={Route.useSearch().redirect} />;
}
