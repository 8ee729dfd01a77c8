// Logged-in project page (route name app-project-id; optional query token).
import { ProjectPage, loadProjectPage } from '@talent/search';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { requireLogin } from '../../app/guards.ts';

export const Route = createFileRoute('/_portal/app/project/$id')({
  beforeLoad: requireLogin('deactivated', 'profile-fullfilled', 'tracker', 'getBrowserUuidCookie'),
  loader: ({ context: { runtime }, params }) => loadProjectPage(runtime, { id: params.id, mode: 'app' }),
  component: AppProject,
});

function AppProject(): ReactElement {
  return <ProjectPage id={Number(Route.useParams().id)} mode="app" />;
}
