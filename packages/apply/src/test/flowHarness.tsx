// Renders /app/project/{id}/apply as the portal's route file does (validateSearch, the loader with
// the router's runtime, the page with what the loader returned) over the flow fake, and axe.
import { renderWithPortal, testUser } from '@talent/test-utils';
import type { RenderWithPortalOptions, TestRootRoute } from '@talent/test-utils';
import { createRoute } from '@tanstack/react-router';
import type { AnyRoute } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { loadApplyPage } from '../loaders.ts';
import { parseApplySearch } from '../search.ts';
import type { ApplyPageData } from '../loaders.ts';
import { ApplyPage } from '../pages/ApplyPage/ApplyPage.tsx';
import type { FakeFlowApi } from './flowApi.ts';

function applyRoutes(root: TestRootRoute): AnyRoute[] {
  const apply = createRoute({
    getParentRoute: () => root,
    path: '/app/project/$id/apply',
    validateSearch: parseApplySearch,
    loaderDeps: ({ search }) => ({ search }),
    loader: ({ context, params, deps }) => loadApplyPage(context.runtime, { id: params.id, search: deps.search }),
    component: function Apply(): ReactElement {
      const data: ApplyPageData = apply.useLoaderData();
      return <ApplyPage data={data} />;
    },
  });
  return [apply] as AnyRoute[];
}

/** Renders the apply route at `url` for a logged-in talent. */
export function renderApply(
  fake: FakeFlowApi,
  url = '/app/project/1042/apply',
  options: Omit<RenderWithPortalOptions<FakeFlowApi>, 'api'> = {},
) {
  return renderWithPortal(null, { api: fake, user: testUser(), url, routes: applyRoutes, ...options });
}
