import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isValidPhone, validPhone } from './phone.ts';

describe('validPhone', () => {
  it('accepts a number valid for its region', () => {
    expect(v.is(validPhone, { number: '+49 151 23456789', countryCode: 'DE' })).toBe(true);
    expect(v.is(validPhone, { number: '0151 23456789', countryCode: 'de' })).toBe(true);
    expect(v.is(validPhone, { number: '0151 23456789', countryCode: ' DE ' })).toBe(true);
    expect(v.is(validPhone, { number: '020 7946 0958', countryCode: 'GB' })).toBe(true);
  });

  it('rejects a number not valid for the given region', () => {
    expect(isValidPhone({ number: '0151 23456789', countryCode: 'GB' })).toBe(false);
    expect(isValidPhone({ number: '+49 123', countryCode: 'DE' })).toBe(false);
    expect(isValidPhone({ number: 'call me', countryCode: 'DE' })).toBe(false);
  });

  it("checks the digits against the region's patterns, not only the length", () => {
    // Right length for Germany, but no German number starts with 11: valid only by length.
    expect(isValidPhone({ number: '+49 111 23456789', countryCode: 'DE' })).toBe(false);
    expect(isValidPhone({ number: '+49 1234 567890', countryCode: 'DE' })).toBe(false);
    expect(isValidPhone({ number: '030 1234567', countryCode: 'DE' })).toBe(true);
  });

  it('rejects an unknown region and a value that is not the object', () => {
    expect(isValidPhone({ number: '+49 151 23456789', countryCode: 'XX' })).toBe(false);
    expect(v.is(validPhone, '+49 151 23456789')).toBe(false);
  });

  it('reports on the number field', () => {
    const result = v.safeParse(validPhone, { number: '123', countryCode: 'DE' });
    expect(result.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([['number', 'validation.phone']]);
  });
});
