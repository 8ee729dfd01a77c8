// Logged-in project page (route name app-project-id; optional query token).
import { urlTokenRedirect } from '@talent/account';
import { ProjectPage, loadProjectPage } from '@talent/search';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { requireLogin } from '../../app/guards.ts';

export const Route = createFileRoute('/_portal/app/project/$id')({
  // Trusted-token guard (spec §8): `?token=` logs in first (and redirects); then the login guards.
  beforeLoad: async (args) => {
    await urlTokenRedirect(args.context.runtime, args.search, args.params.id);
    await requireLogin('deactivated', 'profile-fullfilled', 'tracker', 'getBrowserUuidCookie')(args);
  },
  loader: ({ context: { runtime }, params }) => loadProjectPage(runtime, { id: params.id, mode: 'app' }),
  component: AppProject,
});

function AppProject(): ReactElement {
  return <ProjectPage id={Number(Route.useParams().id)} mode="app" />;
}
