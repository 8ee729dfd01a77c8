// Client-side validation of the account forms: the domain's `formSchema` rule strings for the
// plain rules, plus the domain's own checks (specialChars, validPhone, uniqueEmail) per field.
// Every message is translated here, so a form only ever holds text.
import { formSchema, isEmptyValue, PASSWORD_FORM_RULES } from '@talent/domain';
import type { FormSchema, PhoneValue, ValidationRule } from '@talent/domain';
import { hasApiMessage, translateApiMessage } from '@talent/app-context';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import * as v from 'valibot';
import { ruleMessages } from '../messages.ts';

/** Password rules of the contract (`Password`): the domain's rule, the one the server checks. */
export const PASSWORD_RULES = PASSWORD_FORM_RULES;
/** Rules of an email field (the contract's `Email`: at most 254 characters). */
export const EMAIL_RULES = 'required|email|max:254';
/** Rules of a name field (the contract's `PersonName`). */
export const NAME_RULES = 'required|max:100';

/** A field check beyond the rule strings (sync or async valibot schema). */
export type FieldCheck = v.GenericSchema | v.GenericSchemaAsync;

/** Errors of a form: field name → translated text. */
export type FormErrors = Record<string, string>;

/**
 * The text of a failed rule. `regexText` names what the form's regex rule means (the password's
 * "letter and digit", the SMS code's "6 digits").
 */
export function ruleText(intl: IntlShape, rule: ValidationRule, regexText?: string): string {
  switch (rule.name) {
    case 'required':
      return intl.formatMessage(ruleMessages.required);
    case 'email':
      return intl.formatMessage(ruleMessages.email);
    case 'min':
      return intl.formatMessage(ruleMessages.min, { min: rule.length });
    case 'max':
      return intl.formatMessage(ruleMessages.max, { max: rule.length });
    case 'confirmed':
      return intl.formatMessage(ruleMessages.confirmed);
    case 'regex':
      return regexText ?? intl.formatMessage(ruleMessages.invalid);
    default:
      return intl.formatMessage(ruleMessages.invalid);
  }
}

/** A form schema from rule strings whose messages are already translated. */
export function rulesForm(intl: IntlShape, fields: Readonly<Record<string, string>>, regexText?: string): FormSchema {
  return formSchema(fields, { message: (rule) => ruleText(intl, rule, regexText) });
}

/** What the password's regex rule means ("a letter and a digit"), for `rulesForm`. */
export function passwordRuleText(intl: IntlShape): string {
  return translateApiMessage(intl, 'validation.passwordLettersAndDigits');
}

/** The form of a new password typed twice (`PasswordFields`). */
export function newPasswordForm(intl: IntlShape): FormSchema {
  return rulesForm(
    intl,
    { password: PASSWORD_RULES, confirmation: 'required|confirmed:password' },
    passwordRuleText(intl),
  );
}

/** The form changing a password: the current one, and the new one typed twice. */
export function changePasswordForm(intl: IntlShape): FormSchema {
  return rulesForm(
    intl,
    { currentPassword: 'required', password: PASSWORD_RULES, confirmation: 'required|confirmed:password' },
    passwordRuleText(intl),
  );
}

/** Where the account forms word a domain check their own way (the rest read as the API's text). */
const OWN_WORDING: Readonly<Record<string, MessageDescriptor>> = {
  'validation.specialChars': ruleMessages.specialChars,
};

/** A domain check's message id (`validation.specialChars`, …) as text; other messages are text already. */
export function issueText(intl: IntlShape, message: string): string {
  const own = Object.hasOwn(OWN_WORDING, message) ? OWN_WORDING[message] : undefined;
  if (own) return intl.formatMessage(own);
  return hasApiMessage(intl, message) ? translateApiMessage(intl, message) : message;
}

/** The field an issue belongs to: the first segment of its path. */
function issueField(issue: v.BaseIssue<unknown>): string | undefined {
  const key = issue.path?.[0]?.key;
  return typeof key === 'string' ? key : undefined;
}

/**
 * Validates `values`: first the rule strings of `schema`, then, for each field that passed them,
 * its extra `checks` in order (so the server is only asked about an email that is well formed).
 * Returns the first error of each field.
 */
export async function validateForm(
  intl: IntlShape,
  schema: FormSchema,
  values: Readonly<Record<string, unknown>>,
  checks: Readonly<Record<string, FieldCheck>> = {},
): Promise<FormErrors> {
  const errors: FormErrors = {};
  const result = v.safeParse(schema, values);
  if (!result.success) {
    for (const issue of result.issues) {
      const field = issueField(issue);
      if (field !== undefined) errors[field] ??= issueText(intl, issue.message);
    }
  }
  for (const [field, check] of Object.entries(checks)) {
    if (errors[field] !== undefined) continue;
    const outcome = await v.safeParseAsync(check, values[field], { abortPipeEarly: true });
    if (!outcome.success) errors[field] = issueText(intl, outcome.issues[0].message);
  }
  return errors;
}

/** A required check for values the rule strings cannot see into (a phone's number). */
export function requiredNumber(intl: IntlShape) {
  return v.check<PhoneValue, string>((value) => !isEmptyValue(value.number), intl.formatMessage(ruleMessages.required));
}
