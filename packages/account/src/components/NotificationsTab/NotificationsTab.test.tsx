import { axeViolations, empty, fakeApi, problem, renderWithPortal, testUser } from '@talent/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jobAlert, membership, notificationSettings } from '../../test/accountFixtures.ts';
import { NotificationsTab } from './NotificationsTab.tsx';

function api(overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /freelancer/notificationSettings': () => notificationSettings(),
    'PUT /freelancer/notificationSettings': ({ body }) => ({ ...notificationSettings(), ...(body as object) }),
    'GET /freelancer': () => testUser(),
    'GET /pool/membership/accepted': () => ({
      results: [membership(7, 'Cloud engineers', true), membership(8, 'Data people', false)],
    }),
    'POST /pool/:id/toggleJobNotification': ({ params }) =>
      membership(Number(params['id']), params['id'] === '7' ? 'Cloud engineers' : 'Data people', params['id'] !== '7'),
    'GET /jobAlerts': () => ({
      results: [
        jobAlert(3, 'Java in Berlin'),
        jobAlert(4, 'Remote design', { active: false, query: '', frequency: 'WEEKLY' }),
      ],
    }),
    'PUT /jobAlerts/:id': ({ params, body }) => ({
      ...jobAlert(Number(params['id']), 'Java in Berlin'),
      ...(body as object),
    }),
    'DELETE /jobAlerts/:id': () => empty(204),
    ...overrides,
  });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('NotificationsTab', () => {
  it('switches job emails off and chooses a weekly digest, saying what was saved', async () => {
    const { fake } = await renderWithPortal(<NotificationsTab />, { api: api(), user: testUser() });
    const user = userEvent.setup();
    const jobEmails = await screen.findByRole('switch', { name: /Email me about new projects/ });
    expect(jobEmails).toHaveAttribute('aria-checked', 'true');
    await user.click(jobEmails);
    const emails = section('Emails about new projects');
    await waitFor(() =>
      expect(within(emails).getByRole('status')).toHaveTextContent('Emails about new projects are off.'),
    );
    expect(jobEmails).toHaveAttribute('aria-checked', 'false');
    expect(fake.callsTo('PUT /freelancer/notificationSettings')[0]!.body).toEqual({ subscribed: false });

    await user.click(screen.getByRole('radio', { name: 'Weekly (on Mondays)' }));
    await waitFor(() => expect(within(emails).getByRole('status')).toHaveTextContent('Digest: Weekly (on Mondays).'));
    expect(fake.callsTo('PUT /freelancer/notificationSettings')[1]!.body).toEqual({ jobNotificationDigest: 'WEEKLY' });
  });

  it('offers the digest only where the tenant has it, and shows a refused change with the old state', async () => {
    await renderWithPortal(<NotificationsTab />, {
      api: api({
        'GET /freelancer/notificationSettings': () => notificationSettings({ digestAvailable: false }),
        'PUT /freelancer/notificationSettings': () => problem(500, ['error.internal']),
      }),
      user: testUser(),
    });
    const jobEmails = await screen.findByRole('switch', { name: /Email me about new projects/ });
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    await userEvent.setup().click(jobEmails);
    expect(await within(section('Emails about new projects')).findByRole('alert')).toBeVisible();
    expect(jobEmails).toHaveAttribute('aria-checked', 'true');
  });

  it("flips a pool's job notifications by pool id", async () => {
    const { fake } = await renderWithPortal(<NotificationsTab />, { api: api(), user: testUser() });
    const cloud = await screen.findByRole('switch', { name: 'New projects in Cloud engineers' });
    expect(screen.getByRole('switch', { name: 'New projects in Data people' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await userEvent.setup().click(cloud);
    await waitFor(() =>
      expect(within(section('Talent pools')).getByRole('status')).toHaveTextContent(
        'Job notifications for Cloud engineers are off.',
      ),
    );
    expect(cloud).toHaveAttribute('aria-checked', 'false');
    expect(fake.callsTo('POST /pool/:id/toggleJobNotification').map((c) => c.path)).toEqual([
      '/pool/7/toggleJobNotification',
    ]);
  });

  it('lists the job alerts and renames, re-times and pauses one', async () => {
    const { fake } = await renderWithPortal(<NotificationsTab />, { api: api(), user: testUser() });
    const user = userEvent.setup();
    const java = (await screen.findByRole('heading', { name: 'Java in Berlin', level: 3 })).closest('li')!;
    expect(java).toHaveTextContent('Search: java · No email sent yet');
    const design = screen.getByRole('heading', { name: 'Remote design' }).closest('li')!;
    expect(design).toHaveTextContent('Search: every project · Paused');
    expect(within(design).getByRole('button', { name: 'Resume: Remote design' })).toBeVisible();

    await user.selectOptions(within(java).getByLabelText('How often'), 'WEEKLY');
    const alerts = section('Job alerts');
    await waitFor(() => expect(within(alerts).getByRole('status')).toHaveTextContent('“Java in Berlin”: Weekly'));

    await user.click(within(java).getByRole('button', { name: 'Pause: Java in Berlin' }));
    await waitFor(() => expect(within(alerts).getByRole('status')).toHaveTextContent('“Java in Berlin” is paused.'));
    expect(within(java).getByRole('button', { name: 'Resume: Java in Berlin' })).toBeVisible();

    await user.click(within(java).getByRole('button', { name: 'Rename: Java in Berlin' }));
    const name = within(java).getByRole('textbox', { name: 'Name of the alert' });
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.click(within(java).getByRole('button', { name: 'Save' }));
    expect(await within(java).findByText('This field is required.')).toBeVisible();
    await user.type(name, 'Kotlin anywhere');
    await user.click(within(java).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(alerts).getByRole('status')).toHaveTextContent('The alert is now called “Kotlin anywhere”.'),
    );
    expect(screen.getByRole('heading', { name: 'Kotlin anywhere', level: 3 })).toBeVisible();
    await waitFor(() => expect(within(java).getByRole('button', { name: 'Rename: Kotlin anywhere' })).toHaveFocus());
    expect(fake.callsTo('PUT /jobAlerts/:id').map((c) => c.body)).toEqual([
      { frequency: 'WEEKLY' },
      { active: false },
      { name: 'Kotlin anywhere' },
    ]);
  });

  it('returns focus to Rename after a save even when a frame comes before React draws the button again', async () => {
    // A busy page (or test run) can run the next animation frame before React's commit after the
    // save: focus must not be placed then, or it is lost to the page's body.
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      callback(performance.now());
      return 0;
    });
    await renderWithPortal(<NotificationsTab />, { api: api(), user: testUser() });
    const user = userEvent.setup();
    const java = (await screen.findByRole('heading', { name: 'Java in Berlin' })).closest('li')!;
    await user.click(within(java).getByRole('button', { name: 'Rename: Java in Berlin' }));
    await user.click(within(java).getByRole('button', { name: 'Cancel' }));
    expect(within(java).getByRole('button', { name: 'Rename: Java in Berlin' })).toHaveFocus();
    await user.click(within(java).getByRole('button', { name: 'Rename: Java in Berlin' }));
    await user.type(within(java).getByRole('textbox', { name: 'Name of the alert' }), ' (senior)');
    await user.click(within(java).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(java).getByRole('button', { name: 'Rename: Java in Berlin (senior)' })).toHaveFocus(),
    );
  });

  it('deletes an alert after asking, and continues at the section', async () => {
    const { fake } = await renderWithPortal(<NotificationsTab />, { api: api(), user: testUser() });
    const user = userEvent.setup();
    const java = (await screen.findByRole('heading', { name: 'Java in Berlin' })).closest('li')!;
    await user.click(within(java).getByRole('button', { name: 'Delete: Java in Berlin' }));
    expect(screen.getByRole('dialog', { name: 'Delete this job alert?' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.callsTo('DELETE /jobAlerts/:id')).toHaveLength(0);

    await user.click(within(java).getByRole('button', { name: 'Delete: Java in Berlin' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete alert' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Java in Berlin' })).not.toBeInTheDocument());
    expect(fake.callsTo('DELETE /jobAlerts/:id').map((c) => c.path)).toEqual(['/jobAlerts/3']);
    expect(within(section('Job alerts')).getByRole('status')).toHaveTextContent('“Java in Berlin” has been deleted.');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Job alerts', level: 2 })).toHaveFocus());
  });

  it('points to the search when there are no alerts and no pools, without axe violations', async () => {
    await renderWithPortal(<NotificationsTab />, {
      api: api({ 'GET /jobAlerts': () => ({ results: [] }), 'GET /pool/membership/accepted': () => ({ results: [] }) }),
      user: testUser(),
    });
    expect(await screen.findByRole('heading', { name: 'No job alerts yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Search projects' })).toHaveAttribute('href', '/app/project');
    expect(screen.getByRole('link', { name: 'Find talent pools' })).toHaveAttribute('href', '/app/pool');
    await screen.findByRole('switch', { name: /Email me about new projects/ });
    expect(await axeViolations()).toEqual([]);
  });
});
