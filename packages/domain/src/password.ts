// The password rule (spec: at least 10 characters, a letter and a digit, not the email's local
// part). The server enforces it on every new password; it lives here so the rule has one home and
// the portal can state the same rule the server checks.

/** Characters a password has at least (counted as code points: an emoji is one). */
export const PASSWORD_MIN_LENGTH = 10;

/** Characters a password has at most (the contract's `Password`). */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The same rule as a form rule string (`rulesSchema`), so the portal's forms check what the server
 * checks; the email part needs the form's other field and stays with the server's answer.
 */
export const PASSWORD_FORM_RULES = `required|min:${PASSWORD_MIN_LENGTH}|max:${PASSWORD_MAX_LENGTH}|regex:/(?=.*\\p{L})(?=.*\\p{Nd})/u`;

/** The shortest email local part a password may not contain (shorter ones occur by chance). */
export const PASSWORD_EMAIL_PART_MIN_LENGTH = 3;

/** Why a password is refused: the message ids the API answers with. */
export type PasswordProblem =
  'validation.passwordTooShort' | 'validation.passwordLettersAndDigits' | 'validation.passwordContainsEmail';

/** Why a new password is too weak, in a fixed order; [] when it is acceptable. */
export function passwordProblems(password: string, email?: string | null): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) problems.push('validation.passwordTooShort');
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) problems.push('validation.passwordLettersAndDigits');
  const local = email?.split('@')[0]?.toLowerCase();
  if (local && local.length >= PASSWORD_EMAIL_PART_MIN_LENGTH && password.toLowerCase().includes(local)) {
    problems.push('validation.passwordContainsEmail');
  }
  return problems;
}
