import { describe, expect, it } from 'vitest';
import {
  MAX_MINOR_UNITS,
  applyRateMargin,
  currencyExponent,
  fromMinorUnits,
  isValidRateMargin,
  toMinorUnits,
} from './rates.ts';

describe('currencyExponent', () => {
  it('knows the minor unit of each currency', () => {
    expect(currencyExponent('EUR')).toBe(2);
    expect(currencyExponent('JPY')).toBe(0);
    expect(currencyExponent('BHD')).toBe(3);
  });

  it('refuses a malformed code', () => {
    expect(() => currencyExponent('euro')).toThrow(RangeError);
  });
});

describe('toMinorUnits', () => {
  it('converts major units exactly, whatever the float representation', () => {
    expect(toMinorUnits(85.15, 'EUR')).toEqual({ ok: true, minor: 8515 });
    expect(toMinorUnits(0.1, 'EUR')).toEqual({ ok: true, minor: 10 });
    expect(toMinorUnits(85, 'EUR')).toEqual({ ok: true, minor: 8500 });
    expect(toMinorUnits(9000, 'JPY')).toEqual({ ok: true, minor: 9000 });
    expect(toMinorUnits(1.234, 'BHD')).toEqual({ ok: true, minor: 1234 });
    expect(toMinorUnits(0, 'EUR')).toEqual({ ok: true, minor: 0 });
  });

  it('refuses more decimals than the currency has', () => {
    expect(toMinorUnits(1.005, 'EUR')).toEqual({ ok: false, problem: 'tooPrecise' });
    expect(toMinorUnits(0.5, 'JPY')).toEqual({ ok: false, problem: 'tooPrecise' });
    expect(toMinorUnits(85.001, 'EUR')).toEqual({ ok: false, problem: 'tooPrecise' });
  });

  it('refuses negative, non-finite and too large values', () => {
    expect(toMinorUnits(-0.01, 'EUR')).toEqual({ ok: false, problem: 'invalid' });
    expect(toMinorUnits(Number.NaN, 'EUR')).toEqual({ ok: false, problem: 'invalid' });
    expect(toMinorUnits(Number.POSITIVE_INFINITY, 'EUR')).toEqual({ ok: false, problem: 'invalid' });
    expect(toMinorUnits(MAX_MINOR_UNITS / 100, 'EUR')).toEqual({ ok: true, minor: MAX_MINOR_UNITS });
    expect(toMinorUnits(MAX_MINOR_UNITS / 100 + 0.01, 'EUR')).toEqual({ ok: false, problem: 'invalid' });
  });
});

describe('fromMinorUnits', () => {
  it('gives major units back', () => {
    expect(fromMinorUnits(8515, 'EUR')).toBe(85.15);
    expect(fromMinorUnits(9000, 'JPY')).toBe(9000);
    expect(fromMinorUnits(1234, 'BHD')).toBe(1.234);
  });
});

describe('isValidRateMargin', () => {
  it('accepts non-negative finite margins, percentages with at most two decimals', () => {
    expect(isValidRateMargin({ type: 'PERCENTAGE', value: 0 })).toBe(true);
    expect(isValidRateMargin({ type: 'PERCENTAGE', value: 12.25 })).toBe(true);
    expect(isValidRateMargin({ type: 'PERCENTAGE', value: 12.255 })).toBe(false);
    expect(isValidRateMargin({ type: 'ABSOLUTE', value: 12.255 })).toBe(true);
    expect(isValidRateMargin({ type: 'ABSOLUTE', value: -1 })).toBe(false);
    expect(isValidRateMargin({ type: 'PERCENTAGE', value: -0.01 })).toBe(false);
    expect(isValidRateMargin({ type: 'ABSOLUTE', value: Number.NaN })).toBe(false);
    expect(isValidRateMargin({ type: 'ABSOLUTE', value: Number.POSITIVE_INFINITY })).toBe(false);
  });
});

describe('applyRateMargin', () => {
  it('adds an absolute margin in the currency’s minor units', () => {
    expect(applyRateMargin(8500, { type: 'ABSOLUTE', value: 5 }, 'EUR')).toBe(9000);
    expect(applyRateMargin(8500, { type: 'ABSOLUTE', value: 0.35 }, 'EUR')).toBe(8535);
    expect(applyRateMargin(9000, { type: 'ABSOLUTE', value: 500 }, 'JPY')).toBe(9500);
  });

  it('rounds an absolute margin finer than the currency half up', () => {
    expect(applyRateMargin(100, { type: 'ABSOLUTE', value: 1.005 }, 'EUR')).toBe(201);
    expect(applyRateMargin(100, { type: 'ABSOLUTE', value: 1.004 }, 'EUR')).toBe(200);
    expect(applyRateMargin(100, { type: 'ABSOLUTE', value: 2.5 }, 'JPY')).toBe(103);
    expect(applyRateMargin(100, { type: 'ABSOLUTE', value: 2.4 }, 'JPY')).toBe(102);
  });

  it('adds a percentage in basis points, rounding half up', () => {
    expect(applyRateMargin(10000, { type: 'PERCENTAGE', value: 15 }, 'EUR')).toBe(11500);
    expect(applyRateMargin(8500, { type: 'PERCENTAGE', value: 12.5 }, 'EUR')).toBe(9563); // 1062.5 → 1063
    expect(applyRateMargin(8499, { type: 'PERCENTAGE', value: 12.5 }, 'EUR')).toBe(9561); // 1062.375 → 1062
    expect(applyRateMargin(2, { type: 'PERCENTAGE', value: 25 }, 'JPY')).toBe(3); // 0.5 → 1
    expect(applyRateMargin(1, { type: 'PERCENTAGE', value: 49.99 }, 'JPY')).toBe(1); // 0.4999 → 0
    expect(applyRateMargin(8500, { type: 'PERCENTAGE', value: 0 }, 'EUR')).toBe(8500);
    expect(applyRateMargin(0, { type: 'PERCENTAGE', value: 30 }, 'EUR')).toBe(0);
  });

  it('stays exact for amounts whose product exceeds safe integers', () => {
    expect(applyRateMargin(MAX_MINOR_UNITS, { type: 'PERCENTAGE', value: 100000 }, 'EUR')).toBe(MAX_MINOR_UNITS * 1001);
  });

  it('refuses bad input', () => {
    expect(() => applyRateMargin(-1, { type: 'PERCENTAGE', value: 1 }, 'EUR')).toThrow(RangeError);
    const thrown = (work: () => unknown) => {
      try {
        work();
      } catch (error) {
        return error instanceof RangeError ? error.message : 'not a RangeError';
      }
      return 'nothing thrown';
    };
    expect(thrown(() => applyRateMargin(1.5, { type: 'PERCENTAGE', value: 1 }, 'EUR'))).toBe('Expected minor units');
    expect(thrown(() => applyRateMargin(1, { type: 'PERCENTAGE', value: 1.001 }, 'EUR'))).toBe('Invalid rate margin');
    expect(thrown(() => applyRateMargin(1, { type: 'ABSOLUTE', value: -1 }, 'EUR'))).toBe('Invalid rate margin');
    expect(applyRateMargin(0, { type: 'ABSOLUTE', value: 0 }, 'EUR')).toBe(0);
  });
});
