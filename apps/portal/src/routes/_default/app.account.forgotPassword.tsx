// Password reset (route name app-account-forgotPassword; needs query token, else login).
import { ResetPasswordPage, parseTokenSearch, requireTokenParam } from '@talent/account';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { guards } from '../../app/guards.ts';

const routeGuards = guards('tracker', 'getBrowserUuidCookie');

export const Route = createFileRoute('/_default/app/account/forgotPassword')({
  validateSearch: parseTokenSearch,
  beforeLoad: async (args) => {
    await routeGuards(args);
    requireTokenParam(args.search);
  },
  component: ResetPasswordPageRoute,
});

// The page gets what this route validated, as props (a feature never re-reads the URL).
function ResetPasswordPageRoute(): ReactElement {
  return <ResetPasswordPage token={Route.useSearch().token} />;
}
