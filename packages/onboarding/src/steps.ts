// The onboarding steps of a type from the structure (the domain's `visibleOnboardingSteps`), with
// the API's rows (which carry the ids answers refer to), and the values a page starts from.
import { visibleOnboardingSteps, slugify } from '@talent/domain';
import type { AnswerItem, OnboardingType } from '@talent/domain';
import type { OnboardingRow, RowValue } from './answers.ts';
import { rowValue } from './answers.ts';
import type { StepDrafts } from './stepDrafts.ts';

/** A visible step with the API's rows. */
export interface Step {
  readonly slug: string;
  readonly name: string;
  readonly rows: readonly OnboardingRow[];
}

/** The steps shown for `type` to a talent living in `country`, in order. */
export function onboardingSteps(
  structure: readonly OnboardingRow[],
  type: OnboardingType,
  country: string | null | undefined,
): Step[] {
  // The domain hands back the very row objects it was given, so they keep their ids.
  return visibleOnboardingSteps(structure, type, country).map((step) => ({
    slug: step.slug,
    name: step.name,
    rows: step.entries as readonly OnboardingRow[],
  }));
}

/** Where a step's unsaved input is kept (per onboarding type and step). */
export const draftKey = (type: OnboardingType, stepName: string): string => `${type}.${slugify(stepName)}`;

/** The value of every row from the saved answers. */
export function savedValues(
  structure: readonly OnboardingRow[],
  answers: readonly AnswerItem[],
): Record<number, RowValue> {
  return Object.fromEntries(structure.map((row) => [row.id, rowValue(row, answers)]));
}

/** The saved values with each step's unsaved input on top (what a reload shows). */
export function workingValues(
  structure: readonly OnboardingRow[],
  answers: readonly AnswerItem[],
  type: OnboardingType,
  drafts: StepDrafts,
): Record<number, RowValue> {
  const values = savedValues(structure, answers);
  const kinds = new Map(structure.map((row) => [row.id, values[row.id]!.kind]));
  for (const stepName of new Set(structure.map((row) => row.stepName))) {
    const draft = drafts.read(draftKey(type, stepName)) ?? {};
    for (const [id, value] of Object.entries(draft)) {
      // A draft of a row whose type changed since is not this row's value any more.
      if (kinds.get(Number(id)) === value.kind) values[Number(id)] = value;
    }
  }
  return values;
}

/** The residence country answered in onboarding, if a row asks for it. */
export function residenceCountry(
  structure: readonly OnboardingRow[],
  values: Readonly<Record<number, RowValue>>,
): string | undefined {
  const row = structure.find((r) => r.type === 'residence_country');
  const value = row ? values[row.id] : undefined;
  return value?.kind === 'text' && value.text !== '' ? value.text : undefined;
}
