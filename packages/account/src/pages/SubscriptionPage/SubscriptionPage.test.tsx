import { fakeApi, json, problem, renderWithPortal } from '@talent/test-utils';
import type { TestPageRoute } from '@talent/test-utils';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SubscriptionPage } from './SubscriptionPage.tsx';

/** The page as the portal's route hands it what the URL says. */
const subscriptionPage = ({ params }: TestPageRoute) => <SubscriptionPage uuid={params['uuid']} />;

const uuid = '0b7c6f0e-2d1a-4c55-9a3e-6f1d2b3c4d5e';

describe('SubscriptionPage', () => {
  it('changes nothing on opening, and unsubscribes on request', async () => {
    const { fake } = await renderWithPortal(subscriptionPage, {
      path: '/subscriptions/{-$uuid}',
      url: `/subscriptions/${uuid}`,
      api: fakeApi({ [`PUT /freelancer/clientSubscription/${uuid}`]: () => json({ subscribed: false }) }),
    });
    expect(fake.calls).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Unsubscribe from project emails' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You are unsubscribed.');
    expect(fake.calls[0]?.body).toEqual({ subscribed: false });
  });

  it('explains an unknown subscription', async () => {
    await renderWithPortal(subscriptionPage, {
      path: '/subscriptions/{-$uuid}',
      url: `/subscriptions/${uuid}`,
      api: fakeApi({ [`PUT /freelancer/clientSubscription/${uuid}`]: () => problem(404, ['subscription.notFound']) }),
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Keep receiving project emails' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this subscription.');
  });

  it('says a link without its id is incomplete', async () => {
    await renderWithPortal(subscriptionPage, { path: '/subscriptions/{-$uuid}', url: '/subscriptions' });
    expect(screen.getByText(/This link is incomplete\./)).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/app/account?tab=notifications',
    );
  });
});
