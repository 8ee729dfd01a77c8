import { describe, expect, it } from 'vitest';
import { FLOW_STEP_NAMES, applicationFlowSteps, withCompletedSteps } from './applicationFlow.ts';
import type { FlowStepInput } from './applicationFlow.ts';

const base: FlowStepInput = {
  modernFlow: true,
  preApplicationQuestions: true,
  questions: 'NONE',
  coverLetter: 'OPTIONAL',
  jobFields: { hourlyRate: 'OPTIONAL', motivationComment: 'OPTIONAL' },
  liveInterview: false,
  legalNeeded: false,
  securityIdRequired: false,
};
const names = (input: Partial<FlowStepInput>) => applicationFlowSteps({ ...base, ...input }).map((s) => s.name);
const step = (input: Partial<FlowStepInput>, name: string) =>
  applicationFlowSteps({ ...base, ...input }).find((s) => s.name === name);

describe('applicationFlowSteps', () => {
  it('is one form and a review in the classic flow, whatever the project asks', () => {
    expect(
      applicationFlowSteps({
        ...base,
        modernFlow: false,
        questions: 'REQUIRED',
        liveInterview: true,
        legalNeeded: true,
      }),
    ).toEqual([
      { name: 'application', optional: false },
      { name: 'review', optional: false },
    ]);
  });

  it('has cv, motivation, rate and review by default', () => {
    expect(applicationFlowSteps(base)).toEqual([
      { name: 'cv', optional: false },
      { name: 'motivation', optional: true },
      { name: 'rate', optional: true },
      { name: 'review', optional: false },
    ]);
  });

  it('asks questions only when the tenant switch is on and the project has some', () => {
    expect(names({ questions: 'OPTIONAL' })[0]).toBe('questions');
    expect(step({ questions: 'OPTIONAL' }, 'questions')?.optional).toBe(true);
    expect(step({ questions: 'REQUIRED' }, 'questions')?.optional).toBe(false);
    expect(names({ questions: 'REQUIRED', preApplicationQuestions: false })).not.toContain('questions');
    expect(names({ questions: 'NONE' })).not.toContain('questions');
  });

  it('drops motivation only when there is neither a cover letter nor a comment', () => {
    expect(names({ coverLetter: 'NONE', jobFields: { ...base.jobFields, motivationComment: 'HIDDEN' } })).not.toContain(
      'motivation',
    );
    expect(names({ coverLetter: 'NONE' })).toContain('motivation');
    expect(names({ jobFields: { ...base.jobFields, motivationComment: 'HIDDEN' } })).toContain('motivation');
  });

  it('makes motivation required when the cover letter or the comment is', () => {
    expect(step({ coverLetter: 'REQUIRED' }, 'motivation')?.optional).toBe(false);
    expect(step({ jobFields: { ...base.jobFields, motivationComment: 'REQUIRED' } }, 'motivation')?.optional).toBe(
      false,
    );
    expect(step({ coverLetter: 'NONE' }, 'motivation')?.optional).toBe(true);
  });

  it('follows the rate field setting', () => {
    expect(names({ jobFields: { ...base.jobFields, hourlyRate: 'HIDDEN' } })).not.toContain('rate');
    expect(step({ jobFields: { ...base.jobFields, hourlyRate: 'REQUIRED' } }, 'rate')?.optional).toBe(false);
  });

  it('adds interview, legal and security id in order before the review', () => {
    expect(
      applicationFlowSteps({
        ...base,
        questions: 'REQUIRED',
        liveInterview: true,
        legalNeeded: true,
        securityIdRequired: true,
      }),
    ).toEqual([
      { name: 'questions', optional: false },
      { name: 'cv', optional: false },
      { name: 'motivation', optional: true },
      { name: 'rate', optional: true },
      { name: 'interview', optional: false },
      { name: 'legal', optional: false },
      { name: 'securityId', optional: false },
      { name: 'review', optional: false },
    ]);
    expect(names({ legalNeeded: true })).toEqual(['cv', 'motivation', 'rate', 'legal', 'review']);
    expect(names({ securityIdRequired: true })).toEqual(['cv', 'motivation', 'rate', 'securityId', 'review']);
    expect(names({ liveInterview: true })).toEqual(['cv', 'motivation', 'rate', 'interview', 'review']);
  });

  it('names only known steps', () => {
    const all = applicationFlowSteps({ ...base, questions: 'REQUIRED', liveInterview: true, legalNeeded: true });
    for (const s of all) expect(FLOW_STEP_NAMES).toContain(s.name);
  });
});

describe('withCompletedSteps', () => {
  it('marks the steps saved at least once', () => {
    expect(
      withCompletedSteps(
        [
          { name: 'cv', optional: false },
          { name: 'rate', optional: true },
        ],
        ['cv', 'unknown'],
      ),
    ).toEqual([
      { name: 'cv', optional: false, completed: true },
      { name: 'rate', optional: true, completed: false },
    ]);
  });
});
