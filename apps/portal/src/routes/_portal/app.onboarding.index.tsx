// Onboarding: the first step (the loader redirects there), or the finish when there is no step.
import { OnboardingPage, loadOnboardingPage } from '@talent/onboarding';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { requireLogin } from '../../app/guards.ts';

export const Route = createFileRoute('/_portal/app/onboarding/')({
  beforeLoad: requireLogin('deactivated', 'onboarding', 'tracker', 'getBrowserUuidCookie'),
  loader: ({ context: { runtime } }) => loadOnboardingPage(runtime, {}),
  component: OnboardingRoute,
});

function OnboardingRoute(): ReactElement {
  const { type, slug } = Route.useLoaderData();
  return <OnboardingPage type={type} slug={slug} />;
}
