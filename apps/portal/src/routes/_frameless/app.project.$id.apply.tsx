// The application flow (spec §2, §3, §4): `?edit=1` changes a submitted application. The loader's
// `jobBar` is what the frameless layout's bar shows (the job, and Cancel back to it).
import { ApplyPage, loadApplyPage, parseApplySearch } from '@talent/apply';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { requireLogin } from '../../app/guards.ts';
import type { FramelessJobBar } from '../../layouts/FramelessLayout.tsx';

export const Route = createFileRoute('/_frameless/app/project/$id/apply')({
  validateSearch: parseApplySearch,
  beforeLoad: requireLogin('deactivated', 'profile-fullfilled', 'tracker', 'getBrowserUuidCookie'),
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context: { runtime }, params, deps }) => {
    const data = await loadApplyPage(runtime, { id: params.id, search: deps.search });
    const jobBar: FramelessJobBar = { projectId: data.job.id, title: data.job.title, city: data.job.siteCity };
    return { data, jobBar };
  },
  component: ApplyRoute,
});

function ApplyRoute(): ReactElement {
  return <ApplyPage data={Route.useLoaderData().data} />;
}
