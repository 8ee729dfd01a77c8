import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_HISTORY } from '../../answers.ts';
import type { RowValue } from '../../answers.ts';
import type { ReviewSection } from '../../cvReview.ts';
import { row } from '../../test/fakeApi.ts';
import { Stateful, renderComponent } from '../../test/harness.tsx';
import { axeViolations } from '@talent/test-utils';
import { CvReview } from './CvReview.tsx';

const SKILLS = row(11, 'Your CV', 2, 'skills', { canParse: true });
const LINKEDIN = row(3, 'About you', 1, 'linkedin_handle', { canParse: true });
const EDUCATION = row(13, 'Your CV', 2, 'education_history', { canParse: true });

const skills: ReviewSection = {
  key: 'skills',
  topic: 'skills',
  row: SKILLS,
  proposed: { kind: 'list', values: ['Rust', 'Go'] },
};
const linkedIn: ReviewSection = {
  key: 'linkedIn',
  topic: 'linkedIn',
  row: LINKEDIN,
  proposed: { kind: 'text', text: 'ada-from-cv' },
};
const BSC = { ...EMPTY_HISTORY, title: 'BSc Mathematics', organization: 'UCL', start: '2010-09-01', end: '2013-06-01' };
const degree: ReviewSection = {
  key: 'education-0',
  topic: 'education',
  title: 'BSc Mathematics',
  row: EDUCATION,
  proposed: { kind: 'history', entries: [BSC] },
};

type Values = Record<number, RowValue>;

async function renderReview(sections: ReviewSection[], initial: Values) {
  const applied = vi.fn<(rowId: number, value: RowValue) => void>();
  const onClose = vi.fn();
  await renderComponent(
    <Stateful<Values> initial={initial}>
      {(values, change) => (
        <CvReview
          sections={sections}
          values={values}
          onApply={(rowId, value) => {
            applied(rowId, value);
            change({ ...values, [rowId]: value });
          }}
          onClose={onClose}
        />
      )}
    </Stateful>,
  );
  return { applied, onClose };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('CvReview', () => {
  it('accepts a proposal for an empty row at once, and undoes it; accessible', async () => {
    const user = userEvent.setup();
    const { applied } = await renderReview([skills], { 11: { kind: 'list', values: [] } });
    const review = screen.getByRole('region', { name: 'Check what we read from your CV' });
    // Opened from elsewhere: the talent lands on its introduction.
    expect(within(review).getByText(/^Nothing is used until you accept it\./)).toHaveFocus();
    expect(within(review).getByText('Rust, Go')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    expect(within(section('Skills')).queryByRole('radiogroup')).not.toBeInTheDocument();

    await user.click(within(section('Skills')).getByRole('button', { name: 'Accept' }));
    expect(applied).toHaveBeenLastCalledWith(11, { kind: 'list', values: ['Rust', 'Go'] });
    expect(within(section('Skills')).getByText('Accepted')).toHaveFocus();

    await user.click(within(section('Skills')).getByRole('button', { name: 'Undo' }));
    expect(applied).toHaveBeenLastCalledWith(11, { kind: 'list', values: [] });
    expect(within(section('Skills')).getByRole('button', { name: 'Accept' })).toHaveFocus();
  });

  it('asks which to keep when the talent typed something else: keep mine by default, the CV’s, or both', async () => {
    const user = userEvent.setup();
    const { applied } = await renderReview([skills], { 11: { kind: 'list', values: ['Python'] } });
    const skillsSection = section('Skills');
    expect(within(skillsSection).getByText('You already entered something else here.')).toBeInTheDocument();
    expect(within(skillsSection).getByText('Yours: Python')).toBeInTheDocument();
    const choice = within(skillsSection).getByRole('radiogroup', { name: 'Which to keep?' });
    expect(within(choice).getByRole('radio', { name: 'Keep mine' })).toBeChecked();

    // Keep mine: accepting changes nothing.
    await user.click(within(skillsSection).getByRole('button', { name: 'Accept' }));
    expect(applied).toHaveBeenLastCalledWith(11, { kind: 'list', values: ['Python'] });
    await user.click(within(skillsSection).getByRole('button', { name: 'Undo' }));

    await user.click(within(skillsSection).getByRole('radio', { name: 'Merge both' }));
    await user.click(within(skillsSection).getByRole('button', { name: 'Accept' }));
    expect(applied).toHaveBeenLastCalledWith(11, { kind: 'list', values: ['Python', 'Rust', 'Go'] });
    await user.click(within(skillsSection).getByRole('button', { name: 'Undo' }));
    expect(applied).toHaveBeenLastCalledWith(11, { kind: 'list', values: ['Python'] });

    await user.click(within(skillsSection).getByRole('radio', { name: "Use the CV's" }));
    await user.click(within(skillsSection).getByRole('button', { name: 'Accept' }));
    expect(applied).toHaveBeenLastCalledWith(11, { kind: 'list', values: ['Rust', 'Go'] });
  });

  it('offers no merge for a single value', async () => {
    await renderReview([linkedIn], { 3: { kind: 'text', text: 'ada-mine' } });
    expect(within(section('LinkedIn')).getByRole('radio', { name: "Use the CV's" })).toBeInTheDocument();
    expect(within(section('LinkedIn')).queryByRole('radio', { name: 'Merge both' })).not.toBeInTheDocument();
  });

  it('edits a proposal with the row’s own editor before accepting it', async () => {
    const user = userEvent.setup();
    const { applied } = await renderReview([linkedIn], { 3: { kind: 'text', text: '' } });
    const mine = section('LinkedIn');
    await user.click(within(mine).getByRole('button', { name: 'Edit' }));
    const field = within(mine).getByRole('textbox', { name: 'LinkedIn' });
    await user.clear(field);
    await user.type(field, 'ada-lovelace');
    await user.click(within(mine).getByRole('button', { name: 'Done editing' }));
    expect(within(mine).getByText('ada-lovelace')).toBeInTheDocument();
    await user.click(within(mine).getByRole('button', { name: 'Accept' }));
    expect(applied).toHaveBeenLastCalledWith(3, { kind: 'text', text: 'ada-lovelace' });
  });

  it('edits a history entry with the labels of its kind, and adds it beside the talent’s own', async () => {
    const user = userEvent.setup();
    const mine = { ...EMPTY_HISTORY, title: 'MSc', organization: 'ETH', start: '2014-09-01' };
    const { applied } = await renderReview([degree], { 13: { kind: 'history', entries: [mine] } });
    const entry = section('Education: BSc Mathematics');
    // Added beside the talent's entries: nothing to choose.
    expect(within(entry).queryByRole('radiogroup')).not.toBeInTheDocument();
    await user.click(within(entry).getByRole('button', { name: 'Edit' }));
    expect(within(entry).getByRole('textbox', { name: 'Degree or course' })).toHaveValue('BSc Mathematics');
    expect(within(entry).getByRole('textbox', { name: 'School or university' })).toHaveValue('UCL');
    await user.click(within(entry).getByRole('button', { name: 'Accept' }));
    // Newest first, as the API keeps them.
    expect(applied).toHaveBeenLastCalledWith(13, { kind: 'history', entries: [mine, BSC] });
  });

  it('discards a proposal (nothing changes) and undoes the discard', async () => {
    const user = userEvent.setup();
    const { applied } = await renderReview([skills], { 11: { kind: 'list', values: [] } });
    await user.click(within(section('Skills')).getByRole('button', { name: 'Discard' }));
    expect(within(section('Skills')).getByText('Discarded')).toHaveFocus();
    await user.click(within(section('Skills')).getByRole('button', { name: 'Undo' }));
    expect(within(section('Skills')).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(applied).not.toHaveBeenCalled();
  });

  it('says what is already in the profile (nothing to accept); Close closes the review', async () => {
    const user = userEvent.setup();
    const { onClose } = await renderReview([skills], { 11: { kind: 'list', values: ['go', 'rust', 'C'] } });
    const skillsSection = section('Skills');
    expect(within(skillsSection).getByText('Already in your profile.')).toBeInTheDocument();
    expect(within(skillsSection).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(skillsSection).getByRole('button', { name: 'Discard' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close the review' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says when the CV gave nothing these steps ask for', async () => {
    await renderReview([], {});
    expect(screen.getByText('We found nothing in your CV that these steps ask for.')).toBeInTheDocument();
  });
});
