import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_TIERS, announcementTier, canSnoozeAnnouncement, isAnnouncementVisible } from './announcement.ts';

const now = 5_000_000;
const left = (seconds: number, extraMs = 0) => announcementTier(now + seconds * 1000 + extraMs, now);

describe('announcementTier', () => {
  it.each([
    ['already past', -3600, 0, 'final'],
    ['0 s', 0, 0, 'final'],
    ['89.999 s', 89, 999, 'final'],
    ['exactly 90 s', 90, 0, 'tenMinutes'],
    ['599.999 s', 599, 999, 'tenMinutes'],
    ['exactly 600 s', 600, 0, 'thirtyMinutes'],
    ['1799.999 s', 1799, 999, 'thirtyMinutes'],
    ['exactly 1800 s', 1800, 0, 'long'],
    ['a day', 86_400, 0, 'long'],
  ] as const)('with %s left is %s', (_label, seconds, ms, tier) => {
    expect(left(seconds, ms)).toBe(tier);
  });
});

describe('snoozing', () => {
  it('cannot snooze the final tier, can snooze every other', () => {
    expect(ANNOUNCEMENT_TIERS.filter(canSnoozeAnnouncement)).toEqual(['tenMinutes', 'thirtyMinutes', 'long']);
  });

  it('hides a snoozed tier and shows the others', () => {
    const snoozed = new Set(['thirtyMinutes'] as const);
    expect(isAnnouncementVisible('thirtyMinutes', snoozed)).toBe(false);
    expect(isAnnouncementVisible('tenMinutes', snoozed)).toBe(true);
    expect(isAnnouncementVisible('long', snoozed)).toBe(true);
  });

  it('shows a tier again once a more urgent tier starts, even after snoozing the earlier one', () => {
    const snoozed = ['long', 'thirtyMinutes'] as const;
    expect(isAnnouncementVisible(left(500), snoozed)).toBe(true);
  });

  it('always shows the final tier, even when marked snoozed', () => {
    expect(isAnnouncementVisible('final', ['final'])).toBe(true);
  });
});
