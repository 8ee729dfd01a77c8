import { usePortal, useSession } from '@talent/app-context';
import { createRoute, useNavigate } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { FormattedMessage } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { fakeApi } from './fakeApi.ts';
import { testUser } from './fixtures.ts';
import { landedOn, renderWithPortal } from './renderWithPortal.tsx';

function Probe(): ReactElement {
  const portal = usePortal();
  const session = useSession();
  const navigate = useNavigate();
  return (
    <main>
      <h1>{portal.tenant.context.name}</h1>
      <p>
        {portal.locale} · {session.isLoggedIn ? `in as ${session.user?.firstName ?? '?'}` : 'out'} ·{' '}
        {portal.tenant.config.publicSearchDisabled ? 'no public search' : 'public search'}
      </p>
      <p>
        <FormattedMessage id="pools.list.empty.searchProjects" defaultMessage="Search projects" />
      </p>
      <button type="button" onClick={() => portal.notify({ tone: 'success', message: 'Saved' })}>
        Notify
      </button>
      <button type="button" onClick={() => void navigate({ to: '/app/login', search: { pools: [1, 2], any: 'java' } })}>
        Leave
      </button>
    </main>
  );
}

describe('renderWithPortal', () => {
  it('gives the page the sample tenant, a logged-out session and English', async () => {
    await renderWithPortal(<Probe />);
    expect(screen.getByRole('heading', { level: 1, name: 'Acme Talent' })).toBeInTheDocument();
    expect(screen.getByText('en · out · public search')).toBeInTheDocument();
  });

  it('takes the user, the locale (its catalog from @talent/i18n) and config changes', async () => {
    await renderWithPortal(<Probe />, {
      user: testUser(),
      locale: 'de',
      config: { publicSearchDisabled: true },
      path: '/app/pool',
    });
    expect(screen.getByText('de · in as Ada · no public search')).toBeInTheDocument();
    expect(screen.getByText('Projekte suchen')).toBeInTheDocument();
  });

  it('records toasts and shows where the page navigated to, with plain-string search params', async () => {
    const { notify, toasts } = await renderWithPortal(<Probe />, { path: '/app/pool' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    expect(notify).toHaveBeenCalledTimes(1);
    expect(toasts).toEqual([{ tone: 'success', message: 'Saved' }]);
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await landedOn()).toBe('/app/login?pools=1%2C2&any=java');
  });

  it('runs test routes with the runtime in the router context', async () => {
    const fake = fakeApi({ 'GET /pool/:id': ({ params }) => ({ name: `Pool ${params['id']}` }) });
    await renderWithPortal(null, {
      api: fake,
      loggedIn: true,
      url: '/app/pool/7',
      routes: (root) => {
        const pool = createRoute({
          getParentRoute: () => root,
          path: '/app/pool/$id',
          loader: async ({ context, params }) => {
            const { data } = await context.runtime.api.client.GET('/pool/{id}', {
              params: { path: { id: Number(params.id) } },
            });
            return data?.name ?? '';
          },
          component: function PoolName() {
            return <h1>{pool.useLoaderData()}</h1>;
          },
        });
        return [pool];
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Pool 7' })).toBeInTheDocument();
    expect(fake.calls[0]?.headers.get('Authorization')).toBe('Bearer access-1');
  });
});
