// Which announcement tiers the user snoozed (spec §4: "Snooze is remembered per tier; a snoozed
// tier is not shown again"). Kept in localStorage for the announcement's deadline, so a snooze
// outlives a reload and other tabs, and a new announcement starts with nothing snoozed.
import { ANNOUNCEMENT_TIERS } from '@talent/domain';
import type { AnnouncementTier } from '@talent/domain';

/** localStorage key of the snoozed tiers. */
export const ANNOUNCEMENT_SNOOZE_KEY = 'talent.announcementSnoozed';

interface Stored {
  readonly deadline: string;
  readonly tiers: readonly AnnouncementTier[];
}

function read(storage: Storage): Stored | null {
  try {
    const value = JSON.parse(storage.getItem(ANNOUNCEMENT_SNOOZE_KEY) ?? 'null') as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { deadline, tiers } = value as { deadline?: unknown; tiers?: unknown };
    if (typeof deadline !== 'string' || !Array.isArray(tiers)) return null;
    return {
      deadline,
      tiers: tiers.filter((t): t is AnnouncementTier => (ANNOUNCEMENT_TIERS as readonly unknown[]).includes(t)),
    };
  } catch {
    return null;
  }
}

/** The tiers snoozed for the announcement with this deadline. */
export function snoozedTiers(storage: Storage, deadline: string): AnnouncementTier[] {
  const stored = read(storage);
  return stored?.deadline === deadline ? [...stored.tiers] : [];
}

/** Remembers that a tier of the announcement with this deadline was snoozed. */
export function snoozeTier(storage: Storage, deadline: string, tier: AnnouncementTier): AnnouncementTier[] {
  const tiers = [...new Set([...snoozedTiers(storage, deadline), tier])];
  try {
    storage.setItem(ANNOUNCEMENT_SNOOZE_KEY, JSON.stringify({ deadline, tiers } satisfies Stored));
  } catch {
    // Storage full or blocked: the snooze still holds for this page.
  }
  return tiers;
}
