import { describe, expect, it } from 'vitest';
import { messageLocales } from '@talent/domain';
import { catalogChain, matchLocale, negotiateLocale, parseAcceptLanguage } from './locales.ts';

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

describe('matchLocale', () => {
  it('takes an exact tag, case-insensitively, answering it as the offer spells it', () => {
    expect(matchLocale(['de'], ['en', 'de'], 'en')).toBe('de');
    expect(matchLocale(['DE'], ['en', 'de'], 'en')).toBe('de');
    expect(matchLocale(['de-at'], ['en', 'de-AT'], 'en')).toBe('de-AT');
  });
  it('matches a region variant to its language and a language to its region variant', () => {
    expect(matchLocale(['de-AT'], ['en', 'de', 'fr'], 'en')).toBe('de');
    expect(matchLocale(['de-CH'], ['en', 'de'], 'en')).toBe('de');
    expect(matchLocale(['de'], ['en', 'de-AT'], 'en')).toBe('de-AT');
    expect(matchLocale(['fr-CA', 'en'], ['en', 'fr'], 'en')).toBe('fr');
  });
  it('keeps the order of preference, region variants before a later language', () => {
    expect(matchLocale(['de-CH', 'fr', 'en'], ['en', 'de', 'uk'], 'en')).toBe('de');
    expect(matchLocale(['es', 'nl', 'fr'], ['fr', 'nl'], 'fr')).toBe('nl');
    // CLDR: an English speaker reads British English sooner than a second language, but a Catalan
    // speaker who also reads German gets German rather than Spanish.
    expect(matchLocale(['en-US', 'de'], ['en-GB', 'de'], 'de')).toBe('en-GB');
    expect(matchLocale(['ca', 'de'], ['es', 'de'], 'es')).toBe('de');
    expect(matchLocale(['ca'], ['de', 'es'], 'de')).toBe('es');
  });
  it('knows CLDR equivalents and old codes', () => {
    expect(matchLocale(['nb'], ['en', 'no'], 'en')).toBe('no');
    expect(matchLocale(['iw'], ['en', 'he'], 'en')).toBe('he');
  });
  it('answers the fallback for unknown languages, junk and nothing', () => {
    expect(matchLocale(['es'], ['de', 'en'], 'de')).toBe('de');
    expect(matchLocale(['xx', 'zz-ZZ'], ['de', 'en'], 'de')).toBe('de');
    expect(matchLocale(['*', 'en_US', '<script>', 'x-private', '', null, undefined], ['de', 'en'], 'de')).toBe('de');
    expect(matchLocale(['*', 'en'], ['de', 'en'], 'de')).toBe('en');
    expect(matchLocale([], ['de', 'en'], 'de')).toBe('de');
    expect(matchLocale(['de'], [], 'en')).toBe('en');
  });
  it('ignores extensions of a tag', () => {
    expect(matchLocale(['de-CH-u-co-phonebk'], ['en', 'de'], 'en')).toBe('de');
  });
  it('does not turn Ukrainian into English or Russian by itself; the message fallback does (spec §9)', () => {
    expect(matchLocale(['uk'], ['de', 'en', 'ru'], 'de')).toBe('de');
    expect(matchLocale(['uk-UA'], ['en', 'uk'], 'en')).toBe('uk');
    expect(matchLocale(messageLocales('uk'), ['de', 'en', 'fr', 'nl'], 'de')).toBe('en');
  });
});

describe('negotiateLocale over Accept-Language', () => {
  const negotiate = (header: string, available: string[]) => negotiateLocale(parseAcceptLanguage(header), available);
  it('weighs the header’s q-values, not its order', () => {
    expect(negotiate('fr;q=0.9, de-CH, en;q=0.5', ['en', 'de', 'uk'])).toBe('de');
    expect(negotiate('en;q=0.1, nl;q=0.8', ['en', 'nl'])).toBe('nl');
    expect(negotiate('de-DE,de;q=0.9', ['en', 'de'])).toBe('de');
  });
  it("answers the tenant's default when the header names nothing it offers", () => {
    expect(negotiate('de', ['fr', 'nl'])).toBe('fr');
    expect(negotiate('*', ['fr', 'nl'])).toBe('fr');
    expect(negotiate('nl;q=0', ['fr', 'nl'])).toBe('fr');
    expect(negotiate('', ['fr', 'nl'])).toBe('fr');
  });
});

describe('parseAcceptLanguage', () => {
  it('orders by quality, then by position, and drops junk and q=0', () => {
    expect(parseAcceptLanguage('fr;q=0.5, de-DE, en;q=0.8, *;q=0.1, xx;q=0, <script>')).toEqual(['de-DE', 'en', 'fr']);
  });
  it('reads q case-insensitively and drops malformed weights', () => {
    expect(parseAcceptLanguage('de;Q=0.5, fr ; q=0.7 , nl;q=1.000, en;q=2, es;q=abc, it;q=0.1234, pt;q=')).toEqual([
      'nl',
      'fr',
      'de',
    ]);
  });
  it('finds the weight among other parameters', () => {
    expect(parseAcceptLanguage('de;level=1;q=0.2, fr;q=0.3;level=2')).toEqual(['fr', 'de']);
  });
  it('drops what the wildcard outranks: any other language is as good', () => {
    expect(parseAcceptLanguage('fr, *;q=0.5, de;q=0.1')).toEqual(['fr']);
    expect(parseAcceptLanguage('de;q=0.5, *')).toEqual([]);
  });
  it('reads nothing from an empty header', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
  });
});
