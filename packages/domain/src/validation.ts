// Validation rules of spec §5, on valibot. Forms describe their fields with rule strings such as
// "required|email|max:50"; `rulesSchema` turns one into a valibot schema. Messages are message ids
// ("validation.min"); the UI passes `message` to render them with the rule's parameters.
import * as v from 'valibot';
import type { Language } from './entities.ts';

/** A parsed validation rule with its typed parameters. */
export type ValidationRule =
  | { readonly name: 'required' | 'email' | 'alpha' | 'numeric' | 'integer' }
  | { readonly name: 'regex'; readonly pattern: RegExp }
  | { readonly name: 'min' | 'max'; readonly length: number }
  | { readonly name: 'confirmed'; readonly target: string }
  | { readonly name: 'oneOf'; readonly values: readonly string[] }
  | { readonly name: 'size'; readonly kilobytes: number }
  | { readonly name: 'ext'; readonly extensions: readonly string[] }
  | { readonly name: 'between'; readonly min: number; readonly max: number }
  | { readonly name: 'minValue'; readonly min: number };

/** Names of the client form rules. */
export const VALIDATION_RULE_NAMES = [
  'required',
  'email',
  'regex',
  'alpha',
  'min',
  'max',
  'confirmed',
  'numeric',
  'oneOf',
  'integer',
  'size',
  'ext',
  'between',
  'minValue',
] as const;
/** A client form rule name. */
export type ValidationRuleName = (typeof VALIDATION_RULE_NAMES)[number];

/** Builds the message of a failed rule; the default is the message id `validation.<rule>`. */
export type RuleMessage = (rule: ValidationRule) => string;

const defaultMessage: RuleMessage = (rule) => `validation.${rule.name}`;

function ruleError(source: string, detail: string): Error {
  return new Error(`Invalid validation rules "${source}": ${detail}`);
}

function number(source: string, rule: string, raw: string | undefined): number {
  const value = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
  if (!Number.isFinite(value)) throw ruleError(source, `${rule} needs a number, got "${raw ?? ''}"`);
  return value;
}

function count(source: string, rule: string, raw: string | undefined): number {
  const value = number(source, rule, raw);
  if (!Number.isInteger(value) || value < 0) throw ruleError(source, `${rule} needs a whole number ≥ 0, got "${raw}"`);
  return value;
}

/**
 * Reads a `regex:` parameter starting at `start`. `/pattern/flags` may contain `|` and `,`; a bare
 * pattern runs to the next `|`. Returns the RegExp and the index after it.
 */
function readRegex(source: string, start: number): [RegExp, number] {
  if (source[start] !== '/') {
    const end = source.indexOf('|', start);
    const stop = end === -1 ? source.length : end;
    return [compile(source, source.slice(start, stop), ''), stop];
  }
  let i = start + 1;
  let inClass = false;
  for (; i < source.length; i += 1) {
    const c = source[i];
    if (c === '\\') i += 1;
    else if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    else if (c === '/' && !inClass) break;
  }
  if (i >= source.length) throw ruleError(source, 'regex literal is not closed with "/"');
  const flags = /^[dgimsuyv]*/.exec(source.slice(i + 1))![0];
  const end = i + 1 + flags.length;
  if (end < source.length && source[end] !== '|') throw ruleError(source, 'expected "|" after the regex literal');
  return [compile(source, source.slice(start + 1, i), flags), end];
}

function compile(source: string, pattern: string, flags: string): RegExp {
  if (pattern === '') throw ruleError(source, 'regex needs a pattern');
  try {
    // The global and sticky flags would make `test` stateful between calls.
    return new RegExp(pattern, flags.replace(/[gy]/g, ''));
  } catch (error) {
    throw ruleError(source, `regex does not compile: ${(error as Error).message}`);
  }
}

/** Parses a rule string such as `required|min:3|regex:/^[a-z|]+$/i`; throws a clear Error on a bad rule. */
export function parseRules(rules: string): ValidationRule[] {
  const parsed: ValidationRule[] = [];
  let i = 0;
  while (i < rules.length) {
    const nameEnd = rules.slice(i).search(/[:|]/);
    const stop = nameEnd === -1 ? rules.length : i + nameEnd;
    const name = rules.slice(i, stop).trim();
    const hasParams = rules[stop] === ':';
    let next: number;
    let raw: string[] = [];
    let pattern: RegExp | undefined;
    if (name === 'regex' && hasParams) {
      [pattern, next] = readRegex(rules, stop + 1);
    } else {
      const end = rules.indexOf('|', stop);
      next = end === -1 ? rules.length : end;
      if (hasParams) raw = rules.slice(stop + 1, next).split(',');
    }
    i = next + 1;
    if (name === '') continue;
    parsed.push(toRule(rules, name, raw, hasParams, pattern));
  }
  return parsed;
}

function toRule(source: string, name: string, raw: string[], hasParams: boolean, pattern?: RegExp): ValidationRule {
  const values = raw.map((p) => p.trim()).filter(Boolean);
  const none = () => {
    if (hasParams) throw ruleError(source, `${name} takes no parameter`);
  };
  switch (name) {
    case 'required':
    case 'email':
    case 'alpha':
    case 'numeric':
    case 'integer':
      none();
      return { name };
    case 'regex':
      if (!pattern) throw ruleError(source, 'regex needs a pattern');
      return { name, pattern };
    case 'min':
    case 'max':
      return { name, length: count(source, name, raw[0]) };
    case 'size':
      return { name, kilobytes: count(source, name, raw[0]) };
    case 'minValue':
      return { name, min: number(source, name, raw[0]) };
    case 'between': {
      const min = number(source, name, raw[0]);
      const max = number(source, name, raw[1]);
      if (raw.length !== 2 || min > max) throw ruleError(source, 'between needs "min,max" with min ≤ max');
      return { name, min, max };
    }
    case 'confirmed':
      if (values.length !== 1) throw ruleError(source, 'confirmed needs the name of the field to match');
      return { name, target: values[0]! };
    case 'oneOf':
      if (values.length === 0) throw ruleError(source, 'oneOf needs at least one value');
      return { name, values };
    case 'ext':
      if (values.length === 0) throw ruleError(source, 'ext needs at least one extension');
      return { name, extensions: values.map((e) => e.replace(/^\./, '').toLowerCase()) };
    default:
      throw ruleError(source, `unknown rule "${name}" (known: ${VALIDATION_RULE_NAMES.join(', ')})`);
  }
}

/** Whether a form value counts as not filled in: nothing, blank text, an empty list, an unticked box. */
export function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === false ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

const emailSchema = v.pipe(v.string(), v.email());
const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
// Predicates never see empty values (see rulesSchema), so Number('') = 0 cannot slip through.
const asNumber = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
const lengthOf = (value: unknown): number => (Array.isArray(value) ? value.length : [...asText(value)].length);
const each = (value: unknown, test: (item: unknown) => boolean): boolean =>
  Array.isArray(value) ? value.every(test) : test(value);
const fileSize = (item: unknown): number =>
  typeof item === 'object' && item !== null && typeof (item as { size?: unknown }).size === 'number'
    ? (item as { size: number }).size
    : Number.NaN;
const fileName = (item: unknown): string =>
  typeof item === 'object' && item !== null && typeof (item as { name?: unknown }).name === 'string'
    ? (item as { name: string }).name
    : '';

/** The predicate of one rule (rules other than required and confirmed pass empty values). */
function predicate(rule: ValidationRule): (value: unknown) => boolean {
  switch (rule.name) {
    case 'required':
    case 'confirmed':
      throw new Error(`${rule.name} is not a single-value predicate`);
    case 'email':
      return (value) => v.is(emailSchema, value);
    case 'regex':
      return (value) => rule.pattern.test(asText(value));
    case 'alpha':
      return (value) => /^[\p{L}\p{M}]+$/u.test(asText(value));
    case 'min':
      return (value) => lengthOf(value) >= rule.length;
    case 'max':
      return (value) => lengthOf(value) <= rule.length;
    case 'numeric':
      return (value) => /^\d+$/.test(asText(value));
    case 'integer':
      return (value) => /^-?\d+$/.test(asText(value));
    case 'oneOf':
      return (value) => each(value, (item) => rule.values.includes(asText(item)));
    case 'size':
      return (value) => each(value, (item) => fileSize(item) <= rule.kilobytes * 1024);
    case 'ext':
      return (value) =>
        each(value, (item) => {
          const name = fileName(item).toLowerCase();
          return rule.extensions.some((ext) => name.endsWith(`.${ext}`));
        });
    case 'between':
      return (value) => {
        const n = asNumber(value);
        return n >= rule.min && n <= rule.max;
      };
    case 'minValue':
      return (value) => asNumber(value) >= rule.min;
  }
}

/** Options of `rulesSchema`. */
export interface RulesSchemaOptions {
  /** Reads another field of the form; needed by the `confirmed` rule. */
  readonly getValue?: (field: string) => unknown;
  /** Message of a failed rule; defaults to the message id `validation.<rule>`. */
  readonly message?: RuleMessage;
}

/** A schema of one form field. */
export type FieldSchema = v.GenericSchema<unknown, unknown>;

/** Turns a rule string into a valibot schema of one field. Throws on unknown or malformed rules. */
export function rulesSchema(rules: string, options: RulesSchemaOptions = {}): FieldSchema {
  return fieldSchema(rules, parseRules(rules), options);
}

function fieldSchema(source: string, rules: readonly ValidationRule[], options: RulesSchemaOptions): FieldSchema {
  const message = options.message ?? defaultMessage;
  const actions = rules.map((rule) => {
    if (rule.name === 'required') return v.check((value: unknown) => !isEmptyValue(value), message(rule));
    if (rule.name === 'confirmed') {
      const getValue = options.getValue;
      if (!getValue) throw ruleError(source, 'confirmed needs options.getValue (or use formSchema)');
      return v.check((value: unknown) => value === getValue(rule.target), message(rule));
    }
    const test = predicate(rule);
    return v.check((value: unknown) => isEmptyValue(value) || test(value), message(rule));
  });
  return v.pipe(v.unknown(), ...actions);
}

/** A schema of a whole form. */
export type FormSchema = v.GenericSchema<Record<string, unknown>, Record<string, unknown>>;

/**
 * A whole form from rule strings per field. `confirmed:<field>` compares with the sibling field and
 * reports on the confirming field.
 */
export function formSchema(
  fields: Readonly<Record<string, string>>,
  options: Pick<RulesSchemaOptions, 'message'> = {},
): FormSchema {
  const message = options.message ?? defaultMessage;
  const entries: Record<string, FieldSchema> = {};
  // partialCheck (not check) so a mismatch is reported even while other fields are invalid.
  const checks: v.PipeItem<Record<string, unknown>, Record<string, unknown>, v.BaseIssue<unknown>>[] = [];
  for (const [field, source] of Object.entries(fields)) {
    const rules = parseRules(source);
    entries[field] = fieldSchema(
      source,
      rules.filter((rule) => rule.name !== 'confirmed'),
      options,
    );
    for (const rule of rules) {
      if (rule.name !== 'confirmed') continue;
      const target = rule.target;
      if (!Object.hasOwn(fields, target)) throw ruleError(source, `confirmed names "${target}", which is not a field`);
      const matches = v.partialCheck(
        [[field], [target]],
        (input: Record<string, unknown>) => input[field] === input[target],
        message(rule),
      );
      checks.push(v.forward(matches, [field]) as unknown as (typeof checks)[number]);
    }
  }
  return v.pipe(v.looseObject(entries), ...checks);
}

/** Characters an email may contain when the client disallows special characters. */
export const SPECIAL_CHARS_PATTERN = /^[\p{L}\p{M}\p{Nd}@._-]*$/u;

/** Letters, digits and `@ . - _` only (message id `validation.specialChars`). */
export const specialChars = v.regex<string, string>(SPECIAL_CHARS_PATTERN, 'validation.specialChars');

/** The error `isValidLocale` returns. */
export const INVALID_LOCALE = 'Invalid locale';

/**
 * Whether a locale is well formed (two letters, optionally a dash and two capitals) and one of the
 * client's languages: true, or the error "Invalid locale".
 */
export function isValidLocale(
  locale: unknown,
  languages: readonly (Pick<Language, 'iso'> | string)[],
): true | typeof INVALID_LOCALE {
  if (typeof locale !== 'string' || !/^[a-z]{2}(-[A-Z]{2})?$/.test(locale)) return INVALID_LOCALE;
  const known = languages.some((language) => (typeof language === 'string' ? language : language.iso) === locale);
  return known ? true : INVALID_LOCALE;
}

/**
 * Async check that an email is not registered yet. `emailExists` asks the server; any failure of
 * that call counts as invalid (message id `validation.emailInUse`).
 */
export function uniqueEmail(emailExists: (email: string) => Promise<boolean>) {
  return v.checkAsync<string, string>(async (email) => {
    try {
      return (await emailExists(email)) === false;
    } catch {
      return false;
    }
  }, 'validation.emailInUse');
}

/** Which agreements the server says the user still has to give. */
export interface LegalNeeds {
  readonly terms: boolean;
  readonly privacy: boolean;
}

/**
 * Schema of the expired-terms dialog: each needed checkbox must be ticked (message id
 * `validation.required` on the `terms` or `privacy` field, which the UI names with its label).
 */
export function expiredTermsSchema(needs: LegalNeeds) {
  const box = (needed: boolean) => (needed ? v.literal(true, 'validation.required') : v.optional(v.boolean(), false));
  return v.object({ terms: box(needs.terms), privacy: box(needs.privacy) });
}

/** The agreements to send: only those that were missing. */
export function agreementsToSend(needs: LegalNeeds): { terms?: true; privacy?: true } {
  return { ...(needs.terms && { terms: true }), ...(needs.privacy && { privacy: true }) };
}
