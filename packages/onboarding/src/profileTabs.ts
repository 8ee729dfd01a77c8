// The tabs of the profile page (`/app/profile?tab=`); the route validates the query with
// `parseProfileSearch`, so the page only ever gets one of these.

/** The profile page's tabs, in order. */
export const PROFILE_TABS = [
  'personal',
  'cv',
  'experience',
  'education',
  'certificates',
  'skills',
  'availability',
  'rate',
] as const;

/** A tab of the profile page. */
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** The profile page's validated search: the tab, when the URL names a known one (else the first is shown). */
export interface ProfileSearch {
  readonly tab?: ProfileTab;
}

/** Reads `?tab=`; an unknown tab is dropped (the page shows the first). */
export function parseProfileSearch(raw: Readonly<Record<string, unknown>>): ProfileSearch {
  const tab = raw['tab'];
  return (PROFILE_TABS as readonly unknown[]).includes(tab) ? { tab: tab as ProfileTab } : {};
}
