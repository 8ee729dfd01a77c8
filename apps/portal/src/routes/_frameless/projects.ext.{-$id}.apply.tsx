// Apply to an external project; the flow comes with the application issue.
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../app/ComingSoon.tsx';
import { guards } from '../../app/guards.ts';

export const Route = createFileRoute('/_frameless/projects/ext/{-$id}/apply')({
  beforeLoad: guards('tracker', 'getBrowserUuidCookie'),
  component: ComingSoon,
});
