// "Apply for this project" of a public job page: a visitor's job is kept for after sign-up (the
// short onboarding); a logged-in talent goes on to the application flow (the loader redirects).
import { VisitorApplyPage, loadVisitorApplyPage } from '@talent/onboarding';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { guards } from '../../app/guards.ts';

export const Route = createFileRoute('/_frameless/projects/ext/{-$id}/apply')({
  beforeLoad: guards('tracker', 'getBrowserUuidCookie'),
  loader: ({ context: { runtime }, params }) => loadVisitorApplyPage(runtime, { id: params.id }),
  component: VisitorApplyRoute,
});

function VisitorApplyRoute(): ReactElement {
  return <VisitorApplyPage vmsId={Route.useLoaderData().vmsId} />;
}
