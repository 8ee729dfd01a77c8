// Public project page; a logged-in user goes to the in-app page, a missing or unknown id is 404, a removed project 410.
import { ProjectPage, loadProjectPage } from '@talent/search';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { ProjectNotFoundPage } from '../../errors/NotFoundPage.tsx';
import { guards } from '../../app/guards.ts';
import { noHead } from '../../app/head/routeHeadAnswer.ts';
import type { RouteHeadAnswer } from '../../app/head/routeHeadAnswer.ts';

export const Route = createFileRoute('/_portal/projects/$title/{-$id}')({
  staticData: { serverRendered: true },
  beforeLoad: guards('tracker', 'getBrowserUuidCookie'),
  // The head is built with the data, by the loader: the JobPosting rules load with a job page the
  // browser shows itself, never with the server-rendered one, whose head the server wrote.
  loaderDeps: ({ search }): { search: Readonly<Record<string, unknown>> } => ({ search }),
  loader: async ({ context: { runtime }, params, deps }): Promise<{ id: number; head?: RouteHeadAnswer }> => {
    const page = await loadProjectPage(runtime, { id: params.id, mode: 'public' });
    if (runtime.headFromServer) return page;
    const { projectHead } = await import('../../app/head/projectHead.ts');
    return { ...page, head: projectHead(runtime, page.id, deps.search) };
  },
  head: ({ loaderData }) => loaderData?.head ?? noHead(),
  notFoundComponent: ProjectNotFoundPage,
  component: PublicProject,
});

function PublicProject(): ReactElement {
  return <ProjectPage id={Route.useLoaderData().id} mode="public" />;
}
