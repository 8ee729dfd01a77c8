import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMPTY_HISTORY } from '../../answers.ts';
import type { HistoryDraft } from '../../answers.ts';
import { renderControlled } from '../../test/harness.tsx';
import { axeViolations } from '@talent/test-utils';
import { HistoryEditor } from './HistoryEditor.tsx';
import type { HistoryKind } from './HistoryEditor.tsx';

const ENGINEER: HistoryDraft = {
  ...EMPTY_HISTORY,
  title: 'Engineer',
  organization: 'Analytical Engines',
  start: '2020-03-01',
  end: '2022-06-01',
};

function renderHistory(initial: HistoryDraft[], extra: { kind?: HistoryKind; error?: string } = {}) {
  return renderControlled(initial, (entries, change) => (
    <HistoryEditor
      id="jobs"
      label="Work experience"
      kind={extra.kind ?? 'employment'}
      entries={entries}
      onChange={change}
      {...(extra.error ? { error: extra.error } : {})}
    />
  ));
}

const entry = (name: RegExp | string) => screen.getByRole('region', { name });

describe('HistoryEditor', () => {
  it('shows the entries with their dates; accessible', async () => {
    await renderHistory([ENGINEER]);
    const job = entry('Engineer');
    expect(within(job).getByRole('textbox', { name: 'Job title' })).toHaveValue('Engineer');
    expect(within(job).getByRole('textbox', { name: 'Company' })).toHaveValue('Analytical Engines');
    const start = within(job).getByRole('group', { name: 'Start' });
    expect(within(start).getByRole('combobox', { name: 'Month' })).toHaveValue('3');
    expect(within(start).getByRole('combobox', { name: 'Year' })).toHaveValue('2020');
    expect(within(job).getByRole('checkbox', { name: 'Ongoing' })).not.toBeChecked();
    expect(await axeViolations()).toEqual([]);
  });

  it('adds an entry on top and takes the keyboard to its title', async () => {
    const user = userEvent.setup();
    const { changed } = await renderHistory([ENGINEER]);
    await user.click(screen.getByRole('button', { name: 'Add an entry' }));
    const first = entry('Entry 1');
    expect(within(first).getByRole('textbox', { name: 'Job title' })).toHaveFocus();
    await user.keyboard('Founder');
    expect(changed).toHaveBeenLastCalledWith([{ ...EMPTY_HISTORY, title: 'Founder' }, ENGINEER]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Founder', 'Engineer']);
  });

  it('removes an entry and leaves the focus on Add', async () => {
    const user = userEvent.setup();
    const { changed } = await renderHistory([{ ...ENGINEER, title: 'Lead' }, ENGINEER]);
    await user.click(screen.getByRole('button', { name: 'Remove entry 1' }));
    expect(changed).toHaveBeenLastCalledWith([ENGINEER]);
    expect(screen.queryByRole('region', { name: 'Lead' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add an entry' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove entry 1' }));
    expect(screen.getByText('No entries yet.')).toBeInTheDocument();
  });

  it('does not ask for the end of an ongoing entry, and forgets it', async () => {
    const user = userEvent.setup();
    const { changed } = await renderHistory([ENGINEER]);
    const job = entry('Engineer');
    expect(within(job).getByRole('group', { name: 'End' })).toBeInTheDocument();
    await user.click(within(job).getByRole('checkbox', { name: 'Ongoing' }));
    expect(within(job).queryByRole('group', { name: 'End' })).not.toBeInTheDocument();
    expect(changed).toHaveBeenLastCalledWith([{ ...ENGINEER, ongoing: true, end: null }]);
    await user.click(within(job).getByRole('checkbox', { name: 'Ongoing' }));
    const end = within(job).getByRole('group', { name: 'End' });
    expect(within(end).getByRole('combobox', { name: 'Year' })).toHaveValue('');
  });

  it('marks and announces an end before the start as soon as it is chosen', async () => {
    const user = userEvent.setup();
    await renderHistory([ENGINEER]);
    const end = within(entry('Engineer')).getByRole('group', { name: 'End' });
    const year = within(end).getByRole('combobox', { name: 'Year' });
    expect(year).not.toHaveAttribute('aria-invalid');
    await user.selectOptions(year, '2019');
    expect(year).toHaveAttribute('aria-invalid', 'true');
    expect(end).toHaveAccessibleDescription('Entry 1 ends before it starts.');
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('Entry 1 ends before it starts.');
    await user.selectOptions(year, '2023');
    expect(year).not.toHaveAttribute('aria-invalid');
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('');
  });

  it('labels an education entry as such and describes the group by its error', async () => {
    await renderHistory([{ ...EMPTY_HISTORY, title: 'BSc' }], { kind: 'education', error: 'Entry 1 needs a title.' });
    expect(screen.getByRole('textbox', { name: 'Degree or course' })).toHaveValue('BSc');
    expect(screen.getByRole('textbox', { name: 'School or university' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Work experience' })).toHaveAccessibleDescription(
      'Entry 1 needs a title.',
    );
  });
});
