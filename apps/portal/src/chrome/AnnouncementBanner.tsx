// The announcement banner (spec §4, §9): GET /napi/announcement; the text follows the time left
// to the deadline (final under 90 s, then the ten- and thirty-minute tiers, else the long text),
// and a timer moves it to the next tier as time passes. Every tier but the final one can be
// snoozed; a snoozed tier stays hidden (remembered per announcement in localStorage).
import { usePortal } from '@talent/app-context';
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
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../messages.ts';
import { snoozeTier, snoozedTiers } from './announcementSnooze.ts';
import { announcementQuery } from './chromeQueries.ts';

/** An announcement can appear while a page is open: ask again this often. */
const REFETCH_MS = 5 * 60_000;

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

export function AnnouncementBanner(): ReactElement {
  const intl = useIntl();
  const { api } = usePortal();
  const announcement = useQuery({ ...announcementQuery(api), refetchInterval: REFETCH_MS });
  const data = announcement.data ?? null;
  const deadlineMs = data ? Date.parse(data.deadline) : Number.NaN;
  const valid = data !== null && Number.isFinite(deadlineMs);
  const now = useTierClock(valid ? deadlineMs : null);
  const [snoozed, setSnoozed] = useState<AnnouncementTier[]>([]);
  useEffect(() => {
    // localStorage exists only in the browser: read after hydration, or the server HTML would differ.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSnoozed(data ? snoozedTiers(localStorage, data.deadline) : []);
  }, [data]);
  const passed = valid && now >= deadlineMs;
  const { refetch } = announcement;
  useEffect(() => {
    // At the deadline the maintenance begins: ask whether the announcement still stands.
    if (passed) void refetch();
  }, [passed, refetch]);

  if (!valid || passed) return <div aria-live="polite" />;
  const tier = announcementTier(deadlineMs, now);
  if (!isAnnouncementVisible(tier, snoozed)) return <div aria-live="polite" />;

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
    // A polite live region: a new tier is read out without interrupting.
    <div aria-live="polite">
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
    </div>
  );
}
