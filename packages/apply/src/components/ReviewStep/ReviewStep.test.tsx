import { DOCUMENT_METHODS, emptyDraft } from '@talent/domain';
import { renderWithPortal } from '@talent/test-utils';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Question } from '../../queries.ts';
import { axeViolations } from '@talent/test-utils';
import { ReviewStep } from './ReviewStep.tsx';

const questions: Question[] = [
  { id: 1, type: 'boolean', label: 'Remote?', required: true },
  {
    id: 2,
    type: 'checkbox',
    label: 'Tools',
    required: false,
    options: [
      { value: 'vite', label: 'Vite' },
      { value: 'jest', label: 'Jest' },
    ],
  },
  { id: 3, type: 'text', label: 'Why?', required: false, parentQuestionId: 1, scopeId: 'true' },
  { id: 4, type: 'text', label: 'Notes', required: false },
];

const draft = {
  ...emptyDraft(1042),
  parentAnswersList: [
    { id: 1, type: 'boolean', value: true },
    { id: 2, type: 'checkbox', value: ['vite', 'jest'] },
  ],
  childAnswersList: { true: [{ id: 3, type: 'text', value: 'Family', scopeId: 'true' }] },
  resumeMethod: DOCUMENT_METHODS.GENERATED,
  talentRate: { value: 650, currency: 'EUR', period: 'DAY' as const },
  alternativeInterviewSlot: true,
};

describe('ReviewStep', () => {
  it('shows every step’s answers, each with an Edit button to its step', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    await renderWithPortal(
      <ReviewStep
        draft={draft}
        steps={['questions', 'cv', 'motivation', 'rate', 'interview', 'legal', 'securityId']}
        questions={questions}
        securityIds={['••••456']}
        onEdit={onEdit}
      />,
    );
    const answers = screen.getByRole('region', { name: 'Questions' });
    expect(within(answers).getByText('Yes')).toBeInTheDocument();
    expect(within(answers).getByText('Vite and Jest')).toBeInTheDocument();
    expect(within(answers).getByText('Family')).toBeInTheDocument();
    expect(within(answers).getByText('Not answered')).toBeInTheDocument();
    expect(screen.getByText('A CV generated from my profile')).toBeInTheDocument();
    expect(screen.getByText('€650.00 per day')).toBeInTheDocument();
    expect(screen.getByText('Another time, to be agreed')).toBeInTheDocument();
    expect(screen.getByText('Agreed')).toBeInTheDocument();
    expect(screen.getByText('••••456')).toBeInTheDocument();
    expect(screen.getAllByText('None')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Edit Rate' }));
    expect(onEdit).toHaveBeenCalledWith('rate');
    expect(await axeViolations()).toEqual([]);
  });
});
