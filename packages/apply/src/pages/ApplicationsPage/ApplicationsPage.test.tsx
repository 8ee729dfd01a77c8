import type { Application } from '@talent/api-client';
import { CURRENT_USER_KEY } from '@talent/app-context';
import { APPLICATION_STATUSES } from '@talent/domain';
import { renderWithPortal } from '@talent/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { application, applicationsState, fakeApplicationsApi } from '../../test/applicationsFake.ts';
import type { ApplicationsState } from '../../test/applicationsFake.ts';
import { axeViolations } from '@talent/test-utils';
import { ApplicationsPage } from './ApplicationsPage.tsx';

async function renderPage(state: ApplicationsState, locale = 'en') {
  const fake = fakeApplicationsApi(state);
  const view = await renderWithPortal(<ApplicationsPage />, { api: fake, user: fake.state.user, locale });
  await screen.findByRole('heading', { level: 2, name: locale === 'en' ? 'Submitted applications' : /.+/ });
  return { ...view, fake };
}

function card(title: string): HTMLElement {
  return screen.getByRole('article', { name: title });
}

/** The status badge of a card: beside its title. */
function badge(item: HTMLElement): string {
  return within(item).getByRole('heading').nextElementSibling?.textContent ?? '';
}

/** The text button of a dialog (its close icon has the same name). */
function dialogButton(dialog: HTMLElement, name: string): HTMLElement {
  return within(dialog).getByText(name, { selector: 'button' });
}

const java = application(1, 'Senior Java Developer');
const hired = application(2, 'Data Engineer', {
  status: 'HIRED',
  statusCode: 'h',
  canEdit: false,
  hourlyRate: { value: 640.5, currency: 'EUR', period: 'DAY' },
  job: { id: 1002, title: 'Data Engineer', siteCity: null, status: 'CLOSED' },
});

describe('ApplicationsPage', () => {
  it('lists each application with its job link, city, date, rate and status, and is axe-clean', async () => {
    await renderPage(applicationsState({ applications: [java, hired] }));

    expect(screen.getByRole('heading', { level: 1, name: 'My applications' })).toBeInTheDocument();
    expect(document.title).toBe('My applications · Acme Talent');
    const first = card('Senior Java Developer');
    expect(within(first).getByRole('link', { name: 'Senior Java Developer' })).toHaveAttribute(
      'href',
      '/app/project/1001',
    );
    expect(within(first).getByText('Berlin')).toBeInTheDocument();
    expect(within(first).getByText('Submitted on November 20, 2026')).toHaveAttribute(
      'datetime',
      '2026-11-20T10:12:00Z',
    );
    expect(within(first).getByText('Your rate: €85 per hour')).toBeInTheDocument();
    expect(badge(first)).toBe('Sent to the client');
    expect(
      within(first).getByText('Your application has been passed on to the client, who will review it.'),
    ).toBeInTheDocument();

    const second = card('Data Engineer');
    expect(badge(second)).toBe('Hired');
    expect(within(second).getByText('Your rate: €640.50 per day')).toBeInTheDocument();
    expect(within(second).queryByText('Berlin')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('asks for the first page, newest first as the API orders them, with the page size', async () => {
    const { fake } = await renderPage(applicationsState({ applications: [java] }));
    const [call] = fake.callsTo('GET /projectApplication');
    expect(call?.query.toString()).toBe('offset=0&limit=20');
  });

  it('shows each status as a badge with its sentence, and the placeholder for a status it does not know', async () => {
    // Every status's texts are checked where they live (applicationStatusText of @talent/app-context).
    const all = APPLICATION_STATUSES.map((status, i) => application(i + 1, `Job ${status}`, { status }));
    const unknown = application(99, 'Job from the future', { status: 'ON_HOLD' as Application['status'] });
    await renderPage(applicationsState({ applications: [...all, unknown] }));

    expect(badge(card('Job WITHDRAWN'))).toBe('Withdrawn');
    expect(within(card('Job WITHDRAWN')).getByText('You withdrew this application.')).toBeInTheDocument();
    expect(new Set(all.map((a) => badge(card(a.job.title)))).size).toBe(10);
    expect(badge(card('Job from the future'))).toBe('Status unknown');
    expect(
      within(card('Job from the future')).getByText('We cannot show the status of this application right now.'),
    ).toBeInTheDocument();
  });

  it('shows the status texts in the talent’s language', async () => {
    await renderPage(applicationsState({ applications: [hired] }), 'de');
    const found = screen.getByRole('article', { name: 'Data Engineer' });
    expect(badge(found)).toBe('Zusage');
    expect(within(found).getByText('Ihr Satz: 640,50 € pro Tag')).toBeInTheDocument();
  });

  it('opens the status history as an ordered list, oldest first, with date and time', async () => {
    const user = userEvent.setup();
    await renderPage(applicationsState({ applications: [java] }));
    const history = within(card('Senior Java Developer')).getByText('Status history');
    const list = card('Senior Java Developer').querySelector('ol');
    expect(list).not.toBeVisible();

    await user.click(history);
    expect(list).toBeVisible();
    const entries = within(list!).getAllByRole('listitem');
    expect(entries.map((li) => li.textContent)).toEqual([
      'Being sent November 20, 2026 at 10:12 AM',
      'Sent to the client November 20, 2026 at 10:15 AM',
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('offers Edit (to the apply page in edit mode) only while the application can be edited', async () => {
    await renderPage(applicationsState({ applications: [java, hired] }));
    expect(within(card('Senior Java Developer')).getByRole('link', { name: 'Edit application' })).toHaveAttribute(
      'href',
      '/app/project/1001/apply?edit=1',
    );
    expect(within(card('Data Engineer')).queryByRole('link', { name: 'Edit application' })).not.toBeInTheDocument();
  });

  it('offers Withdraw only where the talent may still withdraw', async () => {
    const statuses = APPLICATION_STATUSES.filter((s) => s !== 'UNDER_CONSTRUCTION');
    await renderPage(
      applicationsState({ applications: statuses.map((status, i) => application(i + 1, `Job ${status}`, { status })) }),
    );
    const withdrawable = statuses.filter(
      (s) => within(card(`Job ${s}`)).queryByRole('button', { name: 'Withdraw' }) !== null,
    );
    expect(withdrawable).toEqual(['SENT_TO_CLIENT', 'SEND_FAILED', 'ACTIVE', 'UNCONFIRMED', 'SEND_PENDING']);
  });

  it('cancelling the confirmation withdraws nothing', async () => {
    const user = userEvent.setup();
    const { fake } = await renderPage(applicationsState({ applications: [java] }));
    await user.click(within(card('Senior Java Developer')).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Withdraw your application for “Senior Java Developer”?',
    });
    // Focus starts on the safe choice.
    expect(dialogButton(dialog, 'Keep application')).toHaveFocus();
    expect(await axeViolations()).toEqual([]);

    await user.click(dialogButton(dialog, 'Keep application'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.callsTo('PUT /projectApplication/:id/withdraw')).toHaveLength(0);
    expect(badge(card('Senior Java Developer'))).toBe('Sent to the client');
  });

  it('withdraws with the reason, shows the new status, thanks the talent and refreshes the header counters', async () => {
    const user = userEvent.setup();
    const { fake, queryClient, toasts } = await renderPage(applicationsState({ applications: [java] }));
    queryClient.setQueryData(CURRENT_USER_KEY, fake.state.user);

    await user.click(within(card('Senior Java Developer')).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), '  Took another project  ');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.callsTo('PUT /projectApplication/:id/withdraw').map((c) => [c.path, c.body])).toEqual([
      ['/projectApplication/1/withdraw', { reason: 'Took another project' }],
    ]);
    await waitFor(() => expect(badge(card('Senior Java Developer'))).toBe('Withdrawn'));
    // Keyboard focus lands on the new status sentence, not on the page's start.
    expect(within(card('Senior Java Developer')).getByText('You withdrew this application.')).toHaveFocus();
    expect(within(card('Senior Java Developer')).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(
      within(card('Senior Java Developer')).queryByRole('link', { name: 'Edit application' }),
    ).not.toBeInTheDocument();
    expect(toasts).toEqual([
      { tone: 'success', message: 'Your application for “Senior Java Developer” has been withdrawn.' },
    ]);
    expect(queryClient.getQueryState(CURRENT_USER_KEY)?.isInvalidated).toBe(true);
  });

  it('withdraws without a body reason when none was typed', async () => {
    const user = userEvent.setup();
    const { fake } = await renderPage(applicationsState({ applications: [java] }));
    await user.click(within(card('Senior Java Developer')).getByRole('button', { name: 'Withdraw' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw application' }));
    await waitFor(() => expect(fake.callsTo('PUT /projectApplication/:id/withdraw')).toHaveLength(1));
    expect(fake.callsTo('PUT /projectApplication/:id/withdraw')[0]?.body).toEqual({});
  });

  it('keeps the dialog and the reason open with the API’s message when the withdrawal is refused (409)', async () => {
    const user = userEvent.setup();
    const { fake, toasts } = await renderPage(applicationsState({ applications: [java] }));
    // Meanwhile the client hired the talent: the API refuses.
    fake.state.applications = [{ ...java, status: 'HIRED' }];

    await user.click(within(card('Senior Java Developer')).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Too far away');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This application can no longer be withdrawn.');
    expect(within(dialog).getByRole('textbox', { name: 'Reason (optional)' })).toHaveValue('Too far away');
    expect(toasts).toEqual([]);
    // The list is read again: the card behind the dialog shows what the server says now.
    const behind = () => screen.getByRole('article', { name: 'Senior Java Developer', hidden: true });
    await waitFor(() =>
      expect(within(behind()).getByRole('heading', { hidden: true }).nextElementSibling).toHaveTextContent('Hired'),
    );
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('lists the drafts apart, each continuing on the apply page', async () => {
    const draft = application(5, 'Cloud Architect', {
      status: 'UNDER_CONSTRUCTION',
      statusCode: 'co',
      submitted: null,
      created: '2026-11-22T08:00:00Z',
      timeline: [],
    });
    await renderPage(applicationsState({ applications: [java], drafts: [draft] }));
    const drafts = await screen.findByRole('region', { name: 'Unfinished applications' });
    const item = within(drafts).getByRole('article', { name: 'Cloud Architect' });
    expect(within(item).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/app/project/1005/apply');
    expect(within(item).getByText('Started on November 22, 2026')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows no drafts section without drafts', async () => {
    await renderPage(applicationsState({ applications: [java] }));
    expect(screen.queryByRole('region', { name: 'Unfinished applications' })).not.toBeInTheDocument();
  });

  it('pages with "Show more applications" until every application is shown', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 25 }, (_, i) => application(i + 1, `Project ${i + 1}`));
    const { fake } = await renderPage(applicationsState({ applications: many }));

    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(screen.getByText('Showing 20 of 25 applications')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more applications' }));

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
    expect(screen.getByText('Showing 25 of 25 applications')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more applications' })).not.toBeInTheDocument();
    expect(fake.callsTo('GET /projectApplication').map((c) => c.query.toString())).toEqual([
      'offset=0&limit=20',
      'offset=20&limit=20',
    ]);
  });

  it('filters by status', async () => {
    const user = userEvent.setup();
    const { fake } = await renderPage(applicationsState({ applications: [java, hired] }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Hired');

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(card('Data Engineer')).toBeInTheDocument();
    expect(fake.callsTo('GET /projectApplication').at(-1)?.query.getAll('status').join(',')).toBe('HIRED');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Withdrawn');
    expect(await screen.findByRole('heading', { name: 'No applications with this status' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All statuses');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
  });

  it('shows an empty state that leads to the project search', async () => {
    await renderPage(applicationsState());
    expect(screen.getByRole('heading', { name: 'No applications yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search projects' })).toHaveAttribute('href', '/app/project');
    expect(await axeViolations()).toEqual([]);
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    const { fake } = await renderPage(applicationsState({ applications: null }));
    expect(screen.getByText('Your applications could not be loaded.')).toBeInTheDocument();

    fake.state.applications = [java];
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Senior Java Developer' })).toBeInTheDocument();
  });
});
