// Sign-up.
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../app/ComingSoon.tsx';
import { guards } from '../../app/guards.ts';

export const Route = createFileRoute('/_default/app/signup')({
  beforeLoad: guards('tracker', 'getBrowserUuidCookie', 'search-redirect'),
  component: ComingSoon,
});
