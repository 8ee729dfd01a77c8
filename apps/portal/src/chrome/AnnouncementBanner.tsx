// The announcement banner (spec §4, §9): GET /napi/announcement, asked again every 5 minutes, in a
// polite live region (a new tier is read out without interrupting). Most pages have no
// announcement, so the notice itself (tiers, clock, snooze: AnnouncementNotice.tsx) loads only
// when there is one: the server and the browser load it before rendering a page whose data has one
// (`loadAnnouncementNotice`, server/entry.ts and startPortal.tsx), so both render the same; one that
// appears later loads then.
import { usePortal } from '@talent/app-context';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ComponentType, ReactElement } from 'react';
import type { AnnouncementNoticeProps } from './AnnouncementNotice.tsx';
import { announcementQuery } from './chromeQueries.ts';

/** An announcement can appear while a page is open: ask again this often. */
const REFETCH_MS = 5 * 60_000;

type Notice = ComponentType<AnnouncementNoticeProps>;

let loaded: Notice | undefined;
let loading: Promise<Notice> | undefined;

/** Loads the notice's code (once); resolves when it can render. */
export function loadAnnouncementNotice(): Promise<Notice> {
  loading ??= import('./AnnouncementNotice.tsx').then((module) => (loaded = module.AnnouncementNotice));
  return loading;
}

export function AnnouncementBanner(): ReactElement {
  const { api } = usePortal();
  const announcement = useQuery({ ...announcementQuery(api), refetchInterval: REFETCH_MS });
  const data = announcement.data ?? null;
  const [AnnouncementNotice, setNotice] = useState(() => loaded);
  useEffect(() => {
    if (data && !AnnouncementNotice) void loadAnnouncementNotice().then((notice) => setNotice(() => notice));
  }, [data, AnnouncementNotice]);
  return (
    <div aria-live="polite">
      {data && AnnouncementNotice ? <AnnouncementNotice announcement={data} refetch={announcement.refetch} /> : null}
    </div>
  );
}
