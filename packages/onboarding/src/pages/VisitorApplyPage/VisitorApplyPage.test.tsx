import { COLLECTED_JOB_KEY } from '@talent/app-context';
import { fakeApi, problem, renderWithPortal } from '@talent/test-utils';
import { createRoute } from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadVisitorApplyPage } from '../../loaders.ts';
import { axeViolations } from '@talent/test-utils';
import { VisitorApplyPage } from './VisitorApplyPage.tsx';

const JOB = { id: 1042, title: 'Data engineer', siteCity: 'Berlin', hoursPerWeek: 32, status: 'ACTIVE' };
const found = { results: [JOB], total: 1, facets: { pools: [], cities: [], workPrefs: [] } };

function render(url: string, api: ReturnType<typeof fakeApi>, loggedIn = false) {
  return renderWithPortal(null, {
    api,
    loggedIn,
    url,
    routes: (root) => {
      const route = createRoute({
        getParentRoute: () => root,
        path: '/projects/ext/{-$id}/apply',
        loader: ({ context, params }) => loadVisitorApplyPage(context.runtime, { id: params.id }),
        component: function Apply(): ReactElement {
          const data: { vmsId: string } = route.useLoaderData();
          return <VisitorApplyPage vmsId={data.vmsId} />;
        },
      });
      return [route];
    },
  });
}

afterEach(() => localStorage.clear());

describe('VisitorApplyPage', () => {
  it('keeps the job for a visitor and sends them to sign up; accessible', async () => {
    const api = fakeApi({ 'POST /publicsearch/project/query': () => found });
    await render('/projects/ext/VMS-7/apply', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Apply for this project' })).toBeInTheDocument();
    expect(screen.getByText('Data engineer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/app/signup');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(COLLECTED_JOB_KEY) ?? 'null')).toEqual({
        id: 1042,
        title: 'Data engineer',
        siteCity: 'Berlin',
        hoursPerWeek: 32,
      }),
    );
    expect(api.callsTo('POST /publicsearch/project/query')[0]!.body).toMatchObject({ filters: { vmsId: 'VMS-7' } });
    expect(await axeViolations()).toEqual([]);
  });

  it('sends a logged-in talent to the application flow', async () => {
    const api = fakeApi({ 'POST /search/project/query': () => found });
    const { router } = await render('/projects/ext/VMS-7/apply', api, true);
    expect(router.state.location.pathname).toBe('/app/project/1042/apply');
    expect(localStorage.getItem(COLLECTED_JOB_KEY)).toBeNull();
  });

  it('asks a visitor to log in first where public search is off', async () => {
    const api = fakeApi({ 'POST /publicsearch/project/query': () => problem(403, ['search.publicSearchDisabled']) });
    const { router } = await render('/projects/ext/VMS-7/apply', api);
    expect(router.state.location.pathname).toBe('/app/login');
    expect(router.state.location.search).toEqual({ redirect: '/projects/ext/VMS-7/apply' });
  });

  it('is a 404 for an unknown job', async () => {
    const api = fakeApi({ 'POST /publicsearch/project/query': () => ({ ...found, results: [], total: 0 }) });
    await render('/projects/ext/NOPE/apply', api);
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
  });
});
