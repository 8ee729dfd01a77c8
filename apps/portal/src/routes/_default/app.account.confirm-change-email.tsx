// Confirm a changed email address (link sent to the new address).
import { ConfirmChangeEmailPage, parseTokenSearch } from '@talent/account';
import { createFileRoute } from '@tanstack/react-router';
import { guards } from '../../app/guards.ts';

export const Route = createFileRoute('/_default/app/account/confirm-change-email')({
  validateSearch: parseTokenSearch,
  beforeLoad: guards('tracker', 'getBrowserUuidCookie'),
  component: ConfirmChangeEmailPage,
});
