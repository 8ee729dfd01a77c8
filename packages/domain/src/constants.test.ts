import { describe, expect, it } from 'vitest';
import * as c from './constants.ts';

// Spec §9, value by value: a changed constant must be a deliberate, reviewed change.
describe('business constants of spec §9', () => {
  it('refreshes tokens 300000 ms (5 minutes) early', () => {
    expect(c.TOKEN_REFRESH_MARGIN_MS).toBe(300_000);
    expect(c.TOKEN_REFRESH_MARGIN_MS).toBe(5 * 60 * 1000);
  });

  it('sets auth cookies with prefix "auth.", path / and SameSite lax', () => {
    expect(c.AUTH_COOKIE).toEqual({ prefix: 'auth.', path: '/', sameSite: 'lax' });
  });

  it('names the trusted-device cookie _brws_id with 365 days by default', () => {
    expect(c.TRUSTED_DEVICE_COOKIE).toBe('_brws_id');
    expect(c.DEFAULT_USER_DEVICE_VALIDITY_DAYS).toBe(365);
  });

  it('keeps drafts 3 days = 259200000 ms', () => {
    expect(c.DRAFT_RETENTION_MS).toBe(259_200_000);
    expect(c.DRAFT_RETENTION_MS).toBe(3 * 24 * 60 * 60 * 1000);
  });

  it('has pool search size 500, unlimited CMS queries and menu columns of 3', () => {
    expect(c.POOL_SEARCH_SIZE).toBe(500);
    expect(c.CMS_QUERY_LIMIT).toBe(-1);
    expect(c.MENU_COLUMN_SIZE).toBe(3);
  });

  it('has announcement tiers of 90, 600 and 1800 seconds', () => {
    expect(c.ANNOUNCEMENT_THRESHOLDS_S).toEqual({ final: 90, tenMinutes: 600, thirtyMinutes: 1800 });
  });

  it('caches 10 images for one hour as webp', () => {
    expect(c.IMAGE_CACHE).toEqual({ maxEntries: 10, ttlMs: 3_600_000, format: 'webp' });
  });

  it('renders images only at widths 32, 64, 128, 256 and 512, each the 2x of the one before', () => {
    expect(c.IMAGE_WIDTHS).toEqual([32, 64, 128, 256, 512]);
    for (const [i, width] of c.IMAGE_WIDTHS.slice(1).entries()) expect(width).toBe(c.IMAGE_WIDTHS[i]! * 2);
  });

  it('lists years 90 back and 10 ahead', () => {
    expect(c.YEAR_RANGE).toEqual({ back: 90, ahead: 10 });
  });

  it('has breakpoints sm 600, md 960, lg 1264, xl 1440', () => {
    expect(c.BREAKPOINTS).toEqual({ sm: 600, md: 960, lg: 1264, xl: 1440 });
  });

  it('has loader timings 300/200/200 ms, z-index 998 and a 900 ms modal spinner', () => {
    expect(c.PAGE_LOADER_OFF_DELAY_MS).toBe(300);
    expect(c.ACTION_LOADER_DELAY_MS).toBe(200);
    expect(c.FETCH_MIN_DELAY_MS).toBe(200);
    expect(c.LOADER_Z_INDEX).toBe(998);
    expect(c.MODAL_SPINNER_MS).toBe(900);
  });

  it('tracks routes after 250 ms', () => {
    expect(c.ROUTE_TRACKING_DELAY_MS).toBe(250);
  });

  it('switches relative dates to two units from 12 months', () => {
    expect(c.RELATIVE_DATE_TWO_UNITS_FROM_MONTHS).toBe(12);
  });

  it('defaults to EUR, DE and proficiency 3', () => {
    expect(c.DEFAULT_CURRENCY).toBe('EUR');
    expect(c.DEFAULT_COUNTRY).toBe('DE');
    expect(c.DEFAULT_PROFICIENCY).toBe(3);
  });

  it('lets Ukrainian fall back to English messages', () => {
    expect(c.MESSAGE_LOCALE_FALLBACKS).toEqual({ uk: 'en' });
  });

  it('guards reloads for 60 seconds', () => {
    expect(c.RELOAD_GUARD_MS).toBe(60_000);
  });

  it('sizes dialogs 680, 800 and 350 with a 230 px terms box', () => {
    expect(c.DIALOG_WIDTHS).toEqual({ modal: 680, expiredTerms: 800, deactivate: 350 });
    expect(c.EXPIRED_TERMS_TEXT_MAX_HEIGHT_PX).toBe(230);
  });

  it('knows the affiliate query parameters of spec §7', () => {
    expect(c.AFFILIATE_QUERY_PARAMS).toEqual(['page', 'r', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_content']);
  });

  it('defines the four date display formats as valid Intl options', () => {
    const at = Date.UTC(2026, 10, 21, 14, 5);
    const formatted = Object.fromEntries(
      Object.entries(c.DATE_FORMATS).map(([name, options]) => [
        name,
        new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' }).format(at),
      ]),
    );
    expect(formatted).toEqual({
      short: '21/11/2026',
      long: '21 November 2026',
      year: '2026',
      longWithTime: '21 November 2026 at 14:05',
    });
  });
});
