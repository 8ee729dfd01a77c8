// Password reset (route name app-account-forgotPassword; needs query token, else login).
import { ResetPasswordPage, parseTokenSearch, requireTokenParam } from '@talent/account';
import { createFileRoute } from '@tanstack/react-router';
import { guards } from '../../app/guards.ts';

const routeGuards = guards('tracker', 'getBrowserUuidCookie');

export const Route = createFileRoute('/_default/app/account/forgotPassword')({
  validateSearch: parseTokenSearch,
  beforeLoad: async (args) => {
    await routeGuards(args);
    requireTokenParam(args.search);
  },
  component: ResetPasswordPage,
});
