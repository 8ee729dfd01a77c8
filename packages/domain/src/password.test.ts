import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  PASSWORD_EMAIL_PART_MIN_LENGTH,
  PASSWORD_FORM_RULES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblems,
} from './password.ts';
import { rulesSchema } from './validation.ts';

describe('passwordProblems', () => {
  it('accepts ten characters with a letter and a digit', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(10);
    expect(passwordProblems('abcdefghi1', 'someone@example.com')).toEqual([]);
    expect(passwordProblems('abcdefghi1')).toEqual([]);
    expect(passwordProblems('abcdefghi1', null)).toEqual([]);
  });

  it('counts code points, not UTF-16 units', () => {
    expect(passwordProblems('😀😀😀😀😀😀😀😀a1')).toEqual([]);
    expect(passwordProblems('😀😀😀😀😀😀😀a1')).toEqual(['validation.passwordTooShort']);
    expect(passwordProblems('abcdefgh1')).toEqual(['validation.passwordTooShort']);
  });

  it('needs a letter and a digit of any script', () => {
    expect(passwordProblems('1234567890')).toEqual(['validation.passwordLettersAndDigits']);
    expect(passwordProblems('abcdefghij')).toEqual(['validation.passwordLettersAndDigits']);
    expect(passwordProblems('ééééééééé٣')).toEqual([]);
    expect(passwordProblems('!!!!!!!!!!')).toEqual(['validation.passwordLettersAndDigits']);
  });

  it("refuses a password containing the email's local part, whatever the case", () => {
    expect(PASSWORD_EMAIL_PART_MIN_LENGTH).toBe(3);
    expect(passwordProblems('xxAnnaxx12', 'anna@example.com')).toEqual(['validation.passwordContainsEmail']);
    expect(passwordProblems('xxannaxx12', 'ANNA@example.com')).toEqual(['validation.passwordContainsEmail']);
    expect(passwordProblems('xxannaxx12', 'bob@example.com')).toEqual([]);
  });

  it('ignores local parts shorter than three characters', () => {
    expect(passwordProblems('xxabxxxx12', 'ab@example.com')).toEqual([]);
    expect(passwordProblems('xxabcxxx12', 'abc@example.com')).toEqual(['validation.passwordContainsEmail']);
    expect(passwordProblems('abcdefghi1', '@example.com')).toEqual([]);
  });

  it('lists every problem, in a fixed order', () => {
    expect(passwordProblems('anna', 'anna@example.com')).toEqual([
      'validation.passwordTooShort',
      'validation.passwordLettersAndDigits',
      'validation.passwordContainsEmail',
    ]);
  });
});

describe('PASSWORD_FORM_RULES', () => {
  const form = rulesSchema(PASSWORD_FORM_RULES);
  const messages = (value: string) => (v.safeParse(form, value).issues ?? []).map((issue) => issue.message);

  it('accepts what the server accepts and refuses what it refuses (without the email part)', () => {
    for (const password of ['abcdefghi1', 'ÄÖÜäöüßéè7', 'a'.repeat(9) + '1', '1'.repeat(9) + 'x']) {
      expect(passwordProblems(password)).toEqual([]);
      expect(messages(password)).toEqual([]);
    }
    for (const password of ['abcdefgh1', 'abcdefghij', '1234567890', 'a1']) {
      expect(passwordProblems(password)).not.toEqual([]);
      expect(messages(password)).not.toEqual([]);
    }
  });

  it('requires a value and stops at the contract maximum', () => {
    expect(messages('')).toEqual(['validation.required']);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
    expect(messages('a1'.repeat(64))).toEqual([]);
    expect(messages('a1'.repeat(64) + 'b')).toEqual(['validation.max']);
    expect(messages('abcdefgh1')).toEqual(['validation.min']);
    expect(messages('abcdefghij')).toEqual(['validation.regex']);
  });
});
