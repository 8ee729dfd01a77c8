// Public project page; a logged-in user goes to the in-app page, a missing or unknown id is 404, a removed project 410.
import { ProjectPage, loadProjectPage } from '@talent/search';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { ProjectNotFoundPage } from '../../errors/NotFoundPage.tsx';
import { guards } from '../../app/guards.ts';
import { projectHead } from '../../app/head/projectHead.ts';

export const Route = createFileRoute('/_portal/projects/$title/{-$id}')({
  staticData: { serverRendered: true },
  beforeLoad: guards('tracker', 'getBrowserUuidCookie'),
  loader: ({ context: { runtime }, params }) => loadProjectPage(runtime, { id: params.id, mode: 'public' }),
  head: ({ match, loaderData }) => projectHead(match.context.runtime, loaderData?.id, match.search),
  notFoundComponent: ProjectNotFoundPage,
  component: PublicProject,
});

function PublicProject(): ReactElement {
  return <ProjectPage id={Route.useLoaderData().id} mode="public" />;
}
