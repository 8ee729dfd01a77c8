import { DOCUMENT_METHODS, emptyDraft } from '@talent/domain';
import type { ApplicationDraft } from '@talent/domain';
import { describe, expect, it } from 'vitest';
import {
  answerOf,
  draftFromFlow,
  isStepName,
  issueFieldId,
  parentQuestions,
  sameSlot,
  selectsScope,
  slotsByDay,
  stepPatch,
  validateStep,
  visibleChildren,
  withAnswer,
} from './flow.ts';
import type { StepContext } from './flow.ts';
import type { Question } from './queries.ts';
import { testFlow } from './test/flowApi.ts';

const parent: Question = {
  id: 1,
  type: 'checkbox',
  label: 'Tools',
  required: true,
  options: [
    { value: 'a', label: 'A' },
    { value: 'b', label: 'B' },
  ],
};
const child: Question = {
  id: 2,
  type: 'number',
  label: 'Years with B',
  required: true,
  parentQuestionId: 1,
  scopeId: 'b',
};
const optional: Question = { id: 3, type: 'text', label: 'Notes', required: false };
const questions = [parent, child, optional];

const context = (extra: Partial<StepContext> = {}): StepContext => ({
  questions,
  options: {
    currencies: ['EUR'],
    rateUnits: ['HR'],
    preApplicationQuestions: true,
    coverLetter: 'OPTIONAL',
    liveInterview: true,
    securityIdRequired: false,
  },
  hasGeneratedCv: false,
  legal: { terms: true, privacy: true },
  securityIdCount: 1,
  ...extra,
});
const draft = (extra: Partial<ApplicationDraft> = {}): ApplicationDraft => ({ ...emptyDraft(7), ...extra });
const slot = (start: string, end: string) => ({ initialStart: start, initialEnd: end });

describe('step names', () => {
  it('knows the API’s steps and nothing else', () => {
    expect(isStepName('securityId')).toBe(true);
    expect(isStepName('application')).toBe(true);
    expect(isStepName('assessment')).toBe(false);
    expect(issueFieldId('q:12')).toBe('apply-q-12');
    expect(issueFieldId('cv')).toBe('apply-cv');
  });
});

describe('questions', () => {
  it('reveals a follow-up only under the answer that names its scope', () => {
    expect(parentQuestions(questions)).toEqual([parent, optional]);
    expect(visibleChildren(questions, parent, ['a'])).toEqual([]);
    expect(visibleChildren(questions, parent, ['a', 'b'])).toEqual([child]);
    expect(visibleChildren(questions, optional, 'b')).toEqual([]);
    expect(selectsScope('b', 'b')).toBe(true);
    expect(selectsScope(true, 'true')).toBe(true);
    expect(selectsScope(null, 'null')).toBe(false);
    expect(selectsScope(undefined, 'b')).toBe(false);
  });

  it('keeps a follow-up’s answer under its scope and replaces earlier answers', () => {
    let d = withAnswer(draft(), parent, ['b']);
    d = withAnswer(d, child, 4);
    d = withAnswer(d, child, 5);
    expect(d.parentAnswersList).toEqual([{ id: 1, type: 'checkbox', value: ['b'], groupId: null }]);
    expect(d.childAnswersList).toEqual({ b: [{ id: 2, type: 'number', value: 5, groupId: null, scopeId: 'b' }] });
    expect(answerOf(d, child)).toBe(5);
    expect(answerOf(d, optional)).toBeUndefined();
  });

  it('requires required questions, shown follow-ups included, and numbers for number questions', () => {
    expect(validateStep('questions', draft(), context())).toEqual({ 'q:1': 'required' });
    const chosen = withAnswer(draft(), parent, ['b']);
    expect(validateStep('questions', chosen, context())).toEqual({ 'q:2': 'required' });
    expect(validateStep('questions', withAnswer(chosen, child, 'four'), context())).toEqual({ 'q:2': 'number' });
    expect(validateStep('questions', withAnswer(chosen, child, 4), context())).toEqual({});
    // A hidden follow-up is not asked for.
    expect(validateStep('questions', withAnswer(draft(), parent, ['a']), context())).toEqual({});
    expect(validateStep('questions', withAnswer(draft(), parent, []), context())).toEqual({ 'q:1': 'required' });
    expect(validateStep('questions', withAnswer(draft(), parent, ''), context())).toEqual({ 'q:1': 'required' });
  });
});

describe('validateStep', () => {
  const cv = { contentType: 'application/pdf' as const, id: 5, name: 'cv.pdf', uuid: 'u-5' };

  it('cv: a chosen file, or a generated CV that exists', () => {
    expect(validateStep('cv', draft(), context())).toEqual({ cv: 'required' });
    expect(validateStep('cv', draft({ selectedCv: cv }), context())).toEqual({});
    const generated = draft({ resumeMethod: DOCUMENT_METHODS.GENERATED });
    expect(validateStep('cv', generated, context())).toEqual({ cv: 'required' });
    expect(validateStep('cv', generated, context({ hasGeneratedCv: true }))).toEqual({});
  });

  it('motivation: at most 5000 characters; a cover letter when required', () => {
    expect(validateStep('motivation', draft({ motivationComment: 'x'.repeat(5000) }), context())).toEqual({});
    expect(validateStep('motivation', draft({ motivationComment: 'x'.repeat(5001) }), context())).toEqual({
      motivation: 'tooLong',
    });
    const required = context({ options: { ...context().options, coverLetter: 'REQUIRED' } });
    expect(validateStep('motivation', draft(), required)).toEqual({ cover: 'required' });
    const cover = { contentType: 'application/pdf', name: 'letter.pdf', uuid: 'c' };
    expect(validateStep('motivation', draft({ cvCover: cover }), required)).toEqual({});
  });

  it('rate: a value above 0', () => {
    const rate = (value: number | null) => draft({ talentRate: { value, currency: 'EUR', period: 'HR' } });
    expect(validateStep('rate', rate(null), context())).toEqual({ rate: 'required' });
    expect(validateStep('rate', rate(0), context())).toEqual({ rate: 'positive' });
    expect(validateStep('rate', rate(-5), context())).toEqual({ rate: 'positive' });
    expect(validateStep('rate', rate(0.01), context())).toEqual({});
  });

  it('interview: a slot or the alternative', () => {
    expect(validateStep('interview', draft(), context())).toEqual({ slot: 'slot' });
    expect(validateStep('interview', draft({ alternativeInterviewSlot: true }), context())).toEqual({});
    expect(validateStep('interview', draft({ interviewSlot: slot('2026-12-01T09:00:00Z', 'x') }), context())).toEqual(
      {},
    );
  });

  it('legal and security id', () => {
    expect(validateStep('legal', draft(), context({ legal: { terms: false, privacy: true } }))).toEqual({
      terms: 'required',
    });
    expect(validateStep('legal', draft(), context({ legal: { terms: true, privacy: false } }))).toEqual({
      privacy: 'required',
    });
    expect(validateStep('legal', draft(), context())).toEqual({});
    expect(validateStep('securityId', draft(), context({ securityIdCount: 0 }))).toEqual({ securityId: 'required' });
    expect(validateStep('securityId', draft(), context())).toEqual({});
    expect(validateStep('review', draft(), context())).toEqual({});
  });

  it('application: every field of the one-page flow, questions and interview as the options say', () => {
    expect(validateStep('application', draft(), context())).toEqual({
      'q:1': 'required',
      cv: 'required',
      rate: 'required',
      slot: 'slot',
    });
    const without = context({
      options: { ...context().options, preApplicationQuestions: false, liveInterview: false },
    });
    expect(validateStep('application', draft(), without)).toEqual({ cv: 'required', rate: 'required' });
  });
});

describe('stepPatch', () => {
  const full = draft({
    parentAnswersList: [{ id: 1, type: 'text', value: 'x' }],
    childAnswersList: { b: [] },
    selectedCv: { contentType: 'application/pdf', id: 5, name: 'cv.pdf', uuid: 'u-5' },
    motivationComment: 'Hi',
    talentRate: { value: 80, currency: 'EUR', period: 'DAY' },
    interviewSlot: slot('s', 'e'),
  });

  it('sends only the step’s fields, with the step name', () => {
    expect(stepPatch('questions', full)).toEqual({
      stepName: 'questions',
      parentAnswersList: full.parentAnswersList,
      childAnswersList: { b: [] },
    });
    expect(stepPatch('cv', full)).toEqual({ stepName: 'cv', resumeMethod: 1, selectedCv: full.selectedCv });
    expect(stepPatch('cv', { ...full, resumeMethod: DOCUMENT_METHODS.GENERATED })).toEqual({
      stepName: 'cv',
      resumeMethod: 2,
      selectedCv: null,
    });
    expect(stepPatch('motivation', full)).toEqual({
      stepName: 'motivation',
      motivationComment: 'Hi',
      coverLetterMethod: 1,
      cvCover: null,
    });
    expect(stepPatch('rate', full)).toEqual({ stepName: 'rate', talentRate: full.talentRate });
    expect(stepPatch('interview', full)).toEqual({
      stepName: 'interview',
      alternativeInterviewSlot: false,
      interviewSlot: slot('s', 'e'),
    });
    expect(stepPatch('interview', { ...full, alternativeInterviewSlot: true })).toEqual({
      stepName: 'interview',
      alternativeInterviewSlot: true,
      interviewSlot: null,
    });
    expect(stepPatch('legal', full)).toEqual({ stepName: 'legal' });
    expect(stepPatch('review', full)).toEqual({ stepName: 'review' });
    expect(Object.keys(stepPatch('application', full)).sort()).toEqual(
      [
        'alternativeInterviewSlot',
        'childAnswersList',
        'coverLetterMethod',
        'cvCover',
        'interviewSlot',
        'motivationComment',
        'parentAnswersList',
        'resumeMethod',
        'selectedCv',
        'stepName',
        'talentRate',
      ].sort(),
    );
  });
});

describe('slots', () => {
  it('groups slots by their day in the time zone, in time order', () => {
    const late = slot('2026-12-01T23:30:00.000Z', '2026-12-02T00:00:00.000Z');
    const early = slot('2026-12-01T08:00:00.000Z', '2026-12-01T08:30:00.000Z');
    const next = slot('2026-12-02T09:00:00.000Z', '2026-12-02T09:30:00.000Z');
    expect(slotsByDay([next, late, early], 'UTC')).toEqual([
      { day: '2026-12-01', slots: [early, late] },
      { day: '2026-12-02', slots: [next] },
    ]);
    // 23:30 UTC is already the next day in Berlin.
    expect(slotsByDay([next, late, early], 'Europe/Berlin')).toEqual([
      { day: '2026-12-01', slots: [early] },
      { day: '2026-12-02', slots: [late, next] },
    ]);
    expect(slotsByDay([], 'UTC')).toEqual([]);
  });

  it('compares slots by their start instant', () => {
    expect(sameSlot(slot('2026-12-01T08:00:00.000Z', 'a'), slot('2026-12-01T09:00:00+01:00', 'b'))).toBe(true);
    expect(sameSlot(slot('2026-12-01T08:00:00.000Z', 'a'), slot('2026-12-01T08:30:00.000Z', 'a'))).toBe(false);
    expect(sameSlot(null, slot('x', 'y'))).toBe(false);
    expect(sameSlot(slot('x', 'y'), null)).toBe(false);
  });
});

describe('draftFromFlow', () => {
  it('takes the server draft as this session’s (not restored)', () => {
    const flow = testFlow({ motivationComment: 'Hi', stepName: 'cv' });
    const result = draftFromFlow(flow);
    expect(result).toMatchObject({ projectId: 1042, applicationId: 77, motivationComment: 'Hi', isRestored: false });
    expect(result).not.toHaveProperty('stepName');
  });
});
