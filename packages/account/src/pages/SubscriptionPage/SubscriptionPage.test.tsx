// The manage-emails page as its route draws it: the loader reads what the link names, the page
// changes something only when the user asks.
import { axeViolations, empty, fakeApi, problem, renderWithPortal } from '@talent/test-utils';
import { createRoute } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { loadSubscriptionPage } from '../../loaders.ts';
import { subscriptionOverview } from '../../test/accountFixtures.ts';
import { SubscriptionPage } from './SubscriptionPage.tsx';

const uuid = '0b7c6f0e-2d1a-4c55-9a3e-6f1d2b3c4d5e';
const poolUuid = '5e1d0c9b-8a7f-4e6d-9c5b-4a3f2e1d0c9b';

function api(overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /subscriptions/:uuid': () => subscriptionOverview(),
    'PUT /subscriptions/:uuid': ({ body }) => ({ ...subscriptionOverview(), ...(body as object) }),
    'DELETE /subscriptions/:uuid/jobAlerts/:id': () => empty(204),
    'POST /pool/:id/toggleJobNotification/:uuid': () => ({ jobNotificationsEnabled: false }),
    ...overrides,
  });
}

function render(url: string, fake: ReturnType<typeof fakeApi>) {
  return renderWithPortal(null, {
    api: fake,
    url,
    routes: (root) => {
      const route = createRoute({
        getParentRoute: () => root,
        path: '/subscriptions/{-$uuid}',
        loader: ({ context, params }) => loadSubscriptionPage(context.runtime, params),
        component: function Subscription(): ReactElement {
          // Router types are not registered in feature packages, so the path params are untyped here.
          const params: unknown = route.useParams();
          return <SubscriptionPage uuid={(params as { uuid?: string }).uuid} />;
        },
      });
      return [route];
    },
  });
}

const region = (name: string) => screen.getByRole('region', { name });

describe('SubscriptionPage', () => {
  it('shows what the link manages and changes nothing on opening', async () => {
    const { fake } = await render(`/subscriptions/${uuid}`, api());
    expect(screen.getByRole('heading', { level: 1, name: 'Manage your emails' })).toBeVisible();
    expect(screen.getByRole('switch', { name: /Email me about new projects/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'Weekly (on Mondays)' })).toBeChecked();
    expect(within(region('Job alerts')).getByText('Java in Berlin')).toBeVisible();
    expect(screen.getByRole('switch', { name: 'New projects in Cloud engineers' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(fake.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET /subscriptions/${uuid}`]);
  });

  it('turns job emails off and unsubscribes from everything', async () => {
    const { fake } = await render(`/subscriptions/${uuid}`, api());
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: /Email me about new projects/ }));
    await waitFor(() =>
      expect(within(region('Emails about new projects')).getByRole('status')).toHaveTextContent(
        'Emails about new projects are off.',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Unsubscribe from all' }));
    await waitFor(() =>
      expect(within(region('Stop all emails about projects')).getByRole('status')).toHaveTextContent(
        'You are unsubscribed: Acme Talent no longer emails you about projects.',
      ),
    );
    expect(screen.getByRole('radio', { name: 'Off' })).toBeChecked();
    expect(fake.callsTo('PUT /subscriptions/:uuid').map((c) => [c.path, c.body])).toEqual([
      [`/subscriptions/${uuid}`, { subscribed: false }],
      [`/subscriptions/${uuid}`, { subscribed: false, jobNotificationDigest: null }],
    ]);
  });

  it("stops a job alert and a pool's job notifications with the link's ids", async () => {
    const { fake } = await render(`/subscriptions/${uuid}`, api());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Stop this alert: Java in Berlin' }));
    await waitFor(() => expect(within(region('Job alerts')).getByText('You have no job alerts.')).toBeVisible());
    expect(within(region('Job alerts')).getByRole('status')).toHaveTextContent('“Java in Berlin” is stopped');
    await user.click(screen.getByRole('switch', { name: 'New projects in Cloud engineers' }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'New projects in Cloud engineers' })).toHaveAttribute(
        'aria-checked',
        'false',
      ),
    );
    expect(fake.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      `DELETE /subscriptions/${uuid}/jobAlerts/3`,
      `POST /pool/7/toggleJobNotification/${poolUuid}`,
    ]);
  });

  it('says a link the API does not know is not valid, and asks nothing for a malformed one', async () => {
    await render(
      `/subscriptions/${uuid}`,
      api({ 'GET /subscriptions/:uuid': () => problem(404, ['subscription.notFound']) }),
    );
    expect(await screen.findByText(/This link is not valid\./)).toBeVisible();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();

    const { fake } = await render('/subscriptions/not-a-uuid', api());
    expect(screen.getAllByText(/This link is not valid\./)).toHaveLength(2);
    expect(fake.calls).toHaveLength(0);
  });

  it('says a link without its id is incomplete and points to the settings', async () => {
    await render('/subscriptions', api());
    expect(screen.getByText(/This link is incomplete\./)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/app/account?tab=notifications',
    );
  });

  it('offers a retry when reading fails for another reason', async () => {
    let fail = true;
    await render(
      `/subscriptions/${uuid}`,
      api({ 'GET /subscriptions/:uuid': () => (fail ? problem(503, ['error.unavailable']) : subscriptionOverview()) }),
    );
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('switch', { name: /Email me about new projects/ })).toBeVisible();
  });

  it('has no axe violations', async () => {
    await render(`/subscriptions/${uuid}`, api());
    await screen.findByRole('switch', { name: /Email me about new projects/ });
    expect(await axeViolations()).toEqual([]);
  });
});
