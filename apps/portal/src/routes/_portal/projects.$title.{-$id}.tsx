// Public project page; a logged-in user goes to the in-app page, a missing or unknown id is 404, a removed project 410.
import { LANGUAGE_QUERY_PARAM } from '@talent/domain';
import { ProjectPage, loadProjectPage } from '@talent/search';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { ProjectNotFoundPage } from '../../errors/NotFoundPage.tsx';
import { guards } from '../../app/guards.ts';
import { projectHead } from '../../app/head/projectHead.ts';

export const Route = createFileRoute('/_portal/projects/$title/{-$id}')({
  staticData: { serverRendered: true },
  beforeLoad: guards('tracker', 'getBrowserUuidCookie'),
  // The head (title, description, JobPosting…) is worked out by the loader, whose code loads with
  // this page only: the route's own options are in every page's first script.
  loaderDeps: ({ search }) => ({ lang: (search as Record<string, unknown>)[LANGUAGE_QUERY_PARAM] }),
  loader: async ({ context: { runtime }, params, deps }) => {
    const page = await loadProjectPage(runtime, { id: params.id, mode: 'public' });
    return { ...page, head: projectHead(runtime, page.id, { [LANGUAGE_QUERY_PARAM]: deps.lang }) };
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  notFoundComponent: ProjectNotFoundPage,
  component: PublicProject,
});

function PublicProject(): ReactElement {
  return <ProjectPage id={Route.useLoaderData().id} mode="public" />;
}
