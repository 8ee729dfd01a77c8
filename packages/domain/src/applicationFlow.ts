// The steps of the application flow (issue 15): which steps a talent walks through for a project,
// in which order, and which may be left empty. The tenant's config and the project decide; the API
// answers the list (`flowsteps`) and the portal renders the same one, so both use this rule.
import type { JobFieldSettings } from './config.ts';

/** What decides the steps. */
export interface FlowStepInput {
  /** The tenant's `modernProjectApplicationFlow`: off, the flow is one form and a review. */
  readonly modernFlow: boolean;
  /** The tenant's `preApplicationQuestions` switch. */
  readonly preApplicationQuestions: boolean;
  /** The project's questions: none, all optional, or at least one required. */
  readonly questions: 'NONE' | 'OPTIONAL' | 'REQUIRED';
  /** The project's cover letter setting. */
  readonly coverLetter: 'REQUIRED' | 'OPTIONAL' | 'NONE';
  /** The legal entity's job field settings. */
  readonly jobFields: JobFieldSettings;
  /** The project offers live-interview slots. */
  readonly liveInterview: boolean;
  /** The talent must still agree to the client's terms or privacy statement. */
  readonly legalNeeded: boolean;
  /** The project needs a security id. */
  readonly securityIdRequired: boolean;
}

/** The step names, in the order they are walked through. */
export const FLOW_STEP_NAMES = [
  'application',
  'questions',
  'cv',
  'motivation',
  'rate',
  'interview',
  'legal',
  'securityId',
  'review',
] as const;

/** A step's name. */
export type FlowStepName = (typeof FLOW_STEP_NAMES)[number];

/** A step of the flow. */
export interface FlowStep {
  readonly name: FlowStepName;
  /** The talent may go on without filling anything in. */
  readonly optional: boolean;
}

/** The steps of the flow for a project, in order. */
export function applicationFlowSteps(input: FlowStepInput): FlowStep[] {
  if (!input.modernFlow) {
    return [
      { name: 'application', optional: false },
      { name: 'review', optional: false },
    ];
  }
  const steps: FlowStep[] = [];
  if (input.preApplicationQuestions && input.questions !== 'NONE') {
    steps.push({ name: 'questions', optional: input.questions === 'OPTIONAL' });
  }
  steps.push({ name: 'cv', optional: false });
  const motivation = input.jobFields.motivationComment;
  if (input.coverLetter !== 'NONE' || motivation !== 'HIDDEN') {
    steps.push({ name: 'motivation', optional: input.coverLetter !== 'REQUIRED' && motivation !== 'REQUIRED' });
  }
  if (input.jobFields.hourlyRate !== 'HIDDEN') {
    steps.push({ name: 'rate', optional: input.jobFields.hourlyRate === 'OPTIONAL' });
  }
  if (input.liveInterview) steps.push({ name: 'interview', optional: false });
  if (input.legalNeeded) steps.push({ name: 'legal', optional: false });
  if (input.securityIdRequired) steps.push({ name: 'securityId', optional: false });
  steps.push({ name: 'review', optional: false });
  return steps;
}

/** The steps with whether each was saved at least once. */
export function withCompletedSteps(
  steps: readonly FlowStep[],
  done: readonly string[],
): (FlowStep & { readonly completed: boolean })[] {
  const saved = new Set(done);
  return steps.map((step) => ({ ...step, completed: saved.has(step.name) }));
}
