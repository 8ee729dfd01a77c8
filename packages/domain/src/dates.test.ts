import { describe, expect, it } from 'vitest';
import { relativeDateParts, sortByStartDateDesc, yearOptions } from './dates.ts';

describe('sortByStartDateDesc', () => {
  it('sorts newest first and puts entries without a start last, keeping their order', () => {
    const entries = [
      { id: 'a', start: '2019-01-01' },
      { id: 'b', start: null },
      { id: 'c', start: '2023-06-01' },
      { id: 'd', start: '2021-03-15' },
      { id: 'e' },
      { id: 'f', start: 'not a date' },
    ];
    expect(sortByStartDateDesc(entries).map((e) => e.id)).toEqual(['c', 'd', 'a', 'b', 'e', 'f']);
  });

  it('sorts a start before 1970 as a date, not like a missing one', () => {
    const entries = [
      { id: 'none', start: null },
      { id: 'old', start: '1962-05-01' },
    ];
    expect(sortByStartDateDesc(entries).map((e) => e.id)).toEqual(['old', 'none']);
  });

  it('keeps the order of equal starts and does not change its input', () => {
    const entries = [
      { id: 1, start: '2020-01-01' },
      { id: 2, start: new Date('2020-01-01') },
      { id: 3, start: Date.UTC(2020, 0, 1) },
    ];
    expect(sortByStartDateDesc(entries).map((e) => e.id)).toEqual([1, 2, 3]);
    expect(entries.map((e) => e.id)).toEqual([1, 2, 3]);
  });
});

describe('relativeDateParts', () => {
  const now = '2026-11-21T12:00:00Z';

  it('uses one unit under 12 months', () => {
    expect(relativeDateParts('2026-06-21T12:00:00Z', now)).toEqual({
      future: false,
      parts: [{ unit: 'month', value: 5 }],
    });
    expect(relativeDateParts('2025-11-21T12:00:01Z', now)).toEqual({
      future: false,
      parts: [{ unit: 'month', value: 11 }],
    });
    expect(relativeDateParts('2026-11-18T12:00:00Z', now)).toEqual({
      future: false,
      parts: [{ unit: 'day', value: 3 }],
    });
    expect(relativeDateParts('2026-11-21T09:30:00Z', now)).toEqual({
      future: false,
      parts: [{ unit: 'hour', value: 2 }],
    });
    expect(relativeDateParts('2026-11-21T11:58:00Z', now)).toEqual({
      future: false,
      parts: [{ unit: 'minute', value: 2 }],
    });
    expect(relativeDateParts('2026-11-21T11:59:30Z', now)).toEqual({
      future: false,
      parts: [{ unit: 'second', value: 30 }],
    });
  });

  it('uses two units from exactly 12 months', () => {
    expect(relativeDateParts('2025-11-21T12:00:00Z', now)).toEqual({
      future: false,
      parts: [
        { unit: 'year', value: 1 },
        { unit: 'month', value: 0 },
      ],
    });
    expect(relativeDateParts('2023-08-01T00:00:00Z', now).parts).toEqual([
      { unit: 'year', value: 3 },
      { unit: 'month', value: 3 },
    ]);
  });

  it('counts calendar months across month ends', () => {
    expect(relativeDateParts('2026-01-31T00:00:00Z', '2026-02-28T00:00:00Z').parts).toEqual([
      { unit: 'month', value: 1 },
    ]);
    expect(relativeDateParts('2026-01-31T00:00:00Z', '2026-02-27T00:00:00Z').parts).toEqual([
      { unit: 'day', value: 27 },
    ]);
  });

  it('switches unit exactly at one minute, one hour and one day', () => {
    expect(relativeDateParts('2026-11-21T11:59:00Z', now).parts).toEqual([{ unit: 'minute', value: 1 }]);
    expect(relativeDateParts('2026-11-21T11:00:00Z', now).parts).toEqual([{ unit: 'hour', value: 1 }]);
    expect(relativeDateParts('2026-11-20T12:00:00Z', now).parts).toEqual([{ unit: 'day', value: 1 }]);
    expect(relativeDateParts('2026-11-20T12:00:01Z', now).parts).toEqual([{ unit: 'hour', value: 23 }]);
  });

  it('treats the same instant as now, not as the future', () => {
    expect(relativeDateParts(now, now)).toEqual({ future: false, parts: [{ unit: 'second', value: 0 }] });
  });

  it('marks future dates', () => {
    expect(relativeDateParts('2027-02-21T12:00:00Z', now)).toEqual({
      future: true,
      parts: [{ unit: 'month', value: 3 }],
    });
  });

  it('throws on an invalid date', () => {
    expect(() => relativeDateParts('yesterday', now)).toThrow(RangeError);
  });
});

describe('yearOptions', () => {
  it('lists 10 years ahead down to 90 years back, newest first', () => {
    const years = yearOptions('2026-11-21T12:00:00Z');
    expect(years).toHaveLength(101);
    expect(years[0]).toBe(2036);
    expect(years.at(-1)).toBe(1936);
    expect(years).toContain(2026);
    expect(years.every((y, i) => i === 0 || y === years[i - 1]! - 1)).toBe(true);
  });

  it('throws on an invalid date', () => {
    expect(() => yearOptions('soon')).toThrow(RangeError);
  });

  it('uses the UTC year', () => {
    expect(yearOptions('2026-12-31T23:30:00-05:00')[0]).toBe(2037);
  });
});
