// Password reset (route name app-account-forgotPassword; needs query token).
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../app/ComingSoon.tsx';
import { guards } from '../../app/guards.ts';

export const Route = createFileRoute('/_default/app/account/forgotPassword')({
  beforeLoad: guards('tracker', 'getBrowserUuidCookie'),
  component: ComingSoon,
});
