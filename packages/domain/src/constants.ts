// Business constants and limits of spec §9. Each is named for what it controls; the values are the
// spec's, to the letter.

/** Refresh the access token this long before it expires: 5 minutes. */
export const TOKEN_REFRESH_MARGIN_MS = 300_000;

/** Auth cookies: name prefix, path and SameSite policy. */
export const AUTH_COOKIE = { prefix: 'auth.', path: '/', sameSite: 'lax' } as const;

/** Name of the trusted-device (browser UUID) cookie. */
export const TRUSTED_DEVICE_COOKIE = '_brws_id';

/** Default validity of a trusted device, in days (client config `userDeviceValidityDays`). */
export const DEFAULT_USER_DEVICE_VALIDITY_DAYS = 365;

/** A locally saved application draft is restored only up to this age: 3 days. */
export const DRAFT_RETENTION_MS = 259_200_000;

/** Page size of the pool search request. */
export const POOL_SEARCH_SIZE = 500;

/** Headless-CMS queries ask for every row (`-1` is the CMS's "no limit"). */
export const CMS_QUERY_LIMIT = -1;

/** Footer and browse menus are split into columns of this many entries. */
export const MENU_COLUMN_SIZE = 3;

/** Announcement tier thresholds in seconds of time left: final, ten-minute and thirty-minute messages. */
export const ANNOUNCEMENT_THRESHOLDS_S = { final: 90, tenMinutes: 600, thirtyMinutes: 1800 } as const;

/** In-memory image cache: entries kept, time to live, and the format images are served in. */
export const IMAGE_CACHE = { maxEntries: 10, ttlMs: 3_600_000, format: 'webp' } as const;

/**
 * The only widths, in pixels, the image endpoint (`GET /image/{uuid}?width=`) renders; any other is
 * refused, so an anonymous caller cannot make the server resize one image into hundreds of sizes
 * (each one a cold resize), and every rendering is one a cache can hold. What the portal shows:
 * avatars at 32 CSS pixels (header, lists) and 64 (cards), the profile photo at 128, logos and
 * pictures up to 256 CSS pixels wide. Each width is twice the one before, so every one of those has
 * its 2x (high-density screens) in the set too: 512 is the 2x of the largest.
 */
export const IMAGE_WIDTHS = [32, 64, 128, 256, 512] as const;

/** Year pickers list this many years back and ahead of the current year. */
export const YEAR_RANGE = { back: 90, ahead: 10 } as const;

/** Layout breakpoints in CSS pixels. */
export const BREAKPOINTS = { sm: 600, md: 960, lg: 1264, xl: 1440 } as const;

/** The page loader stays up this long after the last request ends. */
export const PAGE_LOADER_OFF_DELAY_MS = 300;

/** The action loader appears only for actions that take longer than this. */
export const ACTION_LOADER_DELAY_MS = 200;

/** Minimum time a fetch-driven loading state is shown, to avoid flicker. */
export const FETCH_MIN_DELAY_MS = 200;

/** Stacking order of the page and action loaders. */
export const LOADER_Z_INDEX = 998;

/** How long a modal shows its content spinner. */
export const MODAL_SPINNER_MS = 900;

/** Delay of route-change tracking and of the after-routing analytics event. */
export const ROUTE_TRACKING_DELAY_MS = 250;

/** From this many months on, relative dates use two units instead of one. */
export const RELATIVE_DATE_TWO_UNITS_FROM_MONTHS = 12;

/** Currency used when none is known. */
export const DEFAULT_CURRENCY = 'EUR';

/** Country (ISO 3166-1 alpha-2) used when none is known. */
export const DEFAULT_COUNTRY = 'DE';

/** Language proficiency assumed for a parsed CV language without one. */
export const DEFAULT_PROFICIENCY = 3;

/** Locales whose messages fall back to another locale's (Ukrainian uses English messages). */
export const MESSAGE_LOCALE_FALLBACKS: Readonly<Record<string, string>> = { uk: 'en' };

/** A failed chunk load reloads the page at most once per this interval. */
export const RELOAD_GUARD_MS = 60_000;

/** Dialog widths in CSS pixels. */
export const DIALOG_WIDTHS = { modal: 680, expiredTerms: 800, deactivate: 350 } as const;

/** Maximum height of the expired-terms text box, in CSS pixels. */
export const EXPIRED_TERMS_TEXT_MAX_HEIGHT_PX = 230;

/** Query parameters that create affiliate cookies on server render. */
export const AFFILIATE_QUERY_PARAMS = ['page', 'r', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_content'] as const;

/** Date display formats (spec §3) as `Intl.DateTimeFormat` options. */
export const DATE_FORMATS = {
  short: { year: 'numeric', month: '2-digit', day: '2-digit' },
  long: { year: 'numeric', month: 'long', day: 'numeric' },
  year: { year: 'numeric' },
  longWithTime: { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
