// The announcement banner's notice (spec §4, §9), for an announcement AnnouncementBanner.tsx has:
// the text follows the time left to the deadline (final under 90 s, then the ten- and
// thirty-minute tiers, else the long text), and a timer moves it to the next tier as time passes.
// Every tier but the final one can be snoozed; a snoozed tier stays hidden (remembered per
// announcement in localStorage).
import {
  ANNOUNCEMENT_THRESHOLDS_S,
  DATE_FORMATS,
  MAX_TIMER_DELAY_MS,
  announcementTier,
  canSnoozeAnnouncement,
  isAnnouncementVisible,
} from '@talent/domain';
import type { AnnouncementTier, StatusType } from '@talent/domain';
import { Banner, Button } from '@talent/ui';
import { useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { bannerMessages as messages } from './bannerMessages.ts';
import { snoozeTier, snoozedTiers } from './announcementSnooze.ts';

const TONES: Record<AnnouncementTier, StatusType> = {
  final: 'error',
  tenMinutes: 'warning',
  thirtyMinutes: 'warning',
  long: 'info',
};

/**
 * The next moment the tier changes (or the deadline passes), after `now`. A tier starts when the
 * time left is *under* its threshold, so 1 ms after `deadline - threshold`.
 */
export function nextTierChange(deadlineMs: number, now: number): number | null {
  const moments = [
    deadlineMs - ANNOUNCEMENT_THRESHOLDS_S.thirtyMinutes * 1000 + 1,
    deadlineMs - ANNOUNCEMENT_THRESHOLDS_S.tenMinutes * 1000 + 1,
    deadlineMs - ANNOUNCEMENT_THRESHOLDS_S.final * 1000 + 1,
    deadlineMs,
  ];
  return moments.find((m) => m > now) ?? null;
}

/**
 * The current time, taken again at each tier change of the deadline (and when the deadline
 * changes), so the banner re-renders exactly when its text must change.
 */
function useTierClock(deadlineMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // Reading the clock is a side effect render must not have (and server and client differ).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setNow(Date.now());
  }, [deadlineMs]);
  useEffect(() => {
    if (deadlineMs === null) return undefined;
    const current = Date.now();
    const next = nextTierChange(deadlineMs, current);
    if (next === null) return undefined;
    // setTimeout holds at most ~24.8 days; a longer wait wakes early and re-arms.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(next - current, MAX_TIMER_DELAY_MS));
    return () => clearTimeout(timer);
  }, [deadlineMs, now]);
  return now;
}

/** What the notice reads of GET /napi/announcement's answer. */
export interface Announcement {
  readonly deadline: string;
  readonly deadline_with_leadtime: string;
}

/** Props of `AnnouncementNotice`. */
export interface AnnouncementNoticeProps {
  readonly announcement: Announcement;
  /** Asks the API again (at the deadline: whether the announcement still stands). */
  readonly refetch: () => unknown;
}

/** The banner of an announcement, inside AnnouncementBanner's live region; nothing once it is over or snoozed. */
export function AnnouncementNotice({ announcement: data, refetch }: AnnouncementNoticeProps): ReactElement | null {
  const intl = useIntl();
  const deadlineMs = Date.parse(data.deadline);
  const valid = Number.isFinite(deadlineMs);
  const now = useTierClock(valid ? deadlineMs : null);
  const [snoozed, setSnoozed] = useState<AnnouncementTier[]>([]);
  useEffect(() => {
    // localStorage exists only in the browser: read after hydration, or the server HTML would differ.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSnoozed(snoozedTiers(localStorage, data.deadline));
  }, [data]);
  const passed = valid && now >= deadlineMs;
  useEffect(() => {
    // At the deadline the maintenance begins: ask whether the announcement still stands.
    if (passed) void refetch();
  }, [passed, refetch]);

  if (!valid || passed) return null;
  const tier = announcementTier(deadlineMs, now);
  if (!isAnnouncementVisible(tier, snoozed)) return null;

  const time = intl.formatTime(deadlineMs, { hour: '2-digit', minute: '2-digit' });
  const text =
    tier === 'final'
      ? intl.formatMessage(messages.announcementFinal)
      : tier === 'tenMinutes'
        ? intl.formatMessage(messages.announcementTenMinutes, { time })
        : tier === 'thirtyMinutes'
          ? intl.formatMessage(messages.announcementThirtyMinutes, { time })
          : intl.formatMessage(messages.announcementLong, {
              start: intl.formatDate(deadlineMs, DATE_FORMATS.longWithTime),
              finishBy: intl.formatDate(Date.parse(data.deadline_with_leadtime), DATE_FORMATS.longWithTime),
            });

  return (
    <Banner
      label={intl.formatMessage(messages.announcementLabel)}
      tone={TONES[tier]}
      {...(canSnoozeAnnouncement(tier)
        ? {
            actions: (
              <Button
                variant="secondary"
                size="small"
                onClick={() => setSnoozed(snoozeTier(localStorage, data.deadline, tier))}
              >
                {intl.formatMessage(messages.announcementSnooze)}
              </Button>
            ),
          }
        : {})}
    >
      {text}
    </Banner>
  );
}
