// Complete a social sign-up.
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../app/ComingSoon.tsx';
import { guards } from '../../app/guards.ts';

export const Route = createFileRoute('/_default/app/account/social-incomplete')({
  beforeLoad: guards('tracker', 'getBrowserUuidCookie'),
  component: ComingSoon,
});
