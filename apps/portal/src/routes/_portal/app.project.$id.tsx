// Logged-in project page (route name app-project-id; optional query token).
import { ProjectPage, loadProjectPage } from '@talent/search';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { ProjectNotFoundPage } from '../../errors/NotFoundPage.tsx';
import { guards, requireLogin } from '../../app/guards.ts';

export const Route = createFileRoute('/_portal/app/project/$id')({
  // The trusted-token guard first: a `?token=` logs the visitor in before the login guards run.
  beforeLoad: async (args) => {
    await guards('trusted-token')(args);
    await requireLogin('deactivated', 'profile-fullfilled', 'tracker', 'getBrowserUuidCookie')(args);
  },
  loader: ({ context: { runtime }, params }) => loadProjectPage(runtime, { id: params.id, mode: 'app' }),
  notFoundComponent: ProjectNotFoundPage,
  component: AppProject,
});

function AppProject(): ReactElement {
  return <ProjectPage id={Route.useLoaderData().id} mode="app" />;
}
