// Public project page.
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../app/ComingSoon.tsx';
import { guards } from '../../app/guards.ts';

export const Route = createFileRoute('/_portal/projects/$title/{-$id}')({
  beforeLoad: guards('tracker', 'getBrowserUuidCookie'),
  component: ComingSoon,
});
