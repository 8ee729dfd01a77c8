import { renderWithPortal } from '@talent/test-utils';
import { createRoute } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { loadPoolPage } from '../../loaders.ts';
import { fakePoolsApi, membership, pool } from '../../test/fakeApi.ts';
import type { FakePoolsApi, FakePoolsState } from '../../test/fakeApi.ts';
import { axeViolations } from '@talent/test-utils';
import { PoolPage } from './PoolPage.tsx';

const java = pool(7, 'Java Developers', 1, {
  jobsCount: 12,
  poolCities: ['Berlin', 'Hamburg', 'Munich', 'Cologne'],
  poolNameVerbiage: 'Java developer',
  descriptionKey: 'pool.javaDevelopers.description',
});
const other = pool(8, 'React Developers', 1);

function state(overrides: Partial<FakePoolsState> = {}): FakePoolsState {
  return { pools: [java, other], categories: [], memberships: [membership(3, other, 'ACCEPTED')], ...overrides };
}

function membershipPanel(): HTMLElement {
  return screen.getByRole('region', { name: 'Your membership' });
}

function mutations(fake: FakePoolsApi) {
  return fake.calls.filter((c) => c.method !== 'GET' && c.path !== '/search/pool/query');
}

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
});

describe('PoolPage', () => {
  it('shows the pool with its facts, its title and the link to its projects', async () => {
    const fake = fakePoolsApi(state());
    await renderWithPortal(<PoolPage poolId={7} />, {
      api: fake,
      loggedIn: true,
      messages: { 'pool.javaDevelopers.description': 'Backend work on large Java systems.' },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Java Developers' })).toBeInTheDocument();
    expect(document.title).toBe('Java Developers · Acme Talent');
    expect(screen.getByText('12 open projects')).toBeInTheDocument();
    // The pool page names every city.
    expect(screen.getByText('In Berlin, Hamburg, Munich, and Cologne')).toBeInTheDocument();
    expect(screen.getByText('Role: Java developer')).toBeInTheDocument();
    const about = screen.getByRole('region', { name: 'About this pool' });
    expect(within(about).getByText('Backend work on large Java systems.')).toBeInTheDocument();
    // The list it opens counts what "12 open projects" counts: the open ones (issue 17).
    expect(screen.getByRole('link', { name: 'Projects in this pool' })).toHaveAttribute(
      'href',
      '/app/project?pools=7&openOnly=true',
    );
    expect(screen.getByRole('link', { name: 'All talent pools' })).toHaveAttribute('href', '/app/pool');
  });

  it('joins the pool: the state becomes "Application pending", with a toast and focus on the new state', async () => {
    const user = userEvent.setup();
    const fake = fakePoolsApi(state());
    const { notify } = await renderWithPortal(<PoolPage poolId={7} />, { api: fake, loggedIn: true });

    const panel = await screen.findByRole('region', { name: 'Your membership' });
    expect(await within(panel).findByText('Not a member')).toBeInTheDocument();
    expect(within(panel).queryByRole('switch')).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Join pool' }));

    expect(await within(panel).findByText('Application pending')).toBeInTheDocument();
    expect(mutations(fake)).toEqual([{ method: 'POST', path: '/pool/7/membership/apply' }]);
    expect(notify).toHaveBeenCalledWith({ tone: 'success', message: 'You applied to join Java Developers.' });
    expect(within(panel).queryByRole('button', { name: 'Join pool' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Withdraw application' })).toBeInTheDocument();
    expect(within(panel).getByRole('switch', { name: 'Email me about new projects in this pool' })).toBeChecked();
    await waitFor(() =>
      expect(document.activeElement).toContainElement(within(panel).getByText('Application pending')),
    );
  });

  it('shows the server state after a join that the API refuses (already applied elsewhere)', async () => {
    const user = userEvent.setup();
    const fake = fakePoolsApi(state());
    await renderWithPortal(<PoolPage poolId={7} />, { api: fake, loggedIn: true });
    await within(await screen.findByRole('region', { name: 'Your membership' })).findByText('Not a member');

    // Another tab applied meanwhile: the API answers 409 and the page refetches.
    fake.state.memberships = [membership(5, java, 'ACCEPTED'), ...(fake.state.memberships ?? [])];
    await user.click(within(membershipPanel()).getByRole('button', { name: 'Join pool' }));

    expect(await within(membershipPanel()).findByText('Member')).toBeInTheDocument();
  });

  it('cancels a membership only after confirmation', async () => {
    const user = userEvent.setup();
    const fake = fakePoolsApi(state({ memberships: [membership(4, java, 'ACCEPTED')] }));
    const { notify } = await renderWithPortal(<PoolPage poolId={7} />, { api: fake, loggedIn: true });

    const panel = await screen.findByRole('region', { name: 'Your membership' });
    expect(await within(panel).findByText('Member')).toBeInTheDocument();

    // Asking is not doing: "Keep" closes the dialog and nothing is sent.
    await user.click(within(panel).getByRole('button', { name: 'Cancel membership' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel your membership?' });
    expect(within(dialog).getByText(/You will leave Java Developers/)).toBeInTheDocument();
    // The footer's Keep (the dialog's close button has the same name).
    await user.click(within(dialog).getByText('Keep', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mutations(fake)).toEqual([]);
    expect(within(panel).getByText('Member')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Cancel membership' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel your membership?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel membership' }));

    expect(await within(panel).findByText('Not a member')).toBeInTheDocument();
    expect(mutations(fake)).toEqual([{ method: 'DELETE', path: '/pool/7/membership/cancel' }]);
    expect(notify).toHaveBeenCalledWith({ tone: 'success', message: 'You are no longer a member of Java Developers.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(panel).getByRole('button', { name: 'Join pool' })).toBeInTheDocument();
  });

  it('withdraws a pending application with its own wording', async () => {
    const user = userEvent.setup();
    const fake = fakePoolsApi(state({ memberships: [membership(4, java, 'APPLIED')] }));
    const { notify } = await renderWithPortal(<PoolPage poolId={7} />, { api: fake, loggedIn: true });

    const panel = await screen.findByRole('region', { name: 'Your membership' });
    await user.click(await within(panel).findByRole('button', { name: 'Withdraw application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));

    expect(await within(panel).findByText('Not a member')).toBeInTheDocument();
    expect(notify).toHaveBeenCalledWith({
      tone: 'success',
      message: 'Your application to Java Developers was withdrawn.',
    });
  });

  it('toggles job notifications through POST /pool/{id}/toggleJobNotification', async () => {
    const user = userEvent.setup();
    const fake = fakePoolsApi(state({ memberships: [membership(4, java, 'ACCEPTED', true)] }));
    const { notify } = await renderWithPortal(<PoolPage poolId={7} />, { api: fake, loggedIn: true });

    const toggle = await screen.findByRole('switch', { name: 'Email me about new projects in this pool' });
    expect(toggle).toBeChecked();

    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        message: 'You will no longer get emails about new projects in Java Developers.',
      }),
    );
    // The pool's job notifications, by pool id; not the membership's other notification switch.
    expect(mutations(fake)).toEqual([{ method: 'POST', path: '/pool/7/toggleJobNotification' }]);
    expect(fake.state.memberships?.[0]?.jobNotificationsEnabled).toBe(false);

    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(fake.state.memberships?.[0]?.jobNotificationsEnabled).toBe(true);
  });

  it('moves the switch at once and back when the call fails', async () => {
    const user = userEvent.setup();
    const fake = fakePoolsApi(state({ memberships: [membership(4, java, 'ACCEPTED', true)] }));
    await renderWithPortal(<PoolPage poolId={7} />, { api: fake, loggedIn: true });
    const toggle = await screen.findByRole('switch', { name: 'Email me about new projects in this pool' });

    const release = fake.hold('POST /pool/7/toggleJobNotification');
    // The membership is gone on the server (cancelled in another tab): the call will be a 404.
    fake.state.memberships = [];
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    release();

    // After the failure the page shows what the server says: no membership any more.
    expect(await within(membershipPanel()).findByText('Not a member')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('offers nothing to do for a rejected application', async () => {
    const fake = fakePoolsApi(state({ memberships: [membership(4, java, 'REJECTED')] }));
    await renderWithPortal(<PoolPage poolId={7} />, { api: fake, loggedIn: true });

    const panel = await screen.findByRole('region', { name: 'Your membership' });
    expect(await within(panel).findByText('Not accepted')).toBeInTheDocument();
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('switch')).not.toBeInTheDocument();
  });

  it('says so instead of offering "Join" when the memberships cannot be read', async () => {
    const fake = fakePoolsApi(state({ memberships: null }));
    await renderWithPortal(<PoolPage poolId={7} />, { api: fake, loggedIn: true });

    const panel = await screen.findByRole('region', { name: 'Your membership' });
    expect(await within(panel).findByText(/Your membership could not be loaded/)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Join pool' })).not.toBeInTheDocument();
  });
});

describe('the pool route', () => {
  function renderRoute(path: string, fake: FakePoolsApi) {
    return renderWithPortal(null, {
      api: fake,
      loggedIn: true,
      url: path,
      notFound: () => <p>404 This page could not be found</p>,
      routes: (root) => {
        const poolRoute = createRoute({
          getParentRoute: () => root,
          path: '/app/pool/$id',
          loader: ({ context, params }) => loadPoolPage(context.runtime, params),
          component: function PoolRoute() {
            // Router types are not registered in feature packages, so loader data is untyped here.
            const data: unknown = poolRoute.useLoaderData();
            return <PoolPage poolId={(data as Awaited<ReturnType<typeof loadPoolPage>>).poolId} />;
          },
        });
        return [poolRoute];
      },
    });
  }

  it('renders a pool of the tenant', async () => {
    const fake = fakePoolsApi(state());
    await renderRoute('/app/pool/7', fake);
    expect(await screen.findByRole('heading', { level: 1, name: 'Java Developers' })).toBeInTheDocument();
  });

  it('is a 404 for a pool the API does not know', async () => {
    const fake = fakePoolsApi(state());
    await renderRoute('/app/pool/999', fake);
    expect(await screen.findByText('404 This page could not be found')).toBeInTheDocument();
    expect(fake.calls).toContainEqual({ method: 'GET', path: '/pool/999' });
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('is a 404 for an id that is no pool id, without asking the API', async () => {
    const fake = fakePoolsApi(state());
    await renderRoute('/app/pool/java', fake);
    expect(await screen.findByText('404 This page could not be found')).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.path.startsWith('/pool/java'))).toEqual([]);
  });

  it("lists the talent's applications (with their status) and open invitations of the pool, axe-clean", async () => {
    const job = (id: number, title: string) => ({ id, title, siteCity: 'Berlin', status: 'ACTIVE' as const });
    const fake = fakePoolsApi(
      state({
        activity: {
          7: {
            applications: [
              {
                id: 900,
                job: job(1042, 'Senior Java Developer'),
                status: 'HIRED',
                statusCode: 'h',
                canEdit: false,
                created: '2026-11-20T10:00:00Z',
              },
            ],
            invitations: [
              { id: 5, job: job(1050, 'Kotlin Developer'), code: 'inv', state: 'cr', created: '2026-11-21T10:00:00Z' },
            ],
          },
        },
      }),
    );
    await renderWithPortal(<PoolPage poolId={7} />, { api: fake, loggedIn: true });

    const activity = await screen.findByRole('region', { name: 'Your applications and invitations' });
    expect(within(activity).getByRole('link', { name: 'Senior Java Developer' })).toHaveAttribute(
      'href',
      '/app/project/1042',
    );
    expect(within(activity).getByText('Hired')).toHaveAttribute(
      'title',
      'Congratulations, the client has chosen you for this project.',
    );
    expect(within(activity).getByRole('link', { name: 'Accept and apply' })).toHaveAttribute(
      'href',
      '/app/project/1050/apply',
    );
    expect(within(activity).getByRole('link', { name: 'All your applications' })).toHaveAttribute(
      'href',
      '/app/project?tab=applications',
    );
    expect(fake.calls).toContainEqual({ method: 'GET', path: '/pool/7/projectApplications' });
    expect(fake.calls).toContainEqual({ method: 'GET', path: '/pool/7/projectInvitations/open' });
    expect(await axeViolations()).toEqual([]);
  });

  it('shows no activity section without applications or invitations, nor when they cannot be read', async () => {
    const fake = fakePoolsApi(state({ activity: null }));
    await renderWithPortal(<PoolPage poolId={7} />, { api: fake, loggedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Java Developers' });
    await waitFor(() => expect(fake.calls.some((c) => c.path === '/pool/7/projectApplications')).toBe(true));
    expect(screen.queryByRole('region', { name: 'Your applications and invitations' })).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});
