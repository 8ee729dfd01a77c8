// The job a visitor chose to apply for before having an account (spec §3 "Stored collected job
// data", §4 "Onboarding"): kept in the browser until the visitor has signed up and onboarded, so
// onboarding is the short one, shows the job, and ends on the job's page. Search saves it (the
// public job page's "Apply"), onboarding reads and clears it, the portal clears it on logout —
// hence here, below the features.
import type { CollectedJob } from '@talent/domain';
import { COLLECTED_JOB_KEY } from './collectedJobKey.ts';

/** The storage the job lives in (localStorage in the browser). */
export type CollectedJobStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Reads, saves and clears the collected job. */
export interface CollectedJobStore {
  /** The saved job, or null when none (or what is stored is not a job). */
  read(): CollectedJob | null;
  save(job: CollectedJob): void;
  clear(): void;
}

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max;

/**
 * A collected job from stored JSON, or null when it is not one (the contract's CollectedJob: a
 * positive integer id, a title of 1–300 characters, optional city and hours per week 0–168).
 */
export function parseCollectedJob(value: unknown): CollectedJob | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, title, siteCity, hoursPerWeek } = value as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return null;
  if (!isText(title, 300)) return null;
  if (siteCity !== undefined && siteCity !== null && !isText(siteCity, 255)) return null;
  if (
    hoursPerWeek !== undefined &&
    hoursPerWeek !== null &&
    (typeof hoursPerWeek !== 'number' || !(hoursPerWeek >= 0 && hoursPerWeek <= 168))
  ) {
    return null;
  }
  return { id, title, siteCity: siteCity ?? null, hoursPerWeek: hoursPerWeek ?? null };
}

/**
 * The collected job in `storage` (default: the browser's localStorage; none on the server). A
 * storage that refuses (private mode, quota) behaves as empty: the visitor then gets the long
 * onboarding, which is still complete.
 */
export function collectedJobStore(
  storage: CollectedJobStorage | null | undefined = typeof localStorage === 'undefined' ? null : localStorage,
): CollectedJobStore {
  return {
    read() {
      try {
        const raw = storage?.getItem(COLLECTED_JOB_KEY);
        return raw ? parseCollectedJob(JSON.parse(raw)) : null;
      } catch {
        return null;
      }
    },
    save(job) {
      const clean = parseCollectedJob(job);
      if (!clean) throw new RangeError('Not a collected job (id, title, siteCity, hoursPerWeek).');
      try {
        storage?.setItem(COLLECTED_JOB_KEY, JSON.stringify(clean));
      } catch {
        // Storage refused: see above.
      }
    },
    clear() {
      try {
        storage?.removeItem(COLLECTED_JOB_KEY);
      } catch {
        // Nothing stored then.
      }
    },
  };
}
