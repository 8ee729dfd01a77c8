import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatApplicationRate, relativeSpan } from './format.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeSpan', () => {
  it('counts whole days from one day on, rounding', () => {
    expect(relativeSpan(DAY, 0)).toEqual({ value: 1, unit: 'day' });
    expect(relativeSpan(3 * DAY + 11 * HOUR, 0)).toEqual({ value: 3, unit: 'day' });
    expect(relativeSpan(3 * DAY + 12 * HOUR, 0)).toEqual({ value: 4, unit: 'day' });
  });

  it('counts whole hours below a day', () => {
    expect(relativeSpan(DAY - 1, 0)).toEqual({ value: 24, unit: 'hour' });
    expect(relativeSpan(HOUR, 0)).toEqual({ value: 1, unit: 'hour' });
  });

  it('counts minutes below an hour, never zero', () => {
    expect(relativeSpan(HOUR - 1, 0)).toEqual({ value: 60, unit: 'minute' });
    expect(relativeSpan(10 * MINUTE, 0)).toEqual({ value: 10, unit: 'minute' });
    expect(relativeSpan(1_000, 0)).toEqual({ value: 1, unit: 'minute' });
    expect(relativeSpan(0, 0)).toEqual({ value: 1, unit: 'minute' });
  });

  it('is negative in the past', () => {
    expect(relativeSpan(0, 2 * DAY)).toEqual({ value: -2, unit: 'day' });
    expect(relativeSpan(0, 2 * HOUR)).toEqual({ value: -2, unit: 'hour' });
    expect(relativeSpan(0, 5 * MINUTE)).toEqual({ value: -5, unit: 'minute' });
  });
});

describe('formatApplicationRate', () => {
  const intl = createIntl({ locale: 'en', messages: {} });

  it('shows whole amounts without cents and cents when there are any, per unit', () => {
    expect(formatApplicationRate(intl, { value: 85, currency: 'EUR', period: 'HR' })).toBe('€85 per hour');
    expect(formatApplicationRate(intl, { value: 640.5, currency: 'CHF', period: 'DAY' })).toBe(
      'CHF\u00a0640.50 per day',
    );
    expect(formatApplicationRate(intl, { value: 12000, currency: 'USD', period: 'PROJECT' })).toBe(
      '$12,000 for the project',
    );
  });

  it('shows nothing without a rate or without an amount', () => {
    expect(formatApplicationRate(intl, null)).toBeUndefined();
    expect(formatApplicationRate(intl, undefined)).toBeUndefined();
    expect(formatApplicationRate(intl, { value: null, currency: 'EUR', period: 'HR' })).toBeUndefined();
  });
});
