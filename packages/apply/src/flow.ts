// The rules of the application flow that need no React (spec §3 "Application draft", "Answer"):
// the server draft as a domain draft, which fields each step saves, what each step requires, the
// follow-up questions an answer reveals, and the interview slots grouped by day.
import type { ApplicationFlow, components } from '@talent/api-client';
import { DOCUMENT_METHODS, FLOW_STEP_NAMES } from '@talent/domain';
import type { Answer, AnswerValue, ApplicationDraft, FlowStepName, InterviewSlot } from '@talent/domain';
import type { ProjectOptions, Question } from './queries.ts';

/** A step the API may name (`application` is the one page of the classic flow, modern flow off). */
export type StepName = FlowStepName;

export const isStepName = (name: string): name is StepName => (FLOW_STEP_NAMES as readonly string[]).includes(name);

/** The contract's limit of the motivation comment. */
export const MOTIVATION_MAX = 5000;

export type ApplicationFlowPatch = components['schemas']['ApplicationFlowPatch'];

/** The server draft as the domain's draft (never restored: it is this session's truth). */
export function draftFromFlow(flow: ApplicationFlow): ApplicationDraft {
  return {
    projectId: flow.projectId,
    applicationId: flow.applicationId,
    canEdit: flow.canEdit,
    parentAnswersList: flow.parentAnswersList,
    childAnswersList: flow.childAnswersList,
    displayRate: flow.displayRate,
    talentRate: flow.talentRate,
    cvsList: flow.cvsList,
    selectedCv: flow.selectedCv,
    motivationComment: flow.motivationComment,
    cvCover: flow.cvCover,
    interviewSlot: flow.interviewSlot,
    alternativeInterviewSlot: flow.alternativeInterviewSlot,
    calendarSlots: flow.calendarSlots,
    resumeMethod: flow.resumeMethod,
    coverLetterMethod: flow.coverLetterMethod,
    openApplications: flow.openApplications,
    openInvitations: flow.openInvitations,
    isRestored: false,
  };
}

/** The fields a step saves (PATCH /project/{id}/applicationFlow), with the step's name. */
export function stepPatch(step: StepName, draft: ApplicationDraft): ApplicationFlowPatch {
  // The domain's draft types are the contract's, read-only (ids as the API sends them).
  const questions = {
    parentAnswersList: draft.parentAnswersList,
    childAnswersList: draft.childAnswersList,
  } as ApplicationFlowPatch;
  const cv = {
    resumeMethod: draft.resumeMethod,
    selectedCv: draft.resumeMethod === DOCUMENT_METHODS.FILE ? draft.selectedCv : null,
  } as ApplicationFlowPatch;
  const motivation = {
    motivationComment: draft.motivationComment,
    coverLetterMethod: draft.coverLetterMethod,
    cvCover: draft.cvCover,
  } as ApplicationFlowPatch;
  const rate: ApplicationFlowPatch = { talentRate: draft.talentRate };
  const interview: ApplicationFlowPatch = {
    alternativeInterviewSlot: draft.alternativeInterviewSlot,
    interviewSlot: draft.alternativeInterviewSlot ? null : draft.interviewSlot,
  };
  const fields: Partial<Record<StepName, ApplicationFlowPatch>> = {
    questions,
    cv,
    motivation,
    rate,
    interview,
    application: { ...questions, ...cv, ...motivation, ...rate, ...interview },
  };
  return { stepName: step, ...fields[step] };
}

/** Why a field is refused. */
export type Issue = 'required' | 'number' | 'positive' | 'tooLong' | 'pattern' | 'slot';
/** Refusals of a step by field: `q:<questionId>`, `cv`, `motivation`, `cover`, `rate`, `slot`, `terms`, `privacy`, `securityId`. */
export type StepIssues = Readonly<Record<string, Issue>>;

/** The id of the control of a refused field (the flow sends the focus there). */
export const issueFieldId = (key: string): string => `apply-${key.replace(':', '-')}`;

/** What a step's checks need beyond the draft. */
export interface StepContext {
  readonly questions: readonly Question[];
  readonly options: ProjectOptions;
  /** The talent has a CV generated from the profile (so GENERATED can be sent). */
  readonly hasGeneratedCv: boolean;
  readonly legal: { readonly terms: boolean; readonly privacy: boolean };
  readonly securityIdCount: number;
}

const isEmpty = (value: AnswerValue | undefined): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Whether an answer selects the follow-ups of `scopeId` (one value or one of a list). */
export function selectsScope(value: AnswerValue | undefined, scopeId: string): boolean {
  if (Array.isArray(value)) return value.some((item) => String(item) === scopeId);
  return value !== undefined && value !== null && String(value) === scopeId;
}

/** The parent questions, in the API's order. */
export const parentQuestions = (questions: readonly Question[]): Question[] =>
  questions.filter((q) => q.parentQuestionId === null || q.parentQuestionId === undefined);

/** The follow-ups of `parent` that its current answer reveals. */
export function visibleChildren(
  questions: readonly Question[],
  parent: Question,
  answer: AnswerValue | undefined,
): Question[] {
  return questions.filter(
    (q) => q.parentQuestionId === parent.id && typeof q.scopeId === 'string' && selectsScope(answer, q.scopeId),
  );
}

/** The current answer of a question (a follow-up's lives under its scope). */
export function answerOf(draft: ApplicationDraft, question: Question): AnswerValue | undefined {
  const list = question.scopeId ? (draft.childAnswersList[question.scopeId] ?? []) : draft.parentAnswersList;
  return list.find((a) => String(a.id) === String(question.id))?.value;
}

/** The draft with `value` as the answer of `question` (replacing its previous answer). */
export function withAnswer(draft: ApplicationDraft, question: Question, value: AnswerValue): ApplicationDraft {
  const answer: Answer = {
    id: question.id,
    type: question.type,
    value,
    groupId: question.groupId ?? null,
    ...(question.scopeId ? { scopeId: question.scopeId } : {}),
  };
  const replace = (list: readonly Answer[]) => [...list.filter((a) => String(a.id) !== String(question.id)), answer];
  if (question.scopeId) {
    const scope = question.scopeId;
    return {
      ...draft,
      childAnswersList: { ...draft.childAnswersList, [scope]: replace(draft.childAnswersList[scope] ?? []) },
    };
  }
  return { ...draft, parentAnswersList: replace(draft.parentAnswersList) };
}

function questionIssues(draft: ApplicationDraft, questions: readonly Question[]): Record<string, Issue> {
  const issues: Record<string, Issue> = {};
  const check = (question: Question) => {
    const value = answerOf(draft, question);
    if (isEmpty(value)) {
      if (question.required) issues[`q:${question.id}`] = 'required';
    } else if (question.type === 'number' && typeof value !== 'number') {
      issues[`q:${question.id}`] = 'number';
    }
  };
  for (const parent of parentQuestions(questions)) {
    check(parent);
    for (const child of visibleChildren(questions, parent, answerOf(draft, parent))) check(child);
  }
  return issues;
}

function cvIssues(draft: ApplicationDraft, context: StepContext): Record<string, Issue> {
  const chosen = draft.resumeMethod === DOCUMENT_METHODS.GENERATED ? context.hasGeneratedCv : draft.selectedCv !== null;
  return chosen ? {} : { cv: 'required' };
}

function motivationIssues(draft: ApplicationDraft, context: StepContext): Record<string, Issue> {
  const issues: Record<string, Issue> = {};
  if (draft.motivationComment.length > MOTIVATION_MAX) issues['motivation'] = 'tooLong';
  if (context.options.coverLetter === 'REQUIRED' && !draft.cvCover) issues['cover'] = 'required';
  return issues;
}

function rateIssues(draft: ApplicationDraft): Record<string, Issue> {
  const value = draft.talentRate.value;
  if (value === null) return { rate: 'required' };
  return value > 0 ? {} : { rate: 'positive' };
}

function interviewIssues(draft: ApplicationDraft): Record<string, Issue> {
  return draft.alternativeInterviewSlot || draft.interviewSlot ? {} : { slot: 'slot' };
}

/** What keeps the talent on `step`; empty when the step may be saved. */
export function validateStep(step: StepName, draft: ApplicationDraft, context: StepContext): StepIssues {
  switch (step) {
    case 'questions':
      return questionIssues(draft, context.questions);
    case 'cv':
      return cvIssues(draft, context);
    case 'motivation':
      return motivationIssues(draft, context);
    case 'rate':
      return rateIssues(draft);
    case 'interview':
      return interviewIssues(draft);
    case 'legal':
      return {
        ...(context.legal.terms ? {} : { terms: 'required' }),
        ...(context.legal.privacy ? {} : { privacy: 'required' }),
      };
    case 'securityId':
      return context.securityIdCount > 0 ? {} : { securityId: 'required' };
    case 'application':
      return {
        ...(context.options.preApplicationQuestions ? questionIssues(draft, context.questions) : {}),
        ...cvIssues(draft, context),
        ...motivationIssues(draft, context),
        ...rateIssues(draft),
        ...(context.options.liveInterview ? interviewIssues(draft) : {}),
      };
    case 'review':
      return {};
  }
}

/** Slots of one day, in the talent's time zone. */
export interface SlotDay {
  /** The day, `YYYY-MM-DD` in the time zone. */
  readonly day: string;
  readonly slots: readonly InterviewSlot[];
}

/** The slots grouped by their day in `timeZone`, days and slots in time order. */
export function slotsByDay(slots: readonly InterviewSlot[], timeZone: string): SlotDay[] {
  const dayOf = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const sorted = [...slots].sort((a, b) => Date.parse(a.initialStart) - Date.parse(b.initialStart));
  const days = new Map<string, InterviewSlot[]>();
  for (const slot of sorted) {
    const day = dayOf.format(new Date(slot.initialStart));
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days].map(([day, list]) => ({ day, slots: list }));
}

/** Whether two slots are the same. */
export const sameSlot = (a: InterviewSlot | null, b: InterviewSlot | null): boolean =>
  a !== null && b !== null && Date.parse(a.initialStart) === Date.parse(b.initialStart);
