// The account page as the portal's route draws it: `?tab=` validated by `parseAccountSearch`, the
// tab's data prefetched by `loadAccountPage`, the page given the tab.
import { axeViolations, fakeApi, renderWithPortal, testUser } from '@talent/test-utils';
import { createRoute } from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { parseAccountSearch } from '../../accountTabs.ts';
import type { AccountSearch } from '../../accountTabs.ts';
import { loadAccountPage } from '../../loaders.ts';
import { jobAlert, membership, notificationSettings, session, USER_AGENTS } from '../../test/accountFixtures.ts';
import { AccountPage } from './AccountPage.tsx';

const SECURITY_ID = { id: 1, maskedValue: '****5678', created: '2026-10-01T08:00:00Z' };

function api(securityIds: unknown[] = []) {
  return fakeApi({
    'GET /freelancer/securityIds': () => ({ results: securityIds }),
    'GET /freelancer/notificationSettings': () => notificationSettings(),
    'GET /pool/membership/accepted': () => ({ results: [membership(7, 'Cloud engineers')] }),
    'GET /jobAlerts': () => ({ results: [jobAlert(3, 'Java in Berlin')] }),
    'GET /freelancer/hasPassword': () => ({ hasPassword: true }),
    'GET /freelancer/sessions': () => ({
      results: [session('3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b', USER_AGENTS.chromeLinux, true)],
    }),
  });
}

function render(url: string, fake: ReturnType<typeof fakeApi>) {
  return renderWithPortal(null, {
    api: fake,
    user: testUser(),
    url,
    routes: (root) => {
      const route = createRoute({
        getParentRoute: () => root,
        path: '/app/account',
        validateSearch: parseAccountSearch,
        loaderDeps: ({ search }) => search,
        loader: ({ context, deps }) => loadAccountPage(context.runtime, deps),
        component: function Account(): ReactElement {
          // Router types are not registered in feature packages, so the validated search is untyped here.
          const search: unknown = route.useSearch();
          const { tab, project } = search as AccountSearch;
          return <AccountPage tab={tab} project={project} />;
        },
      });
      return [route];
    },
  });
}

describe('parseAccountSearch', () => {
  it('keeps a known tab, reads "devices" as verified devices, and shows the default tab otherwise', () => {
    expect(parseAccountSearch({ tab: 'security' })).toEqual({ tab: 'security' });
    expect(parseAccountSearch({ tab: 'devices' })).toEqual({ tab: 'verifiedDevices' });
    expect(parseAccountSearch({ tab: 'constructor' })).toEqual({ tab: 'notifications' });
    expect(parseAccountSearch({})).toEqual({ tab: 'notifications' });
  });

  it('reads the project only for the security id tab, and only a canonical id', () => {
    expect(parseAccountSearch({ tab: 'securityId', project: '12' })).toEqual({ tab: 'securityId', project: 12 });
    expect(parseAccountSearch({ tab: 'securityId', project: '012' })).toEqual({ tab: 'securityId' });
    expect(parseAccountSearch({ tab: 'security', project: '12' })).toEqual({ tab: 'security' });
  });
});

describe('AccountPage', () => {
  it('opens the tab of the URL with its data loaded, and keeps the chosen tab in the URL', async () => {
    const { router } = await render('/app/account?tab=notifications', api());
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Notifications', selected: true })).toBeVisible();
    // Prefetched by the loader: no loading state.
    expect(screen.getByRole('heading', { name: 'Java in Berlin' })).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Security ID' })).not.toBeInTheDocument();
    expect(document.title).toBe('Notifications – your account · Acme Talent');

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Security' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'security' }));
    expect(await screen.findByText('Chrome on Linux · This device')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Security', selected: true })).toBeVisible();
  });

  it('offers the security id tab to a talent with security ids', async () => {
    await render('/app/account?tab=securityId', api([SECURITY_ID]));
    expect(screen.getByRole('tab', { name: 'Security ID', selected: true })).toBeVisible();
    expect(screen.getByText('****5678')).toBeVisible();
  });

  it('sends a talent without security ids from their tab to the default tab', async () => {
    const { router } = await render('/app/account?tab=securityId', api());
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'notifications' }));
    expect(screen.getByRole('tab', { name: 'Notifications', selected: true })).toBeVisible();
  });

  it('has no axe violations', async () => {
    await render('/app/account', api([SECURITY_ID]));
    await screen.findByRole('switch', { name: /Email me about new projects/ });
    expect(await axeViolations()).toEqual([]);
  });
});
