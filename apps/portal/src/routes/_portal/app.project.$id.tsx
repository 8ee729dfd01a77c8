// Logged-in project page (route name app-project-id; optional query token).
import { urlTokenRedirect } from '@talent/account';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../app/ComingSoon.tsx';
import { requireLogin } from '../../app/guards.ts';

export const Route = createFileRoute('/_portal/app/project/$id')({
  // Trusted-token guard (spec §8): `?token=` logs in first (and redirects); then the login guards.
  beforeLoad: async (args) => {
    await urlTokenRedirect(args.context.runtime, args.search, args.params.id);
    await requireLogin('deactivated', 'profile-fullfilled', 'tracker', 'getBrowserUuidCookie')(args);
  },
  component: ComingSoon,
});
