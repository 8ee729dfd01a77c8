// Announcement banner tiers (spec §4 "Announcement banner", §9 "Announcement tiers").
import { ANNOUNCEMENT_THRESHOLDS_S } from './constants.ts';

/** Announcement tiers from most to least urgent. */
export const ANNOUNCEMENT_TIERS = ['final', 'tenMinutes', 'thirtyMinutes', 'long'] as const;
/** An announcement tier. */
export type AnnouncementTier = (typeof ANNOUNCEMENT_TIERS)[number];

/**
 * Tier for the time left to a deadline: under 90 s final (no snooze), under 10 minutes the
 * ten-minute message, under 30 minutes the thirty-minute message, otherwise the long message.
 * A passed deadline is final.
 */
export function announcementTier(deadlineMs: number, nowMs: number): AnnouncementTier {
  const leftMs = deadlineMs - nowMs;
  if (leftMs < ANNOUNCEMENT_THRESHOLDS_S.final * 1000) return 'final';
  if (leftMs < ANNOUNCEMENT_THRESHOLDS_S.tenMinutes * 1000) return 'tenMinutes';
  if (leftMs < ANNOUNCEMENT_THRESHOLDS_S.thirtyMinutes * 1000) return 'thirtyMinutes';
  return 'long';
}

/** Whether a tier's message offers a snooze button: every tier but the final one. */
export function canSnoozeAnnouncement(tier: AnnouncementTier): boolean {
  return tier !== 'final';
}

/** Whether to show a tier's message: a snoozed tier stays hidden; the final tier always shows. */
export function isAnnouncementVisible(tier: AnnouncementTier, snoozedTiers: Iterable<AnnouncementTier>): boolean {
  if (!canSnoozeAnnouncement(tier)) return true;
  for (const snoozed of snoozedTiers) if (snoozed === tier) return false;
  return true;
}
