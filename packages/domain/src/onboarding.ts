// Onboarding steps and navigation (spec §2 "Onboarding navigation", §3 structure entry, §4).
import { isOneOf, ONBOARDING_TYPES } from './enums.ts';
import type { OnboardingType } from './enums.ts';
import { slugify } from './text.ts';

/** One row of the onboarding structure the API returns. */
export interface OnboardingStructureEntry {
  readonly stepName: string;
  /** Order of the step this row belongs to. */
  readonly sequence: number;
  /** Order of the row inside its step. */
  readonly rowNumber: number;
  readonly type: string;
  /** Onboarding type(s) this row is shown in. */
  readonly showOn: OnboardingType | readonly OnboardingType[];
  /** ISO 3166-1 alpha-2 countries of residence for which this row is hidden. */
  // `| undefined`: a row parsed from a tenant's onboarding.json (valibot's optional keys) fits too.
  readonly hideByCountry?: readonly string[] | null | undefined;
  readonly value?: unknown;
  readonly canParse?: boolean | undefined;
  readonly disabled?: boolean | undefined;
  readonly form?: unknown;
}

/** A visible onboarding step with its visible rows in order. */
export interface OnboardingStep {
  /** URL segment of the step: /app/onboarding/{slug}. */
  readonly slug: string;
  readonly name: string;
  readonly sequence: number;
  readonly entries: readonly OnboardingStructureEntry[];
}

/** Where a user is in onboarding and where the buttons lead. */
export interface OnboardingNavigation {
  readonly slug: string;
  readonly previous?: string;
  readonly next?: string;
  /** Position of the step (1-based) divided by the step count, as a percentage. */
  readonly progress: number;
  /** 1-based step number, zero-padded to two digits ("01"). */
  readonly stepNumber: string;
  /** Set when the requested slug is unknown: the slug of the first step to redirect to. */
  readonly redirect?: string;
}

function shownOn(entry: OnboardingStructureEntry, type: OnboardingType): boolean {
  const showOn = entry.showOn;
  return typeof showOn === 'string' ? showOn === type : showOn.includes(type);
}

function hiddenFor(entry: OnboardingStructureEntry, country: string | undefined): boolean {
  if (!country || !entry.hideByCountry) return false;
  const iso2 = country.toUpperCase();
  return entry.hideByCountry.some((c) => c.toUpperCase() === iso2);
}

/**
 * The steps shown for an onboarding type, ordered by sequence: rows not shown on the type or hidden
 * for the user's country are dropped, and a step without visible rows disappears.
 */
export function visibleOnboardingSteps(
  structure: readonly OnboardingStructureEntry[],
  type: OnboardingType,
  country?: string | null,
): OnboardingStep[] {
  if (!isOneOf(ONBOARDING_TYPES, type)) throw new RangeError(`unknown onboarding type "${String(type)}"`);
  // The map keeps the order steps first appear in; the stable sort below keeps it for ties.
  const steps = new Map<string, { name: string; sequence: number; entries: OnboardingStructureEntry[] }>();
  structure.forEach((entry) => {
    if (!shownOn(entry, type) || hiddenFor(entry, country ?? undefined)) return;
    const step = steps.get(entry.stepName);
    if (step) {
      step.sequence = Math.min(step.sequence, entry.sequence);
      step.entries.push(entry);
    } else {
      steps.set(entry.stepName, { name: entry.stepName, sequence: entry.sequence, entries: [entry] });
    }
  });
  return [...steps.values()]
    .sort((a, b) => a.sequence - b.sequence)
    .map(({ name, sequence, entries }) => ({
      slug: slugify(name),
      name,
      sequence,
      entries: entries.toSorted((a, b) => a.rowNumber - b.rowNumber),
    }));
}

/**
 * Navigation for the step at `slug`. An unknown slug yields the first step's navigation with
 * `redirect` set to it; no steps at all yields undefined (there is nothing to onboard).
 */
export function onboardingNavigation(
  steps: readonly Pick<OnboardingStep, 'slug'>[],
  slug: string | undefined,
): OnboardingNavigation | undefined {
  if (steps.length === 0) return undefined;
  const found = steps.findIndex((step) => step.slug === slug);
  const index = found === -1 ? 0 : found;
  const position = index + 1;
  const previous = steps[index - 1]?.slug;
  const next = steps[index + 1]?.slug;
  return {
    slug: steps[index]!.slug,
    ...(previous !== undefined && { previous }),
    ...(next !== undefined && { next }),
    progress: (position / steps.length) * 100,
    stepNumber: String(position).padStart(2, '0'),
    ...(found === -1 && { redirect: steps[0]!.slug }),
  };
}
