import { CURRENT_USER_KEY } from '@talent/app-context';
import { renderWithPortal } from '@talent/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applicationsState, fakeApplicationsApi, invitation } from '../../test/applicationsFake.ts';
import type { ApplicationsState } from '../../test/applicationsFake.ts';
import { axeViolations } from '@talent/test-utils';
import { InvitationsPage } from './InvitationsPage.tsx';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

async function renderPage(state: ApplicationsState, locale = 'en') {
  const fake = fakeApplicationsApi(state);
  const view = await renderWithPortal(<InvitationsPage />, { api: fake, user: fake.state.user, locale });
  await screen.findByRole('heading', { level: 1 });
  return { ...view, fake };
}

function card(title: string): HTMLElement {
  return screen.getByRole('article', { name: title });
}

const now = Date.now();
const java = invitation(1, 'Senior Java Developer', '2026-11-20T10:00:00Z', iso(now + 3 * DAY + 60_000));
const forever = invitation(2, 'Data Engineer', '2026-11-18T10:00:00Z', null);

describe('InvitationsPage', () => {
  it('lists the open invitations with job link, city, invited date and expiry, and is axe-clean', async () => {
    await renderPage(applicationsState({ invitations: [java, forever] }));

    expect(screen.getByRole('heading', { level: 1, name: 'Invitations' })).toBeInTheDocument();
    expect(document.title).toBe('Invitations · Acme Talent');
    const first = card('Senior Java Developer');
    expect(within(first).getByRole('link', { name: 'Senior Java Developer' })).toHaveAttribute(
      'href',
      '/app/project/2001',
    );
    expect(within(first).getByText('Hamburg')).toBeInTheDocument();
    expect(within(first).getByText('Invited on November 20, 2026')).toBeInTheDocument();
    expect(within(first).getByText('Expires in 3 days')).toBeInTheDocument();
    expect(within(card('Data Engineer')).queryByText(/Expires/)).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('says the expiry in the talent’s language', async () => {
    await renderPage(applicationsState({ invitations: [java] }), 'de');
    expect(within(card('Senior Java Developer')).getByText('Läuft in 3 Tagen ab')).toBeInTheDocument();
  });

  it('accepting goes to the job’s apply page, which starts the application', async () => {
    await renderPage(applicationsState({ invitations: [java] }));
    expect(within(card('Senior Java Developer')).getByRole('link', { name: 'Accept and apply' })).toHaveAttribute(
      'href',
      '/app/project/2001/apply',
    );
  });

  it('cancelling the confirmation keeps the invitation', async () => {
    const user = userEvent.setup();
    const { fake } = await renderPage(applicationsState({ invitations: [java] }));
    await user.click(within(card('Senior Java Developer')).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the invitation to “Senior Java Developer”?' });
    expect(await axeViolations()).toEqual([]);
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dialog).not.toBeInTheDocument();
    expect(fake.callsTo('PUT /projectInvitation/:id/decline')).toHaveLength(0);
    expect(card('Senior Java Developer')).toBeInTheDocument();
  });

  it('declines after confirmation: the invitation leaves the list and the header counters refresh', async () => {
    const user = userEvent.setup();
    const { fake, queryClient, toasts } = await renderPage(applicationsState({ invitations: [java, forever] }));
    queryClient.setQueryData(CURRENT_USER_KEY, fake.state.user);

    await user.click(within(card('Senior Java Developer')).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Decline invitation' }));

    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Senior Java Developer' })).not.toBeInTheDocument(),
    );
    expect(fake.callsTo('PUT /projectInvitation/:id/decline').map((c) => c.path)).toEqual([
      '/projectInvitation/1/decline',
    ]);
    expect(card('Data Engineer')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Invitations' })).toHaveFocus());
    expect(toasts).toEqual([{ tone: 'success', message: 'You declined the invitation to “Senior Java Developer”.' }]);
    expect(queryClient.getQueryState(CURRENT_USER_KEY)?.isInvalidated).toBe(true);
  });

  it('when the invitation is no longer open (409) says so and shows the list as it is now', async () => {
    const user = userEvent.setup();
    const { fake, toasts } = await renderPage(applicationsState({ invitations: [java] }));
    // It expired meanwhile.
    fake.state.invitations = [];

    await user.click(within(card('Senior Java Developer')).getByRole('button', { name: 'Decline' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decline invitation' }));

    await waitFor(() => expect(toasts).toEqual([{ tone: 'error', message: 'This invitation is no longer open.' }]));
    expect(await screen.findByRole('heading', { name: 'No open invitations' })).toBeInTheDocument();
  });

  it('shows an empty state that leads to the project search', async () => {
    await renderPage(applicationsState());
    expect(screen.getByRole('heading', { name: 'No open invitations' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search projects' })).toHaveAttribute('href', '/app/project');
    expect(await axeViolations()).toEqual([]);
  });

  it('says when the invitations cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    const { fake } = await renderPage(applicationsState({ invitations: null }));
    expect(await screen.findByText('Your invitations could not be loaded.')).toBeInTheDocument();
    fake.state.invitations = [java];
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Senior Java Developer' })).toBeInTheDocument();
  });
});
