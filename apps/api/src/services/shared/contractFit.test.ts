// Fitting parser output to the contract: cut what is too long, drop what is invalid, keep the rest.
import { describe, expect, it } from 'vitest';
import { contractAjv, contractSchemaRef } from '../../contract/contract.ts';
import { fitToContract } from './contractFit.ts';

const valid = contractAjv().compile(contractSchemaRef('ParsedCv'));

describe('fitToContract', () => {
  it('leaves a valid value as it is (a copy)', () => {
    const parsed = {
      skills: ['TypeScript'],
      employmentHistory: [{ title: 'Dev', start: '2020-01-01', end: null, ongoing: true }],
      country: 'DE',
    };
    const fitted = fitToContract('ParsedCv', parsed);
    expect(fitted).toEqual(parsed);
    expect(fitted).not.toBe(parsed);
  });

  it('cuts strings and lists over their limits by code point', () => {
    const fitted = fitToContract('ParsedCv', {
      skills: [...Array.from({ length: 250 }, (_, i) => `s${i}`)],
      city: '😀'.repeat(300),
      zip: '1'.repeat(30),
      employmentHistory: [{ title: 'x'.repeat(300), description: 'd'.repeat(6000), start: null, end: null }],
    });
    expect(fitted.skills).toHaveLength(200);
    expect(fitted.skills?.at(-1)).toBe('s199');
    expect(Array.from(fitted.city ?? '')).toHaveLength(255);
    expect(fitted.zip).toBe('1'.repeat(20));
    expect(fitted.employmentHistory?.[0]?.title).toHaveLength(255);
    expect(fitted.employmentHistory?.[0]?.description).toHaveLength(5000);
    expect(valid(fitted)).toBe(true);
  });

  it('drops invalid values: items, properties, and entries missing what they require', () => {
    const fitted = fitToContract('ParsedCv', {
      skills: ['ok', '', 'fine', ''],
      masteredLanguages: [
        { code: 'de', proficiency: 5 },
        { code: 'Deutsch', proficiency: 3 },
        { code: 'fr', proficiency: 9 },
        { code: 'nl', proficiency: 2 },
      ],
      employmentHistory: [
        { organization: 'No title' },
        { title: 'Dev', start: '2021-13-01', end: '2022-01-01' },
        { title: 'Ops', start: '2019-01-01', unknown: true },
      ],
      country: 'Germany',
      mobilePhonePrefix: '+49',
      mobilePhoneLocalPart: '15123456789',
    } as never);
    expect(fitted).toEqual({
      skills: ['ok', 'fine'],
      masteredLanguages: [
        { code: 'de', proficiency: 5 },
        { code: 'nl', proficiency: 2 },
      ],
      employmentHistory: [
        { title: 'Dev', end: '2022-01-01' },
        { title: 'Ops', start: '2019-01-01' },
      ],
      mobilePhoneLocalPart: '15123456789',
    });
    expect(valid(fitted)).toBe(true);
  });

  it('throws for a value that is not the schema’s kind at all (a bug, not input)', () => {
    expect(() => fitToContract('ParsedCv', 'text' as never)).toThrow(/ParsedCv/);
  });
});
