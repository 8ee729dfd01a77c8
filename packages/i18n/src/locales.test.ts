import { describe, expect, it } from 'vitest';
import { catalogChain, negotiateLocale, parseAcceptLanguage } from './locales.ts';

describe('catalogChain', () => {
  it('merges English, the base language and the region, lowest priority first', () => {
    expect(catalogChain('de-AT')).toEqual(['en', 'de', 'de-AT']);
    expect(catalogChain('de')).toEqual(['en', 'de']);
    expect(catalogChain('en')).toEqual(['en']);
  });
  it('Ukrainian falls back to English (spec §9)', () => {
    expect(catalogChain('uk')).toEqual(['en', 'uk']);
  });
});

describe('negotiateLocale', () => {
  it('takes the first preferred language the tenant offers', () => {
    expect(negotiateLocale(['fr', 'de'], ['en', 'de'])).toBe('de');
  });
  it('matches a regional preference to its base language', () => {
    expect(negotiateLocale(['de-CH'], ['en', 'de'])).toBe('de');
    expect(negotiateLocale(['NL-be'], ['en', 'nl'])).toBe('nl');
  });
  it("falls back to the tenant's first language", () => {
    expect(negotiateLocale(['es', null, undefined, ''], ['de', 'en'])).toBe('de');
    expect(negotiateLocale([], [])).toBe('en');
  });
});

describe('parseAcceptLanguage', () => {
  it('orders by quality, then by position, and drops junk and q=0', () => {
    expect(parseAcceptLanguage('fr;q=0.5, de-DE, en;q=0.8, *;q=0.1, xx;q=0, <script>')).toEqual(['de-DE', 'en', 'fr']);
  });
  it('reads nothing from an empty header', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
  });
});
