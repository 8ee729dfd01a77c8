// Verify an email address (link of the verification mail).
import { VerifyEmailPage, parseTokenSearch } from '@talent/account';
import { createFileRoute } from '@tanstack/react-router';
import { guards } from '../../app/guards.ts';

export const Route = createFileRoute('/_default/app/account/verifyEmail')({
  validateSearch: parseTokenSearch,
  beforeLoad: guards('tracker', 'getBrowserUuidCookie'),
  component: VerifyEmailPage,
});
