import { describe, expect, it } from 'vitest';
import {
  affiliateParams,
  groupPoolsByCategory,
  imageWidthFor,
  messageLocales,
  onlyPdfs,
  otlErrorFromStatus,
  parseHourlyRate,
} from './misc.ts';
import { chunk, errorPageStatus, errorScreenVariant, shouldReloadAfterChunkError } from './shellRules.ts';

describe('parseHourlyRate', () => {
  it.each([
    ['45', 45],
    ['45.5', 45.5],
    ['45,50', 45.5],
    ['1,250.50', 1250.5],
    ['1,5', 1.5],
    [' 80 ', 80],
    ['80 EUR', 80],
    [62.25, 62.25],
    ['abc', null],
    ['', null],
    [null, null],
    [Number.POSITIVE_INFINITY, null],
  ])('%j gives %j', (input, rate) => {
    expect(parseHourlyRate(input)).toBe(rate);
  });
});

describe('onlyPdfs', () => {
  it('keeps PDFs by MIME type from resource lists and browser files', () => {
    const files = [
      { id: 1, contentType: 'application/pdf' },
      { id: 2, contentType: 'application/msword' },
      { id: 3, contentType: 'APPLICATION/PDF; charset=binary' },
      { id: 4, type: 'application/pdf' },
      { id: 5, type: 'image/png' },
      { id: 6, contentType: null },
      { id: 7, contentType: ' application/pdf ;q=1' },
    ];
    expect(onlyPdfs(files).map((f) => f.id)).toEqual([1, 3, 4, 7]);
  });
});

describe('groupPoolsByCategory', () => {
  const pools = [
    { id: 1, categoryId: 10 },
    { id: 2, categoryId: null },
    { id: 3, categoryId: 20 },
    { id: 4, categoryId: 10 },
    { id: 5, categoryId: 99 },
    { id: 6 },
  ];
  const categories = [{ id: 20 }, { id: 10 }, { id: 30 }];

  it('groups pools under categories in category order and keeps the rest as orphans', () => {
    const grouped = groupPoolsByCategory(pools, categories);
    expect(grouped.categories.map((g) => [g.category.id, g.pools.map((p) => p.id)])).toEqual([
      [20, [3]],
      [10, [1, 4]],
    ]);
    expect(grouped.orphans.map((p) => p.id)).toEqual([2, 5, 6]);
  });

  it('makes every pool an orphan when there are no categories (CMS failed)', () => {
    for (const none of [[], null, undefined]) {
      const grouped = groupPoolsByCategory(pools, none);
      expect(grouped.categories).toEqual([]);
      expect(grouped.orphans).toHaveLength(pools.length);
    }
  });
});

describe('chunk', () => {
  it('splits into columns of 3', () => {
    expect(chunk([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(chunk([1, 2, 3], 3)).toEqual([[1, 2, 3]]);
    expect(chunk([], 3)).toEqual([]);
  });

  it('rejects a size that is not a positive integer', () => {
    expect(() => chunk([1], 0)).toThrow(RangeError);
    expect(() => chunk([1], 1.5)).toThrow(RangeError);
  });
});

describe('shouldReloadAfterChunkError', () => {
  const now = 10_000_000;
  it('reloads when it never reloaded', () => {
    expect(shouldReloadAfterChunkError(null, now)).toBe(true);
    expect(shouldReloadAfterChunkError(undefined, now)).toBe(true);
    expect(shouldReloadAfterChunkError(Number.NaN, now)).toBe(true);
  });

  it('does not reload again within 60 s', () => {
    expect(shouldReloadAfterChunkError(now, now)).toBe(false);
    expect(shouldReloadAfterChunkError(now - 59_999, now)).toBe(false);
  });

  it('reloads again from exactly 60 s on', () => {
    expect(shouldReloadAfterChunkError(now - 60_000, now)).toBe(true);
    expect(shouldReloadAfterChunkError(now - 600_000, now)).toBe(true);
  });
});

describe('otlErrorFromStatus', () => {
  it('is EXPIRED for 400 and INVALID otherwise', () => {
    expect(otlErrorFromStatus(400)).toBe('EXPIRED');
    for (const status of [401, 403, 404, 410, 500, 0, null, undefined])
      expect(otlErrorFromStatus(status)).toBe('INVALID');
  });
});

describe('errorPageStatus', () => {
  it('reads statusCode, then status, then response status', () => {
    expect(errorPageStatus({ statusCode: 404, status: 401, response: { status: 403 } })).toBe(404);
    expect(errorPageStatus({ status: 401, response: { status: 403 } })).toBe(401);
    expect(errorPageStatus({ response: { status: 403 } })).toBe(403);
    expect(errorPageStatus({ statusCode: '410' })).toBe(410);
  });

  it('defaults to 500', () => {
    for (const error of [
      undefined,
      null,
      'boom',
      new Error('x'),
      { statusCode: 'abc' },
      { status: 42 },
      { response: null },
    ]) {
      expect(errorPageStatus(error)).toBe(500);
    }
  });

  it('accepts only whole HTTP statuses from 100 to 599', () => {
    expect(errorPageStatus({ status: 100 })).toBe(100);
    expect(errorPageStatus({ status: 599 })).toBe(599);
    expect(errorPageStatus({ status: 99 })).toBe(500);
    expect(errorPageStatus({ status: 600 })).toBe(500);
    expect(errorPageStatus({ status: 404.5 })).toBe(500);
    expect(errorPageStatus({ status: '4040' })).toBe(500);
    expect(errorPageStatus({ status: 'x404' })).toBe(500);
    expect(errorPageStatus({ status: true })).toBe(500);
  });

  it('skips a malformed statusCode and uses the next field', () => {
    expect(errorPageStatus({ statusCode: 'oops', status: 422 })).toBe(422);
  });

  it('chooses the error screen variant at 500', () => {
    expect(errorScreenVariant(404)).toBe('generic');
    expect(errorScreenVariant(499)).toBe('generic');
    expect(errorScreenVariant(500)).toBe('messages');
    expect(errorScreenVariant(503)).toBe('messages');
  });
});

describe('affiliateParams', () => {
  it('picks the affiliate parameters that are present and not empty', () => {
    const params = new URLSearchParams('utm_source=newsletter&utm_medium=&r=friend42&any=java&page=3');
    expect(affiliateParams(params)).toEqual({ utm_source: 'newsletter', r: 'friend42', page: '3' });
  });
});

describe('messageLocales', () => {
  it('falls back from Ukrainian to English', () => {
    expect(messageLocales('uk')).toEqual(['uk', 'en']);
    expect(messageLocales('uk-UA')).toEqual(['uk-UA', 'uk', 'en']);
  });

  it('uses the language after a regional locale, and nothing else for other languages', () => {
    expect(messageLocales('de-CH')).toEqual(['de-CH', 'de']);
    expect(messageLocales('en')).toEqual(['en']);
  });
});

describe('imageWidthFor', () => {
  it('asks for the smallest served width with enough pixels for the size and density', () => {
    expect(imageWidthFor(32)).toBe(32);
    expect(imageWidthFor(32, 2)).toBe(64);
    expect(imageWidthFor(33)).toBe(64);
    expect(imageWidthFor(64, 1.5)).toBe(128);
    expect(imageWidthFor(128, 2)).toBe(256);
    expect(imageWidthFor(256, 2)).toBe(512);
    expect(imageWidthFor(1)).toBe(32);
  });

  it('asks for the largest width when none is large enough (the browser scales it up)', () => {
    expect(imageWidthFor(257, 2)).toBe(512);
    expect(imageWidthFor(513)).toBe(512);
    expect(imageWidthFor(1000, 3)).toBe(512);
  });
});
