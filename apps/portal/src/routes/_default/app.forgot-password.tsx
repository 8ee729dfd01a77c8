// Forgot password.
import { ForgotPasswordPage } from '@talent/account';
import { createFileRoute } from '@tanstack/react-router';
import { guards } from '../../app/guards.ts';

export const Route = createFileRoute('/_default/app/forgot-password')({
  staticData: { serverRendered: true },
  beforeLoad: guards('tracker', 'getBrowserUuidCookie', 'search-redirect'),
  component: ForgotPasswordPage,
});
