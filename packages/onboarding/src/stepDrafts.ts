// Unsaved input of an onboarding step, kept in sessionStorage until the step is saved: a lost
// connection, a failed save or a reload of the tab loses nothing the talent typed (the saved
// answers come from GET /flexOnboarding/profile). Per tab and per step; logout clears every key
// under STEP_DRAFT_PREFIX (the portal's session end).
import type { RowValue } from './answers.ts';
import { STEP_DRAFT_PREFIX } from './stepDraftPrefix.ts';

/** The drafts of a step: row id → the value being edited. */
export type StepValues = Readonly<Record<number, RowValue>>;

/** Reads, keeps and drops step drafts. */
export interface StepDrafts {
  read(step: string): StepValues | null;
  save(step: string, values: StepValues): void;
  clear(step: string): void;
}

const KINDS = new Set(['text', 'flag', 'list', 'history', 'languages', 'address', 'phone']);

function isRowValue(value: unknown): value is RowValue {
  return typeof value === 'object' && value !== null && KINDS.has((value as { kind?: unknown }).kind as string);
}

/** Step drafts in `storage` (default: the tab's sessionStorage); a refusing storage keeps nothing. */
export function stepDrafts(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null = typeof sessionStorage === 'undefined'
    ? null
    : sessionStorage,
): StepDrafts {
  const key = (step: string) => `${STEP_DRAFT_PREFIX}${step}`;
  return {
    read(step) {
      try {
        const raw = storage?.getItem(key(step));
        if (!raw) return null;
        const parsed: unknown = JSON.parse(raw);
        if (typeof parsed !== 'object' || parsed === null) return null;
        const values: Record<number, RowValue> = {};
        for (const [id, value] of Object.entries(parsed)) {
          if (/^\d+$/.test(id) && isRowValue(value)) values[Number(id)] = value;
        }
        return values;
      } catch {
        return null;
      }
    },
    save(step, values) {
      try {
        storage?.setItem(key(step), JSON.stringify(values));
      } catch {
        // Quota or private mode: the input stays on the page, only a reload would lose it.
      }
    },
    clear(step) {
      try {
        storage?.removeItem(key(step));
      } catch {
        // Nothing was kept.
      }
    },
  };
}
