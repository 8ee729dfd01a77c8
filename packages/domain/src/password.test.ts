import { describe, expect, it } from 'vitest';
import { PASSWORD_EMAIL_PART_MIN_LENGTH, PASSWORD_MIN_LENGTH, passwordProblems } from './password.ts';

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
