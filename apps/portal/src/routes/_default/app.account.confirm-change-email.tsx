// Confirm a changed email address (link sent to the new address).
import { ConfirmChangeEmailPage, parseTokenSearch } from '@talent/account';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { guards } from '../../app/guards.ts';

export const Route = createFileRoute('/_default/app/account/confirm-change-email')({
  validateSearch: parseTokenSearch,
  beforeLoad: guards('tracker', 'getBrowserUuidCookie'),
  component: ConfirmChangeEmailPageRoute,
});

// The page gets what this route validated, as props (a feature never re-reads the URL).
function ConfirmChangeEmailPageRoute(): ReactElement {
  return <ConfirmChangeEmailPage token={Route.useSearch().token} />;
}
