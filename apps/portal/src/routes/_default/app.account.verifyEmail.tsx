// Verify an email address (link of the verification mail).
import { VerifyEmailPage, parseTokenSearch } from '@talent/account';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { guards } from '../../app/guards.ts';

export const Route = createFileRoute('/_default/app/account/verifyEmail')({
  validateSearch: parseTokenSearch,
  beforeLoad: guards('tracker', 'getBrowserUuidCookie'),
  component: VerifyEmailPageRoute,
});

// The page gets what this route validated, as props (a feature never re-reads the URL).
function VerifyEmailPageRoute(): ReactElement {
  return <VerifyEmailPage token={Route.useSearch().token} />;
}
