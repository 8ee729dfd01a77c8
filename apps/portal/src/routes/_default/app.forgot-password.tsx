// Forgot password.
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../app/ComingSoon.tsx';
import { guards } from '../../app/guards.ts';

export const Route = createFileRoute('/_default/app/forgot-password')({
  beforeLoad: guards('tracker', 'getBrowserUuidCookie', 'search-redirect'),
  component: ComingSoon,
});
