import { emptyDraft } from '@talent/domain';
import type { ApplicationDraft } from '@talent/domain';
import { renderWithPortal } from '@talent/test-utils';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { StepIssues } from '../../flow.ts';
import type { Question } from '../../queries.ts';
import { axeViolations } from '@talent/test-utils';
import { QuestionsStep } from './QuestionsStep.tsx';

const questions: Question[] = [
  { id: 1, type: 'text', label: 'Your title', required: false, description: 'As on your CV' },
  {
    id: 2,
    type: 'select',
    label: 'Seniority',
    required: true,
    options: [
      { value: 'sr', label: 'Senior' },
      { value: 'jr', label: 'Junior' },
    ],
  },
  {
    id: 3,
    type: 'checkbox',
    label: 'Tools',
    required: false,
    options: [
      { value: 'vite', label: 'Vite' },
      { value: 'jest', label: 'Jest' },
    ],
  },
  { id: 4, type: 'boolean', label: 'Can you start in January?', required: true },
  { id: 5, type: 'date', label: 'Earliest start', required: false, parentQuestionId: 4, scopeId: 'false' },
  { id: 6, type: 'textarea', label: 'Tell us more', required: false, parentQuestionId: 3, scopeId: 'jest' },
];

let latest: ApplicationDraft = emptyDraft(1);

function Controlled({ issues = {} }: { readonly issues?: StepIssues }): ReactElement {
  const [draft, setDraft] = useState(() => emptyDraft(1));
  // The draft as the step left it, for the test to read.
  useEffect(() => {
    latest = draft;
  }, [draft]);
  return <QuestionsStep questions={questions} draft={draft} onChange={setDraft} issues={issues} />;
}

describe('QuestionsStep', () => {
  it('edits each question type and keeps the answers in the draft', async () => {
    const user = userEvent.setup();
    await renderWithPortal(<Controlled />);
    await user.type(screen.getByLabelText(/Your title/), 'Lead');
    expect(screen.getByText('As on your CV')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Seniority/), 'sr');
    await user.click(screen.getByRole('checkbox', { name: 'Vite' }));
    await user.click(screen.getByRole('checkbox', { name: 'Jest' }));
    await user.click(screen.getByRole('checkbox', { name: 'Vite' }));
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(latest.parentAnswersList.map((a) => [a.id, a.value])).toEqual([
      [1, 'Lead'],
      [2, 'sr'],
      [3, ['jest']],
      [4, false],
    ]);
    // "No" (false) and "Jest" reveal their follow-ups.
    await user.type(screen.getByLabelText(/Earliest start/), '2027-02-01');
    await user.type(screen.getByLabelText(/Tell us more/), 'Lots');
    expect(latest.childAnswersList).toEqual({
      false: [{ id: 5, type: 'date', value: '2027-02-01', groupId: null, scopeId: 'false' }],
      jest: [{ id: 6, type: 'textarea', value: 'Lots', groupId: null, scopeId: 'jest' }],
    });
    expect(await axeViolations()).toEqual([]);

    // Answering "Yes" hides the follow-up without losing its answer.
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.queryByLabelText(/Earliest start/)).not.toBeInTheDocument();
    expect(latest.childAnswersList['false']).toHaveLength(1);
  });

  it('marks refused questions with their reason', async () => {
    await renderWithPortal(<Controlled issues={{ 'q:2': 'required', 'q:4': 'required' }} />);
    expect(screen.getAllByText('Please answer this.')).toHaveLength(2);
    expect(screen.getByLabelText(/Seniority/)).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations()).toEqual([]);
  });

  it('says when there are no questions', async () => {
    await renderWithPortal(
      <QuestionsStep questions={[]} draft={emptyDraft(1)} onChange={() => undefined} issues={{}} />,
    );
    expect(screen.getByText('The client has no questions for you.')).toBeInTheDocument();
  });
});
