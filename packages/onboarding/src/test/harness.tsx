// Renders the onboarding routes as the portal does (loaders with the router's runtime, the page
// with what the loader returned) over the fake API, a feature component inside the portal's
// providers.
import { renderWithPortal } from '@talent/test-utils';
import type { RenderWithPortalOptions, TestRootRoute } from '@talent/test-utils';
import { createRoute } from '@tanstack/react-router';
import type { AnyRoute } from '@tanstack/react-router';
import { vi } from 'vitest';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { loadOnboardingPage } from '../loaders.ts';
import type { OnboardingPageData } from '../loaders.ts';
import { OnboardingPage } from '../pages/OnboardingPage/OnboardingPage.tsx';
import { fakeOnboardingApi, onboardingState } from './fakeApi.ts';
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

/**
 * Renders a component of the feature inside the portal's providers (intl, query cache, portal,
 * session), talking to the onboarding fake (an empty structure by default).
 */
export function renderComponent(
  ui: ReactElement,
  fake: FakeOnboardingApi = fakeOnboardingApi(onboardingState([])),
  options: Omit<RenderWithPortalOptions<FakeOnboardingApi>, 'api'> = {},
) {
  return renderWithPortal(ui, { api: fake, user: fake.state.user, ...options });
}

/** Props of `Stateful`. */
export interface StatefulProps<T> {
  readonly initial: T;
  /** Sees every change (after it is kept). */
  readonly onChange?: (value: T) => void;
  readonly children: (value: T, change: (value: T) => void) => ReactElement;
}

/** Holds a controlled component's value as its page would, so a test sees the component change. */
export function Stateful<T>({ initial, onChange, children }: StatefulProps<T>): ReactElement {
  const [value, setValue] = useState(initial);
  return children(value, (next) => {
    setValue(next);
    onChange?.(next);
  });
}

/**
 * Renders a controlled component holding its value (`Stateful`), as its page would; `changed` sees
 * every change.
 */
export async function renderControlled<T>(
  initial: T,
  render: (value: T, change: (value: T) => void) => ReactElement,
  fake?: FakeOnboardingApi,
  options: Omit<RenderWithPortalOptions<FakeOnboardingApi>, 'api'> = {},
) {
  const changed = vi.fn<(value: T) => void>();
  const view = await renderComponent(
    <Stateful initial={initial} onChange={changed}>
      {render}
    </Stateful>,
    fake,
    options,
  );
  return { ...view, changed };
}
