// Public projects of a pool in a city.
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../app/ComingSoon.tsx';
import { guards } from '../../app/guards.ts';

export const Route = createFileRoute('/_portal/projects/pool/{-$poolName}/$id/$city')({
  beforeLoad: guards('tracker', 'getBrowserUuidCookie', 'search-redirect', 'public-search-disabled'),
  component: ComingSoon,
});
