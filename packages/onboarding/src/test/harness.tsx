// Renders the onboarding routes as the portal does (loaders with the router's runtime, the page
// with what the loader returned) over the fake API, and axe for the pages' accessibility.
import { renderWithPortal } from '@talent/test-utils';
import type { RenderWithPortalOptions, TestRootRoute } from '@talent/test-utils';
import { createRoute } from '@tanstack/react-router';
import type { AnyRoute } from '@tanstack/react-router';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { loadOnboardingPage } from '../loaders.ts';
import type { OnboardingPageData } from '../loaders.ts';
import { OnboardingPage } from '../pages/OnboardingPage/OnboardingPage.tsx';
import type { FakeOnboardingApi } from './fakeApi.ts';

function onboardingRoutes(root: TestRootRoute): AnyRoute[] {
  const index = createRoute({
    getParentRoute: () => root,
    path: '/app/onboarding',
    loader: ({ context }) => loadOnboardingPage(context.runtime, {}),
    component: function Index(): ReactElement {
      const data: OnboardingPageData = index.useLoaderData();
      return <OnboardingPage type={data.type} slug={data.slug} />;
    },
  });
  const step = createRoute({
    getParentRoute: () => root,
    path: '/app/onboarding/$slug',
    loader: ({ context, params }) => loadOnboardingPage(context.runtime, { slug: params.slug }),
    component: function Step(): ReactElement {
      const data: OnboardingPageData = step.useLoaderData();
      return <OnboardingPage type={data.type} slug={data.slug} />;
    },
  });
  return [index, step] as AnyRoute[];
}

/** Renders `/app/onboarding…` at `url` for the fake's user. */
export function renderOnboarding(
  fake: FakeOnboardingApi,
  url = '/app/onboarding',
  options: Omit<RenderWithPortalOptions<FakeOnboardingApi>, 'api'> = {},
) {
  return renderWithPortal(null, { api: fake, user: fake.state.user, url, routes: onboardingRoutes, ...options });
}

/** axe violations of the document (contrast is left to real browsers). */
export async function axeViolations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
