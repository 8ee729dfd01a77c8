// The announcement banner on a fake clock: the tier follows the time left to the deadline, a timer
// moves it on, snoozes are remembered per tier, and the final tier cannot be snoozed.
import { empty } from '@talent/test-utils';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../test/renderPortal.tsx';
import { nextTierChange } from './AnnouncementNotice.tsx';
import { fakeShellApi } from '../test/shellApi.ts';

const START = Date.parse('2026-05-04T09:00:00Z');
const MINUTE = 60_000;

function announcing(deadlineMs: number) {
  return fakeShellApi({
    'GET /napi/announcement': () => ({
      deadline: new Date(deadlineMs).toISOString(),
      deadline_with_leadtime: new Date(deadlineMs - 15 * MINUTE).toISOString(),
    }),
  });
}

async function pass(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const banner = () => screen.queryByRole('region', { name: 'Announcement' });

describe('announcement banner', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves through the tiers as time passes; only the final one cannot be snoozed', async () => {
    const deadline = START + 45 * MINUTE;
    await renderPortal({
      path: '/projects',
      api: announcing(deadline),
      userOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    const long = await screen.findByRole('region', { name: 'Announcement' });
    expect(long).toHaveTextContent(
      /Planned maintenance: the portal will be unavailable from .+ Please finish and save your work by/,
    );
    expect(within(long).getByRole('button', { name: 'Remind me later' })).toBeInTheDocument();

    await pass(15 * MINUTE + 1); // 29:59 left
    expect(banner()).toHaveTextContent('Maintenance starts in less than 30 minutes');

    await pass(20 * MINUTE); // 9:59 left
    expect(banner()).toHaveTextContent('Maintenance starts in less than 10 minutes');
    expect(within(banner()!).getByRole('button', { name: 'Remind me later' })).toBeInTheDocument();

    await pass(9 * MINUTE - 30_000 + 1000); // under 90 s left
    expect(banner()).toHaveTextContent('Maintenance is starting. Changes you have not saved may be lost.');
    expect(within(banner()!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('hides a snoozed tier, also after a reload, and shows the next tier', async () => {
    const deadline = START + 20 * MINUTE;
    const first = await renderPortal({
      path: '/projects',
      api: announcing(deadline),
      userOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    const thirty = await screen.findByRole('region', { name: 'Announcement' });
    expect(thirty).toHaveTextContent('less than 30 minutes');
    await first.user.click(within(thirty).getByRole('button', { name: 'Remind me later' }));
    expect(banner()).not.toBeInTheDocument();

    first.unmount();
    const second = await renderPortal({
      path: '/projects',
      api: announcing(deadline),
      userOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    await screen.findByRole('heading', { level: 1 });
    await pass(1000);
    expect(banner()).not.toBeInTheDocument();

    await pass(10 * MINUTE); // 9:59 left: the ten-minute tier was not snoozed
    expect(banner()).toHaveTextContent('less than 10 minutes');
    await second.user.click(within(banner()!).getByRole('button', { name: 'Remind me later' }));
    expect(banner()).not.toBeInTheDocument();

    await pass(9 * MINUTE); // final tier: always shown
    expect(banner()).toHaveTextContent('Maintenance is starting.');
  });

  it('starts fresh for a new announcement (snoozes belong to one deadline)', async () => {
    localStorage.setItem(
      'talent.announcementSnoozed',
      JSON.stringify({ deadline: new Date(START + 99 * MINUTE).toISOString(), tiers: ['long'] }),
    );
    await renderPortal({ path: '/projects', api: announcing(START + 3 * 60 * MINUTE) });
    expect(await screen.findByRole('region', { name: 'Announcement' })).toHaveTextContent('Planned maintenance');
  });

  it('shows nothing without an announcement (204)', async () => {
    const api = fakeShellApi({ 'GET /napi/announcement': () => empty(204) });
    await renderPortal({ path: '/projects', api });
    await screen.findByRole('heading', { level: 1 });
    await pass(1000);
    expect(api.callsTo('GET /napi/announcement')).toHaveLength(1);
    expect(banner()).not.toBeInTheDocument();
  });

  it('asks again for an announcement made while the page is open', async () => {
    let announced = false;
    const api = fakeShellApi({
      'GET /napi/announcement': () =>
        announced
          ? {
              deadline: new Date(START + 2 * 60 * MINUTE).toISOString(),
              deadline_with_leadtime: new Date(START + 60 * MINUTE).toISOString(),
            }
          : empty(204),
    });
    await renderPortal({ path: '/projects', api });
    await screen.findByRole('heading', { level: 1 });
    announced = true;
    await pass(5 * MINUTE + 1000);
    expect(await screen.findByRole('region', { name: 'Announcement' })).toHaveTextContent('Planned maintenance');
  });
});

describe('nextTierChange', () => {
  it('names the first moment of the next tier, then the deadline, then nothing', () => {
    const d = 10_000_000;
    expect(nextTierChange(d, d - 3_600_000)).toBe(d - 1_800_000 + 1);
    expect(nextTierChange(d, d - 1_800_000)).toBe(d - 1_800_000 + 1);
    expect(nextTierChange(d, d - 1_800_000 + 1)).toBe(d - 600_000 + 1);
    expect(nextTierChange(d, d - 600_000 + 1)).toBe(d - 90_000 + 1);
    expect(nextTierChange(d, d - 90_000 + 1)).toBe(d);
    expect(nextTierChange(d, d)).toBeNull();
  });
});
