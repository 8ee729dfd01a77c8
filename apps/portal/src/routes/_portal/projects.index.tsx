// Public project search (spec §2 /projects).
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../app/ComingSoon.tsx';
import { guards } from '../../app/guards.ts';

export const Route = createFileRoute('/_portal/projects/')({
  beforeLoad: guards('tracker', 'getBrowserUuidCookie', 'search-redirect', 'public-search-disabled'),
  component: ComingSoon,
});
