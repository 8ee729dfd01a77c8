// Public page of a project by its external (VMS) id; unknown is 404, removed 410.
import { ExternalProjectPage, loadExternalProjectPage } from '@talent/search';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { ProjectNotFoundPage } from '../../errors/NotFoundPage.tsx';
import { guards } from '../../app/guards.ts';

export const Route = createFileRoute('/_portal/projects/ext/$id')({
  staticData: { serverRendered: true },
  beforeLoad: guards('tracker', 'getBrowserUuidCookie'),
  loader: ({ context: { runtime }, params }) => loadExternalProjectPage(runtime, { vmsId: params.id }),
  notFoundComponent: ProjectNotFoundPage,
  component: ExternalProject,
});

function ExternalProject(): ReactElement {
  return <ExternalProjectPage vmsId={Route.useParams().id} />;
}
