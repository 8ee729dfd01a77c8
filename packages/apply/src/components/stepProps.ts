// What every step of the flow gets: the draft, a way to change it, and the step's refusals.
import type { ApplicationDraft } from '@talent/domain';
import type { StepIssues } from '../flow.ts';

/** Props every step component takes. */
export interface StepProps {
  readonly draft: ApplicationDraft;
  /** Changes the draft (kept locally at once; saved to the server on Next). */
  readonly onChange: (change: (draft: ApplicationDraft) => ApplicationDraft) => void;
  /** The step's refusals by field (see `validateStep`). */
  readonly issues: StepIssues;
}
