// The job-alert dialog against a fake of POST /jobAlerts: what it saves, the toast and where focus
// goes, the API's refusals in the dialog (409 `jobAlert.limit`, 422 on the name) without losing what
// was typed, the name required, and axe.
import type { Schema } from '@talent/api-client';
import { axeViolations, fakeApi, json, problem, renderWithPortal } from '@talent/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { JobAlertSearch } from '../../searchRequest.ts';
import { JobAlertDialog } from './JobAlertDialog.tsx';

const SEARCH: JobAlertSearch = {
  query: 'java',
  filters: { location: { city: 'Berlin' }, workPrefs: ['rm'], openOnly: true },
};

function saved(input: Schema<'JobAlertInput'>): Schema<'JobAlert'> {
  return { id: 3, active: true, createdAt: '2026-11-20T10:00:00Z', lastSentAt: null, ...input };
}

function Harness(): ReactElement {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <JobAlertDialog open={open} onOpenChange={setOpen} search={SEARCH} defaultName="java in Berlin" />
    </>
  );
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = await screen.findByRole('dialog', { name: 'Get new projects like these by email' });
  return { user, dialog };
}

describe('JobAlertDialog', () => {
  it('saves the search under the prefilled name, daily or weekly, then closes with a toast and returns focus', async () => {
    const fake = fakeApi({
      'POST /jobAlerts': (request) => json(saved(request.body as Schema<'JobAlertInput'>), 201),
    });
    const { toasts } = await renderWithPortal(<Harness />, { api: fake, loggedIn: true });
    const { user, dialog } = await openDialog();
    expect(dialog).toHaveAccessibleDescription('We will email you new projects that match this search.');
    const name = within(dialog).getByRole('textbox', { name: /Name of the alert/ });
    expect(name).toHaveValue('java in Berlin');
    expect(name).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: 'Manage your emails' })).toHaveAttribute(
      'href',
      '/app/account?tab=notifications',
    );
    expect(within(dialog).getByRole('radio', { name: 'Daily' })).toBeChecked();
    expect(await axeViolations()).toEqual([]);

    await user.clear(name);
    await user.type(name, '  Remote Java  ');
    await user.click(within(dialog).getByRole('radio', { name: 'Weekly' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save alert' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.callsTo('POST /jobAlerts').map((c) => c.body)).toEqual([
      { ...SEARCH, name: 'Remote Java', frequency: 'WEEKLY' },
    ]);
    expect(toasts).toEqual([
      {
        tone: 'success',
        message: 'Alert “Remote Java” saved. We will email you new projects like these every week.',
      },
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it('shows the limit in the dialog and keeps the form; opening again starts afresh', async () => {
    const fake = fakeApi({ 'POST /jobAlerts': () => problem(409, ['jobAlert.limit']) });
    const { toasts } = await renderWithPortal(<Harness />, { api: fake, loggedIn: true });
    const { user, dialog } = await openDialog();
    const name = within(dialog).getByRole('textbox', { name: /Name of the alert/ });
    await user.type(name, ' 2');
    await user.click(within(dialog).getByRole('radio', { name: 'Weekly' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have as many job alerts as you can have. Delete one in your account to save this search.',
    );
    expect(name).toHaveValue('java in Berlin 2');
    expect(within(dialog).getByRole('radio', { name: 'Weekly' })).toBeChecked();
    expect(toasts).toEqual([]);
    expect(await axeViolations()).toEqual([]);

    // The footer's Cancel (the close button in the corner has the same name).
    await user.click(within(dialog).getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const again = (await openDialog()).dialog;
    expect(within(again).getByRole('textbox', { name: /Name of the alert/ })).toHaveValue('java in Berlin');
    expect(within(again).queryByRole('alert')).toBeNull();
  });

  it('puts the API’s objection to the name on the field (422)', async () => {
    const fake = fakeApi({
      'POST /jobAlerts': () => problem(422, ['error.validation'], [{ field: 'name', messages: ['validation.max'] }]),
    });
    await renderWithPortal(<Harness />, { api: fake, loggedIn: true });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    const name = within(dialog).getByRole('textbox', { name: /Name of the alert/ });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(expect.stringContaining('This value is too long.'));
    expect(name).toHaveFocus();
  });

  it('other refusals are shown in the dialog in the user’s words (422 without a field)', async () => {
    const fake = fakeApi({ 'POST /jobAlerts': () => problem(422, ['error.validation']) });
    await renderWithPortal(<Harness />, { api: fake, loggedIn: true });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Some entries are not valid. Please check them.',
    );
  });

  it('asks for a name before saving', async () => {
    const fake = fakeApi();
    await renderWithPortal(<Harness />, { api: fake, loggedIn: true });
    const { user, dialog } = await openDialog();
    const name = within(dialog).getByRole('textbox', { name: /Name of the alert/ });
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    expect(name).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    expect(name).toHaveFocus();
    expect(fake.callsTo('POST /jobAlerts')).toEqual([]);
  });

  it('is written in the user’s language', async () => {
    const fake = fakeApi({ 'POST /jobAlerts': () => problem(409, ['jobAlert.limit']) });
    await renderWithPortal(<Harness />, { api: fake, loggedIn: true, locale: 'de' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neue Projekte wie diese per E-Mail erhalten' });
    await user.click(within(dialog).getByRole('button', { name: 'Suchauftrag speichern' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/Suchaufträge/);
  });
});
