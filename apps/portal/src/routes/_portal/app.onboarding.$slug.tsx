// An onboarding step; an unknown slug redirects to the first step (the loader).
import { OnboardingPage, loadOnboardingPage } from '@talent/onboarding';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { requireLogin } from '../../app/guards.ts';

export const Route = createFileRoute('/_portal/app/onboarding/$slug')({
  beforeLoad: requireLogin('deactivated', 'onboarding', 'tracker', 'getBrowserUuidCookie'),
  loader: ({ context: { runtime }, params }) => loadOnboardingPage(runtime, { slug: params.slug }),
  component: OnboardingStepRoute,
});

function OnboardingStepRoute(): ReactElement {
  const { type, slug } = Route.useLoaderData();
  return <OnboardingPage type={type} slug={slug} />;
}
